import type { Kysely } from 'kysely'
import type { DB } from '../db'

export interface StoredStreamEvent {
  seq: number
  event: string
  data: unknown
  /** `data` already serialised, when the caller has it (the stream hub does). */
  json?: string
}

/** Appends a batch of numbered events; the primary key rejects a duplicate sequence number. */
export async function appendStreamEvents(
  db: Kysely<DB>,
  messageOid: string,
  events: StoredStreamEvent[],
): Promise<void> {
  if (events.length === 0) return
  await db
    .insertInto('chat_stream_events')
    .values(
      events.map((event) => ({
        message_oid: messageOid,
        seq: event.seq,
        event: event.event,
        data: JSON.stringify(event.data),
      })),
    )
    .execute()
}

/** Rows per statement: 4 parameters each, far under PostgreSQL's 65,535. */
const ROWS_PER_INSERT = 2000

/**
 * Appends the events of many streams in as few statements as the batch allows: with
 * thousands of live streams, one insert per flush window instead of one per stream.
 */
export async function appendStreamEventsOfMany(
  db: Kysely<DB>,
  events: Array<StoredStreamEvent & { messageOid: string }>,
): Promise<Array<{ messageOid: string; error: unknown }>> {
  const failures: Array<{ messageOid: string; error: unknown }> = []
  for (let start = 0; start < events.length; start += ROWS_PER_INSERT) {
    const chunk = events.slice(start, start + ROWS_PER_INSERT)
    try {
      await db.insertInto('chat_stream_events').values(chunk.map(toRow)).execute()
    } catch {
      // One stream's bad row must not cost the others their events: stream by stream,
      // keeping what an earlier attempt may have stored.
      const byStream = new Map<string, typeof chunk>()
      for (const event of chunk) {
        const list = byStream.get(event.messageOid) ?? []
        list.push(event)
        byStream.set(event.messageOid, list)
      }
      for (const [messageOid, list] of byStream) {
        try {
          await db
            .insertInto('chat_stream_events')
            .values(list.map(toRow))
            .onConflict((conflict) => conflict.columns(['message_oid', 'seq']).doNothing())
            .execute()
        } catch (error) {
          failures.push({ messageOid, error })
        }
      }
    }
  }
  return failures
}

function toRow(event: StoredStreamEvent & { messageOid: string }) {
  return {
    message_oid: event.messageOid,
    seq: event.seq,
    event: event.event,
    data: event.json ?? JSON.stringify(event.data),
  }
}

/** Events after `afterSeq`, in order: what a reconnecting client has not seen. */
export async function streamEventsAfter(
  db: Kysely<DB>,
  messageOid: string,
  afterSeq: number,
): Promise<StoredStreamEvent[]> {
  const rows = await db
    .selectFrom('chat_stream_events')
    .select(['seq', 'event', 'data'])
    .where('message_oid', '=', messageOid)
    .where('seq', '>', afterSeq)
    .orderBy('seq', 'asc')
    .execute()
  return rows
}
