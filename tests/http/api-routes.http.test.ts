/**
 * The front ends' route maps against the routes the server mounts: every route of
 * `web/api/routes.ts` is mounted, and every `/api/…` path written in the front ends'
 * sources is a mounted route, in a map unless listed below as not yet mapped, and a mapped
 * route is called through the typed client.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../server/app'
import type { ApiRoute } from '../../web/api'
import { startTestServer, type TestServer } from '../support/test-server'

/** Every route of the map, once: the compiler refuses one missing or one unknown. */
const MAPPED: Record<ApiRoute, true> = {
  'POST /account/register': true,
  'POST /account/register/confirm': true,
  'POST /account/register/resend': true,
  'GET /account/nickname/check': true,
  'POST /account/login': true,
  'GET /account/sign-in/providers': true,
  'POST /account/sign-in/unlink': true,
  'POST /account/g-login/start': true,
  'POST /account/a-login/start': true,
  'POST /account/g-login': true,
  'POST /account/a-login': true,
  'POST /account/2fa/verify-login': true,
  'POST /account/logout': true,
  'GET /account/2fa/status': true,
  'POST /account/2fa/setup': true,
  'POST /account/2fa/confirm': true,
  'POST /account/2fa/disable': true,
  'POST /account/changepw/request': true,
  'POST /account/changepw/finalize': true,
  'POST /account/unregister': true,
  'POST /account/waitUnregister': true,
  'POST /account/stopUnregister': true,
  'POST /account/cancelUnregister': true,
  'GET /account/getuser': true,
  'GET /account/bulkgetusers': true,
  'POST /account/customUrl': true,
  'DELETE /account/customUrl': true,
  'GET /account/country': true,
  'POST /account/certified': true,
  'DELETE /account/certified': true,
  'POST /account/settings/language': true,
  'GET /account/nicknames': true,
  'GET /content/block': true,
  'POST /account/profile-image': true,
  'DELETE /account/profile-image': true,
  'GET /account/channel-manager': true,
  'POST /account/channel-manager/password': true,
  'POST /account/channel-manager/mode': true,
  'DELETE /account/channel-manager/mode': true,
  'GET /account/invitation': true,
  'GET /account/shell-notices': true,
  'POST /account/shell-notices/dismiss': true,
  'GET /account/admin/creator-tags': true,
  'POST /account/admin/creator-tags/add': true,
  'POST /account/admin/creator-tags/remove': true,
  'GET /content/events': true,
  'GET /content/event/recommendation': true,
  'GET /content/event/:eventOid': true,
  'GET /account/notices': true,
  'GET /account/notices/popup': true,
  'GET /account/admin/notices': true,
  'POST /account/admin/notices': true,
  'DELETE /account/admin/notices': true,
  'POST /account/nickname/change': true,
  'POST /account/nickname/global': true,
  'POST /account/guest': true,
  'GET /account/guest/status': true,
  'POST /account/admin/guest-free-chats': true,
  'POST /account/admin/roles': true,
  'POST /account/creator/register': true,
  'GET /account/channel/settings': true,
  'POST /account/channel/settings': true,
  'POST /account/admin/channel/partner-level': true,
  'GET /content/channel': true,
  'GET /account/subscription_tiers': true,
  'POST /account/modify/subscription_tiers': true,
  'POST /account/follow': true,
  'POST /account/subscribefree': true,
  'POST /account/unsubscribe': true,
  'POST /account/unsubscribe/revoke': true,
  'GET /account/subscriptions': true,
  'GET /account/channel/subscribers': true,
  'POST /account/donate': true,
  'GET /content/fanlist': true,
  'POST /content/comment/like': true,
  'GET /content/comment/like': true,
  'POST /content/report': true,
  'POST /content/like': true,
  'GET /account/liked-list': true,
  'POST /content/block': true,
  'POST /account/purchase': true,
  'POST /account/purchase/shoppingCart': true,
  'POST /account/gift': true,
  'GET /account/shoppingCart': true,
  'POST /account/shoppingCart': true,
  'DELETE /account/shoppingCart': true,
  'GET /account/creatorlist': true,
  'GET /content/purchased3': true,
  'GET /content/recommendation': true,
  'GET /story-chat/story-preview': true,
  'GET /discord': true,
  'GET /platform': true,
  'GET /platform/viewer': true,
  'GET /platform/livestream/thumbnail': true,
  'GET /platform/:platform/auth': true,
  'POST /platform/:platform/delete': true,
  'POST /update/multichat': true,
  'GET /yoti/status': true,
  'POST /yoti/session/create': true,
  'GET /yoti/session/result/:id': true,
  'POST /discord/modify': true,
  'GET /emoticon/group/creator': true,
  'POST /emoticon/groups': true,
  'GET /emoticon/uploads': true,
  'POST /emoticon/delete': true,
  'GET /revenue/summary': true,
  'GET /revenue/monthly': true,
  'POST /revenue/settlement': true,
  'GET /revenue/settlements': true,
  'GET /revenue/settlements/:oid': true,
  'GET /payouts/:creatorOid/:type': true,
  'POST /payouts/:creatorOid/edit': true,
  'GET /content/creator-analytics': true,
  'GET /story-chat/stories': true,
  'GET /story-chat/chat-contents': true,
  'GET /story-chat/chat-content': true,
  'POST /story-chat/chat-content': true,
  'GET /story-chat/chat-content/can-view': true,
  'POST /story-chat/chat-content/purchase': true,
  'GET /story-chat/chat-canvas': true,
  'POST /story-chat/chat-canvas': true,
  'POST /story-chat/chat-canvas/metadata': true,
  'POST /story-chat/compiled/update': true,
  'GET /story-chat/compiled/versions': true,
  'GET /story-chat/test-allowance': true,
  'GET /story-chat/reply-ratings': true,
  'POST /story-chat/test-room': true,
  'GET /account/attendance': true,
  'POST /account/attendance': true,
  'GET /account/inventory': true,
  'POST /account/inventory/use': true,
  'GET /coinevent': true,
  'GET /story-chat/convert/credit': true,
  'POST /story-chat/convert/credit': true,
  'GET /payment/charge/packages': true,
  'POST /payment/charge': true,
  'GET /payment/charge': true,
  'PUT /payment/charge': true,
  'DELETE /payment/charge': true,
  'POST /payment/onetime/confirm': true,
  'GET /payment/one-touch': true,
  'POST /payment/registercard': true,
  'POST /payment/one-touch/confirm': true,
  'DELETE /payment/one-touch/:id': true,
  'GET /payment/coupon': true,
  'POST /payment/coupon': true,
  'DELETE /payment/coupon': true,
  'POST /payment/subscription/ready': true,
  'POST /payment/subscription/confirm': true,
  'GET /payment/subscription/change': true,
  'POST /payment/subscription/change': true,
  'GET /story-chat/chat-rooms': true,
  'DELETE /story-chat/chat-room': true,
  'POST /story-chat/chat-room/:id/update-field': true,
  'POST /story-chat/chat-room/:id/pin': true,
  'POST /story-chat/chat-rooms/import': true,
  'GET /content/comment': true,
  'POST /content/comment': true,
  'DELETE /content/comment': true,
  'GET /content/comment/thread': true,
  'POST /content/comment/pin': true,
  'GET /content/comment/received': true,
  'GET /account/notification/setting': true,
  'POST /account/notification/setting/modify': true,
  'GET /content/bulk': true,
  'GET /content/projected': true,
  'GET /content/creator/all-content-oids': true,
  'GET /content/search': true,
  'GET /content/main-search': true,
  'GET /live/paymenthistory': true,
  'POST /emoticon/upload': true,
  'POST /story-chat/asset': true,
  'GET /live/creator/:ref': true,
  'GET /live/stream': true,
  'GET /live/play': true,
  'GET /live/studio': true,
  'POST /live/studio': true,
  'POST /live/stop': true,
  'GET /live/key2': true,
  'POST /live/key2': true,
  'GET /stream/:id/views': true,
  'POST /live/toolkey/issue': true,
  'POST /live/toolkey/revoke': true,
  'GET /live/toolkey/status': true,
  'POST /live/toolkey': true,
  'GET /live/entry': true,
  'POST /live/entry': true,
  'POST /live/ticket': true,
  'POST /live/ticketing': true,
  'POST /live/ticketverification': true,
  'GET /live/admin': true,
  'PUT /live/admin': true,
  'GET /live/application': true,
  'POST /live/application': true,
  'GET /live/admin/applications': true,
  'POST /live/admin/application/:id/approve': true,
  'POST /live/admin/application/:id/refuse': true,
  'GET /stream/streams': true,
  'GET /stream/streamers': true,
  'POST /stream/start': true,
  'POST /stream/:id/stop': true,
  'POST /stream/streamer/add': true,
  'DELETE /stream/streamer/:id': true,
  'GET /live/admin/ads': true,
  'POST /live/admin/ad': true,
  'POST /live/admin/ad/sync': true,
  'DELETE /live/admin/ad': true,
  'GET /live/ads': true,
  'POST /live/ad/count/:event': true,
  'GET /live/allowance': true,
  'GET /live/home': true,
  'POST /live/thumbnail': true,
  'GET /live/chattoken': true,
  'GET /live/chat/moderation': true,
  'POST /live/chat/setting': true,
  'POST /live/bannedwords': true,
  'POST /live/manager': true,
  'POST /live/removemanagers': true,
  'POST /live/removebanusers': true,
  'POST /live/chatban': true,
  'POST /live/chat/delete': true,
  'POST /live/donation': true,
  'GET /live/donation/options': true,
  'POST /live/donation/options': true,
  'GET /live/donations': true,
  'GET /live/donation/ranking': true,
  'POST /live/donation/mission': true,
  'GET /live/donation/missions/active': true,
  'GET /live/donation/mission': true,
  'POST /live/donation/mission/coin/append': true,
  'POST /live/donation/mission/status': true,
  'POST /live/overlay/url': true,
  'GET /live/overlay/settings': true,
  'POST /live/overlay/settings': true,
  'POST /live/overlay/alert-image': true,
  'GET /live/overlay/session': true,
  'POST /live/overlay/views': true,
  'POST /live/test/donation': true,
  'GET /live/tts/voices': true,
  'GET /live/cohost': true,
  'POST /live/cohost': true,
  'POST /live/cohost/mute': true,
  'GET /live/cohost/budget': true,
  'GET /live/tts/url': true,
  'GET /live/admin/tts/voices': true,
  'GET /live/admin/tts/api/voices': true,
  'POST /live/admin/tts/voice': true,
  'DELETE /live/admin/tts/voice': true,
  'POST /live/admin/tts/voices/order': true,
  'GET /live/replays': true,
  'DELETE /live/record': true,
  'POST /live/record/upload': true,
  'GET /live/schedules': true,
  'POST /live/schedule': true,
  'DELETE /live/schedule': true,
  'GET /upload/url': true,
  'POST /upload/multipart/url/done': true,
  'GET /upload/multipart/parts': true,
  'GET /upload/privateasset': true,
  'POST /upload/multipart/done': true,
  'POST /upload/uploaddone': true,
  'GET /content': true,
  'POST /content': true,
  'POST /content/save': true,
  'POST /content/update': true,
  'DELETE /content': true,
  'POST /content/reencoding': true,
  'GET /content/encoding-status': true,
  'GET /content/timeline': true,
  'PUT /content/timeline': true,
  'GET /content/timeline/assets': true,
  'POST /content/timeline/render': true,
  'POST /content/view': true,
  'POST /content/history/play-time': true,
  'GET /account/notifications': true,
  'GET /account/notifications/unread': true,
  'POST /account/notifications/read': true,
  'POST /story-chat/chat-room': true,
  'GET /story-chat/character-dm/setting': true,
  'PUT /story-chat/character-dm/setting': true,
  'GET /story-chat/character-dm/offer': true,
  'POST /story-chat/character-dm/rooms': true,
  'GET /story-chat/character-dm/rooms': true,
  'GET /story-chat/character-dm/memories': true,
  'PUT /story-chat/character-dm/memory-setting': true,
  'DELETE /story-chat/character-dm/memories/:memoryOid': true,
  'GET /story-chat/character-dm/memories/export': true,
  'POST /story-chat/chat-rooms/claim': true,
  'GET /story-chat/chat-room/:id/status': true,
  'GET /story-chat/chat-room/:id/prev-messages': true,
  'POST /story-chat/chat-room/:id/rollback': true,
  'POST /story-chat/chat-room/:id/switch': true,
  'DELETE /story-chat/chat-room/:id/response': true,
  'POST /story-chat/message/update': true,
  'POST /story-chat/chat-room/:id/user-settings': true,
  'POST /story-chat/chat-room/:id/user-theme': true,
  'GET /story-chat/image/unlock-quote': true,
  'POST /story-chat/image/unlock': true,
  'GET /story-chat/image/signed-url': true,
  'GET /story-chat/personas': true,
  'POST /story-chat/personas/create': true,
  'POST /story-chat/personas/update': true,
  'DELETE /story-chat/personas': true,
  'GET /story-chat/character-info': true,
  'GET /story-chat/situation-image': true,
  'GET /story-chat/coupon-info': true,
  'POST /story-chat/coupon/redeem': true,
  'GET /story-chat/prompt-logs': true,
  'GET /story-chat/test-prompts': true,
  'GET /story-chat/system-prompts': true,
  'POST /story-chat/system-prompts': true,
  'POST /story-chat/system-prompts/activate': true,
  'GET /admin/audit-log': true,
  'GET /admin/queues': true,
  'GET /revenue/admin/settlements': true,
  'POST /revenue/admin/settlements/:oid/complete': true,
  'GET /story-chat/admin/compiled-stories': true,
  'GET /account/admin/users': true,
  'GET /account/admin/user': true,
  'POST /account/admin/suspend': true,
  'POST /account/admin/unsuspend': true,
  'POST /admin/bonuscoins': true,
  'POST /admin/refund': true,
  'GET /revenue/admin/totals': true,
  'GET /admin/ledger': true,
  'GET /admin/ledger/transaction': true,
  'GET /story-chat/credit-event': true,
  'GET /story-chat/creator/consume': true,
  'GET /story-chat/top-credit-consuming-chats': true,
  'GET /content/dl-giftcard': true,
  'POST /content/dl-giftcard': true,
  'GET /content/dl-giftcard/mine': true,
  'PUT /content/dl-giftcard': true,
  'GET /content/dl-giftcard/admin/issued': true,
  'GET /content/dl-giftcard/admin/stock': true,
  'POST /content/dl-giftcard/admin/codes': true,
  'GET /payment/admin/renewals': true,
  'POST /payment/admin/renewals/retry': true,
  'POST /payment/admin/renewals/end': true,
  'GET /payment/admin/reconciliation': true,
  'POST /payment/admin/reconciliation/settle': true,
  'GET /live/admin/donation/external': true,
  'POST /live/admin/donation/external': true,
  'GET /story-chat/chat-coupons': true,
  'POST /story-chat/chat-coupons': true,
  'DELETE /story-chat/chat-coupons': true,
  'GET /story-chat/chat-coupons/usage': true,
  'POST /story-chat/chat-room/:id/rating': true,
  'GET /story-chat/chat-room/:id/models': true,
  'GET /content/curated-pages': true,
  'GET /content/admin/curated-page': true,
  'POST /content/admin/curated-page': true,
  'POST /content/admin/curated-page/publish': true,
  'DELETE /content/admin/curated-page': true,
  'GET /content/curation': true,
  'GET /content/admin/search-components': true,
  'GET /content/admin/search-component': true,
  'POST /content/admin/search-component': true,
  'POST /content/admin/search-component/move': true,
  'POST /content/admin/search-components/publish': true,
  'DELETE /content/admin/search-component': true,
  'GET /content/curation/search-inputs': true,
  'GET /content/admin/banners': true,
  'POST /content/admin/banner': true,
  'POST /content/admin/banner/publish': true,
  'DELETE /content/admin/banner': true,
  'GET /content/admin/banner-counts': true,
  'GET /content/banners': true,
  'GET /content/file-contents': true,
  'POST /content/file-content/write': true,
  'POST /content/file-content/edit': true,
  'POST /content/file-content': true,
  'DELETE /content/file-content': true,
  'GET /content/file-content/comments': true,
  'GET /content/file-content/:id/download': true,
  'POST /content/file-content/:id/purchase': true,
  'POST /content/file-content/:id/coupon': true,
  'GET /content/file-contents/recommended': true,
  'GET /content/admin/file-recommendations': true,
  'GET /content/admin/file-recommendations/search': true,
  'POST /content/admin/file-recommendations': true,
  'POST /content/admin/file-recommendations/order': true,
  'DELETE /content/admin/file-recommendations': true,
  'POST /content/banners/impression': true,
  'POST /content/banners/click': true,
  'GET /content/gacha/:id': true,
  'POST /content/gacha/:id/pull': true,
  'GET /content/gacha-record': true,
  'GET /content/gacha-title': true,
  'POST /content/gacha': true,
  'POST /content/gacha/:id/hide': true,
  'GET /content/gacha-usage': true,
  'POST /content/scenario': true,
  'GET /content/scenario/:id/document': true,
  'POST /content/scenario/:id/document': true,
  'POST /content/scenario/:id/publish': true,
  'GET /content/scenario/:id/play': true,
  'POST /content/scenario/:id/choose': true,
  'POST /content/scenario/:id/restart': true,
  'POST /content/scenario/:id/rooms': true,
  'GET /content/scenario-rooms/:room': true,
  'POST /content/scenario-rooms/:room/join': true,
  'POST /content/scenario-rooms/:room/leave': true,
  'POST /content/scenario-rooms/:room/vote': true,
  'GET /content/page2': true,
  'GET /story-chat/admin/models': true,
  'POST /story-chat/admin/playground': true,
  'POST /story-chat/admin/prompt-composer': true,
  'POST /story-chat/test-prompts': true,
  'GET /story-chat/old-chat-rooms': true,
  'POST /story-chat/archive-chat-rooms': true,
  'GET /story-chat/admin/archived-rooms': true,
  'GET /story-chat/admin/chat-room': true,
  'GET /account/admin/newusers': true,
  'GET /account/admin/unregister': true,
  'POST /account/admin/unregister/confirm': true,
  'POST /account/admin/unregister/stop': true,
  'POST /account/admin/2fa/reset': true,
  'GET /account/admin/creators': true,
  'GET /account/admin/creator': true,
  'GET /account/admin/mail/audience': true,
  'POST /account/admin/mail': true,
  'GET /account/admin/push/audience': true,
  'POST /account/admin/push': true,
  'GET /account/admin/pushes': true,
  'GET /account/admin/notifications': true,
  'GET /account/admin/notification': true,
  'POST /account/admin/notification/resend': true,
  'GET /account/admin/channel-managers': true,
  'POST /account/admin/channel-managers/assign': true,
  'POST /account/admin/channel-managers/remove': true,
  'GET /account/admin/channel/settings': true,
  'POST /account/admin/channel/settings': true,
  'GET /discord/admin/creators': true,
  'GET /discord/admin/members': true,
  'POST /discord/admin/kick/user': true,
  'GET /content/admin/encoding-callbacks': true,
  'POST /content/admin/lambdaComplete': true,
  'GET /live/admin/ingests': true,
  'GET /upload/admin/cache': true,
  'POST /upload/admin/cache-version': true,
  'POST /upload/purgePublicCDN': true,
  'GET /content/campaign': true,
  'POST /content/campaign': true,
  'POST /content/campaign/state': true,
  'POST /content/campaign/refund': true,
  'GET /content/campaign/contributors': true,
  'GET /content/admin/campaign/revenue': true,
  'GET /content/admin/events': true,
  'POST /content/admin/events': true,
  'POST /content/admin/events/end': true,
  'GET /content/admin/events/entries': true,
  'GET /content/admin/events/codes': true,
  'POST /content/admin/events/codes': true,
  'DELETE /content/admin/events/codes': true,
  'GET /content/admin/content-data': true,
  'POST /content/admin/resend-notification': true,
  'GET /content/admin/hashtags': true,
  'POST /content/admin/hashtags/refresh': true,
  'POST /account/qr-event': true,
  'GET /content/admin/illegal-downloaders': true,
  'POST /content/admin/illegal-downloader': true,
  'DELETE /content/admin/illegal-downloader': true,
  'GET /chat/chat-settings': true,
  'POST /chat/chat-settings': true,
  'GET /chat/chat-partners/search': true,
  'GET /chat/messages/check-point': true,
  'GET /chat/global-chat-rooms/all': true,
  'GET /chat/global-chat-room/:id': true,
  'GET /chat/admin/chat-rooms/all': true,
  'GET /chat/admin/chat-settings/all': true,
  'POST /chat/admin/global-chat-room/modify': true,
  'POST /chat/admin/global-chat-room': true,
  'POST /chat/donation': true,
  'GET /chat/rooms': true,
  'POST /chat/rooms': true,
  'GET /chat/rooms/:roomId': true,
  'POST /chat/rooms/:roomId/join': true,
  'POST /chat/rooms/:roomId/leave': true,
  'GET /chat/rooms/:roomId/messages': true,
  'POST /chat/rooms/:roomId/messages': true,
  'POST /chat/rooms/:roomId/read': true,
  'GET /chat/blocks': true,
  'POST /chat/blocks': true,
  'POST /chat/blocks/remove': true,
  'POST /chat/reports': true,
  'GET /chat/socket-token': true,
  'POST /chat/image-message/send': true,
  'GET /chat/image-message': true,
  'POST /chat/message-content/write': true,
  'GET /chat/message-content': true,
  'POST /chat/message-content/purchase': true,
  'GET /chat/message-content/encoding': true,
  'GET /chat/message-content/encoding/status': true,
  'POST /chat/message-content/delete': true,
  'GET /chat/message-content/send-users': true,
  'GET /chat/message-content/media': true,
  'GET /chat/admin/global-chat-room/bans': true,
  'POST /chat/admin/global-chat-room/ban': true,
  'POST /chat/admin/global-chat-room/unban': true,
  'GET /chat/admin/reports': true,
  'POST /chat/admin/reports/review': true,
  'GET /content/playlist': true,
  'POST /content/playlist': true,
  'DELETE /content/playlist': true,
  'POST /content/playlist/update': true,
  'POST /content/playlist/order': true,
  'GET /content/community': true,
  'GET /content/community/comments': true,
  'POST /content/community': true,
  'POST /content/community/edit': true,
  'DELETE /content/community': true,
  'GET /content/poll/votes': true,
  'POST /content/poll/vote': true,
  'DELETE /content/poll/vote': true,
  'DELETE /content/poll': true,
  'GET /account/curation': true,
  'POST /mixpanel/track': true,
  'POST /story-chat/group-room': true,
  'GET /story-chat/chat-room/:id/group': true,
  'POST /story-chat/chat-room/:id/group': true,
  'POST /story-chat/group-rooms/import': true,
  'POST /story-chat/group-room/cards': true,
  'GET /mixpanel/creator/page-views': true,
}

