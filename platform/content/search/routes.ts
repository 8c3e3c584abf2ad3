/** Search and discovery calls under /content. */
import { Hono } from 'hono'
import { z } from 'zod'
import { isLanguage } from '../../../engine/i18n/languages'
import {
  type AppEnv,
  objectIdField,
  queryInteger,
  readBody,
  readQuery,
  requireAdmin,
} from '../../http'
import { CATEGORIES } from '../catalog/rules'
import { CONTENT_LANGUAGES, parseSearchQuery } from './filter'
import type { SearchService } from './service'

const flag = z
  .enum(['true', 'false', '1', '0'], 'Expected true or false')
  .transform((value) => value === 'true' || value === '1')
const languageList = z
  .string()
  .max(20)
  .transform((value) => value.split(/[,|]/).filter(Boolean))
  .pipe(z.array(z.enum(CONTENT_LANGUAGES, 'Expected en, ko, jp or es')).max(4))

const mainSearchQuery = z.object({
  keyword: z.string().max(100, 'The keyword is too long.').optional(),
  keywords: z.string().max(100, 'The keyword is too long.').optional(),
  category: z.enum(CATEGORIES, 'Expected a content category').optional(),
  langs: languageList.optional(),
  adult: flag.optional(),
  limit: queryInteger(z.number().int().min(1).max(100)).optional(),
})

const discoveryQuery = z.object({
  language: z.enum(CONTENT_LANGUAGES, 'Expected en, ko, jp or es').optional(),
  count: queryInteger(z.number().int().min(1).max(100)).optional(),
  adult: flag.optional(),
})

const pinBody = z.object({
  contentOid: objectIdField(),
  language: z.enum(CONTENT_LANGUAGES, 'Expected en, ko, jp or es'),
  position: z.number().int().min(0).max(1000).optional(),
})
const unpinBody = pinBody.omit({ position: true })

export function searchRoutes(service: SearchService): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()

  routes.get('/search', async (c) => {
    const request = parseSearchQuery(c.req.query())
    return c.json(await service.search(request, c.get('auth').user))
  })

  routes.get('/main-search', async (c) => {
    const query = readQuery(c, mainSearchQuery)
    return c.json(
      await service.mainSearch(
        {
          keyword: query.keywords ?? query.keyword ?? null,
          category: query.category ?? null,
          langs: query.langs ?? [],
          adult: query.adult ?? false,
          limit: query.limit ?? 20,
        },
        c.get('auth').user,
      ),
    )
  })

  routes.get('/discovery', async (c) => {
    const query = readQuery(c, discoveryQuery)
    const negotiated = c.get('lang')
    return c.json(
      await service.discovery(
        {
          language: query.language ?? (isLanguage(negotiated) ? negotiated : 'en'),
          count: query.count ?? 20,
          adult: query.adult ?? false,
        },
        c.get('auth').user,
      ),
    )
  })

  routes.post('/discovery', async (c) => {
    const admin = requireAdmin(c)
    const body = readBody(c, pinBody)
    return c.json(await service.pin(admin, { ...body, position: body.position ?? 0 }))
  })

  routes.delete('/discovery', async (c) => {
    requireAdmin(c)
    return c.json(await service.unpin(readBody(c, unpinBody)))
  })

  return routes
}
