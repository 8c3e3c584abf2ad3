/** The gacha's rules: request schemas (document 3 §5) and when a gacha is complete (pure). */
import { z } from 'zod'
import { objectIdField } from '../../http'
import type { GachaState } from './contract'
import { CHANCE_TOTAL } from './draw'

export const MAX_ITEMS = 50
export const MAX_PULL_COUNT = 10
export const MIN_COINS = 1
export const MAX_COINS = 9999
/** The profit distribution rate's ceiling when the server is given none (percent). */
export const DEFAULT_MAX_PROFIT_RATE = 70
export const RECORD_PAGE = 20

export const gachaOidParam = z
  .string()
  .length(24, 'gachaOid must be exactly 24 characters')
  .regex(/^[0-9a-f]{24}$/, 'gachaOid must be a 24-character id')

const imageUrl = z
  .string('Expected an image address')
  .trim()
  .max(500, 'An image address is at most 500 characters')
  .refine(
    (text) => text === '' || text.startsWith('/') || text.startsWith('https://'),
    'An image address starts with https:// or /',
  )

const item = z.object({
  name: z
    .string('Each item needs a name')
    .trim()
    .min(1, 'Each item needs a name')
    .max(60, 'An item name is at most 60 characters'),
  imageUrl: imageUrl.optional(),
  rank: z
    .string('Each item needs a rank')
    .trim()
    .min(1, 'Each item needs a rank')
    .max(16, 'A rank is at most 16 characters'),
  chance: z
    .number('A probability is a number')
    .int('A probability is a whole number of basis points (0.01 %)')
    .min(1, 'A probability is above 0')
    .max(CHANCE_TOTAL, 'A probability is at most 100'),
  refundRate: z
    .number('A refund rate is a number')
    .int('A refund rate is a whole percent')
    .min(0, 'A refund rate is 0 to 100')
    .max(100, 'A refund rate is 0 to 100'),
})

export const gachaInput = z.object({
  gachaOid: objectIdField('Expected a gacha id').optional(),
  title: z
    .string('Enter a title')
    .trim()
    .min(1, 'Enter a title')
    .max(80, 'A title is at most 80 characters'),
  description: z.string().trim().max(1000, 'A description is at most 1,000 characters').optional(),
  imageUrl: imageUrl.optional(),
  coins: z
    .number('The coin amount is a number')
    .int('The coin amount is a whole number')
    .min(MIN_COINS, 'The coin amount is 1 to 9999')
    .max(MAX_COINS, 'The coin amount is 1 to 9999'),
  profitRate: z
    .number('The profit distribution rate is a number')
    .int('The profit distribution rate is a whole percent')
    .min(0, 'The profit distribution rate cannot be negative'),
  items: z.array(item, 'Expected a list of items').max(MAX_ITEMS, `At most ${MAX_ITEMS} items`),
})
export type GachaInputParsed = z.infer<typeof gachaInput>

export const pullBody = z.object({
  count: z
    .number('count is a number of draws')
    .int('count is a whole number')
    .min(1, `count is 1 to ${MAX_PULL_COUNT}`)
    .max(MAX_PULL_COUNT, `count is 1 to ${MAX_PULL_COUNT}`),
  idempotencyKey: z
    .string('idempotencyKey is text')
    .regex(/^[\w.:-]{8,128}$/, 'idempotencyKey must be 8–128 letters, digits, or ._:-')
    .optional(),
})

export const hideBody = z.object({ hidden: z.boolean('Expected hidden to be true or false') })

export const recordQuery = z.object({
  gachaOid: objectIdField('Expected a gacha id').optional(),
  before: objectIdField('Expected a record cursor').optional(),
})

export const titleQuery = z.object({ creatorOid: objectIdField('Expected a creator id') })

const day = (name: string) =>
  z
    .string(`Expected ${name}`)
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${name} is a day as YYYY-MM-DD`)
    .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)), `${name} is not a day`)
export const usageQuery = z
  .object({ from: day('a first day'), to: day('a last day') })
  .refine((query) => query.from <= query.to, 'The first day is after the last day')
  .refine(
    (query) => Date.parse(query.to) - Date.parse(query.from) < 366 * 86_400_000,
    'A range is at most 366 days',
  )

/** Complete: at least one item and chances adding up to exactly 100 % (integers, no rounding). */
export function isComplete(items: readonly { chance: number }[]): boolean {
  return items.length > 0 && items.reduce((sum, entry) => sum + entry.chance, 0) === CHANCE_TOTAL
}

export function stateOf(hidden: boolean, items: readonly { chance: number }[]): GachaState {
  if (!isComplete(items)) return 'incomplete'
  return hidden ? 'hidden' : 'on-sale'
}

/** Coins one drawn item gives back: its refund rate of one pull's price, floored. */
export function refundCoinsOf(coinsPerPull: number, refundRate: number): number {
  return Math.floor((coinsPerPull * refundRate) / 100)
}
