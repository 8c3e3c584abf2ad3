import type { FuzzRoute } from '../../support/fuzz'

/** Every `/story-chat` route of the stories area, with its real field names. */
export const storiesFuzz: FuzzRoute[] = [
  {
    method: 'POST',
    path: '/story-chat/chat-content',
    caller: 'user',
    fields: ['requestType', 'contentOid', 'metadata', 'metadataVersion'],
  },
  {
    method: 'POST',
    path: '/story-chat/chat-content',
    caller: 'admin',
    fields: ['requestType', 'contentOid', 'metadata', 'metadataVersion'],
  },
  {
    method: 'POST',
    path: '/story-chat/chat-content/copy',
    caller: 'admin',
    fields: ['contentOid'],
  },
  {
    method: 'POST',
    path: '/story-chat/chat-content/related-creator',
    caller: 'none',
    fields: ['contentOid', 'creatorOid'],
  },
  { method: 'GET', path: '/story-chat/chat-content', caller: 'user', fields: ['contentOid'] },
  {
    method: 'GET',
    path: '/story-chat/chat-content/can-view',
    caller: 'guest',
    fields: ['contentOid'],
  },
  {
    method: 'POST',
    path: '/story-chat/chat-content/purchase',
    caller: 'user',
    fields: ['contentOid'],
  },
  { method: 'GET', path: '/story-chat/chat-content/raw', caller: 'admin', fields: ['contentOid'] },
  {
    method: 'GET',
    path: '/story-chat/chat-contents',
    caller: 'user',
    fields: ['mine', 'creatorOid', 'status', 'keyword', 'tags', 'adult', 'page'],
  },
  {
    method: 'GET',
    path: '/story-chat/chat-contents/raw',
    caller: 'user',
    fields: ['creatorOid', 'includeDeleted', 'page'],
  },
  { method: 'GET', path: '/story-chat/chat-canvas', caller: 'admin', fields: ['contentOid'] },
  {
    method: 'POST',
    path: '/story-chat/chat-canvas',
    caller: 'admin',
    fields: ['contentOid', 'canvas', 'version'],
  },
  {
    method: 'POST',
    path: '/story-chat/chat-canvas/metadata',
    caller: 'admin',
    fields: ['contentOid', 'metadata', 'metadataVersion'],
  },
  {
    method: 'POST',
    path: '/story-chat/compile-node',
    caller: 'admin',
    fields: ['contentOid', 'nodeId', 'canvas'],
  },
  {
    method: 'POST',
    path: '/story-chat/compiled/update',
    caller: 'admin',
    fields: ['contentOid', 'action'],
  },
  { method: 'GET', path: '/story-chat/compiled/versions', caller: 'admin', fields: ['contentOid'] },
  {
    method: 'GET',
    path: '/story-chat/search/nodes',
    caller: 'admin',
    fields: ['contentOid', 'types', 'text'],
  },
  {
    method: 'GET',
    path: '/story-chat/stories',
    caller: 'none',
    fields: ['ranking', 'keyword', 'tags', 'adult', 'page'],
  },
]
