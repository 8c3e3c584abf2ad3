import type { Database } from '../../db'
import type { StreamEvent } from './events'
import {
  appendStreamEventsOfMany,
  type StreamEventRun,
  type StreamStanding,
  streamEventsAfter,
  streamStanding,
} from './stream-events'

const CHANNEL = 'taleloom_stream'

export interface StreamWriteFailure {
  messageOid: string
  error: unknown
  /** The message is gone (its room deleted): writing its events again cannot succeed. */
  gone: boolean
}

/**
 * What the stream hub needs of the database: its runs of events, where a reply stands,
 * and the channel that tells other instances a stream has new events. A port, so the
 * hub's interleavings with a slow or failing database can be tested step by step.
 */
export interface StreamStore {
  /** Appends runs; a run already stored (same stream, same first event) is kept as it is. */
  append(runs: StreamEventRun[]): Promise<StreamWriteFailure[]>
  /** Events after `afterSeq`, in order, as stored (a hole is possible; the hub checks). */
  eventsAfter(messageOid: string, afterSeq: number): Promise<StreamEvent[]>
  standing(messageOid: string): Promise<StreamStanding | null>
  notify(payload: string): Promise<void>
  listen(onPayload: (payload: string) => void, onGap: () => void): Promise<() => Promise<void>>
}

/** The store on the product's database: `chat_stream_runs`, `chat_messages`, LISTEN/NOTIFY. */
export function databaseStreamStore(database: Database): StreamStore {
  return {
    async append(runs) {
      const failures = await appendStreamEventsOfMany(database.db, runs)
      return failures.map((failure) => ({ ...failure, gone: isForeignKeyViolation(failure.error) }))
    },
    async eventsAfter(messageOid, afterSeq) {
      return (await streamEventsAfter(database.db, messageOid, afterSeq)) as StreamEvent[]
    },
    standing: (messageOid) => streamStanding(database.db, messageOid),
    notify: (payload) => database.notify(CHANNEL, payload),
    listen: (onPayload, onGap) => database.listen(CHANNEL, onPayload, onGap),
  }
}

/** PostgreSQL's foreign_key_violation: the run's message row does not exist. */
function isForeignKeyViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '23503'
}
