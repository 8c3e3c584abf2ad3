/**
 * The stream hub against a store the test controls: each write can be held or failed, and
 * time moves only when the test moves it, so every interleaving of a stream with a slow or
 * failing database is played the same way each run.
 */
import pino from 'pino'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import type { EventData, StreamEvent } from './events'
import type { StoredStreamEvent, StreamEventRun, StreamStanding } from './stream-events'
import { createStreamHub } from './stream-hub'
import type { StreamStore, StreamWriteFailure } from './stream-store'

const logger = pino({ level: 'silent' })
const M = '0123456789abcdef01234567'

const start: EventData<'message-start'> = {
  messageId: M,
  userMessageId: null,
  parentId: null,
  roomId: '',
  turnIndex: 1,
  model: 'offline',
  offline: true,
  quote: 0,
  paidWith: 'none',
}
const end = (text: string): EventData<'message-end'> => ({
  messageId: M,
  text,
  creditsCharged: 0,
  turnIndex: 1,
})
const stateUpdate: EventData<'state-update'> = {
  sceneId: 's',
  variables: {},
  turnIndex: 1,
  ended: false,
  endText: null,
  triggersFired: [],
  variableChanges: [],
}

interface HeldWrite {
  runs: StreamEventRun[]
  /** The write goes through. */
  release(): void
  /** The write fails; with `stored`, after it was stored (a reply lost with its connection). */
  fail(options?: { stored?: boolean; gone?: boolean }): void
}

/** A database in memory whose writes the test lets through, holds or fails. */
function controlledStore() {
  const rows = new Map<string, Map<number, StoredStreamEvent[]>>()
  const replies = new Map<string, Omit<StreamStanding, 'last'>>()
  const listeners = new Set<(payload: string) => void>()
  const writes: StreamEventRun[][] = []
  const held: HeldWrite[] = []
  const failNext: Array<{ stored?: boolean; gone?: boolean }> = []
  let holding = false

  function keep(runs: StreamEventRun[]) {
    for (const run of runs) {
      const stream = rows.get(run.messageOid) ?? new Map<number, StoredStreamEvent[]>()
      rows.set(run.messageOid, stream)
      // The primary key (message, first event): a run written again is kept once.
      if (!stream.has(run.events[0]!.seq))
        stream.set(
          run.events[0]!.seq,
          run.events.map(({ seq, event, data }) => ({ seq, event, data })),
        )
    }
  }
  const failures = (runs: StreamEventRun[], gone = false): StreamWriteFailure[] =>
    [...new Set(runs.map((run) => run.messageOid))].map((messageOid) => ({
      messageOid,
      error: new Error('connection lost'),
      gone,
    }))
  function stored(messageOid: string): StoredStreamEvent[] {
    const stream = rows.get(messageOid) ?? new Map()
    return [...stream.entries()].sort(([a], [b]) => a - b).flatMap(([, events]) => events)
  }

  const port: StreamStore = {
    async append(runs) {
      writes.push(runs)
      const failure = failNext.shift()
      if (failure) {
        if (failure.stored) keep(runs)
        return failures(runs, failure.gone)
      }
      if (!holding) {
        keep(runs)
        return []
      }
      return new Promise((resolve) => {
        held.push({
          runs,
          release: () => {
            keep(runs)
            resolve([])
          },
          fail: (options = {}) => {
            if (options.stored) keep(runs)
            resolve(failures(runs, options.gone))
          },
        })
      })
    },
    async eventsAfter(messageOid, afterSeq) {
      return stored(messageOid).filter((event) => event.seq > afterSeq) as StreamEvent[]
    },
    async standing(messageOid) {
      const reply = replies.get(messageOid)
      if (!reply) return null
      const last = stored(messageOid).at(-1)
      return { ...reply, last: last ? { seq: last.seq, event: last.event } : null }
    },
    async notify(payload) {
      for (const listener of listeners) listener(payload)
    },
    async listen(onPayload) {
      listeners.add(onPayload)
      return async () => {
        listeners.delete(onPayload)
      }
    },
  }
  return {
    port,
    writes,
    held,
    stored,
    /** Writes wait for the test from now on. */
    hold: () => {
      holding = true
    },
    /** The next write fails (after being stored, with `stored`). */
    failNextWrite: (options: { stored?: boolean; gone?: boolean } = {}) => failNext.push(options),
    /** The reply as the generation stores it: `streaming`, then `complete` at the commit. */
    storeReply: (status: string, storedAt = new Date()) =>
      replies.set(M, { status, isTurn: true, storedAt }),
    /** A run written by hand (another writer, or one of an earlier write). */
    insert: (events: StreamEvent[]) => keep([{ messageOid: M, events }]),
  }
}

