import type { FuzzRoute } from '../../support/fuzz'

/** Discord calls with their real field names, as a user and as the admin. */
export const discordFuzz: FuzzRoute[] = [
  { method: 'GET', path: '/discord', caller: 'user', fields: ['creatorOid'] },
  { method: 'GET', path: '/discord/token', caller: 'user', fields: ['creatorOid', 'tierHash'] },
  {
    method: 'POST',
    path: '/discord/modify',
    caller: 'admin',
    fields: ['creatorOid', 'discordId', 'tierRoles'],
  },
  { method: 'POST', path: '/discord/unlink', caller: 'user', fields: ['creatorOid'] },
  { method: 'GET', path: '/discord/members', caller: 'admin', fields: ['creatorOid'] },
  { method: 'GET', path: '/discord/admin/creators', caller: 'admin', fields: [] },
  {
    method: 'POST',
    path: '/discord/admin/kick/user',
    caller: 'admin',
    fields: ['creatorOid', 'channelId', 'discordId'],
  },
]
