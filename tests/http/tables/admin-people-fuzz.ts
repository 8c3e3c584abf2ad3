import type { FuzzRoute } from '../../support/fuzz'

/** The admin area's people pages' routes with their real field names. */
export const adminPeopleFuzz: FuzzRoute[] = [
  { method: 'GET', path: '/account/admin/newusers', caller: 'admin', fields: ['q', 'cursor'] },
  { method: 'GET', path: '/account/admin/unregister', caller: 'admin', fields: ['q', 'cursor'] },
  { method: 'GET', path: '/account/admin/creators', caller: 'admin', fields: ['q', 'cursor'] },
  { method: 'GET', path: '/account/admin/creator', caller: 'admin', fields: ['oid'] },
  {
    method: 'POST',
    path: '/account/admin/unregister/confirm',
    caller: 'admin',
    fields: ['userOid'],
  },
  { method: 'POST', path: '/account/admin/unregister/stop', caller: 'admin', fields: ['userOid'] },
  { method: 'POST', path: '/account/admin/2fa/reset', caller: 'admin', fields: ['userOid'] },
  {
    method: 'GET',
    path: '/account/admin/mail/audience',
    caller: 'admin',
    fields: ['segment', 'userOid'],
  },
  {
    method: 'POST',
    path: '/account/admin/mail',
    caller: 'admin',
    fields: ['requestId', 'segment', 'userOid', 'subject', 'text'],
  },
]