/**
 * Lets everything that waits on no timer run: the store answers in promises, all settled
 * before the loop's next immediate (which the fake timers leave real).
 */
const settle = () => new Promise((resolve) => setImmediate(resolve))

/** Reads a subscription to its end in the background; `done` says whether it ended. */
function reader(events: AsyncIterable<StreamEvent>) {
  const seen: StreamEvent[] = []
  const progress = { done: false }
  const ended = (async () => {
    for await (const event of events) seen.push(event)
    progress.done = true
    return seen
  })()
  return { seen, progress, ended }
}

const seqs = (events: Array<{ seq: number }>) => events.map((event) => event.seq)
const names = (events: Array<{ event: string }>) => events.map((event) => event.event)

let store: ReturnType<typeof controlledStore>
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
  store = controlledStore()
})
afterEach(() => {
  vi.useRealTimers()
})

const hubs = () => ({
  local: createStreamHub({ store: store.port, logger, flushIntervalMs: 40 }),
  remote: createStreamHub({ store: store.port, logger, flushIntervalMs: 40, pollMs: 1000 }),
})

it('a remote reader waits for the terminal event of a reply stored complete, however late its write comes', async () => {
  const { local, remote } = hubs()
  store.storeReply('streaming')
  const writer = local.open(M)
  writer.emit('message-start', start)
  writer.emit('text-delta', { delta: 'a' })
  await vi.advanceTimersByTimeAsync(40)
  const remoteReader = reader(remote.subscribe(M, 0))
  await settle()
  expect(seqs(remoteReader.seen)).toEqual([1, 2])

  // The database falls behind; the commit stores the reply, then its last events follow.
  store.hold()
  store.storeReply('complete')
  writer.emit('state-update', stateUpdate)
  writer.emit('message-end', end('a'))
  const finished = writer.finish()
  // Four minutes of polls see the reply complete and no terminal event yet: still waiting.
  await vi.advanceTimersByTimeAsync(4 * 60_000)
  expect(remoteReader.progress.done).toBe(false)
  expect(store.held).toHaveLength(1)

  store.held[0]!.release()
  await finished
  await vi.advanceTimersByTimeAsync(0)
  expect(names(await remoteReader.ended)).toEqual([
    'message-start',
    'text-delta',
    'state-update',
    'message-end',
  ])
  expect(seqs(remoteReader.seen)).toEqual([1, 2, 3, 4])
})

it('keeps one write in flight: what came meanwhile goes in the next one, a run per stream', async () => {
  const { local } = hubs()
  store.hold()
  const writer = local.open(M)
  writer.emit('message-start', start)
  await vi.advanceTimersByTimeAsync(40)
  expect(store.writes).toHaveLength(1)
  // Fifty windows' worth of text while the first write is held: no write queues behind it.
  for (let index = 0; index < 50; index += 1) {
    writer.emit('text-delta', { delta: `${index} ` })
    await vi.advanceTimersByTimeAsync(40)
  }
  expect(store.writes).toHaveLength(1)

  store.held[0]!.release()
  await vi.advanceTimersByTimeAsync(40)
  expect(store.writes).toHaveLength(2)
  expect(store.writes[1]!.map((run) => [run.events[0]!.seq, run.events.at(-1)!.seq])).toEqual([
    [2, 51],
  ])
  store.held[1]!.release()
  writer.emit('message-end', end(''))
  const finished = writer.finish()
  await vi.advanceTimersByTimeAsync(40)
  store.held[2]!.release()
  await finished
  expect(seqs(store.stored(M))).toEqual(Array.from({ length: 52 }, (_, index) => index + 1))
})

