/**
 * Campaigns in the role × route matrix: reading is open to all, creating and editing is for
 * creators (and admins), contributing and refunds for signed-in users; an id nobody owns
 * answers the same 404 to every caller allowed to ask. Another user's campaign and
 * contribution: tests/http/campaigns.http.test.ts. The admin revenue row is in admin-money-matrix.
 */
import { publicRoute, type RouteCase, userRoute } from '../../support/authorization-matrix'

const NOBODY = 'e'.repeat(24)
const creatorsOnly = (status: number) => ({
  anonymous: 401,
  guest: 401,
  userA: 403,
  userB: 403,
  creator: status,
  admin: status,
})
const campaign = () => ({
  title: 'Matrix campaign',
  description: 'A goal for the matrix.',
  goalCoins: 100,
  endsAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
})

export const campaignsMatrix: RouteCase[] = [
  {
    method: 'GET',
    path: '/content/campaign',
    request: () => ({ query: { campaignOid: NOBODY } }),
    expect: publicRoute(404),
  },
  {
    method: 'GET',
    path: '/content/campaign',
    note: "a channel's list",
    request: () => ({ query: { creatorOid: NOBODY } }),
    expect: publicRoute(200),
  },
  {
    method: 'POST',
    path: '/content/campaign',
    note: 'create',
    request: () => ({ body: campaign() }),
    expect: creatorsOnly(200),
  },
  {
    method: 'POST',
    path: '/content/campaign',
    note: 'edit an unknown one',
    request: () => ({ body: { ...campaign(), campaignOid: NOBODY } }),
    expect: creatorsOnly(404),
  },
  {
    method: 'POST',
    path: '/content/campaign/state',
    request: () => ({
      body: { campaignOid: NOBODY, event: 'contribute', coins: 10, key: 'matrix-contribute' },
    }),
    expect: userRoute(404),
  },
  {
    method: 'POST',
    path: '/content/campaign/refund',
    request: () => ({ body: { campaignOid: NOBODY, refundType: 'mine' } }),
    expect: userRoute(404),
  },
  {
    method: 'GET',
    path: '/content/campaign/contributors',
    request: () => ({ query: { campaignOid: NOBODY } }),
    expect: publicRoute(404),
  },
]
