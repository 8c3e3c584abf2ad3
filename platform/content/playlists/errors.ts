/** The playlists' typed errors. Another user's private playlist is "not found": no existence leak. */
import { badRequest, conflict, notFound } from '../../http'
import { MAX_PLAYLIST_ITEMS, MAX_PLAYLISTS } from './rules'

export const playlistNotFound = () => notFound('Playlist not found', 'PLAYLIST_NOT_FOUND')
export const tooManyPlaylists = () =>
  conflict('PLAYLIST_LIMIT', `You can keep at most ${MAX_PLAYLISTS} playlists`)
export const playlistFull = () =>
  conflict('PLAYLIST_FULL', `A playlist holds at most ${MAX_PLAYLIST_ITEMS} contents`)
export const unknownContent = (oid: string) =>
  badRequest('PLAYLIST_CONTENT_UNAVAILABLE', `This content cannot be added: ${oid}`)
export const staleOrder = (reason: 'duplicate' | 'mismatch') =>
  conflict(
    'PLAYLIST_ORDER_STALE',
    reason === 'duplicate'
      ? 'A content is named twice in the new order'
      : 'The playlist changed; reload it and reorder again',
  )
