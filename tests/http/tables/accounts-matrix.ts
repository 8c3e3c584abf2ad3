/** Accounts rows of the role × route matrix (tests/http/authorization-matrix.http.test.ts). */
import {
  type Actor,
  adminRoute,
  allActors,
  type MatrixWorld,
  publicRoute,
  type RouteCase,
  userRoute,
} from '../../support/authorization-matrix'

const isUser = (actor: Actor) => actor !== 'anonymous' && actor !== 'guest'
const passwordOf = (world: MatrixWorld, actor: Actor) =>
  isUser(actor) ? world.users[actor as 'userA'].password : 'Not-a-user-1'

export const accountsMatrix: RouteCase[] = [
  {
    method: 'POST',
    path: '/account/register',
    request: (world) => {
      const id = world.unique()
      return {
        body: {
          email: `matrix${id}@example.com`,
          password: 'Matrix-pass-1',
          passwordRepeat: 'Matrix-pass-1',
          nickname: `Matrix${id}`,
          birthDate: '1991-02-03',
          agreePersonalData: true,
        },
      }
    },
    expect: publicRoute(),
  },
  {
    method: 'POST',
    path: '/account/register/confirm',
    request: () => ({ body: { email: 'nobody-pending@example.com', code: '000000' } }),
    expect: publicRoute(400),
  },
  {
    method: 'POST',
    path: '/account/register/resend',
    request: (world) => ({ body: { email: `resend${world.unique()}@example.com` } }),
    expect: publicRoute(),
  },
  {
    method: 'GET',
    path: '/account/nickname/check',
    request: () => ({ query: { nickname: 'Someone' } }),
    expect: publicRoute(),
  },
  {
    method: 'POST',
    path: '/account/login',
    note: 'own credentials; callers without an account try an unknown address',
    request: (world, actor) => {
      if (!isUser(actor)) return { body: { email: 'no-account@example.com', password: 'Nope-123' } }
      const user = world.users[actor as 'userA']
      return { body: { email: user.email, password: user.password } }
    },
    expect: { ...userRoute(), anonymous: 401, guest: 401 },
  },
  {
    method: 'POST',
    path: '/account/2fa/verify-login',
    request: () => ({ body: { loginTicket: 'x'.repeat(43), code: '123456' } }),
    expect: publicRoute(401),
  },
  { method: 'POST', path: '/account/logout', freshSession: true, expect: userRoute() },
  { method: 'GET', path: '/account/2fa/status', expect: userRoute() },
  { method: 'POST', path: '/account/2fa/setup', expect: userRoute() },
  {
    method: 'POST',
    path: '/account/2fa/confirm',
    request: () => ({ body: { code: '000000' } }),
    expect: userRoute([400, 409]),
  },
  {
    method: 'POST',
    path: '/account/2fa/disable',
    request: () => ({ body: { code: '000000' } }),
    expect: userRoute(409),
  },
  {
    method: 'POST',
    path: '/account/changepw/request',
    request: (world) => ({ body: { email: `reset${world.unique()}@example.com` } }),
    expect: publicRoute(),
  },
  {
    method: 'POST',
    path: '/account/changepw/finalize',
    request: () => ({
      body: { token: 'y'.repeat(43), password: 'Brand-new-1', passwordRepeat: 'Brand-new-1' },
    }),
    expect: publicRoute(400),
  },
  {
    method: 'POST',
    path: '/account/unregister',
    request: (world, actor) => ({
      body: {
        survey: 'Matrix test: scheduling a deletion here.',
        password: passwordOf(world, actor),
      },
    }),
    expect: userRoute(),
  },
  { method: 'POST', path: '/account/waitUnregister', expect: userRoute() },
  { method: 'POST', path: '/account/cancelUnregister', expect: userRoute() },
  {
    method: 'POST',
    path: '/account/stopUnregister',
    note: 'nothing pending',
    expect: userRoute(409),
  },
  { method: 'GET', path: '/account/getuser', note: 'me', expect: userRoute() },
  {
    method: 'GET',
    path: '/account/getuser',
    note: "userA's profile",
    request: (world) => ({ query: { userOid: world.users.userA.oid } }),
    expect: publicRoute(),
  },
  {
    method: 'GET',
    path: '/account/bulkgetusers',
    request: (world) => ({
      query: {
        users: Object.values(world.users)
          .map((user) => user.oid)
          .join('|'),
        toGrab: 'email|nickname|roles',
      },
    }),
    expect: publicRoute(),
  },
  {
    method: 'POST',
    path: '/account/customUrl',
    request: (world) => ({ body: { customUrl: `url-${world.unique()}` } }),
    expect: userRoute(),
  },
  { method: 'DELETE', path: '/account/customUrl', expect: userRoute() },
  { method: 'GET', path: '/account/country', expect: publicRoute() },
  {
    method: 'POST',
    path: '/account/certified',
    request: () => ({ body: { birthDate: '19900501' } }),
    expect: userRoute(),
  },
  { method: 'DELETE', path: '/account/certified', expect: userRoute() },
  {
    method: 'POST',
    path: '/account/settings/language',
    request: () => ({ body: { language: 'ko' } }),
    expect: userRoute(),
  },
  { method: 'GET', path: '/account/nicknames', expect: userRoute() },
  {
    method: 'POST',
    path: '/account/profile-image',
    note: 'a JSON body is not an image',
    expect: userRoute(400),
  },
  { method: 'DELETE', path: '/account/profile-image', expect: userRoute() },
  {
    method: 'POST',
    path: '/account/nickname/change',
    note: 'the world holds no coins; a creator is refused first',
    request: (world) => ({
      body: { nickname: `Nick${world.unique()}`, key: `key-${world.unique()}` },
    }),
    expect: userRoute(403),
  },
  {
    method: 'POST',
    path: '/account/nickname/global',
    request: (world) => ({ body: { language: 'ko', nickname: `Ko${world.unique()}` } }),
    expect: userRoute(),
  },
  { method: 'GET', path: '/account/notices', expect: publicRoute() },
  { method: 'GET', path: '/account/notices/popup', expect: publicRoute() },
  { method: 'GET', path: '/account/admin/notices', expect: adminRoute() },
  {
    method: 'POST',
    path: '/account/admin/notices',
    request: (world) => ({
      body: {
        title: `Notice ${world.unique()}`,
        body: 'Maintenance tonight.',
        language: null,
        popup: false,
        startsAt: '2026-01-01T00:00:00.000Z',
        endsAt: null,
      },
    }),
    expect: adminRoute(),
  },
  {
    method: 'DELETE',
    path: '/account/admin/notices',
    note: 'a notice nobody wrote',
    request: () => ({ body: { oid: 'f'.repeat(24) } }),
    expect: adminRoute(404),
  },
  { method: 'POST', path: '/account/guest', expect: publicRoute() },
  {
    method: 'GET',
    path: '/account/guest/status',
    expect: { ...allActors(401), guest: 200 },
  },
  {
    method: 'POST',
    path: '/account/admin/guest-free-chats',
    request: () => ({ body: { count: 5 } }),
    expect: adminRoute(),
  },
  {
    method: 'POST',
    path: '/account/admin/roles',
    request: (world) => ({ body: { userOid: world.users.userB.oid, roles: ['user'] } }),
    expect: adminRoute(),
  },
]
