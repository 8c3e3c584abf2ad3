/** The catalog's calls under `/api/content` (paths and payload names as document 1 gives them). */
import { Hono } from 'hono'
import { z } from 'zod'
import {
  type AppEnv,
  objectIdField,
  parseInput,
  queryInteger,
  rateLimit,
  readBody,
  readQuery,
  requireUser,
  requireUserOrGuest,
} from '../../http'
import type { ProjectedList } from './contract'
import { CATALOG_ERRORS } from './errors'
import { BULK_LIMIT, CATEGORIES, LANGUAGES, MEDIA } from './rules'
import type { CatalogService } from './service'

const oid = objectIdField()
const flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', ''])], 'Expected true or false.')
  .transform((value) => value === true || value === 'true' || value === '1')
const STATUSES = [
  'unpublished',
  'inprogress',
  'scheduled',
  'encoding',
  'published',
  'deleted',
] as const
const PROJECTED_LISTS = [
  'unpublished',
  'inprogress',
  'scheduled',
  'published',
  'clips',
  'scenario',
] as const satisfies readonly ProjectedList[]

const getContentQuery = z.object({
  contentOid: oid,
  status: z.enum([...STATUSES, 'scenario'], 'Unknown content status.').optional(),
  withComments: flag.optional(),
  withContentMetadata: flag.optional(),
  requestCanView: flag.optional(),
  includeWatchHistory: flag.optional(),
})
const bulkQuery = z.object({
  requestFormQueue: z
    .string('requestFormQueue lists content ids joined by |.')
    .max(BULK_LIMIT * 30),
  status: z.enum(STATUSES, 'Unknown content status.').optional(),
  includeDeletedContents: flag.optional(),
  creatorInfoProjection: flag.optional(),
  privateFields: flag.optional(),
})
const saveBody = z.object({
  contentOid: oid.optional(),
  metaData: z.unknown().optional(),
  discountSettings: z.unknown().optional(),
})
const updateBody = saveBody.extend({
  contentStatus: z
    .enum(['published', 'scheduled', 'inprogress', 'unpublished'], 'Unknown content status.')
    .default('published'),
})
const scenarioBody = saveBody.extend({
  contentStatus: z
    .enum(['inprogress', 'published'], 'Unknown content status.')
    .default('inprogress'),
})
const deleteBody = z.object({
  contentOid: oid,
  creatorOid: oid.optional(),
  contentState: z.enum([...STATUSES, 'scenario'], 'Unknown content status.').optional(),
})
const projectedQuery = z.object({
  list: z.enum(PROJECTED_LISTS, 'Unknown list.').optional(),
  limit: queryInteger(z.number().int().min(1).max(100)).default(50),
  offset: queryInteger(z.number().int().min(0).max(100_000)).default(0),
  creatorOid: oid.optional(),
})
const allStoryQuery = z.object({
  category: z.enum(CATEGORIES, 'Unknown category.').optional(),
  media: z.enum(MEDIA, 'Media is audio, video or none.').optional(),
  language: z.enum(LANGUAGES, 'The language is en, ko, jp or es.').optional(),
  cursor: z.string().max(200).optional(),
  limit: queryInteger(z.number().int().min(1).max(100)).default(20),
})
const contentOidQuery = z.object({ contentOid: oid })
const creatorQuery = z.object({ creatorOid: oid })
const subtitleQuery = z.object({
  contentOid: oid,
  lang: z.enum(LANGUAGES, 'The language is en, ko, jp or es.').optional(),
})
const playTimeBody = z.object({
  contentOid: oid,
  time: z
    .number('time is the seconds played since the last report.')
    .positive('time is the seconds played since the last report.')
    .max(3600, 'Report play time at least once an hour.'),
  position: z.number().int().min(0).max(10_000_000).optional(),
})

const writeLimit = rateLimit({ name: 'content.write', limit: 120, windowMs: 60_000 })
const issueLimit = rateLimit({ name: 'content.issueid', limit: 60, windowMs: 60_000 })
const historyLimit = rateLimit({ name: 'content.history', limit: 240, windowMs: 60_000 })

/** metaData may carry the content's oid (the studio form keeps it there). */
function contentOidOf(body: z.output<typeof saveBody>) {
  if (body.contentOid) return body.contentOid
  const inner = (body.metaData as { contentOid?: unknown } | null | undefined)?.contentOid
  return inner === undefined ? undefined : parseInput(oid, inner)
}

