/**
 * What the next turn costs this player, and what a run of turns may cost: pure, from the
 * server's quote (`model.quote` of the room's status or settings answer) and the player's
 * chats, in the order the server pays a turn (`platform/chat/turns/charge.ts`): a guest
 * spends a free chat, then a coupon chat; a signed-in player a coupon chat, then credits;
 * a quote of nothing is free. Every price the chat shows comes from here.
 */
import type { ChatTurnQuote } from '../../../web/api/chat'

export interface PriceSources {
  signedIn: boolean
  /** The room's quote for a turn paid with credits; null until the room has loaded. */
  quote: ChatTurnQuote | null
  /** A guest's free chats left (null for a signed-in player or before they are known). */
  freeChats: number | null
  couponChats: number
}

export type TurnPrice =
  | { kind: 'free-chat' }
  | { kind: 'coupon' }
  | { kind: 'credits'; credits: number; upTo: boolean }
  /** The model costs nothing (a quote of 0). */
  | { kind: 'free' }

/** The next turn's price, or null when it cannot be said (not loaded; a guest with no chats). */
export function nextTurnPrice(sources: PriceSources): TurnPrice | null {
  return runCost(sources, 1).turns[0] ?? null
}

export interface RunCost {
  /** The price of each turn of the run that can be paid, in order. */
  turns: TurnPrice[]
  freeChats: number
  couponChats: number
  /** The credits the run takes at most. */
  credits: number
  /** Some of those credits may not be taken (enhanced inference bills the tokens produced). */
  upTo: boolean
}

/** What `turns` turns in a row may cost; a guest's run is as long as their chats last. */
export function runCost(sources: PriceSources, turns: number): RunCost {
  const cost: RunCost = { turns: [], freeChats: 0, couponChats: 0, credits: 0, upTo: false }
  let free = sources.signedIn ? 0 : (sources.freeChats ?? 0)
  let coupons = sources.couponChats
  for (let turn = 0; turn < turns; turn++) {
    const price = priceOf(sources, free, coupons)
    if (!price) break
    cost.turns.push(price)
    if (price.kind === 'free-chat') {
      free -= 1
      cost.freeChats += 1
    } else if (price.kind === 'coupon') {
      coupons -= 1
      cost.couponChats += 1
    } else if (price.kind === 'credits') {
      cost.credits += price.credits
      cost.upTo ||= price.upTo
    }
  }
  return cost
}

function priceOf(sources: PriceSources, free: number, coupons: number): TurnPrice | null {
  if (!sources.signedIn) {
    if (free > 0) return { kind: 'free-chat' }
    return coupons > 0 ? { kind: 'coupon' } : null
  }
  const quote = sources.quote
  if (!quote) return null
  if (quote.credits <= 0) return { kind: 'free' }
  if (coupons > 0) return { kind: 'coupon' }
  return { kind: 'credits', credits: quote.credits, upTo: quote.upTo }
}
