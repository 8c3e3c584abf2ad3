import type { FuzzRoute } from '../../support/fuzz'

/** The admin area's money pages' routes with their real field names. */
export const adminMoneyFuzz: FuzzRoute[] = [
  {
    method: 'GET',
    path: '/revenue/admin/totals',
    caller: 'admin',
    fields: ['startDate', 'endDate', 'period'],
  },
  { method: 'GET', path: '/admin/ledger', caller: 'admin', fields: ['userOid', 'before'] },
  { method: 'GET', path: '/admin/ledger/transaction', caller: 'admin', fields: ['id'] },
  {
    method: 'GET',
    path: '/content/dl-giftcard/admin/issued',
    caller: 'admin',
    fields: ['userOid', 'before'],
  },
]
