import type { Logger } from 'pino'
import type { Database } from '../../db'
import {
  type ChatEventName,
  type EventData,
  eventJson,
  isTerminal,
  type StreamEvent,
} from './events'
import { appendStreamEventsOfMany, streamEventsAfter } from './stream-events'

const CHANNEL = 'taleloom_stream'

export interface StreamWriter {
  emit<K extends ChatEventName>(event: K, data: EventData<K>): StreamEvent
  /** Flushes every event to the database; resolves when all are durable. */
  finish(): Promise<void>
}

interface LiveStream {
  /** Sequence number of `events[0]`: events are contiguous, so a resume point is an index. */
  firstSeq: number
  /**
   * Events not yet both durable and read by every local reader. Older ones are dropped
   * from memory (thousands of live streams would otherwise hold every delta until a
   * minute after they end); a reader behind `firstSeq` reads them from the database.
   */
  events: StreamEvent[]
  pending: StreamEvent[]
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
}

/** A NOTIFY payload must stay under 8,000 bytes; names of changed streams are split to fit. */
const NOTIFY_PAYLOAD_BYTES = 7000

export interface StreamHubOptions {
  database: Database
  logger: Logger
  /**
   * Batch window for writing events to the database: each live stream's events of a window
   * are one row, and every stream's rows one insert. The window widens with the number of
   * live streams, so the rows written stay near `flushRowsPerSecond`.
   */
  flushIntervalMs?: number
  flushRowsPerSecond?: number
  /** The widest window: how far behind the database a live stream may be. */
  maxFlushIntervalMs?: number
  /** How long a finished stream stays in memory for fast resumes. */
  retainMs?: number
  /** Fallback poll while waiting on another instance's stream, should a NOTIFY be missed. */
  pollMs?: number
  /** How long a remote reader waits for the terminal event of a reply already stored. */
  terminalGraceMs?: number
}

/**
 * Generation streams outlive requests: events go to local subscribers at once, to the
 * database in small batches, and a NOTIFY tells other instances to read them. A
 * subscriber gets every event after the sequence number it names, in order, exactly once.
 */
