/**
 * The monthly broadcast allowance (spec §9: it resets monthly), the home page's live list
 * (admins' `featured` and `listOnHomepage`), the quality a viewer may pick (spec §6: 1080p
 * for signed-in viewers, above only where an admin allows it), uploaded live thumbnails
 * (spec §5/§9: 3MB, 2000×2000) and stream statistics for the creator's analytics.
 */
import { createHash } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { DB } from '../../db'
import { type Clock, forbidden, type SessionUser } from '../../http'
import { readImageHeader } from '../../uploads'
import { LIVE_ADMIN_DEFAULTS, type LiveAdminOptions } from '../admin/contract'
import type { StreamCard } from '../contract'
import { LIVE_ERRORS } from '../errors'
import type { LiveUsersPort } from '../ports'
import type {
  AllowanceUsage,
  HomeStream,
  LiveQuality,
  PlayQuality,
  StoredThumbnail,
} from './contract'
import { ALLOWANCE_ERRORS, LIVE_THUMBNAIL_MAX_BYTES, LIVE_THUMBNAIL_MAX_SIDE } from './errors'
import { liveStreamStats } from './stats'
import type { LiveAllowanceTables } from './tables'
import { MONTHLY_ALLOWANCE_SECONDS, monthStart, nextMonthStart, secondsWithin } from './usage'

export type { AllowanceUsage, HomeStream, LiveQuality, PlayQuality, StoredThumbnail }

export interface AllowanceDeps {
  db: Kysely<DB>
  clock: Clock
  users: LiveUsersPort
  /** The on-air list (`GET /live/livestreams`) the home list filters and orders. */
  livestreams(filter: { tag?: string }): Promise<{ streams: StreamCard[] }>
  /** Seconds a creator may stream per calendar month (default 100 hours). */
  monthlySeconds?: number
}

export const THUMBNAIL_PATH = '/api/live/thumbnail'

const isAdmin = (user: SessionUser) => user.roles.includes('admin')

