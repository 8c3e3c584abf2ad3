/** Curation calls under /content: the admins' curated pages and the published pages players read. */
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
import type { CurationLanguage } from './contract'
import { CURATION_LANGUAGES, countryField, HOME_PAGE_URL, pageInput, pageUrlField } from './rules'
import type { CurationService } from './service'

/** The spec's cache for a published page (GET /content/page2): 1800 s. */
export const PAGE2_MAX_AGE_SECONDS = 1800

const pageOid = z.object({ pageOid: objectIdField() })
const listQuery = z.object({
  q: z.string().trim().max(100, 'A search is at most 100 characters').optional(),
  before: objectIdField('Expected a page cursor').optional(),
})
const language = z.enum(CURATION_LANGUAGES, 'Expected en, ko, jp or es')
const curationQuery = z.object({
  pageUrl: pageUrlField.optional(),
  country: countryField.optional(),
  language: language.optional(),
  adult: z.enum(['true', 'false'], 'Expected true or false').optional(),
})
const page2Query = z
  .object({
    pageOid: objectIdField().optional(),
    pageUrl: pageUrlField.optional(),
    country: countryField.optional(),
    language: language.optional(),
  })
  .refine((query) => !!query.pageOid !== !!query.pageUrl, 'Expected pageOid or pageUrl')

export function curationRoutes(service: CurationService): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()
  const readerLanguage = (asked: CurationLanguage | undefined, lang: string): CurationLanguage =>
    asked ??
    ((CURATION_LANGUAGES as readonly string[]).includes(lang) ? (lang as CurationLanguage) : 'en')

  routes.get('/curated-pages', async (c) => {
    requireAdmin(c)
    return c.json(await service.list(readQuery(c, listQuery)))
  })

  routes.get('/admin/curated-page', async (c) => {
    requireAdmin(c)
    return c.json({ page: await service.detail(readQuery(c, pageOid).pageOid) })
  })

  routes.post('/admin/curated-page', async (c) => {
    const admin = requireAdmin(c)
    const { before, after } = await service.save(admin, readBody(c, pageInput))
    noteAdminChange(c, {
      action: 'curation.page-save',
      target: { kind: 'curated-page', oid: after.pageOid },
      before: before && draftOf(before),
      after: draftOf(after),
    })
    return c.json({ page: after })
  })

  routes.post('/admin/curated-page/publish', async (c) => {
    const admin = requireAdmin(c)
    const { before, after } = await service.publish(admin, readBody(c, pageOid).pageOid)
    noteAdminChange(c, {
      action: 'curation.page-publish',
      target: { kind: 'curated-page', oid: after.pageOid },
      before: { published: before },
      after: { published: after.published, publishedAt: after.publishedAt },
    })
    return c.json({ page: after })
  })

  routes.delete('/admin/curated-page', async (c) => {
    requireAdmin(c)
    const removed = await service.remove(readBody(c, pageOid).pageOid)
    noteAdminChange(c, {
      action: 'curation.page-delete',
      target: { kind: 'curated-page', oid: removed.pageOid },
      before: removed,
      after: null,
    })
    return c.json({ ok: true as const })
  })

  routes.get('/curation', async (c) => {
    const query = readQuery(c, curationQuery)
    const page = await service.forViewer(
      {
        url: query.pageUrl ?? HOME_PAGE_URL,
        country: query.country ?? c.get('common').country,
        language: readerLanguage(query.language, c.get('lang')),
        adult: query.adult === 'true',
      },
      c.get('auth').user,
    )
    return c.json({ page })
  })

  routes.get('/page2', async (c) => {
    const query = readQuery(c, page2Query)
    const page = await service.publicPage({
      ...(query.pageOid ? { pageOid: query.pageOid } : {}),
      ...(query.pageUrl ? { url: query.pageUrl } : {}),
      country: query.country ?? null,
      language: readerLanguage(query.language, c.get('lang')),
    })
    c.header('Cache-Control', `public, max-age=${PAGE2_MAX_AGE_SECONDS}`)
    return c.json({ page })
  })

  return routes
}

/** What the audit log keeps of a page's draft. */
function draftOf(page: { pageUrl: string; country: string; title: string; draft: unknown }) {
  return { pageUrl: page.pageUrl, country: page.country, title: page.title, sections: page.draft }
}
