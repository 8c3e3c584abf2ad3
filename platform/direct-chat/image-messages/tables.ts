/** Tables of image messages (see migrations.ts). */
import type { ColumnType, JSONColumnType } from 'kysely'
import type { DmMediaKind, DmMediaType } from './media-rules'

/** One file of an image message: the sender's upload key and its type. */
export interface StoredMedia {
  key: string
  filetype: DmMediaType
}

export type ImageMessageTables = {
  direct_chat_image_messages: {
    message_oid: string
    sender_oid: string
    room_oid: string
    media_kind: DmMediaKind
    media: JSONColumnType<StoredMedia[], string, string>
    paymethod: 'free' | 'coin'
    coins: number
    created_at: ColumnType<Date, Date | string, Date | string>
  }
}
