/** The admin area's live pages' words (studio/admin/live), merged into `admin`. */
export const adminLiveEn = {}
