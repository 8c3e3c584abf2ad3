/**
 * Image messages (spec §7 `/image-message/*`): a member sends photos or one video into a
 * room; where the room's creator charges per message it is paid like a message. Wire
 * types only; the schemas live in requests.ts.
 */
import type { DirectMessage, ImageReception } from '../contract'
import type { DmMediaKind, DmMediaType } from './media-rules'

export type { DmMediaKind, DmMediaType }

/** `free`: nothing to pay; `coin`: the room's price per message, in coins. */
export type ImagePaymethod = 'free' | 'coin'

export interface ImageMessageFile {
  /** The upload's key in the sender's namespace (`/api/upload`, context `dm`). */
  key: string
  filetype: DmMediaType
}

export interface ImageMessageMedia {
  position: number
  filetype: DmMediaType
  kind: DmMediaKind
  /** Served to the room's members only. */
  url: string
}

export interface ImageMessageView {
  messageOid: string
  roomId: string
  senderOid: string
  mediaKind: DmMediaKind
  paymethod: ImagePaymethod
  coins: number
  media: ImageMessageMedia[]
  sentAt: string
}

export interface ImageMessageSendRequest {
  /** The sender's own 24-character id for the message: a retry with it is the same message. */
  messageOid: string
  /** What the sender was shown: a different price or condition now answers 409. */
  paymethod: ImagePaymethod
  coin: number
  metadata: {
    roomId: string
    files: ImageMessageFile[]
    text?: string
    imageReception?: ImageReception
  }
}

export interface ImageMessageRoutes {
  'POST /chat/image-message/send': {
    request: ImageMessageSendRequest
    response: { message: DirectMessage; imageMessage: ImageMessageView; replayed: boolean }
  }
  'GET /chat/image-message': {
    request: { messageOid: string }
    response: { message: DirectMessage; imageMessage: ImageMessageView }
  }
}
