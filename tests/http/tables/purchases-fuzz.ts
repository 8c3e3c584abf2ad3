import type { FuzzRoute } from '../../support/fuzz'

/** Purchases, cart, gift, creator list and notifications with their real field names. */
export const purchasesFuzz: FuzzRoute[] = [
  {
    method: 'POST',
    path: '/account/purchase',
    caller: 'user',
    fields: ['contentOid', 'creatorOid', 'coins', 'mode', 'discountCode'],
  },
  {
    method: 'POST',
    path: '/account/purchase/shoppingCart',
    caller: 'user',
    fields: ['coins', 'mode'],
  },
  {
    method: 'POST',
    path: '/account/gift',
    caller: 'user',
    fields: [
      'contentOid',
      'creatorOid',
      'coins',
      'mode',
      'discountCode',
      'recipientOid',
      'message',
    ],
  },
  { method: 'POST', path: '/account/shoppingCart', caller: 'user', fields: ['contentOid'] },
  { method: 'DELETE', path: '/account/shoppingCart', caller: 'user', fields: ['contentOid'] },
  { method: 'GET', path: '/account/creatorlist', caller: 'none', fields: ['page', 'count'] },
  { method: 'GET', path: '/content/purchased3', caller: 'user', fields: ['count', 'before'] },
  {
    method: 'POST',
    path: '/account/notification/setting/modify',
    caller: 'user',
    fields: ['settings', 'email'],
  },
  { method: 'GET', path: '/account/notifications', caller: 'user', fields: ['count', 'before'] },
  { method: 'GET', path: '/account/notifications/unread', caller: 'user', fields: [] },
  {
    method: 'POST',
    path: '/account/notifications/read',
    caller: 'user',
    fields: ['notificationOids'],
  },
]
