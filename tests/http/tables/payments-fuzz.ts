import type { FuzzRoute } from '../../support/fuzz'

/**
 * Payment routes with their real field names. Only routes the default configuration
 * serves (the sandbox provider): Stripe and KakaoPay routes answer 503 when unconfigured
 * and are covered against their fakes in tests/http/payments-routes.http.test.ts.
 */
export const paymentsFuzz: FuzzRoute[] = [
  { method: 'GET', path: '/payment/charge/packages', caller: 'none', fields: ['currency'] },
  {
    method: 'POST',
    path: '/payment/charge',
    caller: 'user',
    fields: ['coins', 'currency', 'method'],
  },
  { method: 'GET', path: '/payment/charge', caller: 'user', fields: ['paymentOid'] },
  { method: 'PUT', path: '/payment/charge', caller: 'user', fields: ['paymentOid'] },
  { method: 'DELETE', path: '/payment/charge', caller: 'user', fields: ['paymentOid'] },
  {
    method: 'POST',
    path: '/payment/one-touch/confirm',
    caller: 'user',
    fields: ['cardOid', 'coins', 'currency'],
  },
  { method: 'POST', path: '/payment/registercard', caller: 'user', fields: ['provider'] },
  {
    method: 'GET',
    path: '/payment/coupon/valid',
    caller: 'user',
    fields: ['code', 'tier', 'creatorOid'],
  },
  {
    method: 'POST',
    path: '/payment/coupon',
    caller: 'admin',
    fields: ['code', 'tier', 'price', 'expiryDate', 'creatorOid'],
  },
  {
    method: 'DELETE',
    path: '/payment/coupon',
    caller: 'admin',
    fields: ['couponOid', 'creatorOid'],
  },
  { method: 'POST', path: '/content/dl-giftcard', caller: 'user', fields: ['itemName'] },
  {
    method: 'PUT',
    path: '/content/dl-giftcard',
    caller: 'admin',
    fields: ['itemName', 'available'],
  },
  {
    method: 'POST',
    path: '/payment/onetime/confirm',
    caller: 'user',
    fields: ['paymentOid', 'pg_token'],
  },
]
