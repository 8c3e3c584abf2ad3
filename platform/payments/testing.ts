/** Test doubles of the payment providers: local HTTP servers speaking Stripe's and KakaoPay's APIs. */
export * from './testing-kakaopay'
export * from './testing-stripe'
