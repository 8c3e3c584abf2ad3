/** The Machinery group's pages, in menu order (docs/admin/machinery.md). */
export const MACHINERY_PAGES = [
  'queues',
  'encoding-callback-resender',
  'servercache',
  'audit-log',
] as const
