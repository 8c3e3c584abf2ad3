/**
 * Ledger transaction types: the spec's coin transaction types (live and creator
 * studio, "Coin transaction types"), plus the wallet's own mechanics.
 */
export const TRANSACTION_TYPES = [
  'purchase',
  'gacha',
  'donation',
  'gacha-refund',
  'consume',
  'refund',
  'increase',
  'live_donation',
  'live_donation_tts',
  'external_live_donation',
  'live_ticketing',
  'coin_subscription',
  'drm_encoding',
  'chat',
  'chat_content',
  'image_chat',
  'chat_donation',
  'change_nick',
  'story_chat',
  'random_box',
  'sorry_box',
  'bonus',
  'conversion',
  'attendance',
  'hold',
  'void',
  /** A creator's earnings moved to the payouts account by a settlement request. */
  'settlement',
  /** A succeeded campaign's held contributions paid to its creator (docs/community/campaigns.md). */
  'campaign',
] as const

export type TransactionType = (typeof TRANSACTION_TYPES)[number]

/** Types a hold may be settled as (what the held credits paid for). */
export const CHARGE_TYPES = ['story_chat', 'chat', 'image_chat', 'chat_content'] as const
export type ChargeType = (typeof CHARGE_TYPES)[number]
