/** The admin area's content pages' words (studio/admin/content), merged into `admin`. */
export const adminContentEn = {}
