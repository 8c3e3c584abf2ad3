import type { FuzzRoute } from '../../support/fuzz'

/** The allowance, home list, thumbnail upload and user card; studio calls as the admin. */
export const liveAllowanceFuzz: FuzzRoute[] = [
  { method: 'GET', path: '/live/allowance', caller: 'admin', fields: ['creatorOid'] },
  { method: 'GET', path: '/live/home', caller: 'none', fields: ['tag'] },
  { method: 'POST', path: '/live/thumbnail', caller: 'admin', fields: ['creatorOid'] },
  { method: 'GET', path: '/live/user', caller: 'none', fields: ['userOid', 'creatorOid'] },
]
