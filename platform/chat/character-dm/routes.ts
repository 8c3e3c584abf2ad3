import { Hono } from 'hono'
import { z } from 'zod'
import { type AppEnv, objectIdField, rateLimit, readBody, readQuery, requireUser } from '../../http'
import type { ChatRuntime } from '../chat-runtime'
import { messageView, roomView } from '../rooms/views'
import { dmSettingBody, memoriesQuery, memorySettingBody, openCharacterRoomBody } from './requests'
import {
  characterRoomsOf,
  dmSettingFor,
  forgetMemory,
  memoriesOf,
  offerFor,
  openCharacterRoom,
  saveDmSettingFor,
  setMemory,
} from './service'
import { allFanMemories } from './store'

const oid = objectIdField()

/** A character's direct chat, under `/api/story-chat` (docs/CHARACTER-DM.md). */
export function characterDmRoutes(runtime: ChatRuntime): Hono<AppEnv> {
  const db = runtime.deps.database.db
  const app = new Hono<AppEnv>()
  const opening = rateLimit({ name: 'character-dm-open', limit: 20, windowMs: 60_000 })

  app.get('/character-dm/setting', async (c) => {
    const user = requireUser(c)
    const { contentOid } = readQuery(c, z.object({ contentOid: oid }))
    return c.json(await dmSettingFor(runtime, user, contentOid))
  })

  app.put('/character-dm/setting', async (c) => {
    const user = requireUser(c)
    const body = readBody(c, dmSettingBody)
    return c.json(await saveDmSettingFor(runtime, user, body))
  })

  app.get('/character-dm/offer', async (c) => {
    const { contentOid } = readQuery(c, z.object({ contentOid: oid }))
    return c.json({ offer: await offerFor(runtime, c.get('auth').user, contentOid) })
  })

  app.post('/character-dm/rooms', opening, async (c) => {
    const user = requireUser(c)
    const body = readBody(c, openCharacterRoomBody)
    const { opened, offer } = await openCharacterRoom(
      runtime,
      { user, guestDeviceId: null },
      body.contentOid,
    )
    return c.json({
      room: roomView(opened.room),
      messages: [messageView(opened.greeting)],
      offer,
    })
  })

  app.get('/character-dm/rooms', async (c) => {
    const user = requireUser(c)
    return c.json({ rooms: await characterRoomsOf(runtime, user.oid) })
  })

  app.get('/character-dm/memories', async (c) => {
    const user = requireUser(c)
    const { contentOid } = readQuery(c, memoriesQuery)
    const offer = await offerFor(runtime, user, contentOid)
    if (!offer.character) return c.json({ enabled: false, memories: [] })
    return c.json(
      await memoriesOf(runtime, { userOid: user.oid, contentOid, characterId: offer.character.id }),
    )
  })

  app.put('/character-dm/memory-setting', async (c) => {
    const user = requireUser(c)
    const body = readBody(c, memorySettingBody)
    return c.json(await setMemory(runtime, user, body.contentOid, body.enabled))
  })

  app.delete('/character-dm/memories/:memoryOid', async (c) => {
    const user = requireUser(c)
    // An id that is no memory of this fan's is a 404 like any other.
    await forgetMemory(runtime, user.oid, c.req.param('memoryOid'))
    return c.json({ ok: true })
  })

  /** The fan's memories of every character, for the account's data export. */
  app.get('/character-dm/memories/export', async (c) => {
    const user = requireUser(c)
    const rows = await allFanMemories(db, user.oid)
    return c.json({
      memories: rows.map((row) => ({
        memoryOid: row.oid,
        contentOid: row.content_oid,
        characterId: row.character_id,
        roomOid: row.source_room_oid,
        content: row.content,
        createdAt: row.created_at.toISOString(),
      })),
    })
  })
  return app
}
