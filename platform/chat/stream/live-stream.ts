/** One stream this instance writes, as the hub holds it in memory, and the rules of its memory. */
import { isTerminal, type StreamEvent } from './events'

export interface LiveStream {
  messageOid: string
  /** Sequence number of `events[0]`: events are contiguous, so a resume point is an index. */
  firstSeq: number
  /**
   * Events not yet both durable and read by every local reader. Older ones are dropped
   * from memory (thousands of live streams would otherwise hold every delta until a
   * minute after they end); a reader behind `firstSeq` reads them from the database.
   */
  events: StreamEvent[]
  /** Emitted, not yet in a run for the database. */
  pending: StreamEvent[]
  /**
   * Runs formed for the database and not yet stored, oldest first. A run is formed once
   * and written as it is until it is stored: a retry writes the very same row, which the
   * table keeps once, so a write that failed (or only seemed to) loses and repeats nothing.
   */
  unstored: StreamEvent[][]
  /** The highest sequence number written to the database, all before it written too. */
  durableSeq: number
  /** Where each local reader is: what it has been given. */
  readers: Set<{ last: number }>
  /**
   * A reader has come. Until then nothing is dropped: the request that started the turn
   * subscribes a moment after the first events, and under a crowd a flush can land in
   * between (its reader would then start with a database read).
   */
  claimed: boolean
  wake: Set<() => void>
  finished: boolean
  /** Its message is gone (its room deleted): nothing of it can be written any more. */
  gone: boolean
  /** Writes in a row that failed, for the log. */
  failedWrites: number
  /** `finish` calls waiting for every event to be stored. */
  drained: Array<() => void>
}

export function createLiveStream(messageOid: string, firstSeq: number): LiveStream {
  return {
    messageOid,
    firstSeq,
    events: [],
    pending: [],
    unstored: [],
    // A stream continued by the sweeper starts after events already stored.
    durableSeq: firstSeq - 1,
    readers: new Set(),
    claimed: false,
    wake: new Set(),
    finished: false,
    gone: false,
    failedWrites: 0,
    drained: [],
  }
}

/** Drops the events that are in the database and that every local reader has had. */
export function trimStream(stream: LiveStream) {
  if (!stream.claimed && !stream.finished) return
  let upTo = stream.durableSeq
  for (const reader of stream.readers) upTo = Math.min(upTo, reader.last)
  const count = upTo - stream.firstSeq + 1
  if (count <= 0) return
  stream.events.splice(0, count)
  stream.firstSeq += count
}

/** Whether every event emitted so far is stored (or never can be). */
export const isDrained = (stream: LiveStream) =>
  stream.gone || (stream.pending.length === 0 && stream.unstored.length === 0)

/** Lets every `finish` waiting for the stream's events to be stored go. */
export function releaseDrained(stream: LiveStream) {
  for (const done of stream.drained.splice(0)) done()
}

/** The events a reader is given next: up to and with the first terminal one, where it ends. */
export function untilTerminal(fresh: StreamEvent[]): { batch: StreamEvent[]; ended: boolean } {
  const end = fresh.findIndex(isTerminal)
  return end === -1
    ? { batch: fresh, ended: false }
    : { batch: fresh.slice(0, end + 1), ended: true }
}