export function createStreamHub(options: StreamHubOptions) {
  const { database, logger } = options
  const flushIntervalMs = options.flushIntervalMs ?? 40
  const flushRowsPerSecond = options.flushRowsPerSecond ?? 5000
  const maxFlushIntervalMs = Math.max(flushIntervalMs, options.maxFlushIntervalMs ?? 1000)
  const retainMs = options.retainMs ?? 60_000
  const pollMs = options.pollMs ?? 1000
  const terminalGraceMs = options.terminalGraceMs ?? 5000
  const live = new Map<string, LiveStream>()
  const remoteWaiters = new Map<string, Set<() => void>>()
  let listening: Promise<() => Promise<void>> | null = null
  // One flusher for all streams: thousands of live streams cost one insert and one NOTIFY
  // per window, not one each, and each stream's events of a window are one row
  // (chat-concurrency bench).
  const dirty = new Map<string, LiveStream>()
  // Streams that just ended: written at once, without waiting for the window.
  const urgent = new Map<string, LiveStream>()
  let timer: NodeJS.Timeout | null = null
  let urgentTimer: NodeJS.Timeout | null = null
  let running = 0
  let flushing: Promise<void> = Promise.resolve()

  function ensureListening() {
    if (listening) return listening
    const attempt = database.listen(
      CHANNEL,
      (payload) => {
        for (const part of payload.split(',')) {
          const messageOid = part.split(':')[0] ?? ''
          for (const wake of remoteWaiters.get(messageOid) ?? []) wake()
        }
      },
      // Notifications were lost while the listening connection was away: every remote
      // reader reads again now rather than at its fallback poll.
      () => {
        for (const waiters of remoteWaiters.values()) for (const wake of waiters) wake()
      },
    )
    // A failed LISTEN is tried again by the next remote reader, not kept as the answer.
    attempt.catch(() => {
      if (listening === attempt) listening = null
    })
    listening = attempt
    return attempt
  }

  function scheduleFlush() {
    timer ??= setTimeout(
      flush,
      flushWindowMs(running, { flushIntervalMs, flushRowsPerSecond, maxFlushIntervalMs }),
    )
  }

  function scheduleUrgent(messageOid: string, stream: LiveStream) {
    dirty.delete(messageOid)
    urgent.set(messageOid, stream)
    urgentTimer ??= setTimeout(() => {
      urgentTimer = null
      write(urgent)
    }, 0)
  }

  function flush() {
    timer = null
    write(dirty)
  }

  /** Writes the pending events of these streams, a row each, after the writes before. */
  function write(streams: Map<string, LiveStream>) {
    const runs: Array<{ messageOid: string; stream: LiveStream; events: StreamEvent[] }> = []
    for (const [messageOid, stream] of streams) {
      const events = stream.pending.splice(0)
      if (events.length > 0) runs.push({ messageOid, stream, events })
    }
    streams.clear()
    if (runs.length === 0) return
    const rows = runs.map(({ messageOid, events }) => ({
      messageOid,
      events: events.map((event) => ({ ...event, json: eventJson(event) })),
    }))
    flushing = flushing
      .then(async () => {
        const failures = await appendStreamEventsOfMany(database.db, rows)
        const failed = new Set<string>()
        for (const { messageOid, error } of failures) {
          failed.add(messageOid)
          logger.error({ err: error, messageOid }, 'stream flush failed')
        }
        for (const { messageOid, stream, events } of runs) {
          // Durable only without a hole: after a failed write the events stay in memory.
          if (failed.has(messageOid) || events[0]!.seq !== stream.durableSeq + 1) continue
          stream.durableSeq = events.at(-1)!.seq
          trim(stream)
        }
        const heads = runs.map(({ messageOid, events }) => `${messageOid}:${events.at(-1)!.seq}`)
        for (const payload of notifyPayloads(heads)) await database.notify(CHANNEL, payload)
      })
      .catch((error) => logger.error({ err: error }, 'stream flush failed'))
  }

  /** Drops the events that are in the database and that every local reader has had. */
  function trim(stream: LiveStream) {
    if (!stream.claimed && !stream.finished) return
    let upTo = stream.durableSeq
    for (const reader of stream.readers) upTo = Math.min(upTo, reader.last)
    const count = upTo - stream.firstSeq + 1
    if (count <= 0) return
    stream.events.splice(0, count)
    stream.firstSeq += count
  }

  function open(messageOid: string, firstSeq = 1): StreamWriter {
    const stream: LiveStream = {
      firstSeq,
      events: [],
      pending: [],
      // A stream continued by the sweeper starts after events already stored.
      durableSeq: firstSeq - 1,
      readers: new Set(),
      claimed: false,
      wake: new Set(),
      finished: false,
    }
    live.set(messageOid, stream)
    running += 1
    let next = firstSeq
    return {
      emit(event, data) {
        const entry: StreamEvent = { seq: next, event, data }
        next += 1
        stream.events.push(entry)
        stream.pending.push(entry)
        for (const wake of stream.wake) wake()
        if (isTerminal(entry)) scheduleUrgent(messageOid, stream)
        else if (!urgent.has(messageOid)) {
          dirty.set(messageOid, stream)
          scheduleFlush()
        }
        return entry
      },
      async finish() {
        if (!stream.finished) running -= 1
        stream.finished = true
        for (const wake of stream.wake) wake()
        scheduleUrgent(messageOid, stream)
        // The timer runs the last batch on the next tick; wait for it and the chain.
        await new Promise((resolve) => setTimeout(resolve, 0))
        await flushing
        setTimeout(() => {
          if (live.get(messageOid) === stream) live.delete(messageOid)
        }, retainMs).unref()
      },
    }
  }

  /**
   * Every event after `afterSeq`, in order, exactly once — in batches of what is
   * available at once, so a writer can send them in one write.
   */
  async function* subscribeBatches(
    messageOid: string,
    afterSeq: number,
    signal?: AbortSignal,
  ): AsyncGenerator<StreamEvent[]> {
    let last = afterSeq
    const local = live.get(messageOid)
    if (local) {
      // The reader holds its events in memory until it has had them.
      const reader = { last: afterSeq }
      local.readers.add(reader)
      local.claimed = true
      try {
        while (!signal?.aborted) {
          const fresh =
            last + 1 < local.firstSeq
              ? await droppedEvents(messageOid, local, last)
              : local.events.slice(last - local.firstSeq + 1)
          if (fresh.length > 0) {
            const end = fresh.findIndex(isTerminal)
            const batch = end === -1 ? fresh : fresh.slice(0, end + 1)
            last = batch.at(-1)!.seq
            reader.last = last
            yield batch
            if (end !== -1 || signal?.aborted) return
            // Events may have arrived while we were yielding: look again before waiting.
            continue
          }
          if (local.finished || last + 1 < local.firstSeq) {
            // Nothing more, or a dropped event is missing from the database (its room was
            // deleted): the reader cannot be given the stream without a gap.
            if (last + 1 < local.firstSeq)
              logger.error({ messageOid, after: last }, 'stream events missing from the database')
            return
          }
          await waitFor(local.wake, signal, 0)
        }
      } finally {
        local.readers.delete(reader)
        trim(local)
      }
      return
    }
    // Another instance (or a finished stream): the database is the source of truth.
    await ensureListening()
    let waiters = remoteWaiters.get(messageOid)
    if (!waiters) {
      waiters = new Set()
      remoteWaiters.set(messageOid, waiters)
    }
    // Registered for the whole subscription, not per wait: a NOTIFY that lands between
    // an empty read and the wait must still wake us (it used to be lost, leaving the
    // reader asleep until the fallback poll).
    const wakeup = createLatch()
    waiters.add(wakeup.set)
    let quietSince = Date.now()
    try {
      while (!signal?.aborted) {
        wakeup.clear()
        const fresh = (await streamEventsAfter(database.db, messageOid, last)) as StreamEvent[]
        if (fresh.length > 0) {
          quietSince = Date.now()
          const end = fresh.findIndex(isTerminal)
          const batch = end === -1 ? fresh : fresh.slice(0, end + 1)
          last = batch.at(-1)!.seq
          yield batch
          if (end !== -1 || signal?.aborted) return
          continue
        }
        const message = await messageStatus(messageOid)
        // A reply is stored a moment before its last events are flushed, so a turn's
        // stream waits (a bounded while) for its terminal event; a message that never
        // had a stream (an opening, a missing id) ends here.
        if (
          message?.status !== 'streaming' &&
          (!message?.isTurn || Date.now() - quietSince >= terminalGraceMs)
        )
          return
        await wakeup.wait(signal, pollMs)
      }
    } finally {
      waiters.delete(wakeup.set)
      if (waiters.size === 0) remoteWaiters.delete(messageOid)
    }
  }

  /**
   * Events after `afterSeq` that were dropped from memory, from the database: exactly the
   * contiguous run before what memory still holds (read `firstSeq` after the query).
   */
  async function droppedEvents(
    messageOid: string,
    stream: LiveStream,
    afterSeq: number,
  ): Promise<StreamEvent[]> {
    const stored = (await streamEventsAfter(database.db, messageOid, afterSeq)) as StreamEvent[]
    const run: StreamEvent[] = []
    for (const event of stored) {
      if (event.seq !== afterSeq + run.length + 1 || event.seq >= stream.firstSeq) break
      run.push(event)
    }
    return run
  }

  /** The same events one by one. */
  async function* subscribe(
    messageOid: string,
    afterSeq: number,
    signal?: AbortSignal,
  ): AsyncGenerator<StreamEvent> {
    for await (const batch of subscribeBatches(messageOid, afterSeq, signal)) {
      for (const event of batch) {
        yield event
        if (signal?.aborted) return
      }
    }
  }

  async function messageStatus(messageOid: string) {
    const row = await database.db
      .selectFrom('chat_messages')
      .select(['status', 'request_id'])
      .where('oid', '=', messageOid)
      .executeTakeFirst()
    return row ? { status: row.status, isTurn: row.request_id !== null } : null
  }

  async function close() {
    if (timer) clearTimeout(timer)
    if (urgentTimer) clearTimeout(urgentTimer)
    urgentTimer = null
    write(urgent)
    flush()
    await flushing
    live.clear()
    if (listening) await (await listening.catch(() => async () => {}))()
  }

  return {
    open,
    subscribe,
    subscribeBatches,
    close,
    isLive: (messageOid: string) => live.has(messageOid),
    /** Events of a live stream still held in memory (the rest are in the database). */
    heldEvents: (messageOid: string) => live.get(messageOid)?.events.length ?? 0,
  }
}

