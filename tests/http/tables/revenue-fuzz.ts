import type { FuzzRoute } from '../../support/fuzz'

const NONE = 'f'.repeat(24)

/** The revenue routes with their real field names (admins pass the ownership checks). */
export const revenueFuzz: FuzzRoute[] = [
  ...[
    '/coinevent/creator/aggregate',
    '/coinevent/creator/aggregate/coinType',
    '/coinevent/event/aggregate',
    '/content/creator-analytics',
  ].map(
    (path): FuzzRoute => ({
      method: 'GET',
      path,
      caller: 'admin',
      fields: ['creatorOid', 'startDate', 'endDate'],
    }),
  ),
  {
    method: 'GET',
    path: '/coinevent/creator',
    caller: 'admin',
    fields: ['creatorOid', 'startDate', 'endDate', 'type', 'count', 'nextToken'],
  },
  { method: 'GET', path: '/coinevent/legacy/revenue', caller: 'admin', fields: ['creatorOid'] },
  { method: 'GET', path: '/revenue/summary', caller: 'admin', fields: ['creatorOid'] },
  { method: 'GET', path: '/revenue/monthly', caller: 'admin', fields: ['creatorOid', 'year'] },
  { method: 'GET', path: '/revenue/settlements', caller: 'admin', fields: ['creatorOid'] },
  { method: 'POST', path: '/revenue/settlement', caller: 'admin', fields: ['creatorOid'] },
  { method: 'GET', path: '/revenue/admin/settlements', caller: 'admin', fields: ['status'] },
  { method: 'GET', path: '/revenue/calendar', caller: 'user', fields: ['country', 'month'] },
  {
    method: 'POST',
    path: `/payouts/${NONE}/edit`,
    caller: 'admin',
    fields: [
      'currency',
      'country',
      'holderName',
      'bankName',
      'accountNumber',
      'currentPassword',
      'totpCode',
    ],
  },
  { method: 'GET', path: `/payouts/${NONE}/show`, caller: 'user', fields: [] },
]
