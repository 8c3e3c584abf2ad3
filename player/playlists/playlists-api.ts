import type {
  PlaylistChange,
  PlaylistList,
  PlaylistView,
} from '../../platform/content/playlists/contract'
import { api } from '../../web/session'

/**
 * The playlist calls. GET answers are cached privately for 600 s (the spec), so every read
 * names the newest revision this page load knows in its address (`v`): after an edit the
 * next read is a URL the browser has not cached, and the first read of a load is fresh too.
 */
const bootMark = Date.now().toString(36)
let revision = 0
const version = () => `${bootMark}.${revision}`
const changed = <T extends { revision: number }>(answer: T): T => {
  revision = Math.max(revision, answer.revision)
  return answer
}

export const playlistsApi = {
  list: async () => (await api.get('/content/playlist', { v: version() })) as PlaylistList,
  read: async (playlistOid: string) =>
    (
      (await api.get('/content/playlist', { playlistOid, v: version() })) as {
        playlist: PlaylistView
      }
    ).playlist,
  create: async (name: string): Promise<PlaylistChange> =>
    changed(await api.post('/content/playlist', { name })),
  setPublic: async (playlist: PlaylistView, isPublic: boolean): Promise<PlaylistChange> =>
    changed(
      await api.post('/content/playlist', {
        playlistOid: playlist.playlistOid,
        name: playlist.name,
        isPublic,
      }),
    ),
  remove: async (playlistOid: string) =>
    changed(await api.delete('/content/playlist', { playlistOid })),
  add: async (playlistOid: string, contentOid: string): Promise<PlaylistChange> =>
    changed(await api.post('/content/playlist/update', { playlistOid, contentOid, method: 'add' })),
  removeItem: async (playlistOid: string, contentOid: string): Promise<PlaylistChange> =>
    changed(
      await api.post('/content/playlist/update', { playlistOid, contentOid, method: 'remove' }),
    ),
  order: async (playlistOid: string, contentOids: string[]): Promise<PlaylistChange> =>
    changed(await api.post('/content/playlist/order', { playlistOid, contentOids })),
}
