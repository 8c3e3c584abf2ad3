/** A room as a SillyTavern chat file: the download, and a file played on in a new room. */
import { Hono } from 'hono'
import { type AppEnv, rateLimit, readBody } from '../../http'
import { actorOf, roomId, signedInActorOf } from '../actor'
import type { ChatRuntime } from '../chat-runtime'
import { ownerOf } from '../runtime'
import { exportRoomChat, importRoomChat } from './chat-files'
import { importChatBody } from './requests'
import { findOwnedRoom } from './rooms'

/** An import writes up to a thousand messages: a few a minute is what a person does. */
const importLimit = rateLimit({ name: 'chat-import', limit: 20, windowMs: 60_000 })

export function roomFileRoutes(runtime: ChatRuntime): Hono<AppEnv> {
  const db = runtime.deps.database.db
  const app = new Hono<AppEnv>()

  app.get('/chat-room/:id/export', async (c) => {
    const actor = actorOf(c)
    const room = await findOwnedRoom(db, roomId(c), ownerOf(actor))
    const { jsonl, fileName } = await exportRoomChat(runtime, actor, room)
    return c.body(jsonl, 200, {
      'Content-Type': 'application/x-ndjson; charset=utf-8',
      // The plain name for old clients, the UTF-8 one (a Korean title) for the others.
      'Content-Disposition': `attachment; filename="${asciiName(fileName)}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      'Cache-Control': 'no-store',
    })
  })

  /**
   * A signed-in player's file: a guest's request may carry 64 KB at most, and an imported
   * chat is worth keeping on an account.
   */
  app.post('/chat-rooms/import', importLimit, async (c) => {
    const actor = signedInActorOf(c)
    const body = readBody(c, importChatBody)
    return c.json(await importRoomChat(runtime, actor, body))
  })

  return app
}

/** The file name with anything outside printable ASCII (and quotes) as `_`. */
function asciiName(fileName: string): string {
  return fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')
}
