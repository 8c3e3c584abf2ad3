import type { FuzzRoute } from '../../support/fuzz'

/** Paid subscription payment routes with their real field names (sandbox configuration). */
export const subscriptionsFuzz: FuzzRoute[] = [
  {
    method: 'POST',
    path: '/payment/subscription/ready',
    caller: 'user',
    fields: ['creatorOid', 'tierHash', 'currency', 'cardOid', 'agreeTerms'],
  },
  {
    method: 'POST',
    path: '/payment/subscription/change',
    caller: 'user',
    fields: ['creatorOid', 'tierHash'],
  },
  {
    method: 'POST',
    path: '/payment/subscription/confirm',
    caller: 'user',
    fields: ['paymentOid'],
  },
]
