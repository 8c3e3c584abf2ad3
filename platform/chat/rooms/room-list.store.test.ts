import { afterAll, beforeAll, expect, it } from 'vitest'
import { newObjectId } from '../../db'
import { describeEachEngine, openTestDatabase, type TestDatabase } from '../../db/testing'
import { ROOM_PREVIEW_CHARS } from './contract'
import { insertMessage } from './messages'
import { listRoomSummaries, roomListEntry, setRoomPinned } from './room-list'
import { insertRoom, softDeleteRoom, updateRoom } from './rooms'

describeEachEngine('the room list', (engine) => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await openTestDatabase(engine)
  })
  afterAll(async () => {
    await database?.close()
  })

  /** A room of `owner` with `turns` turns after its greeting; the last reply as long as asked. */
  async function room(
    owner: { userOid: string } | { guestDeviceId: string },
    contentOid: string,
    turns: number,
    updatedAt: string,
    lastText = 'The lamp is dark.',
  ) {
    const db = database.db
    const made = await insertRoom(db, {
      owner,
      contentOid,
      compiledVersion: 1,
      startPointId: 'start',
      title: `Room ${updatedAt}`,
    })
    let parent = await insertMessage(db, {
      roomOid: made.oid,
      parentOid: null,
      role: 'assistant',
      text: 'Welcome.',
      status: 'complete',
      turnIndex: 0,
      depth: 0,
    })
    for (let turn = 1; turn <= turns; turn++) {
      const said = await insertMessage(db, {
        roomOid: made.oid,
        parentOid: parent.oid,
        role: 'user',
        text: `Turn ${turn}`,
        status: 'complete',
        turnIndex: turn,
        depth: parent.depth + 1,
      })
      parent = await insertMessage(db, {
        roomOid: made.oid,
        parentOid: said.oid,
        role: 'assistant',
        text: turn === turns ? lastText : `Reply ${turn}`,
        status: 'complete',
        turnIndex: turn,
        depth: said.depth + 1,
      })
    }
    await updateRoom(db, made.oid, { head_message_oid: parent.oid })
    await db
      .updateTable('chat_rooms')
      .set({ updated_at: new Date(updatedAt) })
      .where('oid', '=', made.oid)
      .execute()
    return made.oid
  }

  it('lists the owner’s rooms newest first, each with its last message and length', async () => {
    const db = database.db
    const owner = { userOid: newObjectId() }
    const story = newObjectId()
    const other = newObjectId()
    const older = await room(owner, story, 2, '2026-01-01T10:00:00Z')
    const newer = await room(owner, other, 0, '2026-01-02T10:00:00Z')
    const long = await room(owner, story, 1, '2026-01-01T12:00:00Z', '물결 🌊 '.repeat(100))
    const deleted = await room(owner, story, 1, '2026-01-03T10:00:00Z')
    await softDeleteRoom(db, deleted)
    await room({ userOid: newObjectId() }, story, 1, '2026-01-04T10:00:00Z')

    const listed = (await listRoomSummaries(db, owner)).map(roomListEntry)
    expect(listed.map((entry) => entry.roomOid)).toEqual([newer, long, older])
    expect(listed.map((entry) => entry.messageCount)).toEqual([1, 3, 5])
    expect(listed[0]?.lastMessage).toMatchObject({ role: 'assistant', preview: 'Welcome.' })
    expect(listed[2]?.lastMessage).toMatchObject({
      role: 'assistant',
      preview: 'The lamp is dark.',
      status: 'complete',
    })
    // The preview is the text's first characters, whole characters (not bytes) counted.
    expect(listed[1]?.lastMessage?.preview).toBe(
      [...'물결 🌊 '.repeat(100)].slice(0, ROOM_PREVIEW_CHARS).join(''),
    )

    // One story's rooms, and rooms by id, keep the same order.
    const ofStory = await listRoomSummaries(db, owner, { contentOid: story })
    expect(ofStory.map((summary) => summary.room.oid)).toEqual([long, older])
    const byId = await listRoomSummaries(db, owner, { roomOids: [older, newer, deleted] })
    expect(byId.map((summary) => summary.room.oid)).toEqual([newer, older])
    expect(await listRoomSummaries(db, owner, { roomOids: [] })).toEqual([])
  })

  it('says whether the story ended at each room’s head, reading only that flag', async () => {
    const db = database.db
    const owner = { userOid: newObjectId() }
    const story = newObjectId()
    const rooms = {
      ended: await room(owner, story, 1, '2026-01-07T10:00:00Z'),
      goingOn: await room(owner, story, 1, '2026-01-07T11:00:00Z'),
      noState: await room(owner, story, 1, '2026-01-07T12:00:00Z'),
    }
    for (const [roomOid, state] of [
      [rooms.ended, { sceneId: 'cliff', ended: true, endText: 'The lamp burns again.' }],
      [rooms.goingOn, { sceneId: 'cliff', ended: false }],
    ] as const) {
      const { head_message_oid } = await db
        .selectFrom('chat_rooms')
        .select('head_message_oid')
        .where('oid', '=', roomOid)
        .executeTakeFirstOrThrow()
      await db
        .updateTable('chat_messages')
        .set({ state: JSON.stringify(state) })
        .where('oid', '=', head_message_oid ?? '')
        .execute()
    }
    const listed = (await listRoomSummaries(db, owner)).map(roomListEntry)
    expect(listed.map((entry) => [entry.roomOid, entry.ended])).toEqual([
      [rooms.noState, false],
      [rooms.goingOn, false],
      [rooms.ended, true],
    ])
  })

  it('lists a guest device’s rooms to that device alone', async () => {
    const db = database.db
    const guest = { guestDeviceId: `device-${newObjectId()}` }
    const mine = await room(guest, newObjectId(), 1, '2026-01-05T10:00:00Z')
    await room(
      { guestDeviceId: `device-${newObjectId()}` },
      newObjectId(),
      1,
      '2026-01-05T11:00:00Z',
    )
    const listed = await listRoomSummaries(db, guest)
    expect(listed.map((summary) => summary.room.oid)).toEqual([mine])
  })

  it('pins once, keeps the first pin time on a retry, unpins, and does not reorder the list', async () => {
    const db = database.db
    const owner = { userOid: newObjectId() }
    const story = newObjectId()
    const first = await room(owner, story, 1, '2026-01-06T10:00:00Z')
    const second = await room(owner, story, 1, '2026-01-06T11:00:00Z')

    const pinnedAt = await setRoomPinned(db, first, new Date('2026-02-01T09:00:00Z'))
    expect(pinnedAt?.toISOString()).toBe('2026-02-01T09:00:00.000Z')
    const again = await setRoomPinned(db, first, new Date('2026-02-01T09:30:00Z'))
    expect(again?.toISOString()).toBe('2026-02-01T09:00:00.000Z')

    const listed = (await listRoomSummaries(db, owner)).map(roomListEntry)
    // Pinning is not writing: the spec's order (most recently written first) stands.
    expect(listed.map((entry) => [entry.roomOid, entry.pinnedAt?.toISOString() ?? null])).toEqual([
      [second, null],
      [first, '2026-02-01T09:00:00.000Z'],
    ])

    expect(await setRoomPinned(db, first, null)).toBeNull()
    const after = await listRoomSummaries(db, owner)
    expect(after.map((summary) => summary.room.pinned_at)).toEqual([null, null])
  })
})
