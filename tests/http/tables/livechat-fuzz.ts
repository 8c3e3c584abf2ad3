import type { FuzzRoute } from '../../support/fuzz'

/** Live chat routes with their real field names; moderation as the admin (every chat). */
export const livechatFuzz: FuzzRoute[] = [
  { method: 'GET', path: '/live/chattoken', caller: 'none', fields: ['creatorOid', 'key'] },
  {
    method: 'GET',
    path: '/live/chat/history',
    caller: 'none',
    fields: ['creatorOid', 'afterId', 'key'],
  },
  { method: 'GET', path: '/live/chat/moderation', caller: 'admin', fields: ['creatorOid'] },
  {
    method: 'POST',
    path: '/live/bannedwords',
    caller: 'admin',
    fields: ['creatorOid', 'bannedWords'],
  },
  {
    method: 'POST',
    path: '/live/chat/setting',
    caller: 'admin',
    fields: ['creatorOid', 'useAnonymousChat'],
  },
  { method: 'POST', path: '/live/manager', caller: 'admin', fields: ['creatorOid', 'userOid'] },
  {
    method: 'POST',
    path: '/live/removemanagers',
    caller: 'admin',
    fields: ['creatorOid', 'managerOids'],
  },
  {
    method: 'POST',
    path: '/live/chatban',
    caller: 'admin',
    fields: ['creatorOid', 'userOid', 'messageId', 'banTime', 'reason', 'description'],
  },
  {
    method: 'POST',
    path: '/live/chat/delete',
    caller: 'admin',
    fields: ['creatorOid', 'messageId'],
  },
  {
    method: 'POST',
    path: '/live/removebanusers',
    caller: 'admin',
    fields: ['creatorOid', 'blackUserDataOids'],
  },
]
