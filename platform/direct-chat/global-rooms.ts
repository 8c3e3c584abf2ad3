/**
 * Global rooms, one or more per language, open to every signed-in user up to the room's
 * limit and moderated by admins; and the admins' room list (spec §7 admin calls).
 */
import { sql } from 'kysely'
import { newObjectId } from '../db/ids'
import type { SessionUser } from '../http'
import { lastMessageTimes, nicknames } from './admin-reads'
import { type DirectChatContext, roomView } from './context'
import type { ChatLanguage, RoomType } from './contract'
import { DIRECT_CHAT_ERRORS as ERRORS } from './errors'
import { refuseBanned } from './moderation/bans'
import { activeMembers } from './room-members'

export interface GlobalRoomChange {
  title?: string | undefined
  notice?: string | undefined
  memberLimit?: number | undefined
  closed?: boolean | undefined
}

const GLOBAL_LIST_MAX = 100

export function createGlobalRooms(context: DirectChatContext) {
  const { db, clock } = context

  /** Only global rooms are open to all: any other id answers as a room that does not exist. */
  async function requireGlobal(roomId: string) {
    const room = await context.findRoom(roomId)
    if (room.kind !== 'global') throw ERRORS.roomNotFound()
    return room
  }

  return {
    async globalRooms(language: ChatLanguage | undefined) {
      let query = db.selectFrom('direct_chat_rooms').selectAll().where('kind', '=', 'global')
      if (language) query = query.where('language', '=', language)
      const rows = await query.orderBy('oid').limit(GLOBAL_LIST_MAX).execute()
      return { rooms: rows.map(roomView) }
    },

    async globalRoom(user: SessionUser, roomId: string) {
      const room = await requireGlobal(roomId)
      const member = await context.activeMember(roomId, user.oid)
      return { room: roomView(room), joined: !!member }
    },

    /** A seat is taken in the same transaction as the membership: a full room admits nobody. */
    async joinGlobal(user: SessionUser, roomId: string) {
      const room = await requireGlobal(roomId)
      if (room.closed) throw ERRORS.closed()
      await refuseBanned(context, roomId, user.oid)
      await db.transaction().execute(async (trx) => {
        const now = clock.now()
        const admitted = await trx
          .insertInto('direct_chat_members')
          .values({ room_oid: roomId, user_oid: user.oid, joined_at: now })
          .onConflict((oc) =>
            oc
              .columns(['room_oid', 'user_oid'])
              .doUpdateSet({ left_at: null, joined_at: now })
              .where('direct_chat_members.left_at', 'is not', null),
          )
          .returning('user_oid')
          .executeTakeFirst()
        if (!admitted) return
        const seat = await trx
          .updateTable('direct_chat_rooms')
          .set({ member_count: sql`member_count + 1` })
          .where('oid', '=', roomId)
          .whereRef('member_count', '<', 'member_limit')
          .returning('oid')
          .executeTakeFirst()
        if (!seat) throw ERRORS.roomFull()
      })
      return { room: roomView(await context.findRoom(roomId)) }
    },

    async adminRooms(input: { page: number; pageViewSize: number; roomType: RoomType }) {
      const [rows, total] = await Promise.all([
        db
          .selectFrom('direct_chat_rooms')
          .selectAll()
          .where('room_type', '=', input.roomType)
          .orderBy('oid', 'desc')
          .limit(input.pageViewSize)
          .offset((input.page - 1) * input.pageViewSize)
          .execute(),
        db
          .selectFrom('direct_chat_rooms')
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .where('room_type', '=', input.roomType)
          .executeTakeFirstOrThrow(),
      ])
      const members = await activeMembers(context, rows)
      const lastActivity = await lastMessageTimes(
        context,
        rows.map((row) => row.last_message_id),
      )
      const names = await nicknames(context, [...new Set(members.map((m) => m.user_oid))])
      return {
        rooms: rows.map((row) => ({
          ...roomView(row),
          members: members.filter((m) => m.room_oid === row.oid).map((m) => m.user_oid),
          memberNames: members
            .filter((m) => m.room_oid === row.oid)
            .map((m) => names.get(m.user_oid) ?? m.user_oid),
          lastActivityAt:
            lastActivity.get(String(row.last_message_id)) ?? row.created_at.toISOString(),
        })),
        ...input,
        total: Number(total.count),
      }
    },

    async createGlobal(input: {
      language: ChatLanguage
      title: string
      notice: string
      memberLimit: number
    }) {
      const oid = newObjectId(clock.now().getTime())
      await db
        .insertInto('direct_chat_rooms')
        .values({
          oid,
          kind: 'global',
          room_type: 'Global',
          title: input.title,
          language: input.language,
          context: input.notice,
          member_limit: input.memberLimit,
          created_at: clock.now(),
        })
        .execute()
      return { room: roomView(await context.findRoom(oid)) }
    },

    /** An admin's change to a global room: the room before and after, for the audit log. */
    async modifyGlobal(roomId: string, change: GlobalRoomChange) {
      const before = roomView(await requireGlobal(roomId))
      const set = {
        ...(change.title !== undefined ? { title: change.title } : {}),
        ...(change.notice !== undefined ? { context: change.notice } : {}),
        ...(change.memberLimit !== undefined ? { member_limit: change.memberLimit } : {}),
        ...(change.closed !== undefined ? { closed: change.closed } : {}),
      }
      if (Object.keys(set).length > 0)
        await db.updateTable('direct_chat_rooms').set(set).where('oid', '=', roomId).execute()
      return { before, room: roomView(await context.findRoom(roomId)) }
    },
  }
}
