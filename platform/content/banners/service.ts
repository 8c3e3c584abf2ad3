/** Banners: the admins' banners and creator banners, what players see, and their counts. */
import { newObjectId } from '../../db'
import { badRequest, notFound, type SessionUser } from '../../http'
import type { ContentDeps } from '../ports'
import type {
  BannerCounts,
  BannerKind,
  BannerPlacement,
  BannerSummary,
  BannerView,
} from './contract'
import {
  type BannerInputParsed,
  countingDay,
  creatorChannelLink,
  daysBetween,
  distinctBanners,
  MAX_LIVE_BANNERS,
  showsTo,
} from './rules'
import {
  type BannerFields,
  type BannerRow,
  bannersByOid,
  countableBanners,
  countsBetween,
  findBanner,
  insertBanner,
  listBanners,
  liveBanners,
  recordEvents,
  removeBanner,
  setBannerStatus,
  updateBanner,
} from './store'

const bannerNotFound = () => notFound('Banner not found', 'BANNER_NOT_FOUND')

export function createBannersService(deps: ContentDeps) {
  const { db } = deps

  async function summaries(rows: readonly BannerRow[]): Promise<BannerSummary[]> {
    const creators = [...new Set(rows.flatMap((row) => (row.creator_oid ? [row.creator_oid] : [])))]
    const found = creators.length > 0 && deps.users ? await deps.users.findUsers(creators) : []
    const names = new Map(found.map((user) => [user.oid, user.nickname]))
    return rows.map((row) => ({
      bannerOid: row.oid,
      kind: row.kind,
      creatorOid: row.creator_oid,
      creatorNickname: row.creator_oid ? (names.get(row.creator_oid) ?? null) : null,
      title: row.title,
      imageUrl: row.image_url,
      linkUrl: row.link_url,
      placement: row.placement,
      languages: row.languages,
      countries: row.countries,
      startsAt: row.starts_at.toISOString(),
      endsAt: row.ends_at.toISOString(),
      order: row.sort_order,
      status: row.status,
      publishedAt: row.published_at ? row.published_at.toISOString() : null,
      updatedAt: row.updated_at.toISOString(),
      updatedBy: row.updated_by,
    }))
  }
  const summaryOf = async (row: BannerRow) => (await summaries([row]))[0] as BannerSummary

  /** The stored fields; a creator banner names a known creator and links to their channel. */
  async function fieldsOf(input: BannerInputParsed): Promise<BannerFields> {
    const creatorOid = input.kind === 'creator' ? (input.creatorOid ?? null) : null
    if (creatorOid && deps.users) {
      const [creator] = await deps.users.findUsers([creatorOid])
      if (!creator) throw badRequest('UNKNOWN_CREATOR', `Unknown creator: ${creatorOid}`)
    }
    return {
      kind: input.kind,
      creator_oid: creatorOid,
      title: input.title,
      image_url: input.imageUrl,
      link_url: creatorOid ? creatorChannelLink(creatorOid) : (input.linkUrl ?? '/'),
      placement: input.placement,
      languages: [...new Set(input.languages)],
      countries: [...new Set(input.countries)],
      starts_at: input.startsAt,
      ends_at: input.endsAt,
      sort_order: input.order,
    }
  }

  /** Records what a viewer saw or clicked, once per banner, kind and day. */
  async function count(kind: 'impression' | 'click', oids: readonly string[], viewerKey: string) {
    const at = deps.clock.now()
    const countable = await countableBanners(db, distinctBanners(oids), at)
    const counted = await recordEvents(
      db,
      { bannerOids: countable, kind, day: countingDay(at) },
      { key: viewerKey, at },
    )
    return { countable, counted }
  }

  return {
    async list(query: { kind: BannerKind; q?: string; creatorOid?: string; before?: string }) {
      const page = await listBanners(db, query)
      return { banners: await summaries(page.rows), next: page.next }
    },
    /** Saves a banner as a draft (a new one without `bannerOid`); players see it once published. */
    async save(admin: SessionUser, input: BannerInputParsed) {
      const fields = await fieldsOf(input)
      const at = deps.clock.now()
      if (!input.bannerOid) {
        const row = await insertBanner(db, { oid: newObjectId(), fields, by: admin.oid, at })
        return { before: null, after: await summaryOf(row) }
      }
      const before = await findBanner(db, input.bannerOid)
      if (!before || before.kind !== input.kind) throw bannerNotFound()
      const row = await updateBanner(db, input.bannerOid, { fields, by: admin.oid, at })
      if (!row) throw bannerNotFound()
      return { before: await summaryOf(before), after: await summaryOf(row) }
    },
    async setPublished(admin: SessionUser, oid: string, published: boolean) {
      const before = await findBanner(db, oid)
      if (!before) throw bannerNotFound()
      const at = deps.clock.now()
      const row = await setBannerStatus(db, oid, { published, by: admin.oid, at })
      if (!row) throw bannerNotFound()
      return { before: before.status, after: await summaryOf(row) }
    },
    async remove(admin: SessionUser, oid: string) {
      const row = await removeBanner(db, oid, admin.oid, deps.clock.now())
      if (!row) throw bannerNotFound()
      return summaryOf(row)
    },
    /** GET /content/banners: a placement's live banners for the reader's language and country. */
    async live(placement: BannerPlacement, reader: { language: string; country: string | null }) {
      const rows = await liveBanners(db, placement, deps.clock.now())
      return rows
        .filter((row) => showsTo(row, reader))
        .slice(0, MAX_LIVE_BANNERS)
        .map(
          (row): BannerView => ({
            bannerOid: row.oid,
            kind: row.kind,
            title: row.title,
            imageUrl: row.image_url,
            linkUrl: row.link_url,
          }),
        )
    },
    impressions: (oids: readonly string[], viewerKey: string) =>
      count('impression', oids, viewerKey),
    click: (oid: string, viewerKey: string) => count('click', [oid], viewerKey),
    counts: (range: { from: string; to: string; bannerOid?: string }) => countsOf(deps, range),
  }
}

