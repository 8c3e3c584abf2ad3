/**
 * The chat archive over HTTP: idle rooms listed oldest first a page at a time and searched
 * by title; archiving the chosen ones, or all idle that long, once (the audit log has it
 * once, a second archive of the same rooms changes and logs nothing); an archived room gone
 * from its player and readable by admins, message by message; bad input and other callers
 * refused, changing nothing.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeOnEngine } from '../support/http-engine'
import { type StoryChatAdminWorld, startStoryChatAdminWorld } from './admin-story-chat-world'

describeOnEngine('chat archive', () => {
  let world: StoryChatAdminWorld
  const idle: string[] = []
  let fresh: string
  const tag = `Archive${Date.now().toString(36)}`

  beforeAll(async () => {
    world = await startStoryChatAdminWorld()
    const db = world.server.context.database.db
    for (let index = 0; index < 3; index++) {
      const roomOid = await newRoom()
      await db
        .updateTable('chat_rooms')
        .set({
          title: `${tag} room ${index}`,
          updated_at: new Date(Date.now() - (200 - index) * 86_400_000),
        })
        .where('oid', '=', roomOid)
        .execute()
      idle.push(roomOid)
    }
    fresh = await newRoom()
    await db
      .updateTable('chat_rooms')
      .set({ title: `${tag} fresh` })
      .where('oid', '=', fresh)
      .execute()
  }, 120_000)
  afterAll(async () => {
    await world?.server.close()
  })

  async function newRoom() {
    const created = await world.server.api('/story-chat/chat-room', {
      token: world.reader.token,
      body: { contentOid: world.contentOid },
    })
    expect(created.status, created.text).toBe(200)
    return created.json.room.roomOid as string
  }
  const admin = () => ({ token: world.admin.token })
  const oids = (rooms: Array<{ roomOid: string }>) => rooms.map((room) => room.roomOid)
  const archiveLog = async () => {
    const log = await world.server.api('/admin/audit-log', {
      ...admin(),
      query: { actor: world.admin.oid, q: 'chat-rooms.archive' },
    })
    return log.json.entries.filter(
      (entry: { action: string }) => entry.action === 'chat-rooms.archive',
    )
  }

  it('lists idle rooms oldest first, a page at a time, searched by title', async () => {
    const first = await world.server.api('/story-chat/old-chat-rooms', {
      ...admin(),
      query: { days: 90, q: tag.toLowerCase(), limit: 2 },
    })
    expect(first.status, first.text).toBe(200)
    expect(oids(first.json.rooms)).toEqual([idle[0], idle[1]])
    expect(first.json.rooms[0]).toMatchObject({
      title: `${tag} room 0`,
      guest: false,
      archivedAt: null,
    })
    const second = await world.server.api('/story-chat/old-chat-rooms', {
      ...admin(),
      query: { days: 90, q: tag, limit: 2, after: first.json.next },
    })
    expect(oids(second.json.rooms)).toEqual([idle[2]])
    expect(second.json.next).toBeNull()
  })

  it('archives the chosen rooms once, logged once; the player loses them, admins read them', async () => {
    const before = (await archiveLog()).length
    const chosen = await world.server.api('/story-chat/archive-chat-rooms', {
      ...admin(),
      body: { days: 90, roomOids: [idle[0], fresh] },
    })
    expect(chosen.status, chosen.text).toBe(200)
    // The fresh room was not idle that long: only the idle one is archived.
    expect(chosen.json).toEqual({ archived: 1, roomOids: [idle[0]] })
    const again = await world.server.api('/story-chat/archive-chat-rooms', {
      ...admin(),
      body: { days: 90, roomOids: [idle[0]] },
    })
    expect(again.json).toEqual({ archived: 0, roomOids: [] })
    const logged = await archiveLog()
    expect(logged).toHaveLength(before + 1)
    expect(logged[0].after).toMatchObject({ days: 90, archived: 1, roomOids: [idle[0]] })

    const player = await world.server.api(`/story-chat/chat-room/${idle[0]}/status`, {
      token: world.reader.token,
    })
    expect(player.status).toBe(404)
    const read = await world.server.api('/story-chat/admin/chat-room', {
      ...admin(),
      query: { roomOid: idle[0] ?? '' },
    })
    expect(read.status, read.text).toBe(200)
    expect(read.json.room.archivedAt).not.toBeNull()
    expect(read.json.messages.length).toBeGreaterThan(0)
    expect(read.json.messages[0]).toMatchObject({ role: 'assistant' })

    const archived = await world.server.api('/story-chat/admin/archived-rooms', {
      ...admin(),
      query: { q: tag },
    })
    expect(oids(archived.json.rooms)).toEqual([idle[0]])
  })

  it('archives every room idle that long', async () => {
    const all = await world.server.api('/story-chat/archive-chat-rooms', {
      ...admin(),
      body: { days: 150 },
    })
    expect(all.json.roomOids).toEqual(expect.arrayContaining([idle[1], idle[2]]))
    expect(all.json.roomOids).not.toContain(fresh)
    const left = await world.server.api('/story-chat/old-chat-rooms', {
      ...admin(),
      query: { days: 90, q: tag },
    })
    expect(oids(left.json.rooms)).toEqual([])
  })

  it('refuses bad input and other callers, changing nothing', async () => {
    const before = (await archiveLog()).length
    for (const [body, error] of [
      [{ days: 3 }, 'Too small: expected number to be >=7'],
      [{ days: 90, roomOids: ['nope'] }, 'Expected a 24-character id'],
      [{ days: 90, roomOids: [] }, 'Too small: expected array to have >=1 items'],
    ] as const) {
      const refused = await world.server.api('/story-chat/archive-chat-rooms', { ...admin(), body })
      expect(refused.status, JSON.stringify(body)).toBe(400)
      expect(refused.json.error).toBe(error)
    }
    const badCursor = await world.server.api('/story-chat/old-chat-rooms', {
      ...admin(),
      query: { after: 'nope' },
    })
    expect(badCursor.status).toBe(400)
    expect(badCursor.json.error).toBe('Expected a cursor from the previous page')
    const unknown = await world.server.api('/story-chat/admin/chat-room', {
      ...admin(),
      query: { roomOid: 'c'.repeat(24) },
    })
    expect(unknown.status).toBe(404)
    for (const token of [world.reader.token, world.creator.token, world.livestreamer.token]) {
      for (const call of [
        world.server.api('/story-chat/archive-chat-rooms', { token, body: { days: 7 } }),
        world.server.api('/story-chat/admin/archived-rooms', { token }),
        world.server.api('/story-chat/admin/chat-room', { token, query: { roomOid: fresh } }),
      ])
        expect((await call).status).toBe(403)
    }
    expect(await archiveLog()).toHaveLength(before)
    expect(
      (
        await world.server.api(`/story-chat/chat-room/${fresh}/status`, {
          token: world.reader.token,
        })
      ).status,
    ).toBe(200)
  })
})
