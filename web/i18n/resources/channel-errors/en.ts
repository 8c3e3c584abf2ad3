/** Error texts of creators' channels (platform/channels); the terms text is the spec's, word for word. */
export const channelErrorsEn = {
  CREATOR_TERMS_REQUIRED: 'you must agree to our terms in order to register as a creator',
  SOCIAL_LINK_INVALID: "Please enter a valid URL starting with the network's address (https).",
  CHANNEL_TABS_INVALID: 'Every channel tab must be listed once, and Home stays visible.',
  NOT_A_CREATOR: 'Only a registered creator can do this.',
  CHANNEL_NOT_FOUND: 'This channel is not public yet.',
  TIER_NOT_FOUND: 'This subscription tier does not exist.',
  TIER_LIMIT: 'A channel can have at most 10 subscription tiers.',
  FREE_TIER_PRICED: 'A free tier has no price. Turn off coin sales before making the tier free.',
  FREE_TIER_ENABLED: 'Turn off the free tier before enabling coin sales.',
  FREE_TIER_WHILE_LIVE_TICKET: 'Stop selling the live ticket before making a tier free.',
  TIER_ICON_INVALID: 'The tier icon must be a 64x64 PNG image.',
  TIER_HAS_SUBSCRIBERS:
    'This tier still has subscribers. Its subscriptions must end before it can be removed.',
  NOT_FREE_TIER: 'This tier is not free. Subscribe through payment.',
  SUBSCRIPTION_CLOSED_LAST_DAY:
    'Subscriptions are closed on the last day of the month. Please try again on the 1st.',
  OWN_CHANNEL: 'You cannot subscribe to your own channel.',
  ALREADY_SUBSCRIBED: 'You are already subscribed to this channel.',
  DONATION_FAILED: 'Failed donation',
}

export type ChannelErrorTexts = { readonly [Code in keyof typeof channelErrorsEn]: string }
