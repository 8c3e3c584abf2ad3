/**
 * Discord rows of the role × route matrix (Discord not configured in the matrix server:
 * linking answers 503 to every signed-in caller). A creator's server is set only by that
 * creator or an admin; the admin calls are admins' alone.
 */
import { adminRoute, publicRoute, type RouteCase } from '../../support/authorization-matrix'

const NOBODY = 'f'.repeat(24)
const GUILD = '320000000000000001'
const MEMBER = '520000000000000001'

export const discordMatrix: RouteCase[] = [
  {
    method: 'GET',
    path: '/discord',
    request: (world) => ({ query: { creatorOid: world.users.creator.oid } }),
    expect: publicRoute(),
  },
  {
    method: 'GET',
    path: '/discord/token',
    request: (world) => ({ query: { creatorOid: world.users.creator.oid, tierHash: 'tier' } }),
    expect: { anonymous: 401, guest: 401, userA: 503, userB: 503, creator: 503, admin: 503 },
  },
  {
    method: 'POST',
    path: '/discord/modify',
    request: (world) => ({ body: { creatorOid: world.users.creator.oid, discordId: GUILD } }),
    expect: { anonymous: 401, guest: 401, userA: 403, userB: 403, creator: 200, admin: 200 },
  },
  {
    method: 'POST',
    path: '/discord/modify',
    note: "another user's server: admins only",
    request: (world) => ({ body: { creatorOid: world.users.userA.oid, discordId: GUILD } }),
    expect: { anonymous: 401, guest: 401, userA: 403, userB: 403, creator: 403, admin: 200 },
  },
  {
    method: 'POST',
    path: '/discord/unlink',
    note: "the caller's own link only",
    request: (world) => ({ body: { creatorOid: world.users.creator.oid } }),
    expect: { anonymous: 401, guest: 401, userA: 200, userB: 200, creator: 200, admin: 200 },
  },
  {
    method: 'GET',
    path: '/discord/members',
    request: (world) => ({ query: { creatorOid: world.users.creator.oid } }),
    expect: { anonymous: 401, guest: 401, userA: 403, userB: 403, creator: 200, admin: 200 },
  },
  { method: 'GET', path: '/discord/admin/creators', expect: adminRoute() },
  {
    method: 'POST',
    path: '/discord/admin/kick/user',
    note: 'a creator without a server',
    request: () => ({ body: { creatorOid: NOBODY, channelId: GUILD, discordId: MEMBER } }),
    expect: adminRoute(404),
  },
]
