/** Replay calls, mounted under `/api/live` (docs/live/README.md "Replays"). */
import type { Hono } from 'hono'
import { type AppEnv, parseInput, readBody, readQuery, requireUser } from '../../http'
import { recordDeleteRequest, recordUploadRequest, replaysQuery } from './contract'
import type { ReplayService } from './service'

export function mountReplayRoutes(routes: Hono<AppEnv>, replays: ReplayService): void {
  routes.get('/replays', async (c) =>
    c.json(await replays.list(c.get('auth').user, readQuery(c, replaysQuery).creatorOid)),
  )
  // Ids from the body, or from the query string for clients that send no body.
  routes.delete('/record', async (c) => {
    const user = requireUser(c)
    const input = { ...c.req.query(), ...((c.get('body') as object | undefined) ?? {}) }
    const { creatorOid, recordOid } = parseInput(recordDeleteRequest, input)
    return c.json(await replays.remove(user, creatorOid, recordOid))
  })
  routes.post('/record/upload', async (c) => {
    const user = requireUser(c)
    return c.json(await replays.upload(user, readBody(c, recordUploadRequest)))
  })
}
