/** Which revenue category each coin transaction type counts in (pure; docs/REVENUE.md has the table). */
import type { RevenueCategory } from './contract'

const CATEGORY_OF: Record<string, RevenueCategory> = {
  coin_subscription: 'subscriptions',
  donation: 'donations',
  live_donation: 'donations',
  live_donation_tts: 'donations',
  external_live_donation: 'donations',
  chat_donation: 'donations',
  live_ticketing: 'liveTickets',
  purchase: 'contentSales',
  chat_content: 'contentSales',
  // A refund takes back a content sale (platform/wallet/refund.ts refunds purchases).
  refund: 'contentSales',
  chat: 'chat',
  story_chat: 'chat',
  image_chat: 'chat',
  gacha: 'gacha',
  'gacha-refund': 'gacha',
}

export const REVENUE_CATEGORIES: readonly RevenueCategory[] = [
  'subscriptions',
  'donations',
  'liveTickets',
  'contentSales',
  'chat',
  'gacha',
  'other',
]

/** A settlement moves earnings out: it is a payout, never revenue. */
export const NOT_REVENUE_TYPES = new Set(['settlement'])

export function categoryOf(type: string): RevenueCategory {
  return CATEGORY_OF[type] ?? 'other'
}
