import type { FuzzRoute } from '../../support/fuzz'

/** The admin area's content pages' routes with their real field names. */
export const adminContentFuzz: FuzzRoute[] = [
  // Operations: reward events, their QR codes and the user's entry with a code.
  {
    method: 'GET',
    path: '/content/admin/events',
    caller: 'admin',
    fields: ['q', 'state', 'before'],
  },
  {
    method: 'POST',
    path: '/content/admin/events',
    caller: 'admin',
    fields: ['title', 'rewardKind', 'rewardCoins', 'capacity', 'startsAt', 'endsAt'],
  },
  { method: 'POST', path: '/content/admin/events/end', caller: 'admin', fields: ['eventOid'] },
  {
    method: 'GET',
    path: '/content/admin/events/entries',
    caller: 'admin',
    fields: ['eventOid', 'before'],
  },
  {
    method: 'GET',
    path: '/content/admin/events/codes',
    caller: 'admin',
    fields: ['q', 'withdrawn', 'before'],
  },
  {
    method: 'POST',
    path: '/content/admin/events/codes',
    caller: 'admin',
    fields: ['eventOid', 'label', 'code'],
  },
  { method: 'DELETE', path: '/content/admin/events/codes', caller: 'admin', fields: ['codeOid'] },
  { method: 'POST', path: '/account/qr-event', caller: 'user', fields: ['qrEvent'] },
  {
    method: 'GET',
    path: '/content/admin/illegal-downloaders',
    caller: 'admin',
    fields: ['userOid', 'status', 'before'],
  },
  // Content tools and the gift-card stock.
  {
    method: 'GET',
    path: '/content/admin/content-data',
    caller: 'admin',
    fields: ['contentOid', 'q', 'before'],
  },
  {
    method: 'POST',
    path: '/content/admin/resend-notification',
    caller: 'admin',
    fields: ['contentOid', 'requestId'],
  },
  { method: 'GET', path: '/content/admin/hashtags', caller: 'admin', fields: ['q', 'after'] },
  {
    method: 'POST',
    path: '/content/dl-giftcard/admin/codes',
    caller: 'admin',
    fields: ['itemName', 'codes'],
  },
  // Recommended file contents (recommendfilecontents).
  {
    method: 'GET',
    path: '/content/admin/file-recommendations/search',
    caller: 'admin',
    fields: ['q'],
  },
  {
    method: 'POST',
    path: '/content/admin/file-recommendations',
    caller: 'admin',
    fields: ['fileOid'],
  },
  {
    method: 'POST',
    path: '/content/admin/file-recommendations/order',
    caller: 'admin',
    fields: ['fileOids'],
  },
  {
    method: 'DELETE',
    path: '/content/admin/file-recommendations',
    caller: 'admin',
    fields: ['fileOid'],
  },
]
