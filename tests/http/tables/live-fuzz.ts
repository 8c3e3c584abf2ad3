import type { FuzzRoute } from '../../support/fuzz'

/** Live routes with their real field names; studio writes as the admin (every studio). */
export const liveFuzz: FuzzRoute[] = [
  { method: 'GET', path: '/live/key2', caller: 'user', fields: [] },
  { method: 'POST', path: '/live/key2', caller: 'user', fields: [] },
  {
    method: 'POST',
    path: '/live/keyverification',
    caller: 'none',
    fields: ['creatorOid', 'key', 'call', 'name'],
  },
  { method: 'GET', path: '/live/stream', caller: 'none', fields: ['creatorOid'] },
  { method: 'GET', path: '/live/play', caller: 'none', fields: ['creatorOid', 'key'] },
  { method: 'GET', path: '/live/studio', caller: 'admin', fields: ['creatorOid'] },
  { method: 'POST', path: '/live/studio', caller: 'admin', fields: ['creatorOid', 'info'] },
  { method: 'POST', path: '/live/stop', caller: 'admin', fields: ['creatorOid'] },
  { method: 'GET', path: '/live/livestreams', caller: 'none', fields: ['tag', 'creatorOid'] },
  { method: 'GET', path: '/live/hashtags', caller: 'none', fields: [] },
  { method: 'GET', path: '/live/thumbnail', caller: 'none', fields: ['creatorOid'] },
  { method: 'GET', path: '/live/hls-auth', caller: 'none', fields: [] },
  { method: 'POST', path: '/live/ticket', caller: 'admin', fields: ['creatorOid', 'ticket'] },
  { method: 'POST', path: '/live/toolkey/revoke', caller: 'user', fields: [] },
  { method: 'GET', path: '/live/toolkey/status', caller: 'user', fields: [] },
  { method: 'POST', path: '/live/toolkey', caller: 'none', fields: ['toolkey'] },
  { method: 'GET', path: '/live/toolkey', caller: 'none', fields: ['toolkey'] },
  {
    method: 'POST',
    path: '/live/ticketing',
    caller: 'user',
    fields: ['creatorOid', 'ticketOid', 'price', 'usePendingTicket', 'mixpanel'],
  },
  { method: 'POST', path: '/live/ticketverification', caller: 'none', fields: ['creatorOid'] },
  { method: 'GET', path: '/live/admin', caller: 'admin', fields: ['creatorOid'] },
  { method: 'POST', path: '/live/admin', caller: 'admin', fields: ['creatorOid', 'options'] },
  { method: 'PUT', path: '/live/admin', caller: 'admin', fields: ['creatorOid', 'options'] },
  { method: 'DELETE', path: '/live/admin', caller: 'admin', fields: ['creatorOid'] },
  {
    method: 'PUT',
    path: '/live/admin/hashtags',
    caller: 'admin',
    fields: ['creatorOid', 'hashtags'],
  },
]
