/**
 * Writes every live stream's events to the database in batches, one write in flight at a
 * time, and tells other instances which streams have new events.
 */
import { eventJson } from './events'
import type { HubContext, HubTimings } from './hub-context'
import { isDrained, type LiveStream, releaseDrained, trimStream } from './live-stream'
import type { StreamEventRun } from './stream-events'
import type { StreamWriteFailure } from './stream-store'

/** A NOTIFY payload must stay under 8,000 bytes; names of changed streams are split to fit. */
const NOTIFY_PAYLOAD_BYTES = 7000

/**
 * The flush window for `running` live streams: the base window, widened so that a row per
 * stream per window stays near `flushRowsPerSecond`, and never past the widest.
 */
export function flushWindowMs(
  running: number,
  bounds: Pick<HubTimings, 'flushIntervalMs' | 'flushRowsPerSecond' | 'maxFlushIntervalMs'>,
): number {
  const wanted = (running * 1000) / bounds.flushRowsPerSecond
  return Math.min(bounds.maxFlushIntervalMs, Math.max(bounds.flushIntervalMs, wanted))
}

/** `oid:seq` heads joined by commas, in payloads under NOTIFY's size limit. */
export function notifyPayloads(heads: string[]): string[] {
  const payloads: string[] = []
  let current = ''
  for (const head of heads) {
    if (current && current.length + head.length + 1 > NOTIFY_PAYLOAD_BYTES) {
      payloads.push(current)
      current = ''
    }
    current = current ? `${current},${head}` : head
  }
  if (current) payloads.push(current)
  return payloads
}

/** Each stream's unstored runs, a new run of its pending events last (formed once, kept until stored). */
export function formRuns(streams: LiveStream[]): StreamEventRun[] {
  const runs: StreamEventRun[] = []
  for (const stream of streams) {
    if (stream.pending.length > 0) stream.unstored.push(stream.pending.splice(0))
    for (const events of stream.unstored)
      runs.push({
        messageOid: stream.messageOid,
        events: events.map((event) => ({ ...event, json: eventJson(event) })),
      })
  }
  return runs
}

export type WriteSettlement =
  | { kind: 'gone'; error: unknown }
  /** Kept, and written again as the same runs with the next window; logged at 1, 2, 4, … */
  | { kind: 'failed'; error: unknown; log: boolean }
  /** `head`: the stream's `oid:seq` for the NOTIFY, when new events were stored. */
  | { kind: 'stored'; head: string | null }

/** What one write did for one stream, applied to the stream in memory. */
export function settleWrite(
  stream: LiveStream,
  failure: StreamWriteFailure | undefined,
): WriteSettlement {
  if (failure?.gone) {
    stream.gone = true
    stream.pending = []
    stream.unstored = []
    return { kind: 'gone', error: failure.error }
  }
  if (failure) {
    stream.failedWrites += 1
    return {
      kind: 'failed',
      error: failure.error,
      log: (stream.failedWrites & (stream.failedWrites - 1)) === 0,
    }
  }
  if (stream.unstored.length === 0) return { kind: 'stored', head: null }
  const stored = stream.unstored.splice(0)
  stream.failedWrites = 0
  stream.durableSeq = stored.at(-1)!.at(-1)!.seq
  trimStream(stream)
  return { kind: 'stored', head: `${stream.messageOid}:${stream.durableSeq}` }
}

/**
 * One writer for all streams: thousands of live streams cost one insert and one NOTIFY per
 * write, not one each, and each stream's events of a write are one row. One write at a
 * time: what comes while it runs waits for the next, so a database slower than the window
 * gets fewer, larger writes instead of a queue of small ones that grows without end (and
 * holds every stream's end behind it). `running` is the number of live streams.
 */
export function createFlusher(context: HubContext, running: () => number) {
  const { store, logger, timings } = context
  const dirty = new Map<string, LiveStream>()
  // A stream ended: the next write goes at once, not at the window's end.
  let urgent = false
  let timer: NodeJS.Timeout | null = null
  let timerIsUrgent = false
  let writing: Promise<void> | null = null
  let closed = false

  function markDirty(stream: LiveStream, now: boolean) {
    if (stream.gone) return
    dirty.set(stream.messageOid, stream)
    if (now) urgent = true
    schedule()
  }

  /** Sets the timer of the next write, unless one is running: its end schedules the next. */
  function schedule() {
    if (writing || closed || dirty.size === 0) return
    if (timer && (timerIsUrgent || !urgent)) return
    if (timer) clearTimeout(timer)
    timerIsUrgent = urgent
    timer = setTimeout(
      () => {
        timer = null
        void write()
      },
      urgent ? 0 : flushWindowMs(running(), timings),
    )
  }

  /** Writes every dirty stream's unstored runs, a new run of its pending events last. */
  function write(): Promise<void> {
    urgent = false
    const streams = [...dirty.values()]
    dirty.clear()
    const runs = formRuns(streams)
    writing = storeRuns(streams, runs).finally(() => {
      writing = null
      schedule()
    })
    return writing
  }

  async function storeRuns(streams: LiveStream[], runs: StreamEventRun[]) {
    const failures =
      runs.length === 0
        ? []
        : await store
            .append(runs)
            .catch((error: unknown) =>
              streams.map((stream) => ({ messageOid: stream.messageOid, error, gone: false })),
            )
    const failed = new Map(failures.map((failure) => [failure.messageOid, failure]))
    const heads: string[] = []
    for (const stream of streams) {
      const settled = settleWrite(stream, failed.get(stream.messageOid))
      const messageOid = stream.messageOid
      if (settled.kind === 'failed') {
        if (settled.log)
          logger.error(
            { err: settled.error, messageOid, attempts: stream.failedWrites },
            'stream flush failed',
          )
        dirty.set(messageOid, stream)
        continue
      }
      if (settled.kind === 'gone')
        logger.error({ err: settled.error, messageOid }, 'stream message gone')
      else if (settled.head) heads.push(settled.head)
      if (isDrained(stream)) releaseDrained(stream)
    }
    for (const payload of notifyPayloads(heads))
      await store
        .notify(payload)
        .catch((error: unknown) => logger.error({ err: error }, 'stream notify failed'))
  }

  return {
    markDirty,
    isClosed: () => closed,
    /** Stops the timer and writes what is left once, without retries. */
    async close() {
      closed = true
      if (timer) clearTimeout(timer)
      timer = null
      if (writing) await writing
      if (dirty.size > 0) await write()
    },
  }
}
