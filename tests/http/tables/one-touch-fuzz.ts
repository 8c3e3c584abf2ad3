import type { FuzzRoute } from '../../support/fuzz'

/** One-touch confirm with its idempotency key as a field (the header form is in one-touch.http.test.ts). */
export const oneTouchFuzz: FuzzRoute[] = [
  {
    method: 'POST',
    path: '/payment/one-touch/confirm',
    caller: 'user',
    fields: ['cardOid', 'coins', 'currency', 'idempotencyKey'],
  },
]
