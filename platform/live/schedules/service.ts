/**
 * Live schedules: a livestreamer announces lives ahead (title, date, description,
 * thumbnail). Anyone reads the upcoming ones; the creator and admins write. Reads are
 * quiet (spec §7): a bad id or a creator without schedules answers empty or null.
 */
import type { Kysely, Selectable } from 'kysely'
import type { z } from 'zod'
import type { DB } from '../../db'
import { isObjectId, newObjectId } from '../../db/ids'
import { type Clock, forbidden, type SessionUser } from '../../http'
import { LIVE_ERRORS } from '../errors'
import type { LiveUsersPort } from '../ports'
import { type LiveSchedule, SCHEDULE_LIMITS, type scheduleInfoSchema } from './contract'
import { SCHEDULE_ERRORS } from './errors'
import type { LiveSchedulesTable } from './tables'

export interface ScheduleDeps {
  db: Kysely<DB>
  clock: Clock
  users: LiveUsersPort
}

type ScheduleInfo = z.output<typeof scheduleInfoSchema>
const DAY_MS = 24 * 60 * 60 * 1000

function view(row: Selectable<LiveSchedulesTable>): LiveSchedule {
  return {
    oid: row.oid,
    creatorOid: row.creator_oid,
    title: row.title,
    info: row.info,
    date: new Date(row.scheduled_at).toISOString(),
    thumbnailUrl: row.thumbnail_url,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  }
}

export function createScheduleService(deps: ScheduleDeps) {
  const { db, clock } = deps

  /** The studio's rule (spec §2): the livestreamer's own; admins reach every livestreamer's. */
  async function requireWriter(user: SessionUser, creatorOid: string) {
    if (user.roles.includes('admin')) {
      const [creator] = await deps.users.findUsers([creatorOid])
      if (!creator?.isLivestreamer) throw LIVE_ERRORS.creatorNotFound()
      return
    }
    if (!user.roles.includes('livestreamer')) throw LIVE_ERRORS.notLivestreamer()
    if (user.oid !== creatorOid) throw forbidden()
  }

  const upcoming = (creatorOid: string) =>
    db
      .selectFrom('live_schedules')
      .selectAll()
      .where('creator_oid', '=', creatorOid)
      .where('scheduled_at', '>', clock.now())
      .orderBy('scheduled_at', 'asc')
      .orderBy('oid', 'asc')

  return {
    /** `GET /live/schedules`: the creator's upcoming lives, soonest first. */
    async list(creatorOid: string | undefined): Promise<{ schedules: LiveSchedule[] }> {
      if (!isObjectId(creatorOid)) return { schedules: [] }
      const rows = await upcoming(creatorOid).limit(SCHEDULE_LIMITS.upcomingMax).execute()
      return { schedules: rows.map(view) }
    },

    /** `GET /live/schedule`: one schedule by `oid`, else the creator's next one; null quietly. */
    async get(query: { creatorOid?: string; oid?: string }): Promise<{
      schedule: LiveSchedule | null
    }> {
      if (isObjectId(query.oid)) {
        const row = await db
          .selectFrom('live_schedules')
          .selectAll()
          .where('oid', '=', query.oid)
          .$if(isObjectId(query.creatorOid), (q) =>
            q.where('creator_oid', '=', query.creatorOid as string),
          )
          .executeTakeFirst()
        return { schedule: row ? view(row) : null }
      }
      if (!isObjectId(query.creatorOid)) return { schedule: null }
      const row = await upcoming(query.creatorOid).executeTakeFirst()
      return { schedule: row ? view(row) : null }
    },

    /** `POST /live/schedule`: creates, or with `info.oid` updates, one of the creator's lives. */
    async save(
      user: SessionUser,
      creatorOid: string,
      info: ScheduleInfo,
    ): Promise<{ schedule: LiveSchedule }> {
      await requireWriter(user, creatorOid)
      const now = clock.now()
      const date = new Date(info.date)
      if (date.getTime() <= now.getTime()) throw SCHEDULE_ERRORS.dateInPast()
      if (date.getTime() > now.getTime() + SCHEDULE_LIMITS.aheadDays * DAY_MS)
        throw SCHEDULE_ERRORS.dateTooFar()
      const fields = {
        title: info.title,
        info: info.info ?? '',
        scheduled_at: date,
        thumbnail_url: info.thumbnail || null,
        updated_at: now,
      }
      const row = await db.transaction().execute(async (trx) => {
        // The creator's channel row serialises writers, so the upcoming limit holds under races.
        await trx
          .insertInto('live_channels')
          .values({ creator_oid: creatorOid, updated_at: now })
          .onConflict((oc) => oc.column('creator_oid').doNothing())
          .execute()
        await trx
          .selectFrom('live_channels')
          .select('creator_oid')
          .where('creator_oid', '=', creatorOid)
          .forUpdate()
          .execute()
        if (info.oid) {
          const updated = await trx
            .updateTable('live_schedules')
            .set(fields)
            .where('oid', '=', info.oid)
            .where('creator_oid', '=', creatorOid)
            .returningAll()
            .executeTakeFirst()
          if (!updated) throw SCHEDULE_ERRORS.notFound()
          return updated
        }
        const count = await trx
          .selectFrom('live_schedules')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('creator_oid', '=', creatorOid)
          .where('scheduled_at', '>', now)
          .executeTakeFirstOrThrow()
        if (Number(count.n) >= SCHEDULE_LIMITS.upcomingMax) throw SCHEDULE_ERRORS.tooMany()
        return trx
          .insertInto('live_schedules')
          .values({ oid: newObjectId(), creator_oid: creatorOid, created_at: now, ...fields })
          .returningAll()
          .executeTakeFirstOrThrow()
      })
      return { schedule: view(row) }
    },

    /** `DELETE /live/schedule`: by `oid`, the creator's own (admins any). */
    async remove(user: SessionUser, oid: string): Promise<{ oid: string; deleted: true }> {
      const row = await db
        .selectFrom('live_schedules')
        .select(['oid', 'creator_oid'])
        .where('oid', '=', oid)
        .executeTakeFirst()
      if (!row) throw SCHEDULE_ERRORS.notFound()
      if (!user.roles.includes('admin')) {
        if (!user.roles.includes('livestreamer')) throw LIVE_ERRORS.notLivestreamer()
        // Another creator's schedule is not revealed.
        if (user.oid !== row.creator_oid) throw SCHEDULE_ERRORS.notFound()
      }
      await db.deleteFrom('live_schedules').where('oid', '=', oid).execute()
      return { oid, deleted: true }
    },
  }
}

export type ScheduleService = ReturnType<typeof createScheduleService>
