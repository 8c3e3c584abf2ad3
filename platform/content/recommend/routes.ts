/** Recommendation calls under /content. */
import { Hono } from 'hono'
import { z } from 'zod'
import {
  type AppEnv,
  forbidden,
  objectIdField,
  queryInteger,
  readBody,
  readQuery,
  requireUser,
} from '../../http'
import { CATEGORIES } from '../catalog/rules'
import { DEFAULT_RECOMMENDATION_COUNT, type RecommendService } from './service'

const flag = z
  .enum(['true', 'false', '1', '0'], 'Expected true or false')
  .transform((value) => value === 'true' || value === '1')
const count = queryInteger(
  z.number().int().min(1, 'count is 1 to 100').max(100, 'count is 1 to 100'),
)

const recommendationQuery = z.object({
  contentOid: objectIdField(),
  count: count.optional(),
  includeAdult: flag.optional(),
})
const recommendQuery = z.object({ count: count.optional(), adult: flag.optional() })
const listQuery = recommendQuery.extend({
  category: z.enum(CATEGORIES, 'Expected a content category').optional(),
})
const recommendBody = z.object({
  contentOid: objectIdField(),
  mode: z.enum(['signal', 'pick'], "Expected 'signal' or 'pick'").optional(),
  category: z.enum(CATEGORIES, 'Expected a content category').optional(),
  position: z.number().int().min(0).max(1000).optional(),
  undo: z.boolean('Expected true or false').optional(),
})

export function recommendRoutes(service: RecommendService): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()

  routes.get('/recommendation', async (c) => {
    const query = readQuery(c, recommendationQuery)
    return c.json(
      await service.recommendation(
        {
          contentOid: query.contentOid,
          count: query.count ?? DEFAULT_RECOMMENDATION_COUNT,
          includeAdult: query.includeAdult ?? false,
        },
        c.get('auth').user,
      ),
    )
  })

  routes.get('/recommend', async (c) => {
    const query = readQuery(c, recommendQuery)
    return c.json(
      await service.forViewer(
        { count: query.count ?? DEFAULT_RECOMMENDATION_COUNT, adult: query.adult ?? false },
        c.get('auth').user,
      ),
    )
  })

  routes.get('/recommend/list', async (c) => {
    const query = readQuery(c, listQuery)
    return c.json(
      await service.list(
        {
          category: query.category ?? null,
          count: query.count ?? DEFAULT_RECOMMENDATION_COUNT,
          adult: query.adult ?? false,
        },
        c.get('auth').user,
      ),
    )
  })

  routes.post('/recommend', async (c) => {
    const user = requireUser(c)
    const body = readBody(c, recommendBody)
    if (body.mode === 'pick') {
      if (!user.roles.includes('admin')) throw forbidden()
      return c.json(
        await service.pick(user, {
          contentOid: body.contentOid,
          category: body.category ?? null,
          position: body.position ?? 0,
          undo: body.undo ?? false,
        }),
      )
    }
    return c.json(
      await service.signal(user, { contentOid: body.contentOid, undo: body.undo ?? false }),
    )
  })

  return routes
}
