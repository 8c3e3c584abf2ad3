/**
 * Live ads: admins write ads and sync them to viewers; viewers' pages read the synced set and
 * count what happened to each ad. An edit reaches viewers only when synced again, so an
 * admin can prepare a change without it going out half-done.
 */
import { type Kysely, type Selectable, sql } from 'kysely'
import type { DB } from '../../db'
import { newObjectId } from '../../db/ids'
import type { Clock, SessionUser } from '../../http'
import {
  AD_COUNTER_EVENTS,
  AD_DEFAULTS,
  type AdCounterEvent,
  type AdCounts,
  type AdminAd,
  type AdminAdsResponse,
  type AdRequest,
  type ServedAd,
  type ServedAdsResponse,
} from './contract'
import { LIVEADS_ERRORS } from './errors'
import type { LiveadsTables } from './tables'

export interface LiveadsDeps {
  db: Kysely<DB>
  clock: Clock
  /** https origins ad videos may come from; the web page's media-src allows the same. */
  mediaOrigins?: readonly string[]
}

type AdRow = Selectable<LiveadsTables['live_ads']>

const utcDay = (time: Date) => time.toISOString().slice(0, 10)

function servedOf(row: AdRow): ServedAd {
  return {
    oid: row.oid,
    title: row.title,
    mediaUrl: row.media_url,
    clickUrl: row.click_url,
    skipAfterSeconds: row.skip_after_seconds,
    thresholdSeconds: row.threshold_seconds,
  }
}

const sameServed = (a: ServedAd, b: ServedAd) =>
  AD_KEYS.every((key) => (a[key] ?? null) === (b[key] ?? null))
const AD_KEYS = [
  'title',
  'mediaUrl',
  'clickUrl',
  'skipAfterSeconds',
  'thresholdSeconds',
] as const satisfies readonly (keyof ServedAd)[]

