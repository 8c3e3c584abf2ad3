/** The caller's rooms: create a 1:1 or group room, list them with unread counts, open, leave. */
import { sql } from 'kysely'
import { newObjectId } from '../db/ids'
import type { SessionUser } from '../http'
import { type DirectChatContext, idText, type RoomRow, roomView } from './context'
import { type ChatPartner, DIRECT_CHAT_LIMITS as LIMITS, type MyRoomView } from './contract'
import { DIRECT_CHAT_ERRORS as ERRORS } from './errors'
import { activeMembers } from './room-members'

export const pairKey = (a: string, b: string) => [a, b].sort().join(':')

export function createRooms(context: DirectChatContext) {
  const { db, clock, deps } = context

  async function partnersOf(oids: readonly string[]): Promise<Map<string, ChatPartner>> {
    const users = oids.length > 0 ? await deps.users.findUsers([...new Set(oids)]) : []
    return new Map(
      users.map((u) => [u.oid, { userOid: u.oid, nickname: u.nickname, isCreator: u.isCreator }]),
    )
  }

  /** Makes the users active members (again); the room's count follows the rows that changed. */
  async function admit(roomOid: string, userOids: readonly string[]) {
    const now = clock.now()
    const changed = await db
      .insertInto('direct_chat_members')
      .values(userOids.map((user_oid) => ({ room_oid: roomOid, user_oid, joined_at: now })))
      .onConflict((oc) =>
        oc
          .columns(['room_oid', 'user_oid'])
          .doUpdateSet({ left_at: null, joined_at: now })
          .where('direct_chat_members.left_at', 'is not', null),
      )
      .returning('user_oid')
      .execute()
    if (changed.length === 0) return
    await db
      .updateTable('direct_chat_rooms')
      .set({ member_count: sql`member_count + ${changed.length}` })
      .where('oid', '=', roomOid)
      .execute()
  }

  /** The partner's auto message (spec §5: `{nickname}` is the newcomer's name), once. */
  async function greet(room: RoomRow, partnerOid: string, newcomer: string) {
    const settings = await context.storedSettings(partnerOid)
    if (!settings?.autoMessage) return
    const inserted = await db
      .insertInto('direct_chat_messages')
      .values({
        room_oid: room.oid,
        sender_oid: partnerOid,
        kind: 'auto',
        text: settings.autoMessage.replaceAll('{nickname}', newcomer),
        client_message_id: `auto:${room.oid}`,
        created_at: clock.now(),
      })
      .onConflict((oc) =>
        oc
          .columns(['sender_oid', 'client_message_id'])
          .where('client_message_id', 'is not', null)
          .doNothing(),
      )
      .returning('id')
      .executeTakeFirst()
    if (inserted)
      await db
        .updateTable('direct_chat_rooms')
        .set({ last_message_id: inserted.id })
        .where('oid', '=', room.oid)
        .execute()
  }

  async function openDirect(user: SessionUser, partnerOid: string) {
    if (await context.blockedBetween(user.oid, partnerOid)) throw ERRORS.blocked()
    const key = pairKey(user.oid, partnerOid)
    const created = await db
      .insertInto('direct_chat_rooms')
      .values({
        oid: newObjectId(clock.now().getTime()),
        kind: 'direct',
        owner_oid: user.oid,
        pair_key: key,
        member_limit: 2,
        created_at: clock.now(),
      })
      .onConflict((oc) => oc.column('pair_key').doNothing())
      .returning('oid')
      .executeTakeFirst()
    const room = await db
      .selectFrom('direct_chat_rooms')
      .selectAll()
      .where('pair_key', '=', key)
      .executeTakeFirstOrThrow()
    await admit(room.oid, [user.oid, partnerOid])
    if (created) await greet(room, partnerOid, user.nickname)
    return { room: roomView(await context.findRoom(room.oid)), created: !!created }
  }

  async function openGroup(user: SessionUser, partnerOids: string[], title: string) {
    if (partnerOids.length + 1 > LIMITS.groupMembersMax) throw ERRORS.roomFull()
    if (await context.blockedAmong(user.oid, partnerOids)) throw ERRORS.blocked()
    const oid = newObjectId(clock.now().getTime())
    await db
      .insertInto('direct_chat_rooms')
      .values({
        oid,
        kind: 'group',
        title,
        owner_oid: user.oid,
        member_limit: LIMITS.groupMembersMax,
        created_at: clock.now(),
      })
      .execute()
    await admit(oid, [user.oid, ...partnerOids])
    return { room: roomView(await context.findRoom(oid)), created: true }
  }

  return {
    partnersOf,

    /** One partner: their 1:1 room (made once per pair); more: a new group the caller owns. */
    async createRoom(user: SessionUser, input: { partnerOids: string[]; title: string }) {
      const partners = [...new Set(input.partnerOids)]
      if (partners.includes(user.oid)) throw ERRORS.selfPartner()
      const found = await partnersOf(partners)
      if (found.size !== partners.length) throw ERRORS.userNotFound()
      return partners.length === 1
        ? openDirect(user, partners[0] as string)
        : openGroup(user, partners, input.title)
    },

    /** The caller's rooms, newest first, with unread counts and the other members' names. */
    async myRooms(user: SessionUser, input: { before?: string | undefined; limit: number }) {
      let query = db
        .selectFrom('direct_chat_members as m')
        .innerJoin('direct_chat_rooms as r', 'r.oid', 'm.room_oid')
        .selectAll('r')
        .select('m.last_read_id')
        .select((eb) =>
          eb
            .selectFrom('direct_chat_messages as msg')
            .select((inner) => inner.fn.countAll<string>().as('n'))
            .whereRef('msg.room_oid', '=', 'r.oid')
            .whereRef('msg.id', '>', 'm.last_read_id')
            .where('msg.sender_oid', '<>', user.oid)
            .as('unread'),
        )
        .where('m.user_oid', '=', user.oid)
        .where('m.left_at', 'is', null)
      if (input.before) query = query.where('r.oid', '<', input.before)
      const rows = await query.orderBy('r.oid', 'desc').limit(input.limit).execute()
      const members = await activeMembers(context, rows, user.oid)
      const names = await partnersOf(members.map((m) => m.user_oid))
      return rows.map(
        (row): MyRoomView => ({
          ...roomView(row),
          unread: Number(row.unread ?? 0),
          lastReadId: String(row.last_read_id),
          partners: members
            .filter((m) => m.room_oid === row.oid)
            .flatMap((m) => names.get(m.user_oid) ?? []),
        }),
      )
    },

    async openRoom(user: SessionUser, roomId: string) {
      const { room, member } = await context.requireMember(roomId, user.oid)
      const rows = await db
        .selectFrom('direct_chat_members')
        .select(['user_oid', 'joined_at'])
        .where('room_oid', '=', roomId)
        .where('left_at', 'is', null)
        .orderBy('joined_at')
        .limit(LIMITS.groupMembersMax)
        .execute()
      const names = await partnersOf(rows.map((row) => row.user_oid))
      return {
        room: roomView(room),
        members: rows.map((row) => ({
          userOid: row.user_oid,
          nickname: names.get(row.user_oid)?.nickname ?? '',
          joinedAt: row.joined_at.toISOString(),
        })),
        lastReadId: idText(member.last_read_id) ?? '0',
      }
    },

    async leaveRoom(user: SessionUser, roomId: string) {
      const left = await db
        .updateTable('direct_chat_members')
        .set({ left_at: clock.now() })
        .where('room_oid', '=', roomId)
        .where('user_oid', '=', user.oid)
        .where('left_at', 'is', null)
        .returning('user_oid')
        .executeTakeFirst()
      if (!left) throw ERRORS.notMember()
      await db
        .updateTable('direct_chat_rooms')
        .set({ member_count: sql`greatest(member_count - 1, 0)` })
        .where('oid', '=', roomId)
        .execute()
      return { left: true as const }
    },
  }
}