it('writes a failed write again as the same runs until it is stored: no event lost, none stored twice', async () => {
  const { local, remote } = hubs()
  store.storeReply('streaming')
  const writer = local.open(M)
  writer.emit('message-start', start)
  writer.emit('text-delta', { delta: 'a' })
  // The first write fails outright; the next one is stored but its answer is lost.
  store.failNextWrite()
  store.failNextWrite({ stored: true })
  await vi.advanceTimersByTimeAsync(40)
  writer.emit('text-delta', { delta: 'b' })
  await vi.advanceTimersByTimeAsync(40)
  store.storeReply('complete')
  writer.emit('message-end', end('ab'))
  const finished = writer.finish()
  await vi.advanceTimersByTimeAsync(40)
  await finished

  const written = store.writes.map((runs) =>
    runs.map((run) => [run.events[0]!.seq, run.events.at(-1)!.seq]),
  )
  expect(written).toEqual([
    [[1, 2]],
    [
      [1, 2],
      [3, 3],
    ],
    [
      [1, 2],
      [3, 3],
      [4, 4],
    ],
  ])
  expect(seqs(store.stored(M))).toEqual([1, 2, 3, 4])
  expect(names(await reader(remote.subscribe(M, 0)).ended)).toEqual([
    'message-start',
    'text-delta',
    'text-delta',
    'message-end',
  ])
})

it('a remote reader never reads past a hole: it waits for the missing run, then reads on in order', async () => {
  const { remote } = hubs()
  store.storeReply('streaming')
  store.insert([
    { seq: 1, event: 'message-start', data: start },
    { seq: 2, event: 'text-delta', data: { delta: 'a' } },
  ])
  // Events 3 and 4 are not stored yet; 5 and 6 are.
  store.insert([
    { seq: 5, event: 'text-delta', data: { delta: 'd' } },
    { seq: 6, event: 'message-end', data: end('abcd') },
  ])
  const remoteReader = reader(remote.subscribe(M, 0))
  await vi.advanceTimersByTimeAsync(5000)
  expect(seqs(remoteReader.seen)).toEqual([1, 2])
  expect(remoteReader.progress.done).toBe(false)
  store.insert([
    { seq: 3, event: 'text-delta', data: { delta: 'b' } },
    { seq: 4, event: 'text-delta', data: { delta: 'c' } },
  ])
  await vi.advanceTimersByTimeAsync(1000)
  expect(seqs(await remoteReader.ended)).toEqual([1, 2, 3, 4, 5, 6])
})

it('a remote reader resuming at or past the terminal event ends at once', async () => {
  const { remote } = hubs()
  store.storeReply('complete')
  store.insert([
    { seq: 1, event: 'message-start', data: start },
    { seq: 2, event: 'message-end', data: end('') },
  ])
  // Time stands still: a reader that waited on a timer would never end.
  expect(await reader(remote.subscribe(M, 2)).ended).toEqual([])
  expect(await reader(remote.subscribe(M, 7)).ended).toEqual([])
})

it('a remote reader stops waiting for a reply whose process stopped between storing it and its last events', async () => {
  const { remote } = hubs()
  // Stored five minutes ago (the credit hold's life), and its stream never got an end.
  store.storeReply('complete', new Date(Date.now() - 5 * 60_000))
  store.insert([{ seq: 1, event: 'message-start', data: start }])
  expect(seqs(await reader(remote.subscribe(M, 0)).ended)).toEqual([1])
})

it('drops the writes of a stream whose message is gone instead of trying them for ever', async () => {
  const { local } = hubs()
  const writer = local.open(M)
  writer.emit('message-start', start)
  store.failNextWrite({ gone: true })
  await vi.advanceTimersByTimeAsync(40)
  writer.emit('message-end', end(''))
  await writer.finish()
  await vi.advanceTimersByTimeAsync(1000)
  expect(store.writes).toHaveLength(1)
  expect(store.stored(M)).toEqual([])
})
