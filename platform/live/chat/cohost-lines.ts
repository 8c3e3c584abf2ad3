/**
 * The chat's side of the co-host (docs/live/COHOST.md): what it hears (viewers' lines,
 * donations, missions), the recent lines it reads, and its reply: an id taken from the
 * messages' sequence when the reply starts, its streamed frames, and at its end one ordinary
 * message stored under that same id (`sender.isCohost`), so history and moderation treat it
 * like any message. The row's `user_oid` is the creator's: bans by its handle meet the
 * creator's immunity, and managers may still delete it (notices.ts).
 */
import { sql } from 'kysely'
import type { SessionUser } from '../../http'
import { type ChatContext, type HeardLine, isAdmin } from './context'
import type { ChatSender, CohostReplyFrame, LiveChatMessage } from './contract'
import { toMessage } from './messages'

/** The co-host's sender: its own id per creator, the character's name, a badge. */
export function cohostSender(creatorOid: string, characterName: string): ChatSender {
  return {
    userOid: `cohost:${creatorOid}`,
    nickname: characterName,
    nicknameColors: ['#b28cff', '#3b2470'],
    tierHash: null,
    tierName: null,
    tierPhoto: null,
    userPhoto: null,
    subscriptionMonths: 0,
    isAdmin: false,
    isCreator: false,
    isManager: false,
    isCohost: true,
  }
}

export function createCohostLines(context: ChatContext) {
  const { db, clock, deps } = context
  return {
    cohost: {
      /** The co-host hears each line once it was sent (never holding its sender up). */
      onHeard: (listener: (line: HeardLine) => void) => context.onHeard(listener),

      /** The stream's last messages (not deleted, not system lines), oldest first. */
      async recentLines(creatorOid: string, limit: number) {
        const streamOid = await deps.live.currentStream(creatorOid)
        const rows = await db
          .selectFrom('livechat_messages')
          .select(['id', 'sender', 'content', 'is_hidden_name'])
          .where('creator_oid', '=', creatorOid)
          .where('stream_oid', '=', streamOid ?? '')
          .where('notice', 'is', null)
          .where('deleted_at', 'is', null)
          .orderBy('id', 'desc')
          .limit(limit)
          .execute()
        return rows.reverse().map((row) => ({
          id: String(row.id),
          name: row.is_hidden_name ? '' : row.sender.nickname,
          content: row.content,
        }))
      },

      /** The creator, an admin or one of the creator's managers (mute, budget). */
      async isModerator(user: SessionUser, creatorOid: string) {
        if (user.oid === creatorOid || isAdmin(user)) return true
        return context.isManager(creatorOid, user.oid)
      },

      bannedWords: async (creatorOid: string) =>
        (await context.settingsOf(creatorOid)).banned_words,

      /** A stored co-host message (not deleted): its chat and text, for its speech. */
      async storedLine(messageId: string) {
        const row = await db
          .selectFrom('livechat_messages')
          .select(['creator_oid', 'content', 'sender', 'deleted_at'])
          .where('id', '=', messageId)
          .executeTakeFirst()
        if (!row?.sender.isCohost || row.deleted_at) return null
        return { creatorOid: row.creator_oid.trim(), content: row.content }
      },

      /** A message id for a reply starting now, kept by the message stored at its end. */
      async reserveId(): Promise<string> {
        const result = await sql<{ id: string }>`
          select nextval(pg_get_serial_sequence('livechat_messages', 'id'))::text as id`.execute(db)
        return (result.rows[0] as { id: string }).id
      },

      /** A frame of a reply in progress, to every viewer of the chat on every instance. */
      publish: (creatorOid: string, frame: Omit<CohostReplyFrame, 'kind' | 'sendTime'>) =>
        context.publish(creatorOid, {
          kind: 'cohost',
          sendTime: clock.now().toISOString(),
          ...frame,
        }),

      /** The finished reply stored as an ordinary message under its reserved id. */
      async store(
        creatorOid: string,
        id: string,
        sender: ChatSender,
        content: string,
      ): Promise<LiveChatMessage> {
        const streamOid = await deps.live.currentStream(creatorOid)
        // A retried store (the same id) keeps the first row.
        await sql`
          insert into livechat_messages
            (id, creator_oid, stream_oid, user_oid, content, is_hidden_name, sender, send_time)
          overriding system value
          values (${id}, ${creatorOid}, ${streamOid}, ${creatorOid}, ${content}, false,
            ${JSON.stringify(sender)}::jsonb, ${clock.now()})
          on conflict (id) do nothing`.execute(db)
        const row = await db
          .selectFrom('livechat_messages')
          .selectAll()
          .where('creator_oid', '=', creatorOid)
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
        return toMessage(row)
      },
    },
  }
}
