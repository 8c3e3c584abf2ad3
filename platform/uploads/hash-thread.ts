/**
 * MD5 of received bytes on worker threads. A part's MD5 is its entity tag, and hashing a
 * 1 GB upload took half the server's thread (docs/PERFORMANCE.md): here the server's thread
 * only copies each chunk into a slot of a ring of memory it shares with a hashing thread and
 * says which slot is full; the thread hashes it and says it is free again. The ring is the
 * most a stream holds: when the thread falls behind, the stream waits (backpressure), and no
 * memory is handed between threads, which would make the server's heap collect far more.
 */
import { availableParallelism } from 'node:os'
import { Worker } from 'node:worker_threads'

const SLOT_BYTES = 1024 * 1024
const SLOTS = 4
/** Threads kept for hashing: the machine's cores, up to four. */
const THREADS = Math.min(4, Math.max(1, availableParallelism()))
/** Rings kept for the next streams. */
const SPARE_RINGS = 8

// Plain CommonJS, evaluated: the thread needs no loader and starts in milliseconds.
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads')
const { createHash } = require('node:crypto')
const SLOT_BYTES = ${SLOT_BYTES}
const jobs = new Map()
parentPort.on('message', (message) => {
  const { id, op } = message
  if (op === 'start') {
    jobs.set(id, { hash: createHash('md5'), ring: new Uint8Array(message.ring) })
  } else if (op === 'update') {
    const job = jobs.get(id)
    const start = message.slot * SLOT_BYTES
    job?.hash.update(job.ring.subarray(start, start + message.length))
    parentPort.postMessage({ id, op: 'free' })
  } else if (op === 'digest') {
    const job = jobs.get(id)
    jobs.delete(id)
    parentPort.postMessage({ id, op: 'digest', hex: (job?.hash ?? createHash('md5')).digest('hex') })
  } else if (op === 'drop') jobs.delete(id)
})
`

interface Job {
  onFree(): void
  onDigest(hex: string): void
  onError(error: Error): void
}

interface Thread {
  worker: Worker
  jobs: Map<number, Job>
}

const threads: (Thread | null)[] = Array.from({ length: THREADS }, () => null)
const spareRings: SharedArrayBuffer[] = []
let nextId = 1

function startThread(slot: number): Thread {
  const worker = new Worker(WORKER_SOURCE, { eval: true, execArgv: [] })
  const thread: Thread = { worker, jobs: new Map() }
  worker.unref()
  worker.on('message', (message: { id: number; op: string; hex?: string }) => {
    const job = thread.jobs.get(message.id)
    if (message.op === 'free') job?.onFree()
    else if (message.op === 'digest') job?.onDigest(message.hex as string)
  })
  const fail = (error: Error) => {
    if (threads[slot] === thread) threads[slot] = null
    for (const job of thread.jobs.values()) job.onError(error)
    thread.jobs.clear()
  }
  worker.on('error', fail)
  worker.on('exit', (code) => fail(new Error(`the hashing thread exited (${code})`)))
  return thread
}

/** The thread with the fewest streams, started when its place is empty. */
function leastBusy(): Thread {
  let best: Thread | null = null
  for (let slot = 0; slot < threads.length; slot += 1) {
    const thread = threads[slot] ?? startThread(slot)
    threads[slot] = thread
    if (!best || thread.jobs.size < best.jobs.size) best = thread
  }
  return best as Thread
}

export interface Md5Stream {
  /** Adds bytes; a promise when the stream must wait for the thread before the next ones. */
  update(chunk: Uint8Array): Promise<void> | undefined
  /** The MD5 hex of every byte added. */
  digest(): Promise<string>
  /** Gives up the hash (the upload failed). */
  drop(): void
}

/** An MD5 computed on a hashing thread. */
export function threadMd5(): Md5Stream {
  const thread = leastBusy()
  const id = nextId++
  const ring = spareRings.pop() ?? new SharedArrayBuffer(SLOT_BYTES * SLOTS)
  const view = new Uint8Array(ring)
  let slot = 0
  let filled = 0
  let busySlots = 0
  let failure: Error | null = null
  let ended = false
  let waiting: { resolve(): void; reject(error: Error): void } | null = null
  let digested: { resolve(hex: string): void; reject(error: Error): void } | null = null

  const end = () => {
    ended = true
    thread.jobs.delete(id)
    // An idle thread must not keep the process alive; a busy one must.
    if (thread.jobs.size === 0) thread.worker.unref()
  }
  thread.jobs.set(id, {
    onFree() {
      busySlots -= 1
      const wake = waiting
      waiting = null
      wake?.resolve()
    },
    onDigest(hex) {
      end()
      if (spareRings.length < SPARE_RINGS) spareRings.push(ring)
      digested?.resolve(hex)
    },
    onError(error) {
      failure = error
      ended = true
      waiting?.reject(error)
      digested?.reject(error)
    },
  })
  thread.worker.ref()
  thread.worker.postMessage({ id, op: 'start', ring })

  function handOver() {
    thread.worker.postMessage({ id, op: 'update', slot, length: filled })
    busySlots += 1
    slot = (slot + 1) % SLOTS
    filled = 0
  }

  const slotFreed = () =>
    new Promise<void>((resolve, reject) => {
      waiting = { resolve, reject }
    })

  /** Copies `chunk` from `offset` into free slots; waits for the thread when none is. */
  function copy(chunk: Uint8Array, offset: number): Promise<void> | undefined {
    while (offset < chunk.length) {
      if (failure) return Promise.reject(failure)
      if (busySlots === SLOTS) return slotFreed().then(() => copy(chunk, offset))
      const taken = Math.min(chunk.length - offset, SLOT_BYTES - filled)
      view.set(chunk.subarray(offset, offset + taken), slot * SLOT_BYTES + filled)
      filled += taken
      offset += taken
      if (filled === SLOT_BYTES) handOver()
    }
    return undefined
  }

  return {
    update: (chunk) => copy(chunk, 0),
    digest() {
      if (failure) return Promise.reject(failure)
      if (filled > 0) handOver()
      return new Promise<string>((resolve, reject) => {
        digested = { resolve, reject }
        thread.worker.postMessage({ id, op: 'digest' })
      })
    },
    drop() {
      if (ended) return
      end()
      // The ring is not reused: the thread may still be reading the slots handed over.
      thread.worker.postMessage({ id, op: 'drop' })
    },
  }
}
