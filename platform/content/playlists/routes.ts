/** Playlist calls under /content (document 1 §7 "Playlists"). */
import { Hono } from 'hono'
import { type AppEnv, rateLimit, readBody, readQuery, requireUser } from '../../http'
import {
  orderBody,
  PLAYLIST_MAX_AGE_SECONDS,
  readQuery as playlistQuery,
  removeBody,
  saveBody,
  updateBody,
} from './rules'
import type { PlaylistsService } from './service'

/** Adds and reorders come in bursts from one screen; 120 a minute is far above a person's pace. */
const writeLimit = rateLimit({ name: 'content.playlist', limit: 120, windowMs: 60_000 })

export function playlistRoutes(service: PlaylistsService): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()

  // Private: a reader's own list and private playlists must never sit in a shared cache.
  // Edits are seen at once because every change answers a new version, which the client
  // puts in the next read's address (`v`), a URL the browser has not cached.
  routes.get('/playlist', async (c) => {
    const query = readQuery(c, playlistQuery)
    const body = query.playlistOid
      ? { playlist: await service.read(c.get('auth').user, query.playlistOid) }
      : await service.list(requireUser(c))
    c.header('Cache-Control', `private, max-age=${PLAYLIST_MAX_AGE_SECONDS}`)
    return c.json(body)
  })

  routes.post('/playlist', writeLimit, async (c) => {
    const user = requireUser(c)
    return c.json(await service.save(user, readBody(c, saveBody)))
  })

  routes.delete('/playlist', writeLimit, async (c) => {
    const user = requireUser(c)
    return c.json({
      ok: true as const,
      ...(await service.remove(user, readBody(c, removeBody).playlistOid)),
    })
  })

  routes.post('/playlist/update', writeLimit, async (c) => {
    const user = requireUser(c)
    return c.json(await service.update(user, readBody(c, updateBody)))
  })

  routes.post('/playlist/order', writeLimit, async (c) => {
    const user = requireUser(c)
    return c.json(await service.order(user, readBody(c, orderBody)))
  })

  return routes
}
