import { sql } from 'kysely'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { newObjectId } from '../../db'
import { describeEachEngine, openTestDatabase, type TestDatabase } from '../../db/testing'
import { chatMigrations } from '../migrations'
import { insertStreamingMessage } from '../testing'
import {
  appendStreamEvents,
  appendStreamEventsOfMany,
  lastStreamSeq,
  streamEventsAfter,
} from './stream-events'

describeEachEngine('chat stream event runs', (engine) => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await openTestDatabase(engine)
  })
  afterAll(async () => {
    await database?.close()
  })

  const newMessage = async () => (await insertStreamingMessage(database.db)).oid

  const deltas = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, index) => ({
      seq: from + index,
      event: 'text-delta',
      data: { delta: `d${from + index} "quoted" 한국어` },
    }))

  it('stores each run as one row and reads back every event after any sequence number, inside a run too', async () => {
    const [a, b] = [await newMessage(), await newMessage()]
    const failures = await appendStreamEventsOfMany(database.db, [
      { messageOid: a, events: deltas(1, 4) },
      { messageOid: b, events: deltas(1, 2) },
    ])
    expect(failures).toEqual([])
    // The hub hands over data it has serialised already.
    const serialised = deltas(5, 7).map((event) => ({ ...event, json: JSON.stringify(event.data) }))
    await appendStreamEventsOfMany(database.db, [{ messageOid: a, events: serialised }])
    const rows = await database.db
      .selectFrom('chat_stream_runs')
      .select(['first_seq', 'last_seq'])
      .where('message_oid', '=', a)
      .orderBy('first_seq')
      .execute()
    expect(rows).toEqual([
      { first_seq: 1, last_seq: 4 },
      { first_seq: 5, last_seq: 7 },
    ])
    for (const after of [0, 2, 4, 5, 7]) {
      const events = await streamEventsAfter(database.db, a, after)
      expect(events).toEqual(deltas(after + 1, 7))
    }
    expect(await streamEventsAfter(database.db, b, 0)).toEqual(deltas(1, 2))
    expect(await lastStreamSeq(database.db, a)).toBe(7)
    expect(await lastStreamSeq(database.db, newObjectId())).toBe(0)
  })

  it('keeps a run already stored when a flush is retried, and one bad run costs the others nothing', async () => {
    const good = await newMessage()
    await appendStreamEvents(database.db, good, deltas(1, 3))
    // The same run again (a retried flush) and a run of a message that does not exist.
    const missing = newObjectId()
    const failures = await appendStreamEventsOfMany(database.db, [
      { messageOid: good, events: deltas(1, 3) },
      { messageOid: missing, events: deltas(1, 1) },
      { messageOid: good, events: deltas(4, 5) },
    ])
    expect(failures.map((failure) => failure.messageOid)).toEqual([missing])
    expect(await streamEventsAfter(database.db, good, 0)).toEqual(deltas(1, 5))
  })

  it("stores none of a stream's runs after one of them failed, across statements too: no hole", async () => {
    const [broken, other] = [await newMessage(), await newMessage()]
    // A run the table refuses (no event 0), then the stream's next run in a later
    // statement (a hundred runs each), beside another stream's runs.
    const filler = Array.from({ length: 99 }, (_, index) => ({
      messageOid: other,
      events: deltas(index + 1, index + 1),
    }))
    const failures = await appendStreamEventsOfMany(database.db, [
      { messageOid: broken, events: deltas(0, 0) },
      ...filler,
      { messageOid: broken, events: deltas(1, 2) },
    ])
    expect(failures.map((failure) => failure.messageOid)).toEqual([broken])
    expect(await streamEventsAfter(database.db, broken, -1)).toEqual([])
    expect(await lastStreamSeq(database.db, other)).toBe(99)
  })

  it('migrates the events stored a row each into runs', async () => {
    const db = database.db
    const oid = await newMessage()
    // The table as it was before 0354, with a stream's events in it.
    await sql`drop table chat_stream_runs`.execute(db)
    await sql`
      create table chat_stream_events (
        message_oid text not null references chat_messages (oid) on delete cascade,
        seq integer not null check (seq >= 1),
        event text not null,
        data jsonb not null,
        created_at timestamptz not null default now(),
        primary key (message_oid, seq)
      )`.execute(db)
    for (const event of deltas(1, 3))
      await sql`insert into chat_stream_events (message_oid, seq, event, data)
        values (${oid}, ${event.seq}, ${event.event}, ${JSON.stringify(event.data)})`.execute(db)
    await chatMigrations['0354_stream_event_runs']!.up(db)
    expect(await streamEventsAfter(db, oid, 1)).toEqual(deltas(2, 3))
    expect(await lastStreamSeq(db, oid)).toBe(3)
  })
})
