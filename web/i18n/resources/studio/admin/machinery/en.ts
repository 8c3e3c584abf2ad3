/** The admin area's machinery pages' words (studio/admin/machinery), merged into `admin`. */
export const adminMachineryEn = {}
