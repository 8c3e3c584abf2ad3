/**
 * Pages reached from another page rather than the menu, each taking one path segment after
 * its name (`search-category-setting/{componentOid}`). Each group adds its own here.
 */
export const ADMIN_SUB_PAGES = ['search-category-setting'] as const
