/** Banner calls under /content: the admins' banners and counts, and what the player reads and reports. */
import { Hono } from 'hono'
import { z } from 'zod'
import {
  type AppEnv,
  badRequest,
  noteAdminChange,
  objectIdField,
  readBody,
  readQuery,
  requireAdmin,
  requireUserOrGuest,
} from '../../http'
import type { BannerSummary } from './contract'
import {
  BANNER_KINDS,
  BANNER_LANGUAGES,
  BANNER_PLACEMENTS,
  bannerInput,
  MAX_COUNT_DAYS,
  MAX_IMPRESSIONS_PER_CALL,
  viewerKeyOf,
} from './rules'
import type { BannersService } from './service'

const bannerOid = z.object({ bannerOid: objectIdField('Expected a banner id') })
const listQuery = z.object({
  kind: z.enum(BANNER_KINDS, 'Expected platform or creator'),
  q: z.string().trim().max(100, 'A search is at most 100 characters').optional(),
  creatorOid: objectIdField('Expected a creator id').optional(),
  before: objectIdField('Expected a banner cursor').optional(),
})
const publishBody = z.object({
  bannerOid: objectIdField('Expected a banner id'),
  published: z.boolean('Expected published to be true or false'),
})
const day = (name: string) =>
  z
    .string(`Expected ${name}`)
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${name} is a day as YYYY-MM-DD`)
    .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)), `${name} is not a day`)
const countsQuery = z
  .object({
    from: day('a first day'),
    to: day('a last day'),
    bannerOid: objectIdField('Expected a banner id').optional(),
  })
  .refine((query) => query.from <= query.to, 'The first day is after the last day')
  .refine(
    (query) => Date.parse(query.to) - Date.parse(query.from) < MAX_COUNT_DAYS * 86_400_000,
    `A range is at most ${MAX_COUNT_DAYS} days`,
  )
const liveQuery = z.object({
  placement: z.enum(BANNER_PLACEMENTS, 'Expected home-top, search or live'),
  language: z.enum(BANNER_LANGUAGES, 'Expected en, ko, jp or es').optional(),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'A country is a two-letter code')
    .optional(),
})
const impressionBody = z.object({
  bannerOids: z
    .array(objectIdField('Expected a banner id'))
    .min(1, 'Expected at least one banner')
    .max(MAX_IMPRESSIONS_PER_CALL, `At most ${MAX_IMPRESSIONS_PER_CALL} banners at once`),
})
const target = (oid: string) => ({ kind: 'banner', oid })
/** What the audit log keeps of a banner. */
const kept = ({
  updatedAt: _at,
  updatedBy: _by,
  creatorNickname: _name,
  ...banner
}: BannerSummary) => banner

export function bannerRoutes(service: BannersService): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()
  adminBannerRoutes(routes, service)

  routes.get('/banners', async (c) => {
    const query = readQuery(c, liveQuery)
    const lang = c.get('lang')
    const language =
      query.language ?? ((BANNER_LANGUAGES as readonly string[]).includes(lang) ? lang : 'en')
    const country = query.country ?? c.get('common').country
    return c.json({ banners: await service.live(query.placement, { language, country }) })
  })

  routes.post('/banners/impression', async (c) => {
    const viewer = viewerOf(c)
    const { bannerOids } = readBody(c, impressionBody)
    const { counted } = await service.impressions(bannerOids, viewer)
    return c.json({ counted })
  })

  routes.post('/banners/click', async (c) => {
    const viewer = viewerOf(c)
    const { countable, counted } = await service.click(readBody(c, bannerOid).bannerOid, viewer)
    if (countable.length === 0) throw notShown()
    return c.json({ counted: counted > 0 })
  })

  return routes
}

const notShown = () => badRequest('BANNER_NOT_SHOWN', 'This banner is not shown now')

function viewerOf(c: Parameters<typeof requireUserOrGuest>[0]): string {
  const { user, guestDeviceId } = requireUserOrGuest(c)
  return viewerKeyOf(user?.oid ?? null, guestDeviceId) as string
}

function adminBannerRoutes(routes: Hono<AppEnv>, service: BannersService) {
  routes.get('/admin/banners', async (c) => {
    requireAdmin(c)
    return c.json(await service.list(readQuery(c, listQuery)))
  })

  routes.post('/admin/banner', async (c) => {
    const admin = requireAdmin(c)
    const { before, after } = await service.save(admin, readBody(c, bannerInput))
    noteAdminChange(c, {
      action: 'banner.save',
      target: target(after.bannerOid),
      before: before && kept(before),
      after: kept(after),
    })
    return c.json({ banner: after })
  })

  routes.post('/admin/banner/publish', async (c) => {
    const admin = requireAdmin(c)
    const body = readBody(c, publishBody)
    const { before, after } = await service.setPublished(admin, body.bannerOid, body.published)
    noteAdminChange(c, {
      action: body.published ? 'banner.publish' : 'banner.unpublish',
      target: target(after.bannerOid),
      before: { status: before },
      after: { status: after.status, publishedAt: after.publishedAt },
    })
    return c.json({ banner: after })
  })

  routes.delete('/admin/banner', async (c) => {
    const admin = requireAdmin(c)
    const removed = await service.remove(admin, readBody(c, bannerOid).bannerOid)
    noteAdminChange(c, {
      action: 'banner.delete',
      target: target(removed.bannerOid),
      before: kept(removed),
      after: null,
    })
    return c.json({ ok: true as const })
  })

  routes.get('/admin/banner-counts', async (c) => {
    requireAdmin(c)
    return c.json(await service.counts(readQuery(c, countsQuery)))
  })
}
