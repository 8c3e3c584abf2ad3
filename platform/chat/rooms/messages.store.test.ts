import { afterAll, beforeAll, expect, it } from 'vitest'
import { newObjectId } from '../../db'
import { describeEachEngine, openTestDatabase, type TestDatabase } from '../../db/testing'
import { insertTestRoom } from '../testing'
import { beginTurnMessages } from '../turns/turn-messages'
import {
  activePath,
  alternatives,
  alternativesOf,
  type ChatMessage,
  completeMessage,
  failMessage,
  hideMessages,
  insertMessage,
  pathPage,
  promptHistory,
  updateMessageText,
} from './messages'
import { updateRoom } from './rooms'

describeEachEngine('chat message paging', (engine) => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await openTestDatabase(engine)
  })
  afterAll(async () => {
    await database?.close()
  })

  /** 61 messages on the path, a rerolled sibling every 4th reply, two hidden on the path. */
  async function seedRoom() {
    const db = database.db
    const room = await insertTestRoom(db, 'Paging')
    let parent: ChatMessage | null = null
    const path: ChatMessage[] = []
    for (let depth = 0; depth <= 60; depth++) {
      const role = depth % 2 === 0 ? 'assistant' : 'user'
      const fields = {
        roomOid: room.oid,
        parentOid: parent?.oid ?? null,
        role,
        status: 'complete',
        turnIndex: Math.ceil(depth / 2),
        depth,
      } as const
      if (role === 'assistant' && depth % 8 === 2)
        await insertMessage(db, { ...fields, text: `older take ${depth}` })
      // One text that JSON must escape: quotes, a backslash, control characters, U+2028.
      const text =
        depth === 40 ? 'He said "no" \\ then\nleft\t물결 🌊 \u2028 end' : `message ${depth}`
      parent = await insertMessage(db, { ...fields, text })
      path.push(parent)
    }
    await hideMessages(db, [path[30]!.oid, path[31]!.oid])
    await updateRoom(db, room.oid, { head_message_oid: path.at(-1)!.oid })
    return { room, head: path.at(-1)!, path }
  }

  it("reads a prompt's history: the full walk's messages, only the columns a prompt uses", async () => {
    const { room, head } = await seedRoom()
    const db = database.db
    const reply = await insertMessage(db, {
      roomOid: room.oid,
      parentOid: head.oid,
      role: 'assistant',
      status: 'complete',
      turnIndex: 31,
      depth: 61,
      text: 'with a snapshot',
      state: { sceneId: 'tower', variables: { clues: 2 } },
    })
    const full = await activePath(db, reply.oid)
    expect(full.at(-1)?.state).toEqual({ sceneId: 'tower', variables: { clues: 2 } })
    const columns = [
      'oid',
      'parent_oid',
      'role',
      'text',
      'status',
      'turn_index',
      'depth',
      'hidden',
    ] as const
    const pick = (message: ChatMessage) =>
      Object.fromEntries(columns.map((column) => [column, message[column]]))
    expect(await promptHistory(db, reply.oid)).toEqual(full.map(pick))
    expect(await promptHistory(db, reply.oid, 5)).toEqual(full.slice(-5).map(pick))
    expect(await promptHistory(db, null)).toEqual([])
  })

  it("reads a prompt's history as one row holding one JSON array (docs/PERFORMANCE.md)", async () => {
    const { head } = await seedRoom()
    const rows: number[] = []
    const counted = database.db.withPlugin({
      transformQuery: (args) => args.node,
      transformResult: async (args) => {
        rows.push(args.result.rows.length)
        return args.result
      },
    })
    const history = await promptHistory(counted, head.oid)
    expect(history.length).toBeGreaterThan(50)
    expect(rows).toEqual([1])
  })

  it('pages the active path back from the head and from a target, as the full walk would', async () => {
    const { room, head } = await seedRoom()
    const db = database.db
    const visible = (await activePath(db, head.oid)).filter((message) => !message.hidden)
    expect(visible).toHaveLength(59)

    const pages: ChatMessage[][] = []
    let from: string | null = head.oid
    let hasMore = true
    while (hasMore) {
      const page = await pathPage(db, room.oid, from, 7)
      pages.unshift(page.messages)
      hasMore = page.hasMore
      from = page.messages[0]?.parent_oid ?? null
      expect(page.messages.length).toBe(hasMore ? 7 : 59 % 7)
    }
    expect(pages.flat().map((message) => message.oid)).toEqual(
      visible.map((message) => message.oid),
    )
    expect(await pathPage(db, room.oid, null, 7)).toEqual({ messages: [], hasMore: false })
    // Another room's message is not a starting point.
    expect((await pathPage(db, newObjectId(), head.oid, 7)).messages).toEqual([])

    const last = await pathPage(db, room.oid, head.oid, 59)
    expect(last.hasMore).toBe(false)
    expect(last.messages).toHaveLength(59)
  })

  it('reads the alternatives of a whole page in one query, like one-by-one look-ups', async () => {
    const { room, path } = await seedRoom()
    const db = database.db
    const replies = path.filter((message) => message.role === 'assistant' && message.parent_oid)
    const batched = await alternativesOf(
      db,
      room.oid,
      replies.map((message) => message.parent_oid!),
    )
    for (const reply of replies) {
      const single = await alternatives(db, reply)
      expect(
        (batched.get(`assistant:${reply.parent_oid!}`) ?? []).map((message) => message.oid),
      ).toEqual(single.map((message) => message.oid))
    }
    expect(batched.get(`assistant:${path[2]!.parent_oid!}`)).toHaveLength(2)
    expect((await alternativesOf(db, room.oid, [])).size).toBe(0)
  })

  /** A turn's player message and pending reply after the seeded head (31st turn). */
  function turnAfter(
    roomOid: string,
    headOid: string,
    previousHeadOid: string | null,
    paidWith: string,
  ) {
    return beginTurnMessages(database.db, {
      roomOid,
      previousHeadOid,
      parentOid: headOid,
      userText: 'hello',
      turnIndex: 31,
      depth: 61,
      requestId: newObjectId(),
      model: 'offline',
      paidWith,
    })
  }

  it('fails a streaming reply once and records how its turn was paid', async () => {
    const { room, head } = await seedRoom()
    const db = database.db
    const written = await turnAfter(room.oid, head.oid, null, 'guest-free-chat')
    // The room's head is the seeded head, not null: the compare-and-set refuses.
    expect(written).toBeNull()
    const started = await turnAfter(room.oid, head.oid, head.oid, 'guest-free-chat')
    expect(started?.assistant.paid_with).toBe('guest-free-chat')
    const oid = started!.assistant.oid
    const attempts = await Promise.all([
      failMessage(db, oid, 'INTERRUPTED', ''),
      failMessage(db, oid, 'INTERRUPTED', ''),
    ])
    expect(attempts.filter(Boolean)).toHaveLength(1)
  })

  it("counts every change to what a prompt reads of a room's messages, not new messages", async () => {
    const { room, path, head } = await seedRoom()
    const db = database.db
    const revision = async () =>
      (
        await db
          .selectFrom('chat_rooms')
          .select('messages_revision')
          .where('oid', '=', room.oid)
          .executeTakeFirstOrThrow()
      ).messages_revision
    const seeded = await revision()
    const started = await turnAfter(room.oid, head.oid, head.oid, 'credits')
    // New messages never change an existing path: no count.
    expect(await revision()).toBe(seeded)
    // The state snapshot is not read by a prompt: no count either.
    await db
      .updateTable('chat_messages')
      .set({ credits_charged: 3 })
      .where('oid', '=', head.oid)
      .execute()
    expect(await revision()).toBe(seeded)
    const stored = await completeMessage(db, started!.assistant.oid, {
      text: 'The reply.',
      state: { turnIndex: 31 },
      creditsCharged: 2,
    })
    expect(stored).toEqual({ completed: true, revisionBefore: seeded })
    expect(await revision()).toBe(seeded + 1)
    // A reply already failed (or completed) stays as it is: nothing stored, nothing counted.
    expect(
      await completeMessage(db, started!.assistant.oid, {
        text: 'x',
        state: {},
        creditsCharged: 0,
      }),
    ).toEqual({ completed: false, revisionBefore: null })
    expect(await revision()).toBe(seeded + 1)
    await updateMessageText(db, path[10]!.oid, 'edited')
    expect(await revision()).toBe(seeded + 2)
    // The same text again changes nothing a prompt reads.
    await updateMessageText(db, path[10]!.oid, 'edited')
    expect(await revision()).toBe(seeded + 2)
    await hideMessages(db, [path[12]!.oid, path[14]!.oid])
    expect(await revision()).toBe(seeded + 4)
    // Whatever writes it: a tool's statement counts as the application's would.
    await db
      .updateTable('chat_messages')
      .set({ status: 'failed' })
      .where('oid', '=', path[16]!.oid)
      .execute()
    expect(await revision()).toBe(seeded + 5)
    await db.deleteFrom('chat_messages').where('oid', '=', started!.assistant.oid).execute()
    expect(await revision()).toBe(seeded + 6)
    expect((await promptHistory(db, path[20]!.oid)).at(-1)?.oid).toBe(path[20]!.oid)
  })
})
