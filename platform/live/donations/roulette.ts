/**
 * Roulette spins: an item drawn with the weight of its probability. Production draws from
 * the operating system's cryptographic source; tests inject a seeded one so the
 * distribution test is deterministic.
 */
import { randomInt } from 'node:crypto'
import type { RouletteItem } from './contract'

/** A uniform number in [0, 1). */
export type RandomSource = () => number

const SCALE = 2 ** 48

/** 48 random bits from node:crypto, so every item's weight is honoured to ~1e-14. */
export const cryptoRandom: RandomSource = () =>
  randomInt(0, 2 ** 24) / 2 ** 24 + randomInt(0, 2 ** 24) / SCALE

/** mulberry32: a small seeded generator for tests (not for production draws). */
export function seededRandom(seed: number): RandomSource {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

/** The index of the drawn item, or null when nothing can be drawn (no positive weight). */
export function spinRoulette(items: readonly RouletteItem[], random: RandomSource): number | null {
  const total = items.reduce((sum, item) => sum + Math.max(0, item.probability), 0)
  if (!(total > 0) || !Number.isFinite(total)) return null
  const target = random() * total
  let cumulative = 0
  for (const [index, item] of items.entries()) {
    cumulative += Math.max(0, item.probability)
    if (target < cumulative) return index
  }
  // Rounding at the very top lands on the last item with a weight.
  const last = items.findLastIndex((item) => item.probability > 0)
  return last < 0 ? null : last
}
