/** The Money group's pages, in menu order (docs/admin/money.md). */
export const MONEY_PAGES = [
  'check-settlement',
  'revenue',
  'refund',
  'credit',
  'dlsite',
  'resub',
  'calc-charge',
  'external-donation',
  'campaign-revenue',
] as const
