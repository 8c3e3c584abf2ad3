import type { FuzzRoute } from '../../support/fuzz'

/** The admin area's people pages' routes with their real field names. */
export const adminPeopleFuzz: FuzzRoute[] = [
  { method: 'GET', path: '/account/admin/newusers', caller: 'admin', fields: ['q', 'cursor'] },
  { method: 'GET', path: '/account/admin/unregister', caller: 'admin', fields: ['q', 'cursor'] },
  { method: 'GET', path: '/account/admin/creators', caller: 'admin', fields: ['q', 'cursor'] },
  { method: 'GET', path: '/account/admin/creator', caller: 'admin', fields: ['oid'] },
  {
    method: 'POST',
    path: '/account/admin/unregister/confirm',
    caller: 'admin',
    fields: ['userOid'],
  },
  { method: 'POST', path: '/account/admin/unregister/stop', caller: 'admin', fields: ['userOid'] },
  { method: 'POST', path: '/account/admin/2fa/reset', caller: 'admin', fields: ['userOid'] },
  {
    method: 'GET',
    path: '/account/admin/mail/audience',
    caller: 'admin',
    fields: ['segment', 'userOid'],
  },
  {
    method: 'POST',
    path: '/account/admin/mail',
    caller: 'admin',
    fields: ['requestId', 'segment', 'userOid', 'subject', 'text'],
  },
  {
    method: 'GET',
    path: '/account/admin/push/audience',
    caller: 'admin',
    fields: ['segment', 'userOid'],
  },
  {
    method: 'POST',
    path: '/account/admin/push',
    caller: 'admin',
    fields: ['requestId', 'segment', 'userOid', 'title', 'body', 'link'],
  },
  { method: 'GET', path: '/account/admin/pushes', caller: 'admin', fields: ['q', 'cursor'] },
  {
    method: 'GET',
    path: '/account/admin/notifications',
    caller: 'admin',
    fields: ['userOid', 'before'],
  },
  { method: 'GET', path: '/account/admin/notification', caller: 'admin', fields: ['oid'] },
  {
    method: 'POST',
    path: '/account/admin/notification/resend',
    caller: 'admin',
    fields: ['requestId', 'notificationOid'],
  },
  {
    method: 'GET',
    path: '/account/admin/channel-managers',
    caller: 'admin',
    fields: ['q', 'cursor'],
  },
  {
    method: 'POST',
    path: '/account/admin/channel-managers/assign',
    caller: 'admin',
    fields: ['managerOid', 'creatorOid'],
  },
  {
    method: 'POST',
    path: '/account/admin/channel-managers/remove',
    caller: 'admin',
    fields: ['managerOid', 'creatorOid'],
  },
  {
    method: 'GET',
    path: '/account/admin/channel/settings',
    caller: 'admin',
    fields: ['creatorOid'],
  },
  {
    method: 'POST',
    path: '/account/admin/channel/settings',
    caller: 'admin',
    fields: [
      'creatorOid',
      'intro',
      'customUrl',
      'tabs',
      'socialLinks',
      'hideFanList',
      'hideCoinAmounts',
    ],
  },
]