/** Impressions and clicks per day and per banner over a range, with totals. */
async function countsOf(
  deps: ContentDeps,
  range: { from: string; to: string; bannerOid?: string },
): Promise<BannerCounts> {
  const rows = await countsBetween(deps.db, range)
  const days = new Map(
    daysBetween(range.from, range.to).map((day) => [day, { day, impressions: 0, clicks: 0 }]),
  )
  const perBanner = new Map<string, { impressions: number; clicks: number }>()
  for (const row of rows) {
    const [impressions, clicks] = [Number(row.impressions), Number(row.clicks)]
    const day = days.get(row.day)
    if (day)
      Object.assign(day, {
        impressions: day.impressions + impressions,
        clicks: day.clicks + clicks,
      })
    const banner = perBanner.get(row.banner_oid) ?? { impressions: 0, clicks: 0 }
    perBanner.set(row.banner_oid, {
      impressions: banner.impressions + impressions,
      clicks: banner.clicks + clicks,
    })
  }
  const named = await bannersByOid(deps.db, [...perBanner.keys()])
  const banners = named
    .map((banner) => ({
      bannerOid: banner.oid,
      title: banner.title,
      kind: banner.kind,
      placement: banner.placement,
      ...(perBanner.get(banner.oid) ?? { impressions: 0, clicks: 0 }),
    }))
    .sort((a, b) => b.impressions - a.impressions || a.bannerOid.localeCompare(b.bannerOid))
  const totals = banners.reduce(
    (sum, banner) => ({
      impressions: sum.impressions + banner.impressions,
      clicks: sum.clicks + banner.clicks,
    }),
    { impressions: 0, clicks: 0 },
  )
  return { from: range.from, to: range.to, days: [...days.values()], banners, totals }
}

export type BannersService = ReturnType<typeof createBannersService>
