/**
 * The Content group's pages, in menu order (docs/admin/content.md): the curation pages, then
 * the operations pages.
 */
export const CONTENT_CURATION_PAGES = [] as const
export const CONTENT_OPERATIONS_PAGES = [] as const
