/** Blocks, reports and the partner search (spec §2 "blocked users", §5 "Report requires a reason"). */
import { newObjectId } from '../db/ids'
import type { SessionUser } from '../http'
import type { DirectChatContext } from './context'
import { DIRECT_CHAT_LIMITS as LIMITS, type PartnerType } from './contract'
import { DIRECT_CHAT_ERRORS as ERRORS } from './errors'

const BLOCKS_MAX = 500

export function createSafety(context: DirectChatContext) {
  const { db, clock, deps } = context

  return {
    async block(user: SessionUser, userOid: string) {
      if (userOid === user.oid) throw ERRORS.selfBlock()
      const [found] = await deps.users.findUsers([userOid])
      if (!found) throw ERRORS.userNotFound()
      await db
        .insertInto('direct_chat_blocks')
        .values({ blocker_oid: user.oid, blocked_oid: userOid, created_at: clock.now() })
        .onConflict((oc) => oc.columns(['blocker_oid', 'blocked_oid']).doNothing())
        .execute()
      return { blocked: true as const }
    },

    async unblock(user: SessionUser, userOid: string) {
      await db
        .deleteFrom('direct_chat_blocks')
        .where('blocker_oid', '=', user.oid)
        .where('blocked_oid', '=', userOid)
        .execute()
      return { blocked: false as const }
    },

    async blocked(user: SessionUser) {
      const rows = await db
        .selectFrom('direct_chat_blocks')
        .select('blocked_oid')
        .where('blocker_oid', '=', user.oid)
        .orderBy('created_at', 'desc')
        .limit(BLOCKS_MAX)
        .execute()
      const users = rows.length ? await deps.users.findUsers(rows.map((r) => r.blocked_oid)) : []
      return {
        blocked: users.map((u) => ({
          userOid: u.oid,
          nickname: u.nickname,
          isCreator: u.isCreator,
        })),
      }
    },

    /** A member reports a room, one of its messages, or one of its members. */
    async report(
      user: SessionUser,
      input: {
        roomId: string
        messageId?: string | undefined
        userOid?: string | undefined
        reason: string
      },
    ) {
      await context.requireMember(input.roomId, user.oid)
      let target = input.userOid ?? null
      if (input.messageId !== undefined) {
        const message = await db
          .selectFrom('direct_chat_messages')
          .select('sender_oid')
          .where('id', '=', input.messageId)
          .where('room_oid', '=', input.roomId)
          .executeTakeFirst()
        if (!message) throw ERRORS.messageNotFound()
        target ??= message.sender_oid
      }
      const oid = newObjectId(clock.now().getTime())
      await db
        .insertInto('direct_chat_reports')
        .values({
          oid,
          reporter_oid: user.oid,
          room_oid: input.roomId,
          message_id: input.messageId ?? null,
          target_user_oid: target,
          reason: input.reason,
          created_at: clock.now(),
        })
        .execute()
      return { reportOid: oid }
    },

    /** Users by nickname prefix, the caller and the users they blocked left out. */
    async searchPartners(user: SessionUser, input: { nickname: string; partnerType: PartnerType }) {
      const found = await deps.users.searchByNickname(input.nickname, LIMITS.partnerSearchMax * 2)
      const blocked = new Set(
        (
          await db
            .selectFrom('direct_chat_blocks')
            .select('blocked_oid')
            .where('blocker_oid', '=', user.oid)
            .where('blocked_oid', 'in', found.map((u) => u.oid).concat(''))
            .execute()
        ).map((row) => row.blocked_oid),
      )
      const partners = found
        .filter((u) => u.oid !== user.oid && !blocked.has(u.oid))
        .filter(
          (u) => input.partnerType === 'all' || u.isCreator === (input.partnerType === 'creator'),
        )
        .slice(0, LIMITS.partnerSearchMax)
        .map((u) => ({ userOid: u.oid, nickname: u.nickname, isCreator: u.isCreator }))
      return { partners }
    },
  }
}
