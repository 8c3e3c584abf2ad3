/** Tables of paid message contents (see migrations.ts). */
import type { ColumnType, JSONColumnType } from 'kysely'
import type { MessageMedia } from './contract'

type Timestamp = ColumnType<Date, Date | string, Date | string>

export type MessageContentTables = {
  /** A creator's post: its text, price and media; `deleted_at` hides it from non-buyers. */
  direct_chat_contents: {
    oid: string
    creator_oid: string
    text: string
    price: number
    media: JSONColumnType<MessageMedia[], string, string>
    media_kind: 'none' | 'images' | 'video'
    /** The writer's id for the post: writing it again stores nothing more. */
    request_id: string | null
    deleted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
    created_at: Timestamp
  }
  /** Who a post was sent to, and the 1:1 room with the creator it shows in. */
  direct_chat_content_recipients: {
    content_oid: string
    user_oid: string
    room_oid: string
    created_at: Timestamp
  }
  /** One purchase per post and buyer: the ledger transaction that paid for it. */
  direct_chat_content_purchases: {
    content_oid: string
    buyer_oid: string
    coins: number
    transaction_oid: string
    created_at: Timestamp
  }
}
