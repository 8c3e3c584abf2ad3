/** Chat messages: the stored history, and a viewer's message checked, masked, stored and sent. */
import { type Selectable, sql } from 'kysely'
import type { BucketPolicy } from '../../limits'
import type { ChatContext } from './context'
import {
  type ChatLine,
  type ChatSender,
  HIDDEN_SENDER,
  LIVECHAT_LIMITS,
  type LiveChatMessage,
} from './contract'
import { chatEmoticon, usableEmoticonsIn } from './emoticons'
import { LIVECHAT_ERRORS } from './errors'
import { maskBannedWords } from './mask'
import { toNoticeLine } from './notices'
import type { createProfiles } from './profiles'
import type { LivechatTables } from './tables'
import type { ChatClaims } from './token'

type MessageRow = Selectable<LivechatTables['livechat_messages']>

/** A token bucket per sender and chat: a burst, then one message per interval. */
const FLOOD: BucketPolicy = {
  kind: 'bucket',
  burst: LIVECHAT_LIMITS.floodBurst,
  intervalMs: LIVECHAT_LIMITS.floodIntervalMs,
}

/** A stored message as every viewer receives it: a hidden name names nobody, older rows too. */
export function toMessage(row: MessageRow): LiveChatMessage {
  return {
    kind: 'message',
    id: String(row.id),
    sendTime: row.send_time.toISOString(),
    content: row.deleted_at ? '' : row.content,
    sender: row.is_hidden_name ? HIDDEN_SENDER : row.sender,
    emoticons: row.deleted_at ? [] : (row.emoticons ?? []),
    isBan: false,
    isHiddenName: row.is_hidden_name,
    ...(row.deleted_at ? { deleted: true } : {}),
  }
}

/** A stored row as a chat line: a message, or a system line. */
export const toLine = (row: MessageRow): ChatLine =>
  row.notice ? toNoticeLine(row) : toMessage(row)

export function createMessages(context: ChatContext, profiles: ReturnType<typeof createProfiles>) {
  const { db, clock, deps } = context

  /**
   * The chat's lines of this stream only: on air, those sent during it; off air, those
   * since the last stream's last line. A new stream starts with an empty chat.
   */
  async function history(
    creatorOid: string,
    afterId?: string | null,
    currentStream?: string | null,
  ): Promise<ChatLine[]> {
    const streamOid =
      currentStream === undefined ? await deps.live.currentStream(creatorOid) : currentStream
    let query = db.selectFrom('livechat_messages').selectAll().where('creator_oid', '=', creatorOid)
    query = streamOid
      ? query.where('stream_oid', '=', streamOid)
      : query.where('stream_oid', 'is', null).where('id', '>', (eb) =>
          eb
            .selectFrom('livechat_messages as streamed')
            .select((inner) =>
              inner.fn.coalesce(inner.fn.max('streamed.id'), sql<string>`0`).as('last'),
            )
            .where('streamed.creator_oid', '=', creatorOid)
            .where('streamed.stream_oid', 'is not', null),
        )
    if (afterId) {
      query = query.where('id', '>', afterId).orderBy('id', 'asc')
      return (await query.limit(LIVECHAT_LIMITS.historyMax).execute()).map(toLine)
    }
    const rows = await query.orderBy('id', 'desc').limit(50).execute()
    return rows.reverse().map(toLine)
  }

  /** Counted before anything is read or stored; the creator and admins are not limited. */
  async function checkFlood(claims: ChatClaims, userOid: string) {
    if (userOid === claims.creatorOid || claims.isAdmin) return
    const flood = await deps.limits.reserve(`livechat-flood:${claims.creatorOid}:${userOid}`, FLOOD)
    if (!flood.granted)
      throw LIVECHAT_ERRORS.tooFast(new Date(clock.now().getTime() + flood.retryAfterMs))
  }

  return {
    history,

    /**
     * What a viewer sends the streamer outside the chat (donations, missions) meets the
     * chat's rules: any active ban refuses with the chat's own text.
     */
    async assertMayTakePart(creatorOid: string, userOid: string): Promise<void> {
      if (await context.activeBan(creatorOid, userOid)) throw LIVECHAT_ERRORS.banned()
    },

    /** The text with the creator's banned words masked, as `send` masks a message. */
    async maskText(creatorOid: string, text: string): Promise<string> {
      return maskBannedWords(text, (await context.settingsOf(creatorOid)).banned_words).content
    },

    /** Stores and publishes a message, masked; refusals throw the texts the client shows. */
    async send(claims: ChatClaims, content: string, hideName: boolean): Promise<LiveChatMessage> {
      if (!claims.userOid) throw LIVECHAT_ERRORS.loginRequired()
      const userOid = claims.userOid
      const text = content.trim().slice(0, LIVECHAT_LIMITS.contentMax)
      if (!text) throw LIVECHAT_ERRORS.emptyMessage()
      await checkFlood(claims, userOid)
      // One round of reads, started together: a message costs two round trips, not six.
      const [strikes, ban, settings, profile, streamOid] = await Promise.all([
        db
          .selectFrom('livechat_strikes')
          .select('restricted_until')
          .where('creator_oid', '=', claims.creatorOid)
          .where('user_oid', '=', userOid)
          .executeTakeFirst(),
        context.activeBan(claims.creatorOid, userOid),
        context.settingsOf(claims.creatorOid),
        profiles.profileOf(claims),
        deps.live.currentStream(claims.creatorOid),
      ])
      if (strikes?.restricted_until && strikes.restricted_until > clock.now()) {
        throw LIVECHAT_ERRORS.restricted(strikes.restricted_until)
      }
      if (ban) throw LIVECHAT_ERRORS.banned()
      const masked = maskBannedWords(text, settings.banned_words)
      const isHiddenName = hideName && settings.use_anonymous_chat
      const sender = profile.sender as ChatSender
      // Only emoticons of the sender's level are listed; any other `:name:` stays text.
      const emoticons = usableEmoticonsIn(masked.content, profile.emoticons.usable).map(
        chatEmoticon,
      )
      const row = await db
        .insertInto('livechat_messages')
        .values({
          creator_oid: claims.creatorOid,
          stream_oid: streamOid,
          user_oid: userOid,
          content: masked.content,
          is_hidden_name: isHiddenName,
          emoticons: JSON.stringify(emoticons),
          // The sender is known by `user_oid` alone (moderation by the message's handle).
          sender: JSON.stringify(isHiddenName ? HIDDEN_SENDER : sender),
          send_time: clock.now(),
        })
        .returningAll()
        .executeTakeFirstOrThrow()
      const message = toMessage(row)
      await context.publish(claims.creatorOid, message)
      context.heard({ kind: 'message', creatorOid: claims.creatorOid, message })
      if (masked.mentions > 0) {
        const until = await context.strike(claims.creatorOid, userOid, masked.mentions)
        if (until) throw LIVECHAT_ERRORS.restricted(until)
      }
      return message
    },
  }
}
