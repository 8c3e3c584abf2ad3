import type { Database } from '../../db'
import { type ChatEventName, type EventData, isTerminal, type StreamEvent } from './events'
import { createFlusher } from './flusher'
import { type HubContext, hubTimings, type StreamHubSettings } from './hub-context'
import { createLiveStream, releaseDrained } from './live-stream'
import { readLocal } from './local-reader'
import { createRemoteReaders } from './remote-reader'
import { databaseStreamStore, type StreamStore } from './stream-store'

export { flushWindowMs } from './flusher'

export interface StreamWriter {
  emit<K extends ChatEventName>(event: K, data: EventData<K>): StreamEvent
  /** Writes every event to the database; resolves when all are stored (or never can be). */
  finish(): Promise<void>
}

export type StreamHubOptions = StreamHubSettings &
  ({ database: Database } | { /** Instead of the database (tests). */ store: StreamStore })

/**
 * Generation streams outlive requests: events go to local subscribers at once, to the
 * database in batches, and a NOTIFY tells other instances to read them. A subscriber gets
 * every event after the sequence number it names, in order, exactly once, up to the
 * stream's terminal event.
 */
export function createStreamHub(options: StreamHubOptions) {
  const context: HubContext = {
    store: 'store' in options ? options.store : databaseStreamStore(options.database),
    logger: options.logger,
    timings: hubTimings(options),
    live: new Map(),
  }
  const { live } = context
  let running = 0
  const flusher = createFlusher(context, () => running)
  const remote = createRemoteReaders(context)

  function open(messageOid: string, firstSeq = 1): StreamWriter {
    const stream = createLiveStream(messageOid, firstSeq)
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
        flusher.markDirty(stream, isTerminal(entry))
        return entry
      },
      async finish() {
        if (!stream.finished) running -= 1
        stream.finished = true
        for (const wake of stream.wake) wake()
        if (
          !stream.gone &&
          !flusher.isClosed() &&
          (stream.pending.length > 0 || stream.unstored.length > 0)
        )
          await new Promise<void>((resolve) => {
            stream.drained.push(resolve)
            flusher.markDirty(stream, true)
          })
        setTimeout(() => {
          if (live.get(messageOid) === stream) live.delete(messageOid)
        }, context.timings.retainMs).unref()
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
    const local = live.get(messageOid)
    if (local) yield* readLocal(context, local, afterSeq, signal)
    else yield* remote.readRemote(messageOid, afterSeq, signal)
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

  /** Writes what is left once, without retries, and lets every `finish` go. */
  async function close() {
    await flusher.close()
    for (const stream of live.values()) releaseDrained(stream)
    live.clear()
    await remote.stop()
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
