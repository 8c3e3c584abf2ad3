import { Hono } from 'hono'
import { type AppEnv, rateLimit, readBody } from '../../http'
import { actorOf, roomId, signedInActorOf } from '../actor'
import type { ChatRuntime } from '../chat-runtime'
import { findOwnedRoom } from '../rooms/rooms'
import { ownerOf } from '../runtime'
import { exportGroupChat, importGroupChat } from './group-files'
import { importGroupBody } from './requests'

/** An import writes up to a thousand messages: a few a minute is what a person does. */
const importLimit = rateLimit({ name: 'chat-group-import', limit: 20, windowMs: 60_000 })

/** The file name with anything outside printable ASCII (and quotes) as `_`. */
function disposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`
}

export function groupFileRoutes(runtime: ChatRuntime): Hono<AppEnv> {
  const db = runtime.deps.database.db
  const app = new Hono<AppEnv>()

  /** `part=definition` answers the group file (`.json`); otherwise the chat file (`.jsonl`). */
  app.get('/chat-room/:id/group/export', async (c) => {
    const actor = actorOf(c)
    const room = await findOwnedRoom(db, roomId(c), ownerOf(actor))
    const exported = await exportGroupChat(runtime, actor, room)
    if (c.req.query('part') === 'definition')
      return c.body(exported.definition, 200, {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Disposition': disposition(exported.definitionName),
        'Cache-Control': 'no-store',
      })
    return c.body(exported.jsonl, 200, {
      'Content-Type': 'application/x-ndjson; charset=utf-8',
      'Content-Disposition': disposition(exported.fileName),
      'Cache-Control': 'no-store',
    })
  })

  app.post('/group-rooms/import', importLimit, async (c) => {
    const actor = signedInActorOf(c)
    const body = readBody(c, importGroupBody)
    return c.json(await importGroupChat(runtime, actor, body))
  })

  return app
}
