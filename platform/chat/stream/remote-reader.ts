/**
 * A reader of a stream another instance writes (or a finished one): the database is the
 * source of truth, and a NOTIFY wakes the reader when the stream has new events.
 */
import { isTerminal as isTerminalName } from '../contract'
import type { StreamEvent } from './events'
import type { HubContext } from './hub-context'
import { untilTerminal } from './live-stream'
import type { StreamStanding } from './stream-events'
import { createLatch } from './wakeups'

/** The events that follow `afterSeq` without a hole: a later run may be stored before an earlier one is. */
export function contiguous(events: StreamEvent[], afterSeq: number): StreamEvent[] {
  let count = 0
  while (count < events.length && events[count]!.seq === afterSeq + count + 1) count += 1
  return count === events.length ? events : events.slice(0, count)
}

/**
 * Whether a remote reader at `last`, with nothing new to read, has had the whole stream.
 * A turn's stream ends with its terminal event and nothing else: the reply is stored
 * before its last events are written, and the database may be any while behind, so a
 * stored reply alone never ends it — only its process stopping does (`abandonedAfterMs`),
 * which answers `abandoned`. A message that never had a stream (an opening, a missing id)
 * ends here.
 */
export function remoteStanding(
  standing: StreamStanding | null,
  last: number,
  nowMs: number,
  abandonedAfterMs: number,
): 'open' | 'ended' | 'abandoned' {
  if (!standing) return 'ended'
  if (standing.last && isTerminalName(standing.last.event) && standing.last.seq <= last)
    return 'ended'
  if (standing.status === 'streaming') return 'open'
  if (!standing.isTurn) return 'ended'
  if (nowMs - standing.storedAt.getTime() < abandonedAfterMs) return 'open'
  return 'abandoned'
}

/** Remote readers of this instance, woken by one LISTEN shared by all of them. */
export function createRemoteReaders(context: HubContext) {
  const { store, logger } = context
  const remoteWaiters = new Map<string, Set<() => void>>()
  let listening: Promise<() => Promise<void>> | null = null

  function ensureListening() {
    if (listening) return listening
    const attempt = store.listen(
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

  function isOver(messageOid: string, standing: StreamStanding | null, last: number): boolean {
    const answer = remoteStanding(standing, last, Date.now(), context.timings.abandonedAfterMs)
    if (answer === 'abandoned')
      logger.warn({ messageOid, after: last }, 'stream ended without its terminal event')
    return answer !== 'open'
  }

  /** Every event after `afterSeq`, in batches, up to the stream's terminal event. */
  async function* readRemote(
    messageOid: string,
    afterSeq: number,
    signal?: AbortSignal,
  ): AsyncGenerator<StreamEvent[]> {
    let last = afterSeq
    await ensureListening()
    let waiters = remoteWaiters.get(messageOid)
    if (!waiters) {
      waiters = new Set()
      remoteWaiters.set(messageOid, waiters)
    }
    // Registered for the whole subscription, not per wait: a NOTIFY that lands between an
    // empty read and the wait must still wake the reader before its fallback poll.
    const wakeup = createLatch()
    waiters.add(wakeup.set)
    try {
      while (!signal?.aborted) {
        wakeup.clear()
        const fresh = contiguous(await store.eventsAfter(messageOid, last), last)
        if (fresh.length > 0) {
          const { batch, ended } = untilTerminal(fresh)
          last = batch.at(-1)!.seq
          yield batch
          if (ended || signal?.aborted) return
          continue
        }
        if (isOver(messageOid, await store.standing(messageOid), last)) return
        await wakeup.wait(signal, context.timings.pollMs)
      }
    } finally {
      waiters.delete(wakeup.set)
      if (waiters.size === 0) remoteWaiters.delete(messageOid)
    }
  }

  return {
    readRemote,
    /** Stops listening, once the LISTEN (if any) has answered. */
    async stop() {
      if (listening) await (await listening.catch(() => async () => {}))()
    },
  }
}
