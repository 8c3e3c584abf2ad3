import type { Kysely } from 'kysely'
import type { DB } from '../db'

export interface StoredStreamEvent {
  seq: number
  event: string
  data: unknown
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
