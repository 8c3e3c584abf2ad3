/** Analytics: events appended to the month-partitioned events table, and the figures read. */
import { newObjectId } from '../db'
import type { SessionUser } from '../http'
import { type CreatorPageViews, PAGE_VIEW_EVENT, type TrackAnswer } from './contract'
import { propertiesTooLarge } from './errors'
import type { AnalyticsDeps } from './ports'
import { dayRange, indexedFields, monthPartition, recordsClientId, tooLarge } from './rules'
import { appendEvent, createPartition, pageViewsOf, partitionExists } from './store'

export const DEFAULT_SAMPLE_SEED = 'taleloom-analytics'

export interface TrackCaller {
  user: SessionUser | null
  guestDeviceId: string | null
  clientId: string | null
}

export function createAnalyticsService(deps: AnalyticsDeps) {
  const { db } = deps
  const seed = deps.sampleSeed ?? DEFAULT_SAMPLE_SEED
  // Months whose partition is known to exist: checked once per process and month.
  const readyMonths = new Set<string>()

  async function ensurePartition(at: Date) {
    const { name } = monthPartition(at)
    if (readyMonths.has(name)) return
    if (!(await partitionExists(db, name)))
      await createPartition(db, at).catch(async (error: unknown) => {
        // Another instance made it first: fine; anything else is a real failure.
        if (!(await partitionExists(db, name))) throw error
      })
    readyMonths.add(name)
  }

  return {
    ensurePartition,

    async track(
      caller: TrackCaller,
      input: { event: string; properties: Record<string, unknown> },
    ): Promise<TrackAnswer> {
      const why = tooLarge(input.properties)
      if (why) throw propertiesTooLarge(why)
      const at = deps.clock.now()
      const eventOid = newObjectId()
      const fields = indexedFields(input.properties)
      const userOid = caller.user?.oid ?? null
      const keep = recordsClientId({
        seed,
        userOid,
        clientId: caller.clientId,
        loadKey: fields.loadId ?? eventOid,
      })
      await ensurePartition(at)
      await appendEvent(db, {
        eventOid,
        at,
        event: input.event,
        userOid,
        guestDeviceId: userOid ? null : caller.guestDeviceId,
        clientId: keep ? caller.clientId : null,
        ...fields,
        properties: input.properties,
      })
      return { recorded: true, clientIdRecorded: keep }
    },

    /** Page views of each content in [from, to) from the player's page-load events. */
    pageViews(contentOids: readonly string[], from: Date, to: Date) {
      return pageViewsOf(db, { contentOids, event: PAGE_VIEW_EVENT, from, to })
    },

    /** The creator's figure: page loads of their contents over whole UTC days. */
    async creatorPageViews(
      creator: SessionUser,
      days: { startDate: string; endDate: string },
    ): Promise<CreatorPageViews> {
      const oids = (await deps.creatorContents?.contentOidsOf(creator)) ?? []
      const { from, to } = dayRange(days.startDate, days.endDate)
      const views = await pageViewsOf(db, { contentOids: oids, event: PAGE_VIEW_EVENT, from, to })
      const contents = [...views]
        .map(([contentOid, count]) => ({ contentOid, views: count }))
        .sort((a, b) => b.views - a.views || a.contentOid.localeCompare(b.contentOid))
      return {
        ...days,
        total: contents.reduce((sum, entry) => sum + entry.views, 0),
        contents: contents.slice(0, 10),
      }
    },
  }
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>
