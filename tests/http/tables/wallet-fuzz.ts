import type { FuzzRoute } from '../../support/fuzz'

/** The wallet's routes with their real field names. */
export const walletFuzz: FuzzRoute[] = [
  { method: 'GET', path: '/story-chat/convert/credit', caller: 'user', fields: [] },
  {
    method: 'POST',
    path: '/story-chat/convert/credit',
    caller: 'user',
    fields: ['amount', 'type'],
  },
  {
    method: 'PUT',
    path: '/story-chat/convert/credit/auto-top-up',
    caller: 'user',
    fields: ['coins'],
  },
  {
    method: 'GET',
    path: '/coinevent',
    caller: 'user',
    fields: ['userOid', 'startDate', 'endDate'],
  },
  {
    method: 'GET',
    path: '/coinevent/creator/aggregate/coinType',
    caller: 'admin',
    fields: ['userOid', 'startDate', 'endDate'],
  },
  {
    method: 'GET',
    path: '/live/paymenthistory',
    caller: 'user',
    fields: ['userOid', 'nextToken', 'count'],
  },
  { method: 'POST', path: '/account/inventory/use', caller: 'user', fields: ['itemOid'] },
  { method: 'POST', path: '/account/inventory/refund', caller: 'user', fields: ['itemOid'] },
  { method: 'DELETE', path: '/account/inventory', caller: 'user', fields: ['itemOid'] },
]
