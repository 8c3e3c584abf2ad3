/** Campaigns' request schemas: each refusal a 400 with a precise text, before anything runs. */
import { z } from 'zod'
import { inputDate, objectIdField } from '../../http'
import { CAMPAIGN_LIMITS as L } from './rules'

const campaignOid = objectIdField('Expected a campaign id')
const text = (max: number, name: string) =>
  z.string(`Expected ${name}`).trim().max(max, `${name} has at most ${max} characters.`)

const tier = z.object({
  title: text(60, 'A reward title').min(1, 'Enter a title for each reward.'),
  minCoins: z
    .number('Expected the coins a reward needs')
    .int('A reward needs a whole number of coins.')
    .min(1, 'A reward needs at least 1 coin.')
    .max(L.goalMax, `A reward needs at most ${L.goalMax} coins.`),
  description: text(500, 'A reward description').default(''),
})

export const campaignBody = z.object({
  campaignOid: campaignOid.optional(),
  title: text(L.titleMax, 'A title').min(1, 'Please enter a title.'),
  description: text(L.descriptionMax, 'A description').default(''),
  imageUrl: z
    .string('Expected an image address')
    .trim()
    .max(500, 'An image address has at most 500 characters.')
    .regex(/^(https?:\/\/|\/)\S+$/, 'An image address starts with https://, http:// or /.')
    .nullable()
    .optional()
    .or(z.literal('').transform(() => null)),
  goalCoins: z
    .number('Expected a goal in coins')
    .int('The goal is a whole number of coins.')
    .min(L.goalMin, `The goal is at least ${L.goalMin} coins.`)
    .max(L.goalMax, `The goal is at most ${L.goalMax} coins.`),
  endsAt: inputDate(),
  rewardTiers: z.array(tier).max(L.tiersMax, `At most ${L.tiersMax} rewards.`).default([]),
})

export const stateBody = z.object({
  campaignOid,
  event: z.enum(['contribute', 'cancel', 'close'], 'The event is contribute, cancel or close.'),
  coins: z
    .number('Expected coins')
    .int('Contribute a whole number of coins.')
    .min(L.contributionMin, `Contribute at least ${L.contributionMin} coin.`)
    .max(L.contributionMax, `Contribute at most ${L.contributionMax} coins at once.`)
    .optional(),
  key: z
    .string('Expected a request key')
    .regex(/^[A-Za-z0-9_-]{8,64}$/, 'A request key has 8 to 64 letters, digits, - or _.')
    .optional(),
})

export const refundBody = z.object({
  campaignOid,
  refundType: z.enum(['mine', 'all'], 'The refund type is mine or all.'),
  contributionOid: objectIdField('Expected a contribution id').optional(),
})

const stateFilter = z
  .enum(['running', 'succeeded', 'failed', 'cancelled'], 'Unknown campaign state.')
  .optional()

export const campaignQuery = z
  .object({
    campaignOid: campaignOid.optional(),
    creatorOid: objectIdField('Expected a creator id').optional(),
    state: stateFilter,
    before: campaignOid.optional(),
  })
  .refine((query) => !!query.campaignOid !== !!query.creatorOid, {
    message: 'Ask for one campaignOid or one creatorOid.',
  })

export const contributorsQuery = z.object({
  campaignOid,
  before: objectIdField('Expected a contribution cursor').optional(),
})

export const revenueQuery = z.object({
  q: z.string().trim().max(100, 'A search is at most 100 characters.').optional(),
  state: stateFilter,
  before: campaignOid.optional(),
})
