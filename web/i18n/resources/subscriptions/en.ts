/** Error texts of paid subscriptions (platform/channels/billing); 'Subscription payment error' is the spec's. */
export const subscriptionErrorsEn = {
  SUBSCRIPTION_TERMS_REQUIRED: 'You must agree to the terms of payment.',
  SUBSCRIPTION_FREE_TIER: 'This tier is free: subscribe without payment.',
  SUBSCRIPTION_PAYMENT_ERROR: 'Subscription payment error',
}

export type SubscriptionErrorTexts = {
  readonly [Code in keyof typeof subscriptionErrorsEn]: string
}