export type StreamHub = ReturnType<typeof createStreamHub>

/**
 * The flush window for `running` live streams: the base window, widened so that a row per
 * stream per window stays near `flushRowsPerSecond`, and never past the widest.
 */
export function flushWindowMs(
  running: number,
  bounds: { flushIntervalMs: number; flushRowsPerSecond: number; maxFlushIntervalMs: number },
): number {
  const wanted = (running * 1000) / bounds.flushRowsPerSecond
  return Math.min(bounds.maxFlushIntervalMs, Math.max(bounds.flushIntervalMs, wanted))
}

function waitFor(
  set: Set<() => void>,
  signal: AbortSignal | undefined,
  timeoutMs: number,
): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      set.delete(done)
      signal?.removeEventListener('abort', done)
      if (timer) clearTimeout(timer)
      resolve()
    }
    const timer = timeoutMs > 0 ? setTimeout(done, timeoutMs) : null
    set.add(done)
    signal?.addEventListener('abort', done, { once: true })
  })
}

/**
 * A wakeup that is remembered: `set` before `wait` makes the next `wait` return at once.
 * `clear` before reading, so only signals that arrive after the read count.
 */
function createLatch() {
  let isSet = false
  let release: (() => void) | null = null
  return {
    set: () => {
      isSet = true
      release?.()
    },
    clear: () => {
      isSet = false
    },
    wait(signal: AbortSignal | undefined, timeoutMs: number): Promise<void> {
      if (isSet || signal?.aborted) return Promise.resolve()
      return new Promise((resolve) => {
        const done = () => {
          release = null
          clearTimeout(timer)
          signal?.removeEventListener('abort', done)
          resolve()
        }
        const timer = setTimeout(done, timeoutMs)
        release = done
        signal?.addEventListener('abort', done, { once: true })
      })
    },
  }
}

/** `oid:seq` heads joined by commas, in payloads under NOTIFY's size limit. */
function notifyPayloads(heads: string[]): string[] {
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
