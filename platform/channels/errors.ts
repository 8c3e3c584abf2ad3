/**
 * Every channels error: a stable code and the spec's text where it has one (word for word).
 * Texts for players are in web/i18n (errors.<CODE>) in every language.
 */
import { AppError } from '../http'

const fail = (status: number, code: string, message: string) => (details?: unknown) =>
  new AppError({ status, code, message, details })

export const CHANNEL_ERRORS = {
  termsRequired: fail(
    400,
    'CREATOR_TERMS_REQUIRED',
    'you must agree to our terms in order to register as a creator',
  ),
  /** Accounts' code and the spec's text; `details.reason` is the spec's err-invalid-input or err-duplicate-url. */
  customUrlInvalid: () =>
    new AppError({
      status: 400,
      code: 'CUSTOM_URL_UNAVAILABLE',
      message: 'This URL is not available',
      details: { reason: 'err-invalid-input' },
    }),
  customUrlDuplicate: () =>
    new AppError({
      status: 400,
      code: 'CUSTOM_URL_UNAVAILABLE',
      message: 'This URL is not available',
      details: { reason: 'err-duplicate-url' },
    }),
  socialLinkInvalid: (network: string, host: string) =>
    new AppError({
      status: 400,
      code: 'SOCIAL_LINK_INVALID',
      message: `Please enter a valid URL starting with https://${host}/`,
      details: { network, host },
    }),
  tabsInvalid: fail(
    400,
    'CHANNEL_TABS_INVALID',
    'Every channel tab must be listed once, and Home stays visible.',
  ),
  notCreator: fail(403, 'NOT_A_CREATOR', 'Only a registered creator can do this.'),
  channelNotFound: fail(404, 'CHANNEL_NOT_FOUND', 'This channel is not public yet.'),
  tierNotFound: fail(404, 'TIER_NOT_FOUND', 'This subscription tier does not exist.'),
  tierLimit: fail(400, 'TIER_LIMIT', 'A channel can have at most 10 subscription tiers.'),
  freeTierNeedsNoPrice: fail(
    400,
    'FREE_TIER_PRICED',
    'A free tier has no price. Turn off coin sales before making the tier free.',
  ),
  pricedTierWhileFree: fail(
    400,
    'FREE_TIER_ENABLED',
    'Turn off the free tier before enabling coin sales.',
  ),
  freeTierWhileTicket: fail(
    409,
    'FREE_TIER_WHILE_LIVE_TICKET',
    'Stop selling the live ticket before making a tier free.',
  ),
  tierIconInvalid: fail(400, 'TIER_ICON_INVALID', 'The tier icon must be a 64x64 PNG image.'),
  tierHasSubscribers: fail(
    409,
    'TIER_HAS_SUBSCRIBERS',
    'This tier still has subscribers. Its subscriptions must end before it can be removed.',
  ),
  notFreeTier: fail(400, 'NOT_FREE_TIER', 'This tier is not free. Subscribe through payment.'),
  lastDayClosed: fail(
    409,
    'SUBSCRIPTION_CLOSED_LAST_DAY',
    'Subscriptions are closed on the last day of the month. Please try again on the 1st.',
  ),
  ownChannel: fail(400, 'OWN_CHANNEL', 'You cannot subscribe to your own channel.'),
  alreadySubscribed: fail(409, 'ALREADY_SUBSCRIBED', 'You are already subscribed to this channel.'),
  cancelFailed: fail(409, 'CANCEL_FAILED', 'Failed to cancel. Please try again.'),
  donationFailed: fail(400, 'DONATION_FAILED', 'Failed donation'),
}
