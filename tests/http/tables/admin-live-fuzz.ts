import type { FuzzRoute } from '../../support/fuzz'

/** The admin area's live pages' routes with their real field names. */
export const adminLiveFuzz: FuzzRoute[] = [
  { method: 'GET', path: '/discord/admin/creators', caller: 'admin', fields: ['q', 'before'] },
  {
    method: 'GET',
    path: '/discord/admin/members',
    caller: 'admin',
    fields: ['creatorOid', 'q', 'before'],
  },
  { method: 'GET', path: '/live/admin/ingests', caller: 'admin', fields: [] },
]
