/** `GET /stories`: the players' catalogue and rankings. */
import { Hono } from 'hono'
import { type AppEnv, readQuery } from '../../http'
import { catalogueQuery } from '../contract'
import type { StoriesService } from '../service'

export function catalogueRoutes(service: StoriesService): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()
  routes.get('/stories', async (c) => {
    const { ranking, ...filters } = readQuery(c, catalogueQuery)
    return c.json(await service.listCatalogue(c.get('auth').user, ranking, filters))
  })
  return routes
}
