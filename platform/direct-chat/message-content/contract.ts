/**
 * Paid message contents (spec §7 `/message-content/*`): a creator's post of text and media,
 * sent to chosen users, subscriber tiers or rooms, shown locked with its price in each
 * recipient's 1:1 room with the creator and bought once per recipient (docs/DIRECT-CHAT.md,
 * "Paid message contents"). Wire types, texts and limits only; zod schemas in requests.ts.
 */

export const MESSAGE_CONTENT_LIMITS = {
  textMax: 2_000,
  priceMin: 1,
  priceMax: 9_999,
  /** Spec §5, §9: at most 20 images or one video, never mixed. */
  imagesMax: 20,
  videosMax: 1,
  /** Recipients one post may reach (users named, tiers' subscribers and rooms' members). */
  recipientsMax: 1_000,
  targetsMax: 100,
} as const

/** Spec §5: the media a post may carry. */
export const MESSAGE_MEDIA_TYPES = ['mp4', 'mov', 'jpg', 'jpeg', 'png'] as const
export type MessageMediaType = (typeof MESSAGE_MEDIA_TYPES)[number]

export const MESSAGE_CONTENT_TEXTS = {
  mixedMedia: 'Attach images or one video, not both.',
  tooManyImages: 'Attach at most 20 images.',
  tooManyVideos: 'Attach at most one video.',
  noRecipients: 'Choose at least one user, tier or room to send to.',
  tooManyRecipients: 'A post may reach at most 1,000 people.',
  /** Spec §8 (direct chat): a media key that is not the creator's upload. */
  uploadNotFound: 'uploaded file not found, resend',
  notFound: 'The post was not found.',
  ownPost: 'This is your own post.',
} as const

/** The media's state (the uploads area's asset states): `none` for a post without media. */
export type MessageContentStatus = 'none' | 'uploading' | 'packaging' | 'ready' | 'error'

export interface MessageMedia {
  key: string
  filetype: MessageMediaType
  kind: 'image' | 'video'
}

/** What a post's writer sends as `postMetaData`. */
export interface MessagePostMetaData {
  text: string
  price: number
  media?: { key: string; filetype: MessageMediaType }[]
  /** The writer's id for this post: writing it again answers the stored post. */
  requestId?: string
}

/**
 * A post as its reader may see it. Locked (a recipient who has not bought it): the price,
 * the media's count and kind, never the text or the media.
 */
export interface MessageContentView {
  contentOid: string
  creatorOid: string
  price: number
  locked: boolean
  /** The viewer bought it (a recipient); false for the creator. */
  purchased: boolean
  /** The viewer wrote it. */
  mine: boolean
  text: string | null
  media: MessageMedia[] | null
  mediaCount: number
  mediaKind: 'none' | 'images' | 'video'
  status: MessageContentStatus
  deleted: boolean
  createdAt: string
}

export interface SendUser {
  userOid: string
  nickname: string
}

export interface MessageContentRoutes {
  'POST /chat/message-content/write': {
    request: {
      postMetaData: MessagePostMetaData
      targetUserOids?: string[]
      targetTierHashs?: string[]
      targetRoomOids?: string[]
    }
    response: { content: MessageContentView; recipients: number; replayed: boolean }
  }
  'GET /chat/message-content': {
    request: { contentId: string }
    response: { content: MessageContentView }
  }
  'POST /chat/message-content/purchase': {
    request: { creatorOid: string; contentOid: string }
    response: { content: MessageContentView; transactionOid: string; replayed: boolean }
  }
  'GET /chat/message-content/encoding': {
    request: { userOid: string; partnerUserOid: string }
    response: { contents: MessageContentView[] }
  }
  'GET /chat/message-content/encoding/status': {
    request: { contentOid: string }
    response: {
      contentOid: string
      status: MessageContentStatus
      media: { key: string; status: MessageContentStatus }[]
    }
  }
  'POST /chat/message-content/delete': {
    request: { contentOid: string }
    response: { deleted: true }
  }
  'GET /chat/message-content/send-users': {
    request: { sendUserOids?: string; sendTierHashs?: string }
    response: { users: SendUser[]; total: number }
  }
  'GET /chat/message-content/media': {
    request: { contentOid: string; key: string }
    response: { url: string; expiresAt: string }
  }
}
