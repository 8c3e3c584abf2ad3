/** The banners' rows and their counted impressions and clicks. */
import { type Kysely, type Selectable, sql } from 'kysely'
import type { DB } from '../../db'
import type { BannerKind, BannerPlacement } from './contract'
import { BANNERS_PER_PAGE, MAX_LIVE_BANNERS } from './rules'
import type { ContentBannersTable } from './tables'

export type BannerRow = Selectable<ContentBannersTable>

/** One page of a kind's banners not removed, newest first (keyset by id), searched by title. */
export async function listBanners(
  db: Kysely<DB>,
  query: { kind: BannerKind; q?: string; creatorOid?: string; before?: string },
) {
  const words = query.q?.trim().toLowerCase() ?? ''
  const rows = await db
    .selectFrom('content_banners')
    .selectAll()
    .where('kind', '=', query.kind)
    .where('deleted_at', 'is', null)
    .$if(!!query.creatorOid, (q) => q.where('creator_oid', '=', query.creatorOid as string))
    .$if(!!query.before, (q) => q.where('oid', '<', query.before as string))
    .$if(words.length > 0, (q) =>
      q.where((eb) => eb(eb.fn('lower', ['title']), 'like', `%${escapeLike(words)}%`)),
    )
    .orderBy('oid', 'desc')
    .limit(BANNERS_PER_PAGE + 1)
    .execute()
  const page = rows.slice(0, BANNERS_PER_PAGE)
  return { rows: page, next: rows.length > BANNERS_PER_PAGE ? (page.at(-1)?.oid ?? null) : null }
}

function escapeLike(words: string): string {
  return words.replace(/[\\%_]/g, (char) => `\\${char}`)
}

export function findBanner(db: Kysely<DB>, oid: string) {
  return db
    .selectFrom('content_banners')
    .selectAll()
    .where('oid', '=', oid)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
}

export interface BannerFields {
  kind: BannerKind
  creator_oid: string | null
  title: string
  image_url: string
  link_url: string
  placement: BannerPlacement
  languages: string[]
  countries: string[]
  starts_at: Date
  ends_at: Date
  sort_order: number
}

const stored = (fields: BannerFields) => ({
  ...fields,
  languages: JSON.stringify(fields.languages),
  countries: JSON.stringify(fields.countries),
})

export function insertBanner(
  db: Kysely<DB>,
  row: { oid: string; fields: BannerFields; by: string; at: Date },
) {
  return db
    .insertInto('content_banners')
    .values({
      oid: row.oid,
      ...stored(row.fields),
      status: 'draft',
      published_at: null,
      deleted_at: null,
      updated_at: row.at,
      updated_by: row.by,
      created_at: row.at,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
}

/** Saving changes takes a banner back to draft: what players see was published as it was. */
export function updateBanner(
  db: Kysely<DB>,
  oid: string,
  change: { fields: BannerFields; by: string; at: Date },
) {
  return db
    .updateTable('content_banners')
    .set({
      ...stored(change.fields),
      status: 'draft',
      updated_at: change.at,
      updated_by: change.by,
    })
    .where('oid', '=', oid)
    .where('deleted_at', 'is', null)
    .returningAll()
    .executeTakeFirst()
}

export function setBannerStatus(
  db: Kysely<DB>,
  oid: string,
  change: { published: boolean; by: string; at: Date },
) {
  return db
    .updateTable('content_banners')
    .set({
      status: change.published ? 'published' : 'draft',
      ...(change.published ? { published_at: change.at } : {}),
      updated_at: change.at,
      updated_by: change.by,
    })
    .where('oid', '=', oid)
    .where('deleted_at', 'is', null)
    .returningAll()
    .executeTakeFirst()
}

export function removeBanner(db: Kysely<DB>, oid: string, by: string, at: Date) {
  return db
    .updateTable('content_banners')
    .set({ deleted_at: at, updated_at: at, updated_by: by })
    .where('oid', '=', oid)
    .where('deleted_at', 'is', null)
    .returningAll()
    .executeTakeFirst()
}

/** The published banners of a placement live at `at`, in order (an index walk). */
export function liveBanners(db: Kysely<DB>, placement: BannerPlacement, at: Date) {
  return db
    .selectFrom('content_banners')
    .selectAll()
    .where('placement', '=', placement)
    .where('status', '=', 'published')
    .where('deleted_at', 'is', null)
    .where('starts_at', '<=', at)
    .where('ends_at', '>', at)
    .orderBy('sort_order')
    .orderBy('oid', 'desc')
    .limit(MAX_LIVE_BANNERS * 10)
    .execute()
}

/** The banners among `oids` a player may count now: published, not removed, live. */
export async function countableBanners(db: Kysely<DB>, oids: readonly string[], at: Date) {
  if (oids.length === 0) return []
  const rows = await db
    .selectFrom('content_banners')
    .select('oid')
    .where('oid', 'in', [...oids])
    .where('status', '=', 'published')
    .where('deleted_at', 'is', null)
    .where('starts_at', '<=', at)
    .where('ends_at', '>', at)
    .execute()
  return rows.map((row) => row.oid)
}

/** Counts each banner once per viewer, kind and day; answers how many were new. */
export async function recordEvents(
  db: Kysely<DB>,
  events: { bannerOids: readonly string[]; kind: 'impression' | 'click'; day: string },
  viewer: { key: string; at: Date },
): Promise<number> {
  if (events.bannerOids.length === 0) return 0
  const rows = await db
    .insertInto('content_banner_events')
    .values(
      events.bannerOids.map((oid) => ({
        banner_oid: oid,
        kind: events.kind,
        day: events.day,
        viewer_key: viewer.key,
        at: viewer.at,
      })),
    )
    .onConflict((conflict) =>
      conflict.columns(['banner_oid', 'kind', 'day', 'viewer_key']).doNothing(),
    )
    .returning('banner_oid')
    .execute()
  return rows.length
}

/** Impressions and clicks per banner and day in a range (the day index). */
export function countsBetween(
  db: Kysely<DB>,
  range: { from: string; to: string; bannerOid?: string },
) {
  return db
    .selectFrom('content_banner_events')
    .select([
      'banner_oid',
      sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'),
      sql<string>`count(*) filter (where kind = 'impression')`.as('impressions'),
      sql<string>`count(*) filter (where kind = 'click')`.as('clicks'),
    ])
    .where(sql<string>`day`, '>=', sql<string>`cast(${range.from} as date)`)
    .where(sql<string>`day`, '<=', sql<string>`cast(${range.to} as date)`)
    .$if(!!range.bannerOid, (q) => q.where('banner_oid', '=', range.bannerOid as string))
    .groupBy(['banner_oid', 'day'])
    .execute()
}

/** Banners by id, removed ones too (their counts still name them). */
export function bannersByOid(db: Kysely<DB>, oids: readonly string[]) {
  if (oids.length === 0) return Promise.resolve([])
  return db
    .selectFrom('content_banners')
    .select(['oid', 'title', 'kind', 'placement'])
    .where('oid', 'in', [...oids])
    .execute()
}