export function createAllowanceService(deps: AllowanceDeps) {
  const { clock } = deps
  const db = deps.db.withTables<LiveAllowanceTables>()
  const monthly = deps.monthlySeconds ?? MONTHLY_ALLOWANCE_SECONDS

  /** The studio is the livestreamer's own; admins reach every studio (spec §2 guard). */
  async function requireStudio(user: SessionUser, creatorOid: string) {
    if (!isAdmin(user)) {
      if (!user.roles.includes('livestreamer')) throw LIVE_ERRORS.notLivestreamer()
      if (user.oid !== creatorOid) throw forbidden()
    }
    const [creator] = await deps.users.findUsers([creatorOid])
    if (!creator?.isLivestreamer) throw LIVE_ERRORS.creatorNotFound()
  }

  async function optionsOf(creatorOids: string[]): Promise<Map<string, LiveAdminOptions>> {
    if (creatorOids.length === 0) return new Map()
    const rows = await db
      .selectFrom('live_admin_options')
      .select(['creator_oid', 'options'])
      .where('creator_oid', 'in', creatorOids)
      .execute()
    return new Map(rows.map((row) => [row.creator_oid, { ...LIVE_ADMIN_DEFAULTS, ...row.options }]))
  }

  async function usage(creatorOid: string): Promise<AllowanceUsage> {
    const now = clock.now()
    const from = monthStart(now)
    const to = nextMonthStart(now)
    const rows = await liveStreamStats(deps.db).streams(creatorOid, from, to)
    const used = rows.reduce((sum, row) => sum + secondsWithin(row, from, to, now), 0)
    return {
      creatorOid,
      allowanceSeconds: monthly,
      usedSeconds: used,
      remainingSeconds: Math.max(0, monthly - used),
      periodStart: from.toISOString(),
      resetsAt: to.toISOString(),
    }
  }

  return {
    usage,

    /** `GET /live/allowance`: the studio's remaining broadcast time this month. */
    async studioUsage(user: SessionUser, creatorOid: string) {
      await requireStudio(user, creatorOid)
      return usage(creatorOid)
    },

    /**
     * Checked on every publish (either ingest): refused once the month's time is used. A
     * stream on air when the time runs out is not cut; the next publish is refused.
     */
    async requireRemaining(creatorOid: string) {
      const current = await usage(creatorOid)
      if (current.remainingSeconds <= 0) throw ALLOWANCE_ERRORS.used(new Date(current.resetsAt))
    },

    /** `GET /live/home`: the on-air list for the home page, featured first, hidden left out. */
    async home(filter: { tag?: string }): Promise<{
      streams: HomeStream[]
      hashtags: { tag: string; count: number }[]
    }> {
      const { streams } = await deps.livestreams(filter.tag ? { tag: filter.tag } : {})
      const creators = [...new Set(streams.map((s) => s.creatorOid))]
      const [options, users] = await Promise.all([
        optionsOf(creators),
        creators.length ? deps.users.findUsers(creators) : Promise.resolve([]),
      ])
      const urls = new Map(users.map((user) => [user.oid, user.customUrl]))
      const listed = streams
        .map((stream, order) => {
          const set = options.get(stream.creatorOid) ?? LIVE_ADMIN_DEFAULTS
          return { stream, order, set }
        })
        .filter(({ set }) => set.listOnHomepage !== false)
        .sort((a, b) => Number(!!b.set.featured) - Number(!!a.set.featured) || a.order - b.order)
        .map(({ stream, set }) => ({
          ...stream,
          featured: !!set.featured,
          customUrl: urls.get(stream.creatorOid) ?? null,
        }))
      // Chips of the listed streams only (the unfiltered list), so no chip leads nowhere.
      const all = filter.tag ? await this.home({}) : null
      const counts = new Map<string, number>()
      for (const stream of all?.streams ?? listed)
        for (const tag of stream.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1)
      const hashtags = [...counts]
        .map(([tag, count]) => ({ tag, count }))
        .sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag))
      return { streams: listed, hashtags }
    },

    /** The rule of spec §6 for one viewer of one creator's stream. */
    async quality(viewer: SessionUser | null, creatorOid: string): Promise<PlayQuality> {
      if (!viewer) return { maxQuality: '720p', qualityRule: 'signedOut' }
      const set = (await optionsOf([creatorOid])).get(creatorOid)
      return set?.allowAbove1080p
        ? { maxQuality: 'source', qualityRule: 'above1080pAllowed' }
        : { maxQuality: '1080p', qualityRule: 'signedIn' }
    },

    /** `POST /live/thumbnail`: a custom thumbnail, judged by its bytes, kept once. */
    async uploadThumbnail(
      user: SessionUser,
      creatorOid: string,
      bytes: Uint8Array,
    ): Promise<StoredThumbnail> {
      await requireStudio(user, creatorOid)
      if (bytes.length === 0) throw ALLOWANCE_ERRORS.thumbnailEmpty()
      if (bytes.length > LIVE_THUMBNAIL_MAX_BYTES) throw ALLOWANCE_ERRORS.thumbnailTooLarge()
      const header = readImageHeader(bytes)
      if (!header.ok) throw ALLOWANCE_ERRORS.thumbnailType()
      if (header.width > LIVE_THUMBNAIL_MAX_SIDE || header.height > LIVE_THUMBNAIL_MAX_SIDE) {
        throw ALLOWANCE_ERRORS.thumbnailSize(header.width, header.height)
      }
      const sha256 = createHash('sha256').update(bytes).digest('hex')
      await db
        .insertInto('live_thumbnails')
        .values({
          sha256,
          content_type: header.type,
          byte_size: bytes.length,
          width: header.width,
          height: header.height,
          bytes,
          uploaded_by: user.oid,
          created_at: clock.now(),
        })
        .onConflict((oc) => oc.column('sha256').doNothing())
        .execute()
      return {
        thumbnailUrl: `${THUMBNAIL_PATH}/${sha256}`,
        sha256,
        contentType: header.type,
        byteSize: bytes.length,
        width: header.width,
        height: header.height,
      }
    },

    async readThumbnail(sha256: string) {
      return db
        .selectFrom('live_thumbnails')
        .select(['content_type', 'bytes'])
        .where('sha256', '=', sha256)
        .executeTakeFirst()
    },
  }
}

export type AllowanceService = ReturnType<typeof createAllowanceService>
