/** Tables owned by the live chat area (see migrations.ts). */
import type { ColumnType, Generated, JSONColumnType } from 'kysely'
import type { ChatBanReason, ChatEmoticon, ChatNotice, ChatSender } from './contract'

type Timestamp = ColumnType<Date, Date | string, Date | string>
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>

export type LivechatTables = {
  livechat_messages: {
    id: Generated<string>
    creator_oid: string
    stream_oid: string | null
    user_oid: string
    content: string
    is_hidden_name: boolean
    sender: JSONColumnType<ChatSender, string, string>
    /** The emoticons the sender could use in this message (docs/live/CHAT.md). */
    emoticons: JSONColumnType<ChatEmoticon[], string | undefined, string>
    send_time: Timestamp
    /** A system line's notice (its other fields are the actor's); null for a message. */
    notice: ColumnType<ChatNotice | null, string | null | undefined, string | null>
    /** A system line written once per key (`donation:{oid}`, `mission:{oid}:{status}`). */
    notice_key: ColumnType<string | null, string | null | undefined, string | null>
    deleted_at: NullableTimestamp
  }
  livechat_settings: {
    creator_oid: string
    banned_words: JSONColumnType<string[], string | undefined, string>
    use_anonymous_chat: ColumnType<boolean, boolean | undefined, boolean>
  }
  livechat_managers: {
    creator_oid: string
    user_oid: string
    nickname: string
    created_at: Timestamp
  }
  livechat_bans: {
    oid: string
    creator_oid: string
    user_oid: string
    nickname: string
    reason: ChatBanReason
    description: ColumnType<string, string | undefined, string>
    until: NullableTimestamp
    created_by: string
    created_at: Timestamp
    /** Made through an anonymous message's handle: listed without the user's id or name. */
    anonymous: ColumnType<boolean, boolean | undefined, boolean>
  }
  livechat_strikes: {
    creator_oid: string
    user_oid: string
    mentions: ColumnType<number, number | undefined, number>
    restricted_until: NullableTimestamp
  }
}
