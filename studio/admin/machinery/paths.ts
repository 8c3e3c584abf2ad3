/** The Machinery group's pages, in menu order (docs/admin/machinery.md). */
export const MACHINERY_PAGES = ['queues', 'audit-log'] as const
