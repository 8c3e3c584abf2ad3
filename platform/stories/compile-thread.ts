/**
 * Whole-story compiles on a worker thread. `compile` is pure and synchronous: on the
 * server's thread a large story's compile held the event loop, and every live chat stream
 * with it (docs/PERFORMANCE.md). Here the
 * server's thread only hands over JSON text (compile-for-storage.ts). A large canvas
 * save's body is read and checked here too (canvas-save-check.ts). A compile past its
 * deadline is stopped by ending the worker; compiles queued behind it go to a new one. An
 * idle worker exits after a while: a quiet thread may not collect its garbage for long,
 * and a large story's compile leaves a lot of it.
 */
import { Worker } from 'node:worker_threads'
import { bundledWorker } from '../threads'
import type { CanvasSaveCheck, CanvasSaveChecker } from './canvas-save-check'
import type { CompileInput, CompileOutput } from './compile-for-storage'
import type {
  ThreadJob,
  ThreadJobOutput,
  ThreadReply,
  ThreadRequest,
} from './compile-thread-messages'

type Output = ThreadJobOutput[ThreadJob['kind']]

interface Waiting {
  request: ThreadRequest
  resolve: (output: Output) => void
  reject: (error: Error) => void
}

/** How long a worker waits for the next compile before it exits; starting a new one takes a while. */
export const COMPILE_THREAD_IDLE_MS = 10_000

export class CompileThread {
  private worker: Worker | null = null
  private readonly waiting = new Map<number, Waiting>()
  private nextId = 1
  private idleTimer: ReturnType<typeof setTimeout> | undefined

  constructor(private readonly idleMs = COMPILE_THREAD_IDLE_MS) {}

  /** Whether a worker is up (idle workers exit after `idleMs`). */
  get running(): boolean {
    return this.worker !== null
  }

  /** Compiles on the thread; `signal` ends that compile (and the worker running it). */
  compile(input: CompileInput, signal?: AbortSignal): Promise<CompileOutput> {
    return this.run({ kind: 'compile', input }, signal) as Promise<CompileOutput>
  }

  /** Reads and checks a canvas save's body (canvas-save-check.ts) on the thread. */
  checkCanvasSave(body: Uint8Array): Promise<CanvasSaveCheck> {
    return this.run({ kind: 'check-canvas-save', body }) as Promise<CanvasSaveCheck>
  }

  private run(job: ThreadJob, signal?: AbortSignal): Promise<Output> {
    if (signal?.aborted) return Promise.reject(abortError())
    clearTimeout(this.idleTimer)
    const request: ThreadRequest = { id: this.nextId++, job }
    return new Promise<Output>((resolve, reject) => {
      this.waiting.set(request.id, { request, resolve, reject })
      signal?.addEventListener('abort', () => this.abort(request.id), { once: true })
      this.send(request).catch((error: Error) => this.settle(request.id, { error }))
    })
  }

  async close() {
    clearTimeout(this.idleTimer)
    const worker = this.worker
    this.worker = null
    for (const id of [...this.waiting.keys()])
      this.settle(id, { error: new Error('compile thread closed') })
    await worker?.terminate()
  }

  private async send(request: ThreadRequest) {
    const worker = await this.started()
    // Posted only while still wanted: an abort may have come while the worker started.
    if (!this.waiting.has(request.id)) return
    worker.ref()
    worker.postMessage(request)
  }

  private async started(): Promise<Worker> {
    if (this.worker) return this.worker
    const worker = new Worker(await workerScript(), { execArgv: [] })
    // Another caller may have started one meanwhile: keep the first.
    if (this.worker) {
      await worker.terminate()
      return this.worker
    }
    this.worker = worker
    worker.unref()
    worker.on('message', (reply: ThreadReply) => {
      this.settle(reply.id, 'error' in reply ? { error: new Error(reply.error) } : reply)
      if (this.waiting.size === 0) {
        worker.unref()
        this.retireWhenIdle(worker)
      }
    })
    worker.on('error', (error) => this.lost(worker, error))
    worker.on('exit', (code) => this.lost(worker, new Error(`compile thread exited (${code})`)))
    return worker
  }

  private settle(id: number, outcome: { output: Output } | { error: Error }) {
    const waiting = this.waiting.get(id)
    if (!waiting) return
    this.waiting.delete(id)
    if ('error' in outcome) waiting.reject(outcome.error)
    else waiting.resolve(outcome.output)
  }

  /** Ends the compile `id`: its worker is ended, and the compiles behind it go to a new one. */
  private abort(id: number) {
    if (!this.waiting.has(id)) return
    this.settle(id, { error: abortError() })
    this.retire()
    for (const { request } of this.waiting.values())
      this.send(request).catch((error: Error) => this.settle(request.id, { error }))
  }

  private retireWhenIdle(worker: Worker) {
    clearTimeout(this.idleTimer)
    this.idleTimer = setTimeout(() => {
      if (this.worker === worker && this.waiting.size === 0) this.retire()
    }, this.idleMs)
    this.idleTimer.unref()
  }

  /** Ends the current worker; the next compile starts a new one. */
  private retire() {
    const worker = this.worker
    this.worker = null
    if (!worker) return
    worker.removeAllListeners()
    worker.on('error', () => {})
    void worker.terminate()
  }

  /** The worker died: whatever it had is failed; the next compile starts a new one. */
  private lost(worker: Worker, error: Error) {
    if (this.worker !== worker) return
    this.worker = null
    for (const id of [...this.waiting.keys()]) this.settle(id, { error })
  }
}

let shared: CompileThread | undefined

/** One compile thread for the process, started at its first job; idle, it holds nothing open. */
export function sharedCompileThread(): CompileThread {
  shared ??= new CompileThread()
  return shared
}

/** Checks large canvas saves on the process's compile thread. */
export const threadCanvasSaveChecker: CanvasSaveChecker = (body) =>
  sharedCompileThread().checkCanvasSave(body)

const abortError = () =>
  Object.assign(new Error('The compile was stopped.'), { name: 'AbortError' })

let script: Promise<URL> | undefined

/** The worker's code (the engine and zod with it), bundled once per process. */
function workerScript(): Promise<URL> {
  script ??= bundledWorker(new URL('./compile-worker.ts', import.meta.url))
  return script
}
