/** Tables of the content area's playlists capability (see migrations.ts beside it). */

/** A user's playlist count and the revision of their playlists. */
export interface ContentPlaylistOwnersTable {
  owner_oid: string
  playlist_count: number
  revision: number
}

export interface ContentPlaylistsTable {
  oid: string
  owner_oid: string
  name: string
  is_public: boolean
  item_count: number
  /** Bumped by every change; reads put it in their address. */
  version: number
  created_at: Date
  updated_at: Date
}

export interface ContentPlaylistItemsTable {
  playlist_oid: string
  content_oid: string
  position: number
  added_at: Date
}

export type PlaylistsTables = {
  content_playlist_owners: ContentPlaylistOwnersTable
  content_playlists: ContentPlaylistsTable
  content_playlist_items: ContentPlaylistItemsTable
}
