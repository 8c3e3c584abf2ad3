import { badRequest, conflict, notFound } from '../../http'

/** Billing errors; the spec's texts where it has them ('Subscription payment error'). */
export const billingErrors = {
  termsRequired: () =>
    badRequest('SUBSCRIPTION_TERMS_REQUIRED', 'You must agree to the terms of payment.'),
  // The channels area's codes and texts for the same refusals (free subscriptions).
  blocked: () =>
    conflict(
      'SUBSCRIPTION_CLOSED_LAST_DAY',
      'Subscriptions are closed on the last day of the month. Please try again on the 1st.',
    ),
  tierNotFound: () => notFound('This subscription tier does not exist.', 'TIER_NOT_FOUND'),
  freeTier: () =>
    badRequest('SUBSCRIPTION_FREE_TIER', 'This tier is free: subscribe without payment.'),
  self: () => badRequest('OWN_CHANNEL', 'You cannot subscribe to your own channel.'),
  alreadySubscribed: () =>
    conflict('ALREADY_SUBSCRIBED', 'You are already subscribed to this channel.'),
  oneTouchKrw: () =>
    badRequest('ONE_TOUCH_KRW', 'A one-touch card cannot be used for KRW payments.'),
  cardNotFound: () => notFound('Card not found', 'CARD_NOT_FOUND'),
  paymentError: (details?: unknown) =>
    badRequest('SUBSCRIPTION_PAYMENT_ERROR', 'Subscription payment error', details),
  paymentNotFound: () => notFound('Payment not found', 'PAYMENT_NOT_FOUND'),
  noPaidSubscription: () =>
    notFound('You have no paid subscription to this channel.', 'SUBSCRIPTION_NOT_FOUND'),
  sameTier: () => conflict('SAME_TIER', 'You are already on this tier.'),
  tierChangeNeedsCard: () =>
    conflict('TIER_CHANGE_NO_CARD', 'Add a card to your subscription to change its tier.'),
  tierChangeBusy: () =>
    conflict('TIER_CHANGE_IN_PROGRESS', 'This tier change is already being paid.'),
}

/** The admin's failed-renewal refusals (docs/admin/money.md). */
export const billingAdminErrors = {
  notFound: () => notFound('This renewal does not exist.', 'RENEWAL_NOT_FOUND'),
  badCursor: () =>
    badRequest('INVALID_PARAMETERS', 'before is a period and a subscription id (YYYY-MM.<id>).'),
  alreadyPaid: () => conflict('RENEWAL_PAID', 'This renewal is already paid.'),
  notDue: () => conflict('RENEWAL_NOT_DUE', 'This renewal has ended: nothing is charged.'),
  charging: () => conflict('RENEWAL_CHARGING', 'This renewal is being charged now.'),
  noLongerRenews: () =>
    conflict(
      'RENEWAL_SUBSCRIPTION_STOPPED',
      'This subscription no longer renews (cancelled or without a card).',
    ),
}
