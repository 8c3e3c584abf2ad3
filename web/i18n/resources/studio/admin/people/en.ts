/** The admin area's people pages' words (studio/admin/people), merged into `admin`. */
export const adminPeopleEn = {}
