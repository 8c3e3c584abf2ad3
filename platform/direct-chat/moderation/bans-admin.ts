/**
 * Admins ban users from a global room and lift bans. A ban takes the user out of the room
 * at once (a seat is freed); joining and sending there answer 'banned chat room' until it
 * is lifted.
 */
import { sql } from 'kysely'
import type { SessionUser } from '../../http'
import { nicknames } from '../admin-reads'
import type { DirectChatContext } from '../context'
import { DIRECT_CHAT_ERRORS } from '../errors'
import type { GlobalRoomBan } from './contract'
import { MODERATION_ERRORS as ERRORS } from './errors'

export interface Page {
  page: number
  pageViewSize: number
}

export function createBansAdmin(context: DirectChatContext) {
  const { db, clock, deps } = context

  async function requireGlobal(roomId: string) {
    const room = await context.findRoom(roomId)
    if (room.kind !== 'global') throw DIRECT_CHAT_ERRORS.roomNotFound()
    return room
  }

  async function list(input: { roomId?: string | undefined; userOid?: string } & Page) {
    let query = db
      .selectFrom('direct_chat_bans as b')
      .innerJoin('direct_chat_rooms as r', 'r.oid', 'b.room_oid')
    if (input.roomId) query = query.where('b.room_oid', '=', input.roomId)
    if (input.userOid) query = query.where('b.user_oid', '=', input.userOid)
    const [rows, total] = await Promise.all([
      query
        .select(['b.room_oid', 'b.user_oid', 'b.banned_by', 'b.reason', 'b.created_at', 'r.title'])
        .orderBy('b.created_at', 'desc')
        .orderBy('b.user_oid')
        .limit(input.pageViewSize)
        .offset((input.page - 1) * input.pageViewSize)
        .execute(),
      query.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
    ])
    const names = await nicknames(context, [...new Set(rows.map((row) => row.user_oid))])
    const bans: GlobalRoomBan[] = rows.map((row) => ({
      roomId: row.room_oid,
      roomTitle: row.title,
      userOid: row.user_oid,
      nickname: names.get(row.user_oid) ?? null,
      reason: row.reason,
      bannedBy: row.banned_by,
      createdAt: row.created_at.toISOString(),
    }))
    return { bans, total: Number(total.count) }
  }

  return {
    async globalBans(input: { roomId?: string | undefined } & Page) {
      return { ...(await list(input)), page: input.page, pageViewSize: input.pageViewSize }
    },

    /** Bans once (a second ban answers the first); the user leaves the room in the same step. */
    async banFromGlobal(
      admin: SessionUser,
      input: { roomId: string; userOid: string; reason: string },
    ) {
      await requireGlobal(input.roomId)
      const [found] = await deps.users.findUsers([input.userOid])
      if (!found) throw DIRECT_CHAT_ERRORS.userNotFound()
      const created = await db.transaction().execute(async (trx) => {
        const now = clock.now()
        const inserted = await trx
          .insertInto('direct_chat_bans')
          .values({
            room_oid: input.roomId,
            user_oid: input.userOid,
            banned_by: admin.oid,
            reason: input.reason,
            created_at: now,
          })
          .onConflict((oc) => oc.columns(['room_oid', 'user_oid']).doNothing())
          .returning('user_oid')
          .executeTakeFirst()
        if (!inserted) return false
        const left = await trx
          .updateTable('direct_chat_members')
          .set({ left_at: now })
          .where('room_oid', '=', input.roomId)
          .where('user_oid', '=', input.userOid)
          .where('left_at', 'is', null)
          .returning('user_oid')
          .executeTakeFirst()
        if (left)
          await trx
            .updateTable('direct_chat_rooms')
            .set({ member_count: sql`greatest(member_count - 1, 0)` })
            .where('oid', '=', input.roomId)
            .execute()
        return true
      })
      const { bans } = await list({ ...input, page: 1, pageViewSize: 1 })
      return { ban: bans[0] as GlobalRoomBan, created }
    },

    /** Lifts a ban: the user may join again (they are not put back in the room). */
    async unbanFromGlobal(input: { roomId: string; userOid: string }) {
      const { bans } = await list({ ...input, page: 1, pageViewSize: 1 })
      const removed = await db
        .deleteFrom('direct_chat_bans')
        .where('room_oid', '=', input.roomId)
        .where('user_oid', '=', input.userOid)
        .returning('user_oid')
        .executeTakeFirst()
      if (!removed || !bans[0]) throw ERRORS.notBanned()
      return { before: bans[0] }
    },
  }
}