/** Paths the front ends still call by hand, outside any map; the list only shrinks. */
const NOT_YET_MAPPED: readonly string[] = [
  // Streams, not JSON calls: a turn's reply (`${room}/${kind}`: message, reroll, auto-chat),
  // its resumption, and the chat file download; they keep their own fetch and reader.
  '/api/story-chat/chat-room/:param/:param',
  '/api/story-chat/chat-room/:param/stream',
  '/api/story-chat/chat-room/:param/export',
  // A group reply's stream and the group's files (docs/GROUP-CHATS.md).
  '/api/story-chat/chat-room/:param/group/next',
  '/api/story-chat/chat-room/:param/group/export',
]

/** Mapped routes still called by hand; none now (`v`, a cache key, is in the maps). */
const HAND_WRITTEN_MAPPED: readonly string[] = []

const FRONT_ENDS = ['web', 'player', 'studio']
/** Addresses of stored objects that the front ends show or link, not calls. */
const OBJECT_ADDRESSES = /^\/api\/upload\/store\//

let server: TestServer
let mounted: { method: string; path: string; pattern: RegExp }[]

beforeAll(async () => {
  server = await startTestServer()
  mounted = createApp(server.context)
    .routes.filter((route) => route.method !== 'ALL' && route.path.startsWith('/api/'))
    .map((route) => ({ ...route, pattern: pathPattern(route.path) }))
}, 60_000)

