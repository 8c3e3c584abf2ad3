import type { FuzzRoute } from '../../support/fuzz'

/** Admin area routes with their real field names. */
export const adminFuzz: FuzzRoute[] = [
  {
    method: 'GET',
    path: '/admin/audit-log',
    caller: 'admin',
    fields: ['q', 'actor', 'target', 'before', 'limit'],
  },
  { method: 'GET', path: '/account/admin/users', caller: 'admin', fields: ['q'] },
  { method: 'GET', path: '/account/admin/user', caller: 'admin', fields: ['oid'] },
  {
    method: 'POST',
    path: '/admin/refund',
    caller: 'admin',
    fields: ['transactionId', 'reason', 'requestId'],
  },
  {
    method: 'GET',
    path: '/story-chat/admin/compiled-stories',
    caller: 'admin',
    fields: ['q', 'before', 'stale'],
  },
  {
    method: 'POST',
    path: '/account/admin/suspend',
    caller: 'admin',
    fields: ['userOid', 'reason'],
  },
  { method: 'POST', path: '/account/admin/unsuspend', caller: 'admin', fields: ['userOid'] },
  {
    method: 'POST',
    path: '/admin/bonuscoins',
    caller: 'admin',
    fields: ['userOid', 'coins', 'reason', 'requestId'],
  },
]
