/** The Money group's pages, in menu order (docs/admin/money.md). */
export const MONEY_PAGES = ['check-settlement'] as const
