import type { Logger } from 'pino'
import { appendStreamEvents, streamEventsAfter } from '../../platform/chat'
import type { Database } from '../../platform/db'
import { type ChatEventName, isTerminal, type StreamEvent } from './events'

const CHANNEL = 'taleloom_stream'

export interface StreamWriter {
  emit(event: ChatEventName, data: unknown): StreamEvent
  /** Flushes every event to the database; resolves when all are durable. */
  finish(): Promise<void>
}

interface LiveStream {
  events: StreamEvent[]
  pending: StreamEvent[]
  wake: Set<() => void>
  finished: boolean
  flushing: Promise<void>
  timer: NodeJS.Timeout | null
}

export interface StreamHubOptions {
  database: Database
  logger: Logger
  /** Batch window for writing events to the database (a 500-chunk reply is ~a dozen inserts). */
  flushIntervalMs?: number
  /** How long a finished stream stays in memory for fast resumes. */
  retainMs?: number
  /** Fallback poll while waiting on another instance's stream, should a NOTIFY be missed. */
  pollMs?: number
}

/**
 * Generation streams outlive requests: events go to local subscribers at once, to the
 * database in small batches, and a NOTIFY tells other instances to read them. A
 * subscriber gets every event after the sequence number it names, in order, exactly once.
 */
export function createStreamHub(options: StreamHubOptions) {
  const { database, logger } = options
  const flushIntervalMs = options.flushIntervalMs ?? 40
  const retainMs = options.retainMs ?? 60_000
  const pollMs = options.pollMs ?? 1000
  const live = new Map<string, LiveStream>()
  const remoteWaiters = new Map<string, Set<() => void>>()
  let listening: Promise<() => Promise<void>> | null = null

  function ensureListening() {
    listening ??= database.listen(CHANNEL, (payload) => {
      const messageOid = payload.split(':')[0] ?? ''
      for (const wake of remoteWaiters.get(messageOid) ?? []) wake()
    })
    return listening
  }

  function scheduleFlush(messageOid: string, stream: LiveStream, now = false) {
    if (stream.timer && !now) return
    if (stream.timer) clearTimeout(stream.timer)
    stream.timer = setTimeout(
      () => {
        stream.timer = null
        const batch = stream.pending.splice(0)
        if (batch.length === 0) return
        stream.flushing = stream.flushing
          .then(async () => {
            await appendStreamEvents(database.db, messageOid, batch)
            await database.notify(CHANNEL, `${messageOid}:${batch.at(-1)?.seq}`)
          })
          .catch((error) => logger.error({ err: error, messageOid }, 'stream flush failed'))
      },
      now ? 0 : flushIntervalMs,
    )
  }

  function open(messageOid: string, firstSeq = 1): StreamWriter {
    const stream: LiveStream = {
      events: [],
      pending: [],
      wake: new Set(),
      finished: false,
      flushing: Promise.resolve(),
      timer: null,
    }
    live.set(messageOid, stream)
    let next = firstSeq
    return {
      emit(event, data) {
        const entry: StreamEvent = { seq: next, event, data }
        next += 1
        stream.events.push(entry)
        stream.pending.push(entry)
        for (const wake of stream.wake) wake()
        scheduleFlush(messageOid, stream, isTerminal(entry))
        return entry
      },
      async finish() {
        stream.finished = true
        for (const wake of stream.wake) wake()
        scheduleFlush(messageOid, stream, true)
        // The timer runs the last batch on the next tick; wait for it and the chain.
        await new Promise((resolve) => setTimeout(resolve, 0))
        await stream.flushing
        setTimeout(() => {
          if (live.get(messageOid) === stream) live.delete(messageOid)
        }, retainMs).unref()
      },
    }
  }

  async function* subscribe(
    messageOid: string,
    afterSeq: number,
    signal?: AbortSignal,
  ): AsyncGenerator<StreamEvent> {
    let last = afterSeq
    const local = live.get(messageOid)
    if (local) {
      while (!signal?.aborted) {
        const fresh = local.events.filter((event) => event.seq > last)
        for (const event of fresh) {
          last = event.seq
          yield event
          if (isTerminal(event) || signal?.aborted) return
        }
        // Events may have arrived while we were yielding: stop only when none is left.
        if (local.finished && (local.events.at(-1)?.seq ?? 0) <= last) return
        if (local.events.some((event) => event.seq > last)) continue
        await waitFor(local.wake, signal, 0)
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
    try {
      while (!signal?.aborted) {
        const fresh = await streamEventsAfter(database.db, messageOid, last)
        for (const stored of fresh) {
          const event = stored as StreamEvent
          last = event.seq
          yield event
          if (isTerminal(event) || signal?.aborted) return
        }
        if (fresh.length === 0 && !(await isStillStreaming(messageOid))) return
        await waitFor(waiters, signal, pollMs)
      }
    } finally {
      if (waiters.size === 0) remoteWaiters.delete(messageOid)
    }
  }

  async function isStillStreaming(messageOid: string): Promise<boolean> {
    const row = await database.db
      .selectFrom('chat_messages')
      .select('status')
      .where('oid', '=', messageOid)
      .executeTakeFirst()
    return row?.status === 'streaming'
  }

  async function close() {
    for (const stream of live.values()) {
      if (stream.timer) clearTimeout(stream.timer)
      await stream.flushing
    }
    live.clear()
    if (listening) await (await listening)()
  }

  return { open, subscribe, close, isLive: (messageOid: string) => live.has(messageOid) }
}

export type StreamHub = ReturnType<typeof createStreamHub>

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
