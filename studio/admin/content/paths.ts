/**
 * The Content group's pages, in menu order (docs/admin/content.md): the curation pages, then
 * the operations pages.
 */
export const CONTENT_CURATION_PAGES = [
  'page-curation',
  'search-category',
  'banner-manager',
  'creator-banner',
  'banner-count',
  'recommendfilecontents',
] as const
export const CONTENT_OPERATIONS_PAGES = [
  'event',
  'qr-event',
  'illegal-downloader',
  'iconsample',
  'content-tools',
] as const
