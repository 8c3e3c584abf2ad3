/** The admin area's story chat pages' words (studio/admin/story-chat), merged into `admin`. */
export const adminStoryChatEn = {}
