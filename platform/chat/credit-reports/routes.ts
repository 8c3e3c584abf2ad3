import { Hono } from 'hono'
import { z } from 'zod'
import { type AppEnv, objectIdField, queryInteger, readQuery, requireAdmin } from '../../http'
import type { ChatRuntime } from '../chat-runtime'
import {
  consumptionByContent,
  consumptionByCreator,
  type StoryOwnership,
} from './creator-consumption'
import { creditEventSeries, dailyCreditEvents } from './credit-events'
import { period, periodQuery } from './period'

const oid = objectIdField()

/**
 * The spec's admin credit metrics: `creator/consume` (credits players spent on each
 * creator's stories) and `credit-event` (a daily series of what paid for chats: credits,
 * coupon chats, comment refunds).
 */
export function creditReportRoutes(runtime: ChatRuntime) {
  const { deps } = runtime
  const db = deps.database.db
  const app = new Hono<AppEnv>()

  app.get('/creator/consume', async (c) => {
    requireAdmin(c)
    const query = readQuery(
      c,
      z.object({
        ...periodQuery,
        creatorOid: oid.optional(),
        limit: queryInteger(z.number().int().min(1).max(1000)).default(100),
      }),
    )
    const { from, to } = period(deps.clock.now(), query)
    const rows = await consumptionByContent(db, from, to)
    // Stories belong to the stories area: ask it who made each one.
    const owners = new Map<string, StoryOwnership>()
    for (const row of rows) {
      const story = await deps.stories.getPublishedContent(row.contentOid).catch(() => null)
      owners.set(
        row.contentOid,
        story ? { ownerOid: story.content.ownerOid, title: story.content.title } : null,
      )
    }
    const creators = consumptionByCreator(rows, owners, query)
    return c.json({ from, to, creators })
  })

  app.get('/credit-event', async (c) => {
    requireAdmin(c)
    const query = readQuery(c, z.object(periodQuery))
    const { from, to } = period(deps.clock.now(), query)
    const [chats, coupons, refunds] = await dailyCreditEvents(db, from, to)
    const { days, totals } = creditEventSeries(chats, coupons, refunds)
    return c.json({ from, to, days, totals })
  })

  return app
}