export function createLiveadsService(deps: LiveadsDeps) {
  const { db, clock } = deps
  const mediaOrigins = new Set(deps.mediaOrigins ?? [])

  // An address the viewer's page may not load would play nothing: refused when written.
  function checkMedia(mediaUrl: string) {
    if (mediaUrl.startsWith('/')) return
    if (!mediaOrigins.has(new URL(mediaUrl).origin)) throw LIVEADS_ERRORS.mediaHost()
  }

  async function liveAd(oid: string): Promise<AdRow> {
    const row = await db
      .selectFrom('live_ads')
      .selectAll()
      .where('oid', '=', oid)
      .where('deleted_at', 'is', null)
      .executeTakeFirst()
    if (!row) throw LIVEADS_ERRORS.notFound()
    return row
  }

  async function countsOf(oids: string[]): Promise<Map<string, AdCounts>> {
    const counts = new Map<string, AdCounts>()
    if (oids.length === 0) return counts
    const rows = await db
      .selectFrom('live_ad_counts')
      .select(['ad_oid', 'event', sql<string>`sum(count)`.as('total')])
      .where('ad_oid', 'in', oids)
      .groupBy(['ad_oid', 'event'])
      .execute()
    for (const oid of oids) {
      counts.set(oid, Object.fromEntries(AD_COUNTER_EVENTS.map((e) => [e, 0])) as AdCounts)
    }
    for (const row of rows) {
      const entry = counts.get(row.ad_oid)
      if (entry) entry[row.event] = Number(row.total)
    }
    return counts
  }

  async function adminView(rows: AdRow[]): Promise<AdminAd[]> {
    const oids = rows.map((row) => row.oid)
    const [counts, served] = await Promise.all([
      countsOf(oids),
      oids.length
        ? db.selectFrom('live_ads_served').selectAll().where('ad_oid', 'in', oids).execute()
        : Promise.resolve([]),
    ])
    const servedBy = new Map(served.map((row) => [row.ad_oid, row]))
    return rows.map((row) => {
      const current = servedOf(row)
      const synced = servedBy.get(row.oid)
      return {
        ...current,
        enabled: row.enabled,
        createdAt: row.created_at.toISOString(),
        updatedAt: row.updated_at.toISOString(),
        syncedAt: synced?.synced_at.toISOString() ?? null,
        onAir: !!synced,
        inSync: synced ? sameServed(synced.snapshot, current) : !row.enabled,
        counts: counts.get(row.oid) as AdCounts,
      }
    })
  }

  return {
    /** `GET /live/admin/ads`: every ad not deleted, newest first, with its counters. */
    async list(): Promise<AdminAdsResponse> {
      const rows = await db
        .selectFrom('live_ads')
        .selectAll()
        .where('deleted_at', 'is', null)
        .orderBy('created_at', 'desc')
        .orderBy('oid', 'desc')
        .execute()
      return { ads: await adminView(rows) }
    },

    /** `POST /live/admin/ad`: a new ad, or the named ad changed (fields left out keep theirs). */
    async save(admin: SessionUser, input: AdRequest): Promise<AdminAd> {
      checkMedia(input.mediaUrl)
      const now = clock.now()
      if (input.oid) {
        const before = await liveAd(input.oid)
        await db
          .updateTable('live_ads')
          .set({
            title: input.title,
            media_url: input.mediaUrl,
            click_url: input.clickUrl === undefined ? before.click_url : input.clickUrl,
            skip_after_seconds: input.skipAfterSeconds ?? before.skip_after_seconds,
            threshold_seconds: input.thresholdSeconds ?? before.threshold_seconds,
            enabled: input.enabled ?? before.enabled,
            updated_at: now,
          })
          .where('oid', '=', input.oid)
          .where('deleted_at', 'is', null)
          .execute()
        const [ad] = await adminView([await liveAd(input.oid)])
        return ad as AdminAd
      }
      const oid = newObjectId()
      await db
        .insertInto('live_ads')
        .values({
          oid,
          title: input.title,
          media_url: input.mediaUrl,
          click_url: input.clickUrl ?? null,
          skip_after_seconds: input.skipAfterSeconds ?? AD_DEFAULTS.skipAfterSeconds,
          threshold_seconds: input.thresholdSeconds ?? AD_DEFAULTS.thresholdSeconds,
          enabled: input.enabled ?? AD_DEFAULTS.enabled,
          created_by: admin.oid,
          created_at: now,
          updated_at: now,
          deleted_at: null,
        })
        .execute()
      const [ad] = await adminView([await liveAd(oid)])
      return ad as AdminAd
    },

    /** `DELETE /live/admin/ad`: off air at once; the row and its counts stay for reports. */
    async remove(oid: string): Promise<{ oid: string; deleted: true }> {
      await db.transaction().execute(async (trx) => {
        const removed = await trx
          .updateTable('live_ads')
          .set({ deleted_at: clock.now() })
          .where('oid', '=', oid)
          .where('deleted_at', 'is', null)
          .executeTakeFirst()
        if (Number(removed.numUpdatedRows) === 0) throw LIVEADS_ERRORS.notFound()
        await trx.deleteFrom('live_ads_served').where('ad_oid', '=', oid).execute()
      })
      return { oid, deleted: true }
    },

    /**
     * `POST /live/admin/ad/sync`: viewers are served the ad as it is now; a disabled ad is
     * taken off air instead.
     */
    async sync(admin: SessionUser, oid: string): Promise<AdminAd> {
      const row = await liveAd(oid)
      if (!row.enabled) {
        await db.deleteFrom('live_ads_served').where('ad_oid', '=', oid).execute()
      } else {
        const snapshot = JSON.stringify(servedOf(row))
        const now = clock.now()
        await db
          .insertInto('live_ads_served')
          .values({ ad_oid: oid, snapshot, synced_by: admin.oid, synced_at: now })
          .onConflict((oc) =>
            oc.column('ad_oid').doUpdateSet({ snapshot, synced_by: admin.oid, synced_at: now }),
          )
          .execute()
      }
      const [ad] = await adminView([row])
      return ad as AdminAd
    },

    /** `GET /live/ads`: what viewers' pages play, in the order they were synced. */
    async served(): Promise<ServedAdsResponse> {
      const rows = await db
        .selectFrom('live_ads_served')
        .select(['snapshot'])
        .orderBy('synced_at', 'asc')
        .orderBy('ad_oid', 'asc')
        .execute()
      return { ads: rows.map((row) => row.snapshot) }
    },

    /** `POST /live/ad/count/{event}`: one more on today's (UTC) counter of a served ad. */
    async count(oid: string, event: AdCounterEvent): Promise<{ counted: true }> {
      const served = await db
        .selectFrom('live_ads_served')
        .select('ad_oid')
        .where('ad_oid', '=', oid)
        .executeTakeFirst()
      if (!served) throw LIVEADS_ERRORS.notFound()
      await db
        .insertInto('live_ad_counts')
        .values({ ad_oid: oid, day: utcDay(clock.now()), event, count: 1 })
        .onConflict((oc) =>
          oc
            .columns(['ad_oid', 'day', 'event'])
            .doUpdateSet({ count: sql<number>`live_ad_counts.count + 1` }),
        )
        .execute()
      return { counted: true }
    },
  }
}

export type LiveadsService = ReturnType<typeof createLiveadsService>