export function catalogRoutes(service: CatalogService): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()

  routes.get('/', async (c) => {
    const query = readQuery(c, getContentQuery)
    const auth = c.get('auth')
    // A detected illegal downloader gets the status its client turns into that screen.
    const illegal = await service.illegalDownloaderStatus(auth.user)
    if (illegal) {
      return new Response(JSON.stringify({ errorStatus: illegal }), {
        status: illegal,
        headers: { 'content-type': 'application/json' },
      })
    }
    return c.json(
      await service.getContent({ user: auth.user, guestDeviceId: auth.guestDeviceId }, query),
    )
  })

  routes.get('/bulk', async (c) => {
    const query = readQuery(c, bulkQuery)
    const ids = query.requestFormQueue.split('|').filter(Boolean)
    if (ids.length > BULK_LIMIT) throw CATALOG_ERRORS.tooManyContents()
    const checked = parseInput(z.array(oid), ids)
    const answer = await service.bulk(c.get('auth').user, {
      ids: checked,
      status: query.status,
      includeDeletedContents: query.includeDeletedContents,
      creatorInfoProjection: query.creatorInfoProjection,
      privateFields: query.privateFields,
    })
    // Each caller's own answer (canView, private fields): cached by their browser only.
    c.header('Cache-Control', 'private, max-age=600')
    return c.json(answer)
  })

  routes.post('/', writeLimit, async (c) => {
    const user = requireUser(c)
    const body = readBody(c, saveBody)
    return c.json(
      await service.save(user, { ...body, contentOid: contentOidOf(body) }, { kind: 'publish' }),
    )
  })

  routes.post('/save', writeLimit, async (c) => {
    const user = requireUser(c)
    const body = readBody(c, saveBody)
    return c.json(
      await service.save(user, { ...body, contentOid: contentOidOf(body) }, { kind: 'save' }),
    )
  })

  routes.post('/issueid', issueLimit, async (c) => {
    return c.json(await service.issueId(requireUser(c)))
  })

  routes.post('/update', writeLimit, async (c) => {
    const user = requireUser(c)
    const body = readBody(c, updateBody)
    const contentOid = contentOidOf(body)
    if (!contentOid) return c.json(parseInput(z.object({ contentOid: oid }), {}))
    return c.json(
      await service.save(
        user,
        { ...body, contentOid },
        { kind: 'update', contentStatus: body.contentStatus },
      ),
    )
  })

  routes.delete('/', writeLimit, async (c) => {
    const user = requireUser(c)
    const input = parseInput(deleteBody, { ...c.req.query(), ...c.get('body') })
    return c.json(await service.deleteContent(user, input))
  })

  routes.get('/projected', async (c) => {
    const user = requireUser(c)
    return c.json(await service.projected(user, readQuery(c, projectedQuery)))
  })

  routes.get('/allstory', async (c) => {
    return c.json(await service.allStory(c.get('auth').user, readQuery(c, allStoryQuery)))
  })

  routes.get('/creator/all-content-oids', async (c) => {
    const { creatorOid } = readQuery(c, creatorQuery)
    return c.json(await service.creatorContentOids(c.get('auth').user, creatorOid))
  })

  routes.post('/scenario', writeLimit, async (c) => {
    const user = requireUser(c)
    const body = readBody(c, scenarioBody)
    const intent =
      body.contentStatus === 'published'
        ? ({ kind: 'publish' } as const)
        : ({ kind: 'save' } as const)
    return c.json(
      await service.save(user, { ...body, contentOid: contentOidOf(body) }, intent, {
        contentType: 'scenario',
      }),
    )
  })

  routes.get('/download', async (c) => {
    const user = requireUser(c)
    const { contentOid } = readQuery(c, contentOidQuery)
    return c.json(await service.download(user, contentOid))
  })

  routes.get('/subtitle', async (c) => {
    const { contentOid, lang } = readQuery(c, subtitleQuery)
    return c.json(await service.subtitle(c.get('auth').user, contentOid, lang))
  })

  routes.post('/view', historyLimit, async (c) => {
    const watcher = requireUserOrGuest(c)
    const { contentOid } = readBody(c, contentOidQuery)
    return c.json(await service.recordView(watcher, contentOid))
  })

  routes.post('/history/play-count', historyLimit, async (c) => {
    const watcher = requireUserOrGuest(c)
    const { contentOid } = readBody(c, contentOidQuery)
    return c.json(await service.recordPlay(watcher, contentOid, { count: true }))
  })

  routes.post('/history/play-time', historyLimit, async (c) => {
    const watcher = requireUserOrGuest(c)
    const { contentOid, time, position } = readBody(c, playTimeBody)
    return c.json(
      await service.recordPlay(watcher, contentOid, { seconds: Math.round(time), position }),
    )
  })

  return routes
}
