/** The admin area's money pages' words (studio/admin/money), merged into `admin`. */
export const adminMoneyEn = {}
