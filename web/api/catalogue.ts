import type { PublicContent, Ranking } from '../../platform/stories'
import type { ApiClient } from './client'
import { createTypedApi } from './typed-api'

/** An opening the player may choose on the story page (`startStoryOid` of `POST /chat-room`). */
export interface StoryStartPoint {
  id: string
  title: string
}

/**
 * A story as the story page reads it. `startPoints` is present once the server exposes
 * the compiled story's openings on `GET /chat-content` (see player/README.md).
 */
export type StoryDetails = PublicContent & { startPoints?: StoryStartPoint[] }

export interface CatalogueRequest {
  ranking: Ranking
  keyword?: string | undefined
  /** Hashtags without '#'; a story must carry all of them. */
  tags?: readonly string[] | undefined
  /** Ask for adult stories; the server grants it only to adult-verified users. */
  adult?: boolean | undefined
  page?: number | undefined
}

/** Typed calls behind the player's catalogue: rankings and search, the story page, creators. */
export function createCatalogueApi(client: ApiClient) {
  const api = createTypedApi(client)
  return {
    listStories: (request: CatalogueRequest) =>
      api.get('/story-chat/stories', {
        ranking: request.ranking,
        keyword: request.keyword || undefined,
        tags: request.tags && request.tags.length > 0 ? request.tags.join(',') : undefined,
        adult: request.adult ? 'true' : undefined,
        page: request.page || undefined,
      }),
    getStory: (contentOid: string): Promise<StoryDetails> =>
      api.get('/story-chat/chat-content', { contentOid }),
    canView: (contentOid: string) => api.get('/story-chat/chat-content/can-view', { contentOid }),
    /**
     * Buys a paid story with coins at the price the buyer was shown (`price`: a changed one
     * is refused with PRICE_MISMATCH); a repeat answers `charged: false` and takes nothing.
     */
    purchase: (contentOid: string, price?: number) =>
      api.post('/story-chat/chat-content/purchase', {
        contentOid,
        ...(price === undefined ? {} : { price }),
      }),
    /** Public profiles of up to 150 users (the spec's batch), by id, with display nicknames. */
    getUsers: (userOids: readonly string[]) =>
      api.get('/account/bulkgetusers', {
        users: userOids.join('|'),
        toGrab: 'nickname|multiLangNick',
      }),
    /**
     * Adult verification behind the adult-content switch: the account's date of birth as
     * 'YYYYMMDD' (the spec's form). 'The user could not be verified.' (NOT_ADULT) when under age.
     */
    certifyAdult: (birthDate: string) => api.post('/account/certified', { birthDate }),
  }
}

export type CatalogueApi = ReturnType<typeof createCatalogueApi>
export type {
  CanViewAnswer,
  CanViewReason,
  CataloguePage,
  PublicContent,
  PurchaseAnswer,
  RankedStory,
  Ranking,
} from '../../platform/stories'
