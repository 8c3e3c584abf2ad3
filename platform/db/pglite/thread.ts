import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { MessageChannel, type MessagePort, Worker } from 'node:worker_threads'
import { bundledWorker } from '../../threads'
import type { PGliteStart } from './start'
import type { PGliteBackend, PGliteResult } from './statements'
import type { ThreadReply, ThreadRequest, ThreadStart } from './thread-messages'

type Request = ThreadRequest extends infer R
  ? R extends ThreadRequest
    ? Omit<R, 'id'>
    : never
  : never

/**
 * PGlite on a worker thread of its own. PGlite runs every statement synchronously in
 * WebAssembly on the thread that calls it; on the server's thread that is time no socket
 * is served, and a crowd's turn starts and stream events' inserts stalled the event loop
 * (docs/PERFORMANCE.md). Here the
 * database works on the machine's other core while the server's loop relays streams.
 *
 * Statements run in the order they are posted, one at a time, as on PGlite itself; the
 * dialect's session gate keeps a transaction's statements together. Values cross the thread by
 * structured clone (strings, numbers, bigints, Dates, Uint8Arrays, plain objects: what
 * PGlite's serializers take and its parsers give). A database error keeps its fields
 * (`code`, `detail`, `constraint`, …).
 */
export class PGliteThread implements PGliteBackend {
  private readonly pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >()
  private readonly listeners = new Map<string, Set<(payload: string) => void>>()
  private nextId = 1
  private failure: Error | null = null
  closed = false

  private constructor(
    private readonly worker: Worker,
    private readonly port: MessagePort,
  ) {
    port.on('message', (reply: ThreadReply) => this.settle(reply))
    worker.on('error', (error) => this.fail(error))
    worker.on('exit', (code) => this.fail(new Error(`PGlite thread exited with code ${code}`)))
  }

  static async open(start: PGliteStart): Promise<PGliteThread> {
    // A new data directory is made by initdb, whose WebAssembly memory outlives
    // its closed instance until a garbage collection that a quiet worker may not run for
    // hours; a worker's exit gives it back at once. So the first start is a worker of its own.
    if (start.dataDir && !existsSync(join(start.dataDir, 'PG_VERSION')))
      await (await PGliteThread.spawn(start, true)).close()
    return PGliteThread.spawn(start)
  }

  private static async spawn(start: PGliteStart, initOnly = false): Promise<PGliteThread> {
    const { port1, port2 } = new MessageChannel()
    const worker = new Worker(await workerScript(), {
      workerData: {
        ...start,
        wasm: await pgliteWasm(),
        port: port2,
        initOnly,
      } satisfies ThreadStart,
      transferList: [port2],
      // Not the server's flags (a 64 MB young generation, preloads): the worker's heap holds
      // little beyond each statement's values.
      execArgv: [],
    })
    const thread = new PGliteThread(worker, port1)
    try {
      await new Promise<unknown>((resolve, reject) => thread.pending.set(0, { resolve, reject }))
    } catch (error) {
      thread.closed = true
      await worker.terminate()
      throw error
    }
    // Idle, the thread does not keep the process alive; a statement in flight does.
    worker.unref()
    port1.unref()
    return thread
  }

  query<R>(sql: string, parameters: readonly unknown[]): Promise<PGliteResult<R>> {
    return this.send({ op: 'query', sql, parameters }) as Promise<PGliteResult<R>>
  }

  async run(sql: string): Promise<void> {
    await this.send({ op: 'run', sql })
  }

  /** LISTEN on a channel; resolves to the unsubscribe function. */
  async listen(channel: string, onPayload: (payload: string) => void) {
    let set = this.listeners.get(channel)
    if (!set) {
      set = new Set()
      this.listeners.set(channel, set)
      await this.send({ op: 'listen', channel })
    }
    set.add(onPayload)
    return async () => {
      set.delete(onPayload)
      if (set.size > 0 || this.listeners.get(channel) !== set) return
      this.listeners.delete(channel)
      if (!this.closed) await this.send({ op: 'unlisten', channel })
    }
  }

  async close() {
    if (this.closed) return
    try {
      await this.send({ op: 'close' })
    } finally {
      this.closed = true
      this.port.close()
      await this.worker.terminate()
    }
  }

  private send(request: Request): Promise<unknown> {
    if (this.failure) return Promise.reject(this.failure)
    if (this.closed) return Promise.reject(new Error('PGlite thread is closed'))
    const id = this.nextId++
    try {
      // Throws at once for a value structured clone cannot carry (a function, a symbol).
      this.port.postMessage({ ...request, id })
    } catch (error) {
      return Promise.reject(error)
    }
    if (this.pending.size === 0) this.port.ref()
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject })
    })
  }

  private settle(reply: ThreadReply) {
    if (reply.type === 'notification') {
      for (const listener of this.listeners.get(reply.channel) ?? []) listener(reply.payload)
      return
    }
    const waiting = this.pending.get(reply.id)
    if (!waiting) return
    this.pending.delete(reply.id)
    if (this.pending.size === 0) this.port.unref()
    if (reply.type === 'error')
      waiting.reject(Object.assign(new Error(reply.error.message), reply.error))
    else waiting.resolve(reply.result)
  }

  private fail(error: Error) {
    if (this.closed) return
    this.failure ??= error
    for (const waiting of this.pending.values()) waiting.reject(error)
    this.pending.clear()
  }
}

const pgliteEntry = () => createRequire(import.meta.url).resolve('@electric-sql/pglite')

let script: Promise<URL> | undefined

/**
 * The worker's code, bundled once per process from `worker.ts` (bundledWorker: tsx
 * inside each worker slowed every database opened, and the tests open hundreds).
 * PGlite itself is imported from its own files.
 */
function workerScript(): Promise<URL> {
  script ??= bundledWorker(new URL('./worker.ts', import.meta.url), [
    {
      name: 'pglite-from-its-files',
      setup(context) {
        const pglite = pathToFileURL(join(dirname(pgliteEntry()), 'index.js')).href
        context.onResolve({ filter: /^@electric-sql\/pglite$/ }, () => ({
          path: pglite,
          external: true,
        }))
        // A contrib extension finds its bundle beside its own file (import.meta.url).
        context.onResolve({ filter: /^@electric-sql\/pglite\/contrib\/[a-z_]+$/ }, (args) => ({
          path: pathToFileURL(
            join(dirname(pgliteEntry()), 'contrib', `${args.path.split('/').pop()}.js`),
          ).href,
          external: true,
        }))
      },
    },
  ])
  return script
}

let compiled: Promise<WebAssembly.Module> | undefined

/**
 * PGlite's WebAssembly, compiled once per process and handed to every worker: PGlite
 * caches the compiled module per thread only, and each worker compiling it again made
 * opening a database much slower than on the caller's thread (the tests open hundreds).
 */
function pgliteWasm(): Promise<WebAssembly.Module> {
  compiled ??= (async () => {
    return WebAssembly.compile(await readFile(join(dirname(pgliteEntry()), 'pglite.wasm')))
  })()
  return compiled
}
