/**
 * Gacha rows of the role × route matrix. Reading a gacha and a creator's list is open to
 * all; pulls, records and usage need a signed-in user; making one needs the creator role. A
 * gacha nobody made answers 404 to everyone. The IDOR and own-gacha cases with real gachas
 * are in tests/http/content-gacha.http.test.ts.
 */
import {
  allActors,
  publicRoute,
  type RouteCase,
  userRoute,
} from '../../support/authorization-matrix'

const NOBODY = 'e'.repeat(24)
const form = (title: string) => ({
  title,
  coins: 10,
  profitRate: 50,
  items: [{ name: 'Star', rank: 'N', chance: 10_000, refundRate: 0 }],
})

export const gachaMatrix: RouteCase[] = [
  { method: 'GET', path: `/content/gacha/${NOBODY}`, expect: publicRoute(404) },
  {
    method: 'GET',
    path: '/content/gacha/short',
    note: 'an id shorter than 24 characters',
    expect: publicRoute(400),
  },
  {
    method: 'POST',
    path: `/content/gacha/${NOBODY}/pull`,
    request: () => ({ body: { count: 1 } }),
    expect: userRoute(404),
  },
  { method: 'GET', path: '/content/gacha-record', expect: userRoute(200) },
  {
    method: 'GET',
    path: '/content/gacha-title',
    request: (world) => ({ query: { creatorOid: world.users.creator.oid } }),
    expect: publicRoute(200),
  },
  {
    method: 'POST',
    path: '/content/gacha',
    request: (world) => ({ body: form(`Matrix ${world.unique()}`) }),
    expect: { ...allActors(403), anonymous: 401, guest: 401, creator: 200, admin: 200 },
  },
  {
    method: 'POST',
    path: '/content/gacha',
    note: 'editing a gacha nobody made',
    request: () => ({ body: { ...form('Taken'), gachaOid: NOBODY } }),
    expect: userRoute(404),
  },
  {
    method: 'POST',
    path: `/content/gacha/${NOBODY}/hide`,
    request: () => ({ body: { hidden: true } }),
    expect: userRoute(404),
  },
  {
    method: 'GET',
    path: '/content/gacha-usage',
    request: () => ({ query: { from: '2026-01-01', to: '2026-01-31' } }),
    expect: userRoute(200),
  },
]