afterAll(async () => {
  await server?.close()
})

describe('the front ends route maps', () => {
  it('every route of the map is mounted', () => {
    const routes = new Set(mounted.map((route) => `${route.method} ${route.path}`))
    const missing = Object.keys(MAPPED).filter((route) => {
      const [method, path] = route.split(' ')
      return !routes.has(`${method} /api${path}`)
    })
    expect(missing).toEqual([])
  })

  it('every /api path in the front ends is mounted, and in a map unless listed', () => {
    const mappedPaths = new Set(Object.keys(MAPPED).map((route) => `/api${route.split(' ')[1]}`))
    const unknown: string[] = []
    const unmapped = new Set<string>()
    const handWritten = new Set<string>()
    for (const path of frontEndPaths()) {
      const matches = mounted.filter((route) => couldBe(path, route))
      // A base the client joins more segments to (`/api/live`) is the start of a route.
      if (matches.length === 0 && !mounted.some((route) => route.path.startsWith(path)))
        unknown.push(path)
      // A path some unmapped route may be (whatever the method) is not yet mapped.
      else if (matches.some((route) => !mappedPaths.has(route.path))) unmapped.add(path)
      else if (matches.length > 0) handWritten.add(path)
    }
    expect(unknown).toEqual([])
    // A mapped route is called through the typed client (`api.get('/…')`), not by hand.
    expect([...handWritten].filter((path) => !HAND_WRITTEN_MAPPED.includes(path)).sort()).toEqual(
      [],
    )
    expect([...unmapped].filter((path) => !NOT_YET_MAPPED.includes(path)).sort()).toEqual([])
    // A path mapped or gone leaves the list.
    expect(NOT_YET_MAPPED.filter((path) => !unmapped.has(path))).toEqual([])
  })
})

