import type { FuzzRoute } from '../../support/fuzz'

/** A well-formed id nobody owns: fuzzed requests reach validation and ownership checks. */
const room = '0123456789abcdef01234567'

/** The chat runtime's routes with their real field names. */
export const chatFuzz: FuzzRoute[] = [
  {
    method: 'POST',
    path: '/story-chat/chat-room',
    caller: 'user',
    fields: ['contentOid', 'startStoryOid', 'title'],
  },
  {
    method: 'POST',
    path: '/story-chat/chat-room',
    caller: 'guest',
    fields: ['contentOid', 'startStoryOid', 'title'],
  },
  { method: 'DELETE', path: '/story-chat/chat-room', caller: 'user', fields: ['roomOid'] },
  { method: 'GET', path: '/story-chat/chat-rooms', caller: 'user', fields: ['roomOids'] },
  {
    method: 'GET',
    path: `/story-chat/chat-room/${room}/prev-messages`,
    caller: 'user',
    fields: ['targetMessageId', 'count'],
  },
  {
    method: 'POST',
    path: `/story-chat/chat-room/${room}/message`,
    caller: 'user',
    fields: ['message', 'model', 'personaOid', 'requestId'],
  },
  {
    method: 'POST',
    path: `/story-chat/chat-room/${room}/reroll`,
    caller: 'guest',
    fields: ['messageId', 'model', 'personaOid'],
  },
  {
    method: 'POST',
    path: `/story-chat/chat-room/${room}/rollback`,
    caller: 'user',
    fields: ['rollbackToMessageId'],
  },
  {
    method: 'DELETE',
    path: `/story-chat/chat-room/${room}/response`,
    caller: 'user',
    fields: ['messageId'],
  },
  {
    method: 'POST',
    path: `/story-chat/chat-room/${room}/user-settings`,
    caller: 'user',
    fields: ['settings'],
  },
  {
    method: 'POST',
    path: `/story-chat/chat-room/${room}/update-field`,
    caller: 'user',
    fields: ['fieldName', 'fieldValue'],
  },
  {
    method: 'POST',
    path: '/story-chat/message/update',
    caller: 'user',
    fields: ['messageId', 'roomId', 'text'],
  },
  {
    method: 'POST',
    path: '/story-chat/personas/create',
    caller: 'user',
    fields: ['name', 'prompt', 'sex'],
  },
  {
    method: 'POST',
    path: '/story-chat/personas/update',
    caller: 'user',
    fields: ['personaOid', 'name', 'prompt', 'sex'],
  },
  { method: 'DELETE', path: '/story-chat/personas', caller: 'user', fields: ['personaOid'] },
  { method: 'POST', path: '/story-chat/user-chat-options', caller: 'user', fields: ['options'] },
  { method: 'POST', path: '/story-chat/count-tokens', caller: 'guest', fields: ['text'] },
  { method: 'GET', path: '/story-chat/prompt-logs', caller: 'user', fields: ['roomOid', 'limit'] },
  { method: 'GET', path: '/story-chat/situation-image', caller: 'user', fields: ['roomOid'] },
  {
    method: 'POST',
    path: '/story-chat/image/unlock',
    caller: 'user',
    fields: ['contentOid', 'imageHash', 'metadataOid', 'allImages'],
  },
  {
    method: 'GET',
    path: '/story-chat/image/signed-url',
    caller: 'guest',
    fields: ['contentOid', 'imageHash', 'roomOid'],
  },
  { method: 'GET', path: '/story-chat/plot-summaries', caller: 'user', fields: ['roomOid'] },
  {
    method: 'POST',
    path: '/story-chat/plot-summaries/compress',
    caller: 'user',
    fields: ['roomOid', 'indices'],
  },
  {
    method: 'POST',
    path: '/story-chat/plot-summaries/merge-preview',
    caller: 'guest',
    fields: ['roomOid', 'summaryOids'],
  },
  {
    method: 'POST',
    path: '/story-chat/system-prompts',
    caller: 'admin',
    fields: ['promptType', 'language', 'text'],
  },
  { method: 'POST', path: '/story-chat/system-prompts/activate', caller: 'admin', fields: ['oid'] },
  {
    method: 'POST',
    path: '/story-chat/test-prompts',
    caller: 'admin',
    fields: ['name', 'promptType', 'text'],
  },
  {
    method: 'POST',
    path: '/story-chat/test-prompts/update',
    caller: 'admin',
    fields: ['oid', 'name', 'promptType', 'text'],
  },
  { method: 'DELETE', path: '/story-chat/test-prompts', caller: 'admin', fields: ['oid'] },
  { method: 'GET', path: '/story-chat/old-chat-rooms', caller: 'admin', fields: ['days', 'limit'] },
  { method: 'POST', path: '/story-chat/archive-chat-rooms', caller: 'admin', fields: ['days'] },
  {
    method: 'GET',
    path: '/story-chat/top-credit-consuming-chats',
    caller: 'admin',
    fields: ['limit'],
  },
]
