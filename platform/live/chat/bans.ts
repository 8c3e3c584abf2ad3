/** Bans: chatBan silences, kick also drops the socket, block keeps a user out for good. */
import { newObjectId } from '../../db/ids'
import type { SessionUser } from '../../http'
import { type ChatContext, MINUTE } from './context'
import type { ChatBanReason, ChatNotice } from './contract'
import { LIVECHAT_ERRORS } from './errors'
import type { createNotices } from './notices'

/** When a ban ends: a block of 0 minutes is for good; chatBan and kick last banTime minutes. */
export function banUntil(reason: ChatBanReason, banTime: number, now: Date): Date | null {
  return reason === 'block' && banTime === 0 ? null : new Date(now.getTime() + banTime * MINUTE)
}

export interface ChatBanInput {
  creatorOid: string
  userOid?: string | undefined
  messageId?: string | undefined
  banTime: number
  reason: ChatBanReason
  description: string
}

/** The system line a ban shows in the chat; an anonymous chatter's target is ''. */
export function banNotice(reason: ChatBanReason, banTime: number, target: string): ChatNotice {
  if (reason === 'chatBan') return { type: 'timeout', target, minutes: banTime }
  return reason === 'kick' ? { type: 'kick', target } : { type: 'ban', target }
}

export function createBans(
  context: ChatContext,
  notices: Pick<ReturnType<typeof createNotices>, 'announce'>,
) {
  const { db, clock, deps } = context

  /** The user's connections re-read what they may do (the chat box follows a ban at once). */
  async function refreshUser(creatorOid: string, userOid: string) {
    context.bump(context.userKey(creatorOid, userOid))
    await context.publish(creatorOid, context.event('updatedUserData', { userOid }))
  }

  /** The banned user: named, or the sender of a message of this chat by its handle. */
  async function banTarget(input: ChatBanInput) {
    const sent = input.messageId
      ? await db
          .selectFrom('livechat_messages')
          .select(['user_oid', 'is_hidden_name'])
          .where('creator_oid', '=', input.creatorOid)
          .where('id', '=', input.messageId)
          .executeTakeFirst()
      : undefined
    if (input.messageId && !sent) throw LIVECHAT_ERRORS.messageNotFound()
    const userOid = sent?.user_oid ?? (input.userOid as string)
    const [target] = await deps.users.findUsers([userOid])
    if (!target) throw LIVECHAT_ERRORS.userNotFound()
    if (userOid === input.creatorOid) throw LIVECHAT_ERRORS.moderatorImmune()
    return { userOid, nickname: target.nickname, anonymous: !!sent?.is_hidden_name }
  }

  return {
    /**
     * chatBan silences for banTime minutes; kick also drops the socket; block is for good.
     * The target is a user, or the sender of a message of this chat by its handle (its id):
     * an anonymous message's sender is banned without being named to the moderator.
     */
    async chatBan(user: SessionUser, input: ChatBanInput) {
      const { creatorOid, reason } = input
      await context.requireModerator(user, creatorOid)
      const { userOid, nickname, anonymous } = await banTarget(input)
      const now = clock.now()
      const until = banUntil(reason, input.banTime, now)
      const oid = newObjectId(now.getTime())
      await db
        .insertInto('livechat_bans')
        .values({
          oid,
          creator_oid: creatorOid,
          user_oid: userOid,
          nickname: anonymous ? '' : nickname,
          reason,
          description: input.description,
          until,
          created_by: user.oid,
          created_at: now,
          anonymous,
        })
        .execute()
      await notices.announce(
        creatorOid,
        user.oid,
        banNotice(reason, input.banTime, anonymous ? '' : nickname),
      )
      if (reason !== 'chatBan') {
        await context.publish(
          creatorOid,
          { kind: 'disconnect', id: oid, sendTime: now.toISOString(), reason, userId: userOid },
          userOid,
        )
      } else await refreshUser(creatorOid, userOid)
      return {
        oid,
        creatorOid,
        userOid: anonymous ? '' : userOid,
        reason,
        until: until?.toISOString() ?? null,
      }
    },

    async removeBanUsers(user: SessionUser, creatorOid: string, banOids: string[]) {
      await context.requireModerator(user, creatorOid)
      const removed = await db
        .deleteFrom('livechat_bans')
        .where('creator_oid', '=', creatorOid)
        // A ban row's oid, or the banned user's: the studio list may send either.
        .where((eb) => eb.or([eb('oid', 'in', banOids), eb('user_oid', 'in', banOids)]))
        .returning(['oid', 'user_oid', 'nickname', 'anonymous'])
        .execute()
      for (const row of removed) {
        await notices.announce(creatorOid, user.oid, {
          type: 'unban',
          target: row.anonymous ? '' : row.nickname,
        })
        await refreshUser(creatorOid, row.user_oid)
      }
      return { creatorOid, removed: removed.map((row) => row.oid) }
    },
  }
}
