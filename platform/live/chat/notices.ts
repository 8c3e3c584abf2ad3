/**
 * System lines of the chat: a moderator's action, a donation, a roulette result or a
 * mission's status, stored among the messages (one id order, one history) and published to
 * every viewer. A line with a key is written once, whatever repeats its event.
 */
import type { Selectable } from 'kysely'
import type { SessionUser } from '../../http'
import type { ChatContext } from './context'
import {
  ANNOUNCED_MISSION_STATUSES,
  type AnnouncedMissionStatus,
  type ChatNotice,
  type ChatNoticeLine,
  HIDDEN_SENDER,
} from './contract'
import { LIVECHAT_ERRORS } from './errors'
import type { LivechatTables } from './tables'

type MessageRow = Selectable<LivechatTables['livechat_messages']>

export function toNoticeLine(row: MessageRow): ChatNoticeLine {
  return {
    kind: 'notice',
    id: String(row.id),
    sendTime: row.send_time.toISOString(),
    notice: row.notice as ChatNotice,
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')
const coins = (value: unknown) => (typeof value === 'number' ? value : 0)
/** A hidden donor is null in every line; a named one by their nickname. */
const donorOf = (data: Record<string, unknown>) =>
  data.isHiddenName === true || !text(data.nickname) ? null : text(data.nickname)

/**
 * The line a `donation` or `mission` event becomes, with its key, or null: test alerts and
 * the mission statuses nobody announces (refused, cancelled, timed out) make none.
 */
export function noticeOfEvent(
  name: 'donation' | 'mission',
  data: Record<string, unknown>,
): { notice: ChatNotice; key: string } | null {
  const oid = text(data.oid)
  if (!oid || data.isTest === true) return null
  const donor = donorOf(data)
  const coin = coins(data.coin)
  if (name === 'mission') {
    const status = text(data.status) as AnnouncedMissionStatus
    if (!ANNOUNCED_MISSION_STATUSES.includes(status)) return null
    return {
      notice: { type: 'mission', status, donor, coin, content: text(data.content) },
      key: `mission:${oid}:${status}`,
    }
  }
  if (data.donationType === 'roulette')
    return {
      notice: { type: 'roulette', donor, coin, optionName: text(data.optionName) },
      key: `donation:${oid}`,
    }
  return {
    notice: { type: 'donation', donor, coin, content: text(data.content) },
    key: `donation:${oid}`,
  }
}

export function createNotices(context: ChatContext) {
  const { db, clock, deps } = context

  /** Stores the line (once per key) and sends it to every viewer of the chat. */
  async function announce(
    creatorOid: string,
    actorOid: string,
    notice: ChatNotice,
    key: string | null = null,
  ): Promise<ChatNoticeLine | null> {
    const streamOid = await deps.live.currentStream(creatorOid)
    const row = await db
      .insertInto('livechat_messages')
      .values({
        creator_oid: creatorOid,
        stream_oid: streamOid,
        user_oid: actorOid,
        content: '',
        is_hidden_name: false,
        sender: JSON.stringify(HIDDEN_SENDER),
        send_time: clock.now(),
        notice: JSON.stringify(notice),
        notice_key: key,
      })
      .onConflict((oc) =>
        oc.columns(['creator_oid', 'notice_key']).where('notice_key', 'is not', null).doNothing(),
      )
      .returningAll()
      .executeTakeFirst()
    if (!row) return null
    const line = toNoticeLine(row)
    await context.publish(creatorOid, line)
    return line
  }

  return {
    announce,

    /** A `donation` or `mission` event as its highlighted line (once per donation and status). */
    async announceEvent(
      creatorOid: string,
      name: 'donation' | 'mission',
      data: Record<string, unknown>,
    ) {
      const made = noticeOfEvent(name, data)
      if (made) await announce(creatorOid, creatorOid, made.notice, made.key)
    },

    /**
     * A moderator deletes a message: kept emptied (its sender is still known for bans), and
     * every viewer drops its text. The creator's own messages are the creator's to delete.
     */
    async deleteMessage(user: SessionUser, creatorOid: string, messageId: string) {
      await context.requireModerator(user, creatorOid)
      const row = await db
        .selectFrom('livechat_messages')
        .select(['user_oid', 'notice', 'sender'])
        .where('creator_oid', '=', creatorOid)
        .where('id', '=', messageId)
        .executeTakeFirst()
      if (!row || row.notice) throw LIVECHAT_ERRORS.messageNotFound()
      const owner = user.oid === creatorOid || user.roles.includes('admin')
      // The co-host's lines are stored under the creator's id, yet any moderator removes them.
      if (row.user_oid.trim() === creatorOid && !row.sender.isCohost && !owner)
        throw LIVECHAT_ERRORS.creatorMessage()
      const deleted = await db
        .updateTable('livechat_messages')
        .set({ deleted_at: clock.now(), content: '', emoticons: '[]' })
        .where('creator_oid', '=', creatorOid)
        .where('id', '=', messageId)
        .where('deleted_at', 'is', null)
        .returning('id')
        .executeTakeFirst()
      // Deleted twice (two moderators at once): one line, the first one's.
      if (deleted) await announce(creatorOid, user.oid, { type: 'messageDeleted', messageId })
      return { creatorOid, messageId, deleted: true as const }
    },
  }
}
