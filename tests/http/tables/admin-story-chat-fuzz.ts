import type { FuzzRoute } from '../../support/fuzz'

/** The admin area's story chat pages' routes with their real field names. */
export const adminStoryChatFuzz: FuzzRoute[] = [
  { method: 'GET', path: '/story-chat/admin/models', caller: 'admin', fields: [] },
  {
    method: 'POST',
    path: '/story-chat/admin/playground',
    caller: 'admin',
    fields: ['model', 'systemPrompt', 'messages', 'temperature', 'maxOutputTokens'],
  },
  {
    method: 'POST',
    path: '/story-chat/admin/prompt-composer',
    caller: 'admin',
    fields: [
      'roomOid',
      'userMessage',
      'systemPrompt',
      'persona',
      'lorebookEntryIds',
      'historyMessages',
      'model',
    ],
  },
  {
    method: 'GET',
    path: '/story-chat/admin/archived-rooms',
    caller: 'admin',
    fields: ['q', 'before'],
  },
  {
    method: 'GET',
    path: '/story-chat/admin/chat-room',
    caller: 'admin',
    fields: ['roomOid', 'from'],
  },
]
