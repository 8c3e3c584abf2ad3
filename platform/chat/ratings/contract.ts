/**
 * Reply ratings (mounted under `/api/story-chat`): the wire types and the creator's
 * analytics route as a type map for the typed client. Types only.
 */

/** Why a reply was liked. */
export type UpReason = 'in-character' | 'creative' | 'moving'
/** Why a reply was not. */
export type DownReason = 'out-of-character' | 'repetitive' | 'ignored-me' | 'too-short'
export type ReplyRatingReason = UpReason | DownReason
export type ReplyRatingValue = 'up' | 'down'

/** A player's rating of one reply, as prev-messages and the rating route answer it. */
export interface ReplyRatingView {
  rating: ReplyRatingValue
  reason: ReplyRatingReason | null
  /** Free text, at most `REPLY_RATING_NOTE_MAX` characters; '' when none. */
  note: string
}

/** `POST /story-chat/chat-room/{id}/rating`: `rating: null` clears the rating. */
export interface ReplyRatingRequest {
  messageId: string
  rating: ReplyRatingValue | null
  reason?: ReplyRatingReason | null
  note?: string
}

/** One scene's row of the creator's "Reply ratings by scene" table. */
export interface SceneRatingsRow {
  sceneId: string
  /** The scene's title in the published story; null for a scene no longer in it. */
  title: string | null
  up: number
  down: number
  /** The most given reasons, most first, at most three. */
  topReasons: { reason: ReplyRatingReason; count: number }[]
}

export interface ReplyRatingsAnswer {
  contentOid: string
  scenes: SceneRatingsRow[]
}

export interface RatingsRoutes {
  'POST /story-chat/chat-room/:id/rating': {
    request: { id: string } & ReplyRatingRequest
    response: { rating: ReplyRatingView | null }
  }
  'GET /story-chat/reply-ratings': {
    request: { contentOid: string }
    response: ReplyRatingsAnswer
  }
}
