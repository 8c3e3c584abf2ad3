import type { FuzzRoute } from '../../support/fuzz'

/** Stream service routes with their real field names (admins' calls). */
export const streamsFuzz: FuzzRoute[] = [
  { method: 'GET', path: '/stream/streams', caller: 'admin', fields: ['state', 'limit'] },
  { method: 'POST', path: '/stream/start', caller: 'admin', fields: ['creatorOid'] },
  { method: 'POST', path: '/stream/streamer/add', caller: 'admin', fields: ['creatorOid'] },
  { method: 'POST', path: '/stream/whitelist/decrypt', caller: 'admin', fields: ['whitelist'] },
]
