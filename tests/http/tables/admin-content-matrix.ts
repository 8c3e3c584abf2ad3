import { adminRoute, type RouteCase, userRoute } from '../../support/authorization-matrix'

const unknownOid = 'c'.repeat(24)

/** The admin area's content pages' routes in the role × route matrix. */
export const adminContentMatrix: RouteCase[] = [
  // Operations: reward events and their QR codes; joining with a code is any user's.
  { method: 'GET', path: '/content/admin/events', expect: adminRoute(200) },
  {
    method: 'POST',
    path: '/content/admin/events',
    note: 'an event that ends before it starts',
    request: () => ({
      body: {
        title: 'Matrix event',
        rewardKind: 'random_box',
        rewardCoins: null,
        capacity: 1,
        startsAt: '2030-01-02T00:00:00Z',
        endsAt: '2030-01-01T00:00:00Z',
      },
    }),
    expect: adminRoute(400),
  },
  {
    method: 'POST',
    path: '/content/admin/events/end',
    note: 'an unknown event',
    request: () => ({ body: { eventOid: unknownOid } }),
    expect: adminRoute(404),
  },
  {
    method: 'GET',
    path: `/content/admin/events/entries?eventOid=${unknownOid}`,
    note: 'an unknown event',
    expect: adminRoute(404),
  },
  { method: 'GET', path: '/content/admin/events/codes', expect: adminRoute(200) },
  {
    method: 'POST',
    path: '/content/admin/events/codes',
    note: 'an unknown event',
    request: () => ({ body: { eventOid: unknownOid, label: 'Matrix' } }),
    expect: adminRoute(404),
  },
  {
    method: 'DELETE',
    path: '/content/admin/events/codes',
    note: 'an unknown code',
    request: () => ({ body: { codeOid: unknownOid } }),
    expect: adminRoute(404),
  },
  {
    method: 'POST',
    path: '/account/qr-event',
    note: 'an unknown code',
    request: () => ({ body: { qrEvent: 'NO-SUCH-CODE' } }),
    expect: userRoute(404),
  },
  // Illegal downloaders (recording and clearing are in interaction-matrix.ts).
  { method: 'GET', path: '/content/admin/illegal-downloaders', expect: adminRoute(200) },
  {
    method: 'GET',
    path: '/content/admin/illegal-downloaders?status=suspended',
    note: 'filtered',
    expect: adminRoute(200),
  },
  // Content tools: content data, resending a publish notification, the hashtag index.
  { method: 'GET', path: '/content/admin/content-data', expect: adminRoute(200) },
  {
    method: 'GET',
    path: `/content/admin/content-data?contentOid=${unknownOid}`,
    note: 'an unknown content',
    expect: adminRoute(404),
  },
  {
    method: 'POST',
    path: '/content/admin/resend-notification',
    note: 'an unknown content',
    request: () => ({ body: { contentOid: unknownOid, requestId: 'matrix-resend-1' } }),
    expect: adminRoute(404),
  },
  { method: 'GET', path: '/content/admin/hashtags', expect: adminRoute(200) },
  { method: 'POST', path: '/content/admin/hashtags/refresh', expect: adminRoute(200) },
  // The gift-card stock of partner codes (the dlsite page; the calls are the payments area's).
  { method: 'GET', path: '/content/dl-giftcard/admin/stock', expect: adminRoute(200) },
  {
    method: 'POST',
    path: '/content/dl-giftcard/admin/codes',
    note: 'no codes pasted',
    request: () => ({ body: { itemName: 'dlsite-500', codes: '\n' } }),
    expect: adminRoute(400),
  },
  // Recommended file contents (recommendfilecontents).
  { method: 'GET', path: '/content/admin/file-recommendations', expect: adminRoute(200) },
  {
    method: 'GET',
    path: '/content/admin/file-recommendations/search',
    request: () => ({ query: { q: 'pack' } }),
    expect: adminRoute(200),
  },
  {
    method: 'POST',
    path: '/content/admin/file-recommendations',
    request: () => ({ body: { fileOid: unknownOid } }),
    expect: adminRoute(404),
  },
  {
    method: 'POST',
    path: '/content/admin/file-recommendations/order',
    note: 'an order naming a file that is not recommended',
    request: () => ({ body: { fileOids: [unknownOid] } }),
    expect: adminRoute(400),
  },
  {
    method: 'DELETE',
    path: '/content/admin/file-recommendations',
    request: () => ({ body: { fileOid: unknownOid } }),
    expect: adminRoute(404),
  },
]
