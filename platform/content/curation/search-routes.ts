/** The search page's categories under /content: the admins' list and the inputs players read. */
import { Hono } from 'hono'
import { z } from 'zod'
import {
  type AppEnv,
  noteAdminChange,
  objectIdField,
  readBody,
  readQuery,
  requireAdmin,
} from '../../http'
import type { CurationLanguage, SearchComponentSummary } from './contract'
import { CURATION_LANGUAGES } from './rules'
import { MAX_SEARCH_COMPONENTS, searchComponentInput } from './search-rules'
import type { SearchCategoryService } from './search-service'

const componentOid = z.object({ componentOid: objectIdField() })
const listQuery = z.object({
  q: z.string().trim().max(100, 'A search is at most 100 characters').optional(),
  after: objectIdField('Expected a category cursor').optional(),
})
const moveBody = z.object({
  componentOid: objectIdField(),
  position: z
    .number('Expected a position')
    .int('A position is a whole number')
    .min(1, 'A position is 1 or more')
    .max(MAX_SEARCH_COMPONENTS, `A position is at most ${MAX_SEARCH_COMPONENTS}`),
})
const inputsQuery = z.object({
  language: z.enum(CURATION_LANGUAGES, 'Expected en, ko, jp or es').optional(),
})
const target = (oid: string) => ({ kind: 'search-category', oid })
const kept = (component: SearchComponentSummary) => ({
  position: component.position,
  ...component.draft,
})

export function searchCategoryRoutes(service: SearchCategoryService): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()

  routes.get('/admin/search-components', async (c) => {
    requireAdmin(c)
    return c.json(await service.list(readQuery(c, listQuery)))
  })

  routes.get('/admin/search-component', async (c) => {
    requireAdmin(c)
    return c.json({ component: await service.detail(readQuery(c, componentOid).componentOid) })
  })

  routes.post('/admin/search-component', async (c) => {
    const admin = requireAdmin(c)
    const { before, after } = await service.save(admin, readBody(c, searchComponentInput))
    noteAdminChange(c, {
      action: 'search-category.save',
      target: target(after.componentOid),
      before: before && kept(before),
      after: kept(after),
    })
    return c.json({ component: after })
  })

  routes.post('/admin/search-component/move', async (c) => {
    requireAdmin(c)
    const body = readBody(c, moveBody)
    const moved = await service.move(body.componentOid, body.position)
    noteAdminChange(c, {
      action: 'search-category.move',
      target: target(body.componentOid),
      before: { position: moved.from },
      after: { position: moved.to },
    })
    return c.json({ component: moved.after })
  })

  routes.post('/admin/search-components/publish', async (c) => {
    const admin = requireAdmin(c)
    const published = await service.publish(admin)
    noteAdminChange(c, {
      action: 'search-category.publish',
      target: { kind: 'search-category', oid: 'all' },
      before: null,
      after: { published },
    })
    return c.json({ published })
  })

  routes.delete('/admin/search-component', async (c) => {
    requireAdmin(c)
    const removed = await service.remove(readBody(c, componentOid).componentOid)
    noteAdminChange(c, {
      action: 'search-category.delete',
      target: target(removed.componentOid),
      before: kept(removed),
      after: null,
    })
    return c.json({ ok: true as const })
  })

  routes.get('/curation/search-inputs', async (c) => {
    const query = readQuery(c, inputsQuery)
    const lang = c.get('lang')
    const language: CurationLanguage =
      query.language ??
      ((CURATION_LANGUAGES as readonly string[]).includes(lang) ? (lang as CurationLanguage) : 'en')
    return c.json({ components: await service.searchInputs(language) })
  })

  return routes
}
