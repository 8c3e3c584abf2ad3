/**
 * Admins' calls on a livestreamer: options (POST replaces, PUT merges, DELETE restores the
 * defaults) and the live hashtags, overriding the creator's (moderation).
 */
import type { Kysely } from 'kysely'
import type { DB } from '../../db'
import type { Clock, SessionUser } from '../../http'
import { LIVE_ERRORS } from '../errors'
import type { LiveUsersPort } from '../ports'
import { LIVE_ADMIN_DEFAULTS, type LiveAdminOptions, type LiveAdminResponse } from './contract'

export interface LiveAdminDeps {
  db: Kysely<DB>
  clock: Clock
  users: LiveUsersPort
}

export function createLiveAdminService(deps: LiveAdminDeps) {
  const { db, clock } = deps

  async function requireStreamer(creatorOid: string) {
    const [user] = await deps.users.findUsers([creatorOid])
    if (!user?.isLivestreamer) throw LIVE_ERRORS.creatorNotFound()
  }

  async function read(creatorOid: string): Promise<LiveAdminResponse> {
    const row = await db
      .selectFrom('live_admin_options')
      .selectAll()
      .where('creator_oid', '=', creatorOid)
      .executeTakeFirst()
    return {
      creatorOid,
      options: { ...LIVE_ADMIN_DEFAULTS, ...(row?.options ?? {}) },
      isSet: !!row,
      updatedAt: row?.updated_at.toISOString() ?? null,
    }
  }

  async function write(admin: SessionUser, creatorOid: string, options: LiveAdminOptions) {
    const now = clock.now()
    await db
      .insertInto('live_admin_options')
      .values({
        creator_oid: creatorOid,
        options: JSON.stringify(options),
        updated_by: admin.oid,
        updated_at: now,
      })
      .onConflict((oc) =>
        oc.column('creator_oid').doUpdateSet({
          options: JSON.stringify(options),
          updated_by: admin.oid,
          updated_at: now,
        }),
      )
      .execute()
  }

  return {
    /** `GET /live/admin`: the options, defaults where none were set. */
    async get(creatorOid: string) {
      await requireStreamer(creatorOid)
      return read(creatorOid)
    },
    /** `POST /live/admin`: the options as given; fields left out return to their defaults. */
    async replace(admin: SessionUser, creatorOid: string, options: LiveAdminOptions) {
      await requireStreamer(creatorOid)
      await write(admin, creatorOid, options)
      return read(creatorOid)
    },
    /** `PUT /live/admin`: the given fields change, the others stay. */
    async merge(admin: SessionUser, creatorOid: string, options: LiveAdminOptions) {
      await requireStreamer(creatorOid)
      await db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('live_admin_options')
          .select('options')
          .where('creator_oid', '=', creatorOid)
          .forUpdate()
          .executeTakeFirst()
        const merged = { ...(row?.options ?? {}), ...options }
        const now = clock.now()
        await trx
          .insertInto('live_admin_options')
          .values({
            creator_oid: creatorOid,
            options: JSON.stringify(merged),
            updated_by: admin.oid,
            updated_at: now,
          })
          .onConflict((oc) =>
            oc.column('creator_oid').doUpdateSet({
              options: JSON.stringify(merged),
              updated_by: admin.oid,
              updated_at: now,
            }),
          )
          .execute()
      })
      return read(creatorOid)
    },
    /** `DELETE /live/admin`: every option back to its default. */
    async remove(creatorOid: string) {
      await requireStreamer(creatorOid)
      const result = await db
        .deleteFrom('live_admin_options')
        .where('creator_oid', '=', creatorOid)
        .executeTakeFirst()
      return { ...(await read(creatorOid)), deleted: Number(result.numDeletedRows) > 0 }
    },
    /** `PUT /live/admin/hashtags`: the creator's live hashtags, the stream on air included. */
    async hashtags(creatorOid: string, hashtags: string[]) {
      await requireStreamer(creatorOid)
      const tags = JSON.stringify([...new Set(hashtags)])
      const now = clock.now()
      await db
        .insertInto('live_channels')
        .values({ creator_oid: creatorOid, tags, updated_at: now })
        .onConflict((oc) => oc.column('creator_oid').doUpdateSet({ tags, updated_at: now }))
        .execute()
      await db
        .updateTable('live_streams')
        .set({ tags })
        .where('creator_oid', '=', creatorOid)
        .where('ended_at', 'is', null)
        .execute()
      return { creatorOid, hashtags: [...new Set(hashtags)] }
    },
  }
}

export type LiveAdminService = ReturnType<typeof createLiveAdminService>
