/**
 * The story images' routes (mounted under `/api/story-chat`), as a type map for the typed
 * client: paths relative to `/api`, requests and answers. Types only.
 */

/** A picture of the story as the chat shows it; its address only once it may be seen. */
export interface SituationImage {
  imageId: string
  imageHash: string
  tags: string[]
  matchedTags?: string[]
  locked: boolean
  price: number
  url: string | null
}

/** What "unlock all" buys now and what it charges (`GET /image/unlock-quote`). */
export interface ImageUnlockQuote {
  images: { imageHash: string; imageId: string; tags: string[]; price: number }[]
  /** The images' prices added up. */
  sum: number
  /** The bulk discount the server takes off the sum. */
  discountPercent: number
  /** What the bulk unlock charges: the sum less the discount, rounded down. */
  total: number
}

/** `POST /image/unlock`: the pictures bought and what they cost. */
export interface ImageUnlockAnswer {
  unlocked: { imageHash: string; imageId: string }[]
  creditsCharged: number
}

export interface ImagesRoutes {
  'GET /story-chat/image/unlock-quote': {
    /** `metadataOid`: the room, whose auto-unlocked pictures are not sold again. */
    request: { contentOid: string; metadataOid?: string }
    response: ImageUnlockQuote
  }
  'POST /story-chat/image/unlock': {
    request: {
      contentOid: string
      imageHash?: string
      allImages?: boolean
      metadataOid?: string
    }
    response: ImageUnlockAnswer
  }
  'GET /story-chat/image/signed-url': {
    request: { contentOid: string; imageHash: string; roomOid?: string }
    response: { url: string }
  }
}