/** `/api/revenue/settlements/:oid` → a pattern any one segment fills. */
function pathPattern(path: string): RegExp {
  const escaped = path
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/\\?:\w+/g, '[^/]+')
    .replace(/\\\*/g, '.*')
  return new RegExp(`^${escaped}/?$`)
}

/**
 * A scanned path against a mounted route, segment by segment: a `:param` of the scanned
 * path (a `${…}` in its template) may be any segment, as the turn's kind in `${room}/${kind}`.
 */
function couldBe(path: string, route: { path: string; pattern: RegExp }): boolean {
  if (route.pattern.test(path)) return true
  const wanted = path.split('/')
  const mountedSegments = route.path.split('/')
  return (
    wanted.length === mountedSegments.length &&
    wanted.every(
      (segment, index) =>
        segment === ':param' ||
        segment === mountedSegments[index] ||
        (mountedSegments[index] ?? '').startsWith(':'),
    )
  )
}

const NAME = '[A-Za-z_$][\\w$]*'
/** `const BASE = '/api/story-chat'`: a module's path prefix. */
const PREFIX = new RegExp(`\\bconst\\s+(${NAME})\\s*=\\s*['"\`](\\/api\\/[^'"\`$\\s]*)['"\`]`, 'g')
/** `const room = (roomOid: string) => \`${BASE}/chat-room/${…}\``: a helper building a path. */
const HELPER = new RegExp(`\\bconst\\s+(${NAME})\\s*=\\s*\\([^)]*\\)\\s*=>\\s*\`([^\`]*)\``, 'g')
/** A template starting with a prefix or a helper's call: `${BASE}/x`, `${room(roomOid)}/status`. */
const PREFIXED = new RegExp(`\`\\$\\{(${NAME})(\\([^)]*\\))?\\}([^\`]*)\``, 'g')

