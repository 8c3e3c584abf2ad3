/** Image message rows as the wire shows them. */
import type { Selectable } from 'kysely'
import type { ImageMessageView } from './contract'
import { dmMediaKind } from './media-rules'
import type { ImageMessageTables } from './tables'

/** Direct chat answers under `/api/chat` (the area's index). */
const API_PATH = '/api/chat'

export type ImageRow = Selectable<ImageMessageTables['direct_chat_image_messages']>

/** Where a file of an image message is served (to the room's members only). */
export const mediaUrl = (messageOid: string, position: number) =>
  `${API_PATH}/image-message/media/${messageOid}/${position}`

export function imageView(row: ImageRow): ImageMessageView {
  return {
    messageOid: row.message_oid,
    roomId: row.room_oid,
    senderOid: row.sender_oid,
    mediaKind: row.media_kind,
    paymethod: row.paymethod,
    coins: row.coins,
    media: row.media.map((file, position) => ({
      position,
      filetype: file.filetype,
      kind: dmMediaKind(file.filetype),
      url: mediaUrl(row.message_oid, position),
    })),
    sentAt: row.created_at.toISOString(),
  }
}
