import type { Kysely } from 'kysely'
import type { DB } from '../../db'

export interface StoredStreamEvent {
  seq: number
  event: string
  data: unknown
  /** `data` already serialised, when the caller has it (the stream hub does). */
  json?: string
}

/** Consecutive events of one stream, stored as one row. */
export interface StreamEventRun {
  messageOid: string
  events: StoredStreamEvent[]
}

/** Appends one stream's consecutive events; a run already stored (same first event) is kept. */
export async function appendStreamEvents(
  db: Kysely<DB>,
  messageOid: string,
  events: StoredStreamEvent[],
): Promise<void> {
  if (events.length === 0) return
  await db
    .insertInto('chat_stream_runs')
    .values(toRow({ messageOid, events }))
    .onConflict((conflict) => conflict.columns(['message_oid', 'first_seq']).doNothing())
    .execute()
}

/**
 * Rows per statement: each statement runs in one piece on PGlite, and a flush under a crowd
 * must not hold the event loop for long.
 */
const ROWS_PER_INSERT = 100

/**
 * Appends the runs of many streams in as few statements as the batch allows: with
 * thousands of live streams, a few inserts per flush window instead of one per stream.
 * A run whose first event is already stored is kept as it is (a retried flush). A stream's
 * runs come in order, and none is stored after one of its runs failed: its events in the
 * table never have a hole. Returns one failure per stream.
 */
export async function appendStreamEventsOfMany(
  db: Kysely<DB>,
  runs: StreamEventRun[],
): Promise<Array<{ messageOid: string; error: unknown }>> {
  const failures: Array<{ messageOid: string; error: unknown }> = []
  const failed = new Set<string>()
  for (let start = 0; start < runs.length; start += ROWS_PER_INSERT) {
    const chunk = runs
      .slice(start, start + ROWS_PER_INSERT)
      .filter((run) => run.events.length && !failed.has(run.messageOid))
    if (chunk.length === 0) continue
    // The loop turns between statements: the streams' I/O goes first, this is background.
    if (start > 0) await new Promise((resolve) => setImmediate(resolve))
    try {
      await db
        .insertInto('chat_stream_runs')
        .values(chunk.map(toRow))
        .onConflict((conflict) => conflict.columns(['message_oid', 'first_seq']).doNothing())
        .execute()
    } catch {
      // One stream's bad row must not cost the others their events: run by run.
      for (const run of chunk) {
        if (failed.has(run.messageOid)) continue
        try {
          await appendStreamEvents(db, run.messageOid, run.events)
        } catch (error) {
          failed.add(run.messageOid)
          failures.push({ messageOid: run.messageOid, error })
        }
      }
    }
  }
  return failures
}

function toRow(run: StreamEventRun) {
  const { events } = run
  let json = '['
  for (let index = 0; index < events.length; index += 1) {
    const event = events[index]!
    if (index > 0) json += ','
    json += `{"seq":${event.seq},"event":${JSON.stringify(event.event)},"data":${event.json ?? JSON.stringify(event.data ?? null)}}`
  }
  json += ']'
  return {
    message_oid: run.messageOid,
    first_seq: events[0]!.seq,
    last_seq: events.at(-1)!.seq,
    events: json,
  }
}

/** Events after `afterSeq`, in order: what a reconnecting client has not seen. */
export async function streamEventsAfter(
  db: Kysely<DB>,
  messageOid: string,
  afterSeq: number,
): Promise<StoredStreamEvent[]> {
  const rows = await db
    .selectFrom('chat_stream_runs')
    .select(['events'])
    .where('message_oid', '=', messageOid)
    .where('last_seq', '>', afterSeq)
    .orderBy('first_seq', 'asc')
    .execute()
  const events: StoredStreamEvent[] = []
  for (const row of rows) {
    const run = (typeof row.events === 'string' ? JSON.parse(row.events) : row.events) as Array<{
      seq: number
      event: string
      data: unknown
    }>
    for (const event of run) {
      if (event.seq > afterSeq)
        events.push({ seq: event.seq, event: event.event, data: event.data })
    }
  }
  return events
}

/** The sequence number of a stream's last stored event (0 when none is). */
export async function lastStreamSeq(db: Kysely<DB>, messageOid: string): Promise<number> {
  const row = await db
    .selectFrom('chat_stream_runs')
    .select((eb) => eb.fn.max('last_seq').as('seq'))
    .where('message_oid', '=', messageOid)
    .executeTakeFirst()
  return Number(row?.seq ?? 0)
}

/** Where a message's stream stands in the database, for a reader with nothing new to read. */
export interface StreamStanding {
  status: string
  /** A turn's reply (it has a request id): its stream always ends with a terminal event. */
  isTurn: boolean
  /** When the message was last stored. */
  storedAt: Date
  /** The stream's last stored event, if any. */
  last: { seq: number; event: string } | null
}

/** The message's status and its stream's last stored event; null when there is no such message. */
export async function streamStanding(
  db: Kysely<DB>,
  messageOid: string,
): Promise<StreamStanding | null> {
  const [message, run] = await Promise.all([
    db
      .selectFrom('chat_messages')
      .select(['status', 'request_id', 'updated_at'])
      .where('oid', '=', messageOid)
      .executeTakeFirst(),
    db
      .selectFrom('chat_stream_runs')
      .select(['events'])
      .where('message_oid', '=', messageOid)
      .orderBy('first_seq', 'desc')
      .limit(1)
      .executeTakeFirst(),
  ])
  if (!message) return null
  const events = run
    ? ((typeof run.events === 'string' ? JSON.parse(run.events) : run.events) as Array<{
        seq: number
        event: string
      }>)
    : []
  const last = events.at(-1)
  return {
    status: message.status,
    isTurn: message.request_id !== null,
    storedAt: new Date(message.updated_at),
    last: last ? { seq: last.seq, event: last.event } : null,
  }
}