/**
 * The `/api/…` paths written as literals; a `${…}` in a template stands for one segment. A
 * module-level prefix constant or path helper is resolved where a template starts with it,
 * and a prefix passed bare (`client.get(CONTENT, …)`) is the path itself; the constant's
 * own definition is not a call.
 */
function frontEndPaths(): Set<string> {
  const paths = new Set<string>()
  const add = (raw: string) => {
    const path = (raw.split('?')[0] ?? '').replace(/\$\{[^}]*\}/g, ':param').replace(/\/$/, '')
    if (!OBJECT_ADDRESSES.test(path)) paths.add(path)
  }
  for (const file of FRONT_ENDS.flatMap((root) => sourceFiles(root))) {
    // Comments name paths as examples; only code calls them.
    let text = readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '')
    const prefixes = new Map<string, string>()
    for (const match of text.matchAll(PREFIX)) prefixes.set(match[1] ?? '', match[2] ?? '')
    text = text.replace(PREFIX, 'const $1 = PREFIX')
    const helpers = new Map<string, string>()
    for (const match of text.matchAll(HELPER)) {
      const body = (match[2] ?? '').replace(
        new RegExp(`^\\$\\{(${NAME})\\}`),
        (whole, name: string) => prefixes.get(name) ?? whole,
      )
      if (body.startsWith('/api/')) helpers.set(match[1] ?? '', body)
    }
    text = text.replace(HELPER, 'const $1 = HELPER')
    text = text.replace(PREFIXED, (whole, name: string, call: string | undefined, rest: string) => {
      const start = call ? helpers.get(name) : prefixes.get(name)
      if (start === undefined) return whole
      add(`${start}${rest}`)
      return '``'
    })
    for (const [name, prefix] of prefixes)
      if (new RegExp(`[(,]\\s*${name.replace('$', '\\$')}\\s*[,)]`).test(text)) add(prefix)
    for (const match of text.matchAll(/['"`](\/api\/[^'"`?\s]*)/g)) add(match[1] ?? '')
  }
  return paths
}

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}
