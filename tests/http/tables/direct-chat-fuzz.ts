import type { FuzzRoute } from '../../support/fuzz'

const room = `/chat/rooms/${'f'.repeat(24)}`

/** Direct chat calls with their real field names; admin calls as the admin. */
export const directChatFuzz: FuzzRoute[] = [
  { method: 'GET', path: '/chat/chat-settings', caller: 'user', fields: ['userOid'] },
  { method: 'POST', path: '/chat/chat-settings', caller: 'admin', fields: ['toSettings'] },
  {
    method: 'GET',
    path: '/chat/chat-partners/search',
    caller: 'user',
    fields: ['nickname', 'partnerType'],
  },
  { method: 'GET', path: '/chat/messages/check-point', caller: 'user', fields: [] },
  { method: 'GET', path: '/chat/socket-token', caller: 'user', fields: [] },
  { method: 'GET', path: '/chat/global-chat-rooms/all', caller: 'user', fields: ['language'] },
  {
    method: 'GET',
    path: '/chat/admin/chat-rooms/all',
    caller: 'admin',
    fields: ['page', 'pageViewSize', 'roomType'],
  },
  {
    method: 'GET',
    path: '/chat/admin/chat-settings/all',
    caller: 'admin',
    fields: ['page', 'pageViewSize'],
  },
  {
    method: 'POST',
    path: '/chat/admin/global-chat-room/modify',
    caller: 'admin',
    fields: ['roomId', 'context'],
  },
  {
    method: 'POST',
    path: '/chat/admin/global-chat-room',
    caller: 'admin',
    fields: ['language', 'title', 'notice', 'memberLimit'],
  },
  {
    method: 'POST',
    path: '/chat/donation',
    caller: 'user',
    fields: ['targetUserOid', 'roomId', 'coinAmount', 'message', 'requestId'],
  },
  { method: 'GET', path: '/chat/rooms', caller: 'user', fields: ['before', 'limit'] },
  { method: 'POST', path: '/chat/rooms', caller: 'user', fields: ['partnerOids', 'title'] },
  {
    method: 'GET',
    path: `${room}/messages`,
    caller: 'user',
    fields: ['before', 'after', 'limit'],
  },
  {
    method: 'POST',
    path: `${room}/messages`,
    caller: 'user',
    fields: ['text', 'clientMessageId'],
  },
  { method: 'POST', path: `${room}/read`, caller: 'user', fields: ['messageId'] },
  { method: 'POST', path: '/chat/blocks', caller: 'user', fields: ['userOid'] },
  { method: 'POST', path: '/chat/blocks/remove', caller: 'user', fields: ['userOid'] },
  {
    method: 'POST',
    path: '/chat/reports',
    caller: 'user',
    fields: ['roomId', 'messageId', 'userOid', 'reason'],
  },
]
