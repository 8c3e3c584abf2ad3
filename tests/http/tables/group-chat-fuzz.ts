import type { FuzzRoute } from '../../support/fuzz'

const NOBODY = 'e'.repeat(24)

/** Group chat calls with their real field names (docs/GROUP-CHATS.md), as a signed-in player. */
export const groupChatFuzz: FuzzRoute[] = [
  {
    method: 'POST',
    path: '/story-chat/group-room',
    caller: 'user',
    fields: ['contentOid', 'memberIds', 'strategy', 'startStoryOid', 'title'],
  },
  { method: 'GET', path: `/story-chat/chat-room/${NOBODY}/group`, caller: 'user', fields: [] },
  {
    method: 'POST',
    path: `/story-chat/chat-room/${NOBODY}/group`,
    caller: 'user',
    fields: ['name', 'strategy', 'allowSelfResponses', 'autoMode', 'autoCap', 'members'],
  },
  {
    method: 'POST',
    path: `/story-chat/chat-room/${NOBODY}/group/next`,
    caller: 'user',
    fields: ['message', 'speakerId', 'auto', 'rerollOf', 'model', 'personaOid', 'requestId'],
  },
  {
    method: 'GET',
    path: `/story-chat/chat-room/${NOBODY}/group/export`,
    caller: 'user',
    fields: ['part'],
  },
  {
    method: 'POST',
    path: '/story-chat/group-rooms/import',
    caller: 'user',
    fields: ['contentOid', 'group', 'jsonl', 'title', 'startStoryOid'],
  },
  {
    method: 'POST',
    path: '/story-chat/group-room/cards',
    caller: 'user',
    fields: ['roomOid', 'png', 'json'],
  },
  {
    method: 'GET',
    path: `/story-chat/group-card-portrait/${'0'.repeat(32)}`,
    caller: 'none',
    fields: [],
  },
]
