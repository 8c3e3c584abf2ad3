import { afterAll, beforeAll, expect, it } from 'vitest'
import { newObjectId } from '../../db'
import { describeEachEngine, openTestDatabase, type TestDatabase } from '../../db/testing'
import {
  allFanMemories,
  deleteMemory,
  fanMemories,
  forgetUsers,
  insertMemory,
  memoryEnabled,
  rememberedRooms,
  setMemoryEnabled,
} from './store'

describeEachEngine('a character’s memories of fans', (engine) => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await openTestDatabase(engine)
  })
  afterAll(async () => {
    await database?.close()
  })

  it('are private to their fan, written once per room, and go with the account', async () => {
    const { db } = database
    const now = new Date('2026-01-01T00:00:00Z')
    const contentOid = newObjectId()
    const fan = { userOid: newObjectId(), contentOid, characterId: 'char-elias' }
    const other = { ...fan, userOid: newObjectId() }
    expect(await memoryEnabled(db, fan)).toBe(false)
    await setMemoryEnabled(db, fan, true, now)
    expect(await memoryEnabled(db, fan)).toBe(true)
    expect(await memoryEnabled(db, other)).toBe(false)

    const room = newObjectId()
    await insertMemory(db, fan, room, 'We talked about Pepper the cat.', now)
    // A second writer of the same room's memory changes nothing.
    await insertMemory(db, fan, room, 'Another summary.', now)
    const [memory, ...rest] = await fanMemories(db, fan)
    expect(rest).toEqual([])
    expect(memory?.content).toBe('We talked about Pepper the cat.')
    // Another fan of the same character reads nothing and deletes nothing.
    expect(await fanMemories(db, other)).toEqual([])
    expect(await deleteMemory(db, other.userOid, memory!.oid)).toBe(false)
    expect(await fanMemories(db, fan)).toHaveLength(1)
    expect(await allFanMemories(db, fan.userOid)).toHaveLength(1)

    // The account's purge: memories and opt-ins gone, the other fan's untouched.
    await insertMemory(db, other, newObjectId(), 'Their own memory.', now)
    await forgetUsers(db, [fan.userOid])
    expect(await allFanMemories(db, fan.userOid)).toEqual([])
    expect(await memoryEnabled(db, fan)).toBe(false)
    expect(await allFanMemories(db, other.userOid)).toHaveLength(1)
  })
  it('stay deleted: the room of a deleted memory is not remembered again', async () => {
    const { db } = database
    const now = new Date('2026-01-02T00:00:00Z')
    const fan = { userOid: newObjectId(), contentOid: newObjectId(), characterId: 'char-elias' }
    const [kept, dropped, fresh] = [newObjectId(), newObjectId(), newObjectId()]
    await insertMemory(db, fan, kept, 'Kept.', now)
    await insertMemory(db, fan, dropped, 'Dropped.', now)
    const memory = (await fanMemories(db, fan)).find((row) => row.source_room_oid === dropped)
    expect(await deleteMemory(db, fan.userOid, memory!.oid)).toBe(true)
    // Deleted once: a second delete finds nothing, and its text is gone.
    expect(await deleteMemory(db, fan.userOid, memory!.oid)).toBe(false)
    expect((await fanMemories(db, fan)).map((row) => row.content)).toEqual(['Kept.'])
    // Both rooms count as remembered, so the next room writes neither again.
    expect(await rememberedRooms(db, [kept, dropped, fresh])).toEqual(new Set([kept, dropped]))
    await forgetUsers(db, [fan.userOid])
    expect(await rememberedRooms(db, [kept, dropped])).toEqual(new Set())
  })
})
