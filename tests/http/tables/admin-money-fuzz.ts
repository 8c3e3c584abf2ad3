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
  { method: 'GET', path: '/payment/admin/renewals', caller: 'admin', fields: ['q', 'before'] },
  {
    method: 'POST',
    path: '/payment/admin/renewals/retry',
    caller: 'admin',
    fields: ['subscriptionOid', 'period', 'requestId'],
  },
  {
    method: 'POST',
    path: '/payment/admin/renewals/end',
    caller: 'admin',
    fields: ['subscriptionOid', 'period', 'reason'],
  },
  {
    method: 'GET',
    path: '/payment/admin/reconciliation',
    caller: 'admin',
    fields: ['from', 'to', 'verdict', 'q', 'before'],
  },
  {
    method: 'POST',
    path: '/payment/admin/reconciliation/settle',
    caller: 'admin',
    fields: ['paymentOid', 'verdict', 'coins', 'reason', 'requestId'],
  },
  {
    method: 'GET',
    path: '/live/admin/donation/external',
    caller: 'admin',
    fields: ['creatorOid', 'before'],
  },
  {
    method: 'GET',
    path: '/content/admin/campaign/revenue',
    caller: 'admin',
    fields: ['q', 'state', 'before'],
  },
]
