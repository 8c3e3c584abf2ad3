/**
 * Direct chat rows of the role × route matrix. Every call needs a sign-in; the admin calls
 * refuse everyone but an admin; settings are saved by a creator for themselves alone. Room
 * calls name a room nobody has (a non-member's refusal of a real room is in
 * tests/http/direct-chat.http.test.ts, where the rooms exist).
 */
import { adminRoute, type RouteCase, userRoute } from '../../support/authorization-matrix'

const NOBODY = 'f'.repeat(24)
const room = `/chat/rooms/${NOBODY}`
const settings = {
  toSettings: {
    whoMayMessage: 'anyone',
    coinsPerMessage: 0,
    tierHashes: [],
    imageReception: 'anyone',
    autoMessage: 'Hello {nickname}',
  },
}

export const directChatMatrix: RouteCase[] = [
  { method: 'GET', path: '/chat/chat-settings', expect: userRoute() },
  {
    method: 'POST',
    path: '/chat/chat-settings',
    note: 'creators only, their own',
    request: (world) => ({ body: { ...settings, userOid: world.users.userA.oid } }),
    expect: { anonymous: 401, guest: 401, userA: 404, userB: 404, creator: 200, admin: 200 },
  },
  {
    method: 'GET',
    path: '/chat/chat-partners/search',
    request: () => ({ query: { nickname: 'User', partnerType: 'all' } }),
    expect: userRoute(),
  },
  { method: 'GET', path: '/chat/messages/check-point', expect: userRoute() },
  { method: 'GET', path: '/chat/socket-token', expect: userRoute() },
  { method: 'GET', path: '/chat/global-chat-rooms/all', expect: userRoute() },
  { method: 'GET', path: `/chat/global-chat-room/${NOBODY}`, expect: userRoute(404) },
  { method: 'GET', path: '/chat/admin/chat-rooms/all', expect: adminRoute() },
  { method: 'GET', path: '/chat/admin/chat-settings/all', expect: adminRoute() },
  {
    method: 'POST',
    path: '/chat/admin/global-chat-room/modify',
    request: () => ({ body: { roomId: NOBODY, context: { notice: 'x' } } }),
    expect: adminRoute(404),
  },
  {
    method: 'POST',
    path: '/chat/admin/global-chat-room',
    request: () => ({ body: { language: 'es', title: 'Matrix lounge' } }),
    expect: adminRoute(),
  },
  {
    method: 'POST',
    path: '/chat/donation',
    note: 'a room the caller is not in: NO_PERMISSION',
    request: (world, actor) => ({
      body: {
        targetUserOid: world.users.creator.oid,
        roomId: NOBODY,
        coinAmount: 10,
        message: 'hi',
        requestId: `matrix-${actor}-${world.unique()}`,
      },
    }),
    expect: userRoute(403),
  },
  { method: 'GET', path: '/chat/rooms', expect: userRoute() },
  {
    method: 'POST',
    path: '/chat/rooms',
    note: 'a 1:1 room with the creator',
    request: (world) => ({ body: { partnerOids: [world.users.creator.oid] } }),
    expect: { anonymous: 401, guest: 401, userA: 200, userB: 200, creator: 400, admin: 200 },
  },
  { method: 'GET', path: room, expect: userRoute(403) },
  { method: 'POST', path: `${room}/join`, expect: userRoute(404) },
  { method: 'POST', path: `${room}/leave`, expect: userRoute(403) },
  { method: 'GET', path: `${room}/messages`, expect: userRoute(403) },
  {
    method: 'POST',
    path: `${room}/messages`,
    request: (world) => ({ body: { text: 'hi', clientMessageId: `matrix-${world.unique()}` } }),
    expect: userRoute(403),
  },
  {
    method: 'POST',
    path: `${room}/read`,
    request: () => ({ body: { messageId: '1' } }),
    expect: userRoute(403),
  },
  { method: 'GET', path: '/chat/blocks', expect: userRoute() },
  {
    method: 'POST',
    path: '/chat/blocks',
    request: () => ({ body: { userOid: NOBODY } }),
    expect: userRoute(404),
  },
  {
    method: 'POST',
    path: '/chat/blocks/remove',
    request: () => ({ body: { userOid: NOBODY } }),
    expect: userRoute(),
  },
  {
    method: 'POST',
    path: '/chat/reports',
    request: () => ({ body: { roomId: NOBODY, reason: 'spam' } }),
    expect: userRoute(403),
  },
  // Image messages: a room nobody has refuses everyone as a non-member; files of no message.
  {
    method: 'POST',
    path: '/chat/image-message/send',
    request: () => ({
      body: {
        messageOid: NOBODY,
        paymethod: 'free',
        coin: 0,
        metadata: { roomId: NOBODY, files: [{ key: 'dm/matrix/0.png', filetype: 'png' }] },
      },
    }),
    expect: userRoute(403),
  },
  {
    method: 'GET',
    path: '/chat/image-message',
    request: () => ({ query: { messageOid: NOBODY } }),
    expect: userRoute(404),
  },
  { method: 'GET', path: `/chat/image-message/media/${NOBODY}/0`, expect: userRoute(404) },
  // Moderation: admins only.
  { method: 'GET', path: '/chat/admin/global-chat-room/bans', expect: adminRoute() },
  {
    method: 'POST',
    path: '/chat/admin/global-chat-room/ban',
    request: () => ({ body: { roomId: NOBODY, userOid: NOBODY, reason: 'x' } }),
    expect: adminRoute(404),
  },
  {
    method: 'POST',
    path: '/chat/admin/global-chat-room/unban',
    request: () => ({ body: { roomId: NOBODY, userOid: NOBODY } }),
    expect: adminRoute(404),
  },
  { method: 'GET', path: '/chat/admin/reports', expect: adminRoute() },
  {
    method: 'POST',
    path: '/chat/admin/reports/review',
    request: () => ({ body: { reportOid: NOBODY, state: 'dismissed' } }),
    expect: adminRoute(404),
  },
  // Paid message contents: written by creators; a post nobody has is not found for anyone.
  {
    method: 'POST',
    path: '/chat/message-content/write',
    note: 'creators only',
    request: (world) => ({
      body: {
        postMetaData: { text: 'Matrix post', price: 3 },
        targetUserOids: [world.users.userA.oid],
      },
    }),
    expect: { anonymous: 401, guest: 401, userA: 404, userB: 404, creator: 200, admin: 200 },
  },
  {
    method: 'GET',
    path: '/chat/message-content',
    request: () => ({ query: { contentId: NOBODY } }),
    expect: userRoute(404),
  },
  {
    method: 'POST',
    path: '/chat/message-content/purchase',
    request: (world) => ({ body: { creatorOid: world.users.creator.oid, contentOid: NOBODY } }),
    expect: userRoute(404),
  },
  {
    method: 'GET',
    path: '/chat/message-content/encoding',
    note: 'the two users named only',
    request: (world) => ({
      query: { userOid: world.users.creator.oid, partnerUserOid: world.users.userA.oid },
    }),
    expect: { anonymous: 401, guest: 401, userA: 200, userB: 403, creator: 200, admin: 403 },
  },
  {
    method: 'GET',
    path: '/chat/message-content/encoding/status',
    request: () => ({ query: { contentOid: NOBODY } }),
    expect: userRoute(404),
  },
  {
    method: 'POST',
    path: '/chat/message-content/delete',
    request: () => ({ body: { contentOid: NOBODY } }),
    expect: userRoute(404),
  },
  {
    method: 'GET',
    path: '/chat/message-content/send-users',
    note: 'creators only',
    request: (world) => ({ query: { sendUserOids: world.users.userA.oid } }),
    expect: { anonymous: 401, guest: 401, userA: 404, userB: 404, creator: 200, admin: 200 },
  },
  {
    method: 'GET',
    path: '/chat/message-content/media',
    request: () => ({ query: { contentOid: NOBODY, key: 'matrix.png' } }),
    expect: userRoute(404),
  },
]
