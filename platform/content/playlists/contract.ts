/**
 * Playlists (document 1 §7 "Playlists"): a user's named, ordered lists of contents, public or
 * private, played in order on the player's playlist screen. Wire types only; the front ends
 * import this file as types.
 */
import type { CurationPageView } from '../curation/contract'
import type { ContentHit } from '../search/contract'

/** One playlist as its owner's list and the playlist screen show it. */
export interface PlaylistView {
  playlistOid: string
  ownerOid: string
  name: string
  isPublic: boolean
  /** Every stored content, in the playlist's order (the order a reorder names). */
  contentOids: string[]
  /** The contents this reader may see now, in the same order; a removed one is left out. */
  contents: ContentHit[]
  /** Bumped by every change: the client puts it in the next read's address (`v`). */
  version: number
  createdAt: string
  updatedAt: string
}

/** A playlist in its owner's list: no contents, their count and the first thumbnail. */
export interface PlaylistSummary {
  playlistOid: string
  name: string
  isPublic: boolean
  count: number
  /** The first content's oid, for the list's picture; null for an empty playlist. */
  firstContentOid: string | null
  thumbnail: string | null
  version: number
  updatedAt: string
}

/** GET /content/playlist without playlistOid: the signed-in user's playlists, newest first. */
export interface PlaylistList {
  playlists: PlaylistSummary[]
  /** Bumped by any change to any of the owner's playlists: the list's `v`. */
  revision: number
}

/** What every change answers: the playlist as it now is and the owner's new revision. */
export interface PlaylistChange {
  playlist: PlaylistView
  revision: number
  /** POST /content/playlist/update: whether the content was added or removed by this call. */
  changed?: boolean
}

export type PlaylistMethod = 'add' | 'remove'

/** The playlist calls and the account's curation, relative to /api. */
export interface PlaylistRoutes {
  'GET /content/playlist': {
    request: { playlistOid?: string; v?: string }
    response: PlaylistList | { playlist: PlaylistView }
  }
  'POST /content/playlist': {
    request: { playlistOid?: string; name: string; isPublic?: boolean }
    response: PlaylistChange
  }
  'DELETE /content/playlist': {
    request: { playlistOid: string }
    response: { ok: true; revision: number }
  }
  'POST /content/playlist/update': {
    request: { playlistOid: string; contentOid: string; method: PlaylistMethod; update?: boolean }
    response: PlaylistChange
  }
  'POST /content/playlist/order': {
    request: { playlistOid: string; contentOids: string[] }
    response: PlaylistChange
  }
  'GET /account/curation': {
    request: { language?: 'en' | 'ko' | 'jp' | 'es'; adult?: 'true' | 'false' }
    response: AccountCuration
  }
}

/** GET /account/curation: the account's home, as the curated home page and its playlists. */
export interface AccountCuration {
  language: string
  country: string | null
  page: CurationPageView | null
  playlists: PlaylistSummary[]
}
