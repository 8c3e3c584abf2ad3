import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../db'
import {
  describeEachEngine,
  openTestDatabase,
  postgresAvailable,
  type TestDatabase,
} from '../../db/testing'
import { insertStreamingMessage } from '../testing'
import { type EventData, parseEventId, type StreamEvent } from './events'
import { createStreamHub, flushWindowMs, type StreamHub } from './stream-hub'

const logger = pino({ level: 'silent' })

/** A reply's first and last events as a turn emits them; these tests read only the text. */
const messageStart = (messageId = ''): EventData<'message-start'> => ({
  messageId,
  userMessageId: null,
  parentId: null,
  roomId: '',
  turnIndex: 1,
  model: 'offline',
  offline: true,
  quote: 0,
  paidWith: 'none',
})
const messageEnd = (text = ''): EventData<'message-end'> => ({
  messageId: '',
  text,
  creditsCharged: 0,
  turnIndex: 1,
})

async function collect(events: AsyncIterable<StreamEvent>) {
  const all: StreamEvent[] = []
  for await (const event of events) all.push(event)
  return all
}

describeEachEngine('stream hub', (engine) => {
  let database: TestDatabase
  let instanceA: StreamHub
  let instanceB: StreamHub
  beforeAll(async () => {
    database = await openTestDatabase(engine)
    instanceA = createStreamHub({ database, logger, flushIntervalMs: 5, pollMs: 200 })
    instanceB = createStreamHub({ database, logger, flushIntervalMs: 5, pollMs: 200 })
  })
  afterAll(async () => {
    await instanceA?.close()
    await instanceB?.close()
    await database?.close()
  })

  const newStreamingMessage = () => insertStreamingMessage(database.db)

  it('replays from any sequence number with no gap and no duplicate, locally and from another instance', async () => {
    const message = await newStreamingMessage()
    const writer = instanceA.open(message.oid)
    const fromStart = collect(instanceA.subscribe(message.oid, 0))
    const otherInstance = collect(instanceB.subscribe(message.oid, 0))
    writer.emit('message-start', messageStart(message.oid))
    for (let index = 0; index < 200; index += 1) {
      writer.emit('text-delta', { delta: `w${index} ` })
      if (index % 50 === 0) await new Promise((resolve) => setTimeout(resolve, 10))
    }
    writer.emit('message-end', messageEnd('done'))
    await writer.finish()

    const expectedSeqs = Array.from({ length: 202 }, (_, index) => index + 1)
    expect((await fromStart).map((event) => event.seq)).toEqual(expectedSeqs)
    expect((await otherInstance).map((event) => event.seq)).toEqual(expectedSeqs)
    // A reconnect with Last-Event-ID k gets k+1… on either instance.
    const resumedLocal = await collect(instanceA.subscribe(message.oid, 120))
    const resumedRemote = await collect(instanceB.subscribe(message.oid, 120))
    expect(resumedLocal.map((event) => event.seq)).toEqual(expectedSeqs.slice(120))
    expect(resumedRemote).toEqual(resumedLocal)
    expect(resumedRemote.at(-1)).toMatchObject({ event: 'message-end', data: { text: 'done' } })
  })

  it('drops events from memory once stored and read, and a late local reader gets them from the database without a gap', async () => {
    const message = await newStreamingMessage()
    const writer = instanceA.open(message.oid)
    const early = collect(instanceA.subscribe(message.oid, 0))
    for (let index = 0; index < 100; index += 1) writer.emit('text-delta', { delta: `a${index} ` })
    // Once a flush window has stored the first hundred and the early reader has had them.
    await expect.poll(() => instanceA.heldEvents(message.oid)).toBeLessThan(100)
    const late = collect(instanceA.subscribe(message.oid, 40))
    for (let index = 0; index < 100; index += 1) writer.emit('text-delta', { delta: `b${index} ` })
    writer.emit('message-end', messageEnd('done'))
    await writer.finish()
    const all = Array.from({ length: 201 }, (_, index) => index + 1)
    expect((await early).map((event) => event.seq)).toEqual(all)
    const lateEvents = await late
    expect(lateEvents.map((event) => event.seq)).toEqual(all.slice(40))
    expect(lateEvents[0]).toMatchObject({ event: 'text-delta', data: { delta: 'a40 ' } })
    expect(instanceA.heldEvents(message.oid)).toBe(0)
    const resumed = await collect(instanceA.subscribe(message.oid, 150))
    expect(resumed.map((event) => event.seq)).toEqual(all.slice(150))
  })

  it('writes many live streams together and wakes remote readers of each, past one NOTIFY payload', async () => {
    // Polling is off for this reader (a minute): only the NOTIFY can wake it in time.
    const listener = createStreamHub({ database, logger, flushIntervalMs: 5, pollMs: 60_000 })
    try {
      const messages = await Promise.all(Array.from({ length: 300 }, () => newStreamingMessage()))
      const writers = messages.map((message) => instanceA.open(message.oid))
      const remote = messages.map((message) => collect(listener.subscribe(message.oid, 0)))
      for (const [index, writer] of writers.entries())
        writer.emit('message-start', messageStart(messages[index]!.oid))
      for (let round = 0; round < 3; round += 1) {
        for (const writer of writers) writer.emit('text-delta', { delta: `r${round} ` })
        await new Promise((resolve) => setTimeout(resolve, 10))
      }
      for (const writer of writers) writer.emit('message-end', messageEnd('r0 r1 r2'))
      await Promise.all(writers.map((writer) => writer.finish()))
      const replays = await Promise.all(remote)
      for (const replay of replays) {
        expect(replay.map((event) => event.seq)).toEqual([1, 2, 3, 4, 5])
        expect(replay.at(-1)).toMatchObject({ event: 'message-end', data: { text: 'r0 r1 r2' } })
      }
    } finally {
      await listener.close()
    }
  }, 30_000)

  async function storedRuns(messageOid: string) {
    return database.db
      .selectFrom('chat_stream_runs')
      .select(['first_seq', 'last_seq'])
      .where('message_oid', '=', messageOid)
      .orderBy('first_seq')
      .execute()
  }

  it("stores a window's events of a stream as one row, and its end at once", async () => {
    const message = await newStreamingMessage()
    const writer = instanceA.open(message.oid)
    writer.emit('message-start', messageStart())
    for (let index = 0; index < 20; index += 1) writer.emit('text-delta', { delta: `${index}` })
    // Emitted in one loop turn, so one window holds them all, however late it flushes.
    await expect.poll(() => storedRuns(message.oid)).toEqual([{ first_seq: 1, last_seq: 21 }])
    writer.emit('message-end', messageEnd())
    await writer.finish()
    expect(await storedRuns(message.oid)).toEqual([
      { first_seq: 1, last_seq: 21 },
      { first_seq: 22, last_seq: 22 },
    ])
  })

  it('widens the flush window with the number of live streams; local readers get events at once', async () => {
    // 10 live streams at 20 rows a second: a 500 ms window.
    const crowd = createStreamHub({
      database,
      logger,
      flushIntervalMs: 5,
      flushRowsPerSecond: 20,
      maxFlushIntervalMs: 10_000,
    })
    try {
      const messages = await Promise.all(Array.from({ length: 10 }, () => newStreamingMessage()))
      const writers = messages.map((message) => crowd.open(message.oid))
      const first = messages[0]!.oid
      const reader = crowd.subscribe(first, 0)[Symbol.asyncIterator]()
      const read = reader.next()
      writers[0]!.emit('message-start', messageStart())
      expect((await read).value).toMatchObject({ seq: 1, event: 'message-start' })
      await new Promise((resolve) => setTimeout(resolve, 100))
      expect(await storedRuns(first)).toEqual([])
      for (let waited = 0; waited < 5000; waited += 50) {
        if ((await storedRuns(first)).length > 0) break
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      expect(await storedRuns(first)).toEqual([{ first_seq: 1, last_seq: 1 }])
      for (const writer of writers) {
        writer.emit('message-end', messageEnd())
        await writer.finish()
      }
      await reader.return?.(undefined)
    } finally {
      await crowd.close()
    }
  })

  it('ends a remote replay of a stream whose message is no longer streaming', async () => {
    const message = await newStreamingMessage()
    await database.db
      .updateTable('chat_messages')
      .set({ status: 'failed' })
      .where('oid', '=', message.oid)
      .execute()
    expect(await collect(instanceB.subscribe(message.oid, 0))).toEqual([])
  })

  it('stops a subscriber when its client goes away, without stopping the stream', async () => {
    const message = await newStreamingMessage()
    const writer = instanceA.open(message.oid)
    const controller = new AbortController()
    const seen: number[] = []
    const reading = (async () => {
      for await (const event of instanceA.subscribe(message.oid, 0, controller.signal)) {
        seen.push(event.seq)
        if (event.seq === 2) controller.abort()
      }
    })()
    writer.emit('message-start', messageStart())
    writer.emit('text-delta', { delta: 'a' })
    writer.emit('text-delta', { delta: 'b' })
    await reading
    writer.emit('message-end', messageEnd())
    await writer.finish()
    expect(seen).toEqual([1, 2])
    expect((await collect(instanceB.subscribe(message.oid, 0))).length).toBe(4)
  })
})

describe.skipIf(!postgresAvailable)('stream hub, two instances on PostgreSQL', () => {
  let database: TestDatabase
  let second: Database
  let instanceA: StreamHub
  let instanceB: StreamHub
  beforeAll(async () => {
    database = await openTestDatabase('postgres')
    second = await database.openInstance!(`${database.applicationName}_b`)
    instanceA = createStreamHub({ database, logger, flushIntervalMs: 5 })
    // No fallback poll within the test: only NOTIFY, or the gap after a lost one, wakes B.
    instanceB = createStreamHub({ database: second, logger, flushIntervalMs: 5, pollMs: 60_000 })
  })
  afterAll(async () => {
    await instanceA?.close()
    await instanceB?.close()
    await second?.close()
    await database?.close()
  })

  it('follows a live stream of another instance across the loss of its listening connection', async () => {
    const message = await insertStreamingMessage(database.db)
    const writer = instanceA.open(message.oid)
    const seen: StreamEvent[] = []
    const remote = (async () => {
      for await (const event of instanceB.subscribe(message.oid, 0)) seen.push(event)
    })()
    writer.emit('message-start', messageStart())
    await expect.poll(() => seen.length, { timeout: 5000 }).toBe(1)

    const [ended] = await database.query<{ n: number }>(
      `select count(*)::int as n from (select pg_terminate_backend(pid) from pg_stat_activity
         where application_name = $1) as t`,
      [`${database.applicationName}_b-listen`],
    )
    expect(ended?.n).toBe(1)
    // Written while B is not listening: its NOTIFY is lost, the gap makes B read it.
    writer.emit('text-delta', { delta: 'a' })
    await expect.poll(() => seen.length, { timeout: 5000 }).toBe(2)
    // And later events come by NOTIFY on the new connection again.
    writer.emit('text-delta', { delta: 'b' })
    writer.emit('message-end', messageEnd('ab'))
    await writer.finish()
    await remote
    expect(seen.map((event) => event.seq)).toEqual([1, 2, 3, 4])
  })
})

it('tries LISTEN again for the next remote reader after one failed', async () => {
  const database = await openTestDatabase('pglite')
  let failures = 1
  const flaky: Database = {
    ...database,
    async listen(channel, onPayload, onGap) {
      if (failures-- > 0) throw new Error('connection refused')
      return database.listen(channel, onPayload, onGap)
    },
  }
  const hubA = createStreamHub({ database, logger, flushIntervalMs: 5 })
  const hubB = createStreamHub({ database: flaky, logger, flushIntervalMs: 5, pollMs: 60_000 })
  try {
    const message = await insertStreamingMessage(database.db)
    await expect(collect(hubB.subscribe(message.oid, 0))).rejects.toThrow(/refused/)
    const writer = hubA.open(message.oid)
    const remote = collect(hubB.subscribe(message.oid, 0))
    writer.emit('message-start', messageStart())
    writer.emit('message-end', messageEnd())
    await writer.finish()
    expect((await remote).map((event) => event.event)).toEqual(['message-start', 'message-end'])
  } finally {
    await hubA.close()
    await hubB.close()
    await database.close()
  }
})

it('widens the flush window with the live streams, within its bounds', () => {
  const bounds = { flushIntervalMs: 40, flushRowsPerSecond: 5000, maxFlushIntervalMs: 1000 }
  expect(flushWindowMs(0, bounds)).toBe(40)
  expect(flushWindowMs(200, bounds)).toBe(40)
  expect(flushWindowMs(1000, bounds)).toBe(200)
  expect(flushWindowMs(5000, bounds)).toBe(1000)
  expect(flushWindowMs(50_000, bounds)).toBe(1000)
})

it('parses Last-Event-ID in both forms', () => {
  expect(parseEventId('0123456789abcdef01234567:42')).toEqual({
    messageOid: '0123456789abcdef01234567',
    seq: 42,
  })
  expect(parseEventId('7')).toEqual({ messageOid: null, seq: 7 })
  expect(parseEventId('x:1')).toBeNull()
  expect(parseEventId('')).toBeNull()
})
