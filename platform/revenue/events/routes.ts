/** /coinevent calls of a creator's revenue (the wallet keeps GET /coinevent itself). */
import { Hono } from 'hono'
import { z } from 'zod'
import { isObjectId } from '../../db'
import { type AppEnv, queryInteger, readQuery, requireUser } from '../../http'
import { TRANSACTION_TYPES } from '../../wallet'
import { readableCreator } from '../access'
import type {
  CoinTypeAggregateResponse,
  CreatorAggregateResponse,
  CreatorCoinEventsResponse,
  EventAggregateResponse,
  LegacyRevenueResponse,
} from '../contract'
import { instantRange, isoDate } from '../dates'
import type { CoinEvents } from './service'

const creatorOid = z.string().refine(isObjectId, 'creatorOid must be a 24-character id').optional()
const rangeQuery = z.object({
  creatorOid,
  startDate: isoDate.optional(),
  endDate: isoDate.optional(),
})
const eventsQuery = rangeQuery.extend({
  type: z.enum(TRANSACTION_TYPES).optional(),
  count: queryInteger(z.number().int().min(1).max(100)).default(20),
  nextToken: z.string().max(200).optional(),
})

export function coinEventRoutes(events: CoinEvents) {
  const routes = new Hono<AppEnv>()

  routes.get('/creator', async (c) => {
    const user = requireUser(c)
    const query = readQuery(c, eventsQuery)
    const target = readableCreator(user, query.creatorOid)
    const body: CreatorCoinEventsResponse = await events.events({
      creatorOid: target,
      range: instantRange(query),
      count: query.count,
      ...(query.type ? { type: query.type } : {}),
      ...(query.nextToken ? { nextToken: query.nextToken } : {}),
    })
    return c.json(body)
  })

  routes.get('/creator/aggregate', async (c) => {
    const user = requireUser(c)
    const query = readQuery(c, rangeQuery)
    const target = readableCreator(user, query.creatorOid)
    const body: CreatorAggregateResponse = await events.creatorAggregate(
      target,
      instantRange(query),
      query,
    )
    return c.json(body)
  })

  routes.get('/creator/aggregate/coinType', async (c) => {
    const user = requireUser(c)
    const query = readQuery(c, rangeQuery)
    const target = readableCreator(user, query.creatorOid)
    const body: CoinTypeAggregateResponse = {
      creatorOid: target,
      aggregates: await events.coinTypeAggregate(target, instantRange(query)),
    }
    return c.json(body)
  })

  routes.get('/event/aggregate', async (c) => {
    const user = requireUser(c)
    const query = readQuery(c, rangeQuery)
    const target = readableCreator(user, query.creatorOid)
    const body: EventAggregateResponse = await events.eventAggregate(target, instantRange(query))
    return c.json(body)
  })

  routes.get('/legacy/revenue', async (c) => {
    const user = requireUser(c)
    const query = readQuery(c, z.object({ creatorOid }))
    const body: LegacyRevenueResponse = await events.legacyRevenue(
      readableCreator(user, query.creatorOid),
    )
    return c.json(body)
  })

  return routes
}
