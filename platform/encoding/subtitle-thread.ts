/**
 * Subtitle files are parsed on a worker thread, one file at a time, with a time limit per
 * file and a memory cap, never on the server's thread: a parser that ran there once held
 * every request, chat and live stream on one hostile file. A file past its limit ends the
 * thread and fails for good; the next file starts a new one. The thread is kept between
 * files (a cold one is slower: docs/PERFORMANCE.md) and exits after a while idle.
 */
import { Worker } from 'node:worker_threads'
import { bundledWorker } from '../threads'
import { SubtitleError } from './srt'
import type { SubtitleReply, SubtitleRequest } from './subtitle-bytes'

/** A 2 MB file converts in well under a second; ten is a file's fault, not the machine's. */
export const SUBTITLE_TIME_LIMIT_MS = 10_000
/** How long an idle thread waits for the next file before it exits. */
export const SUBTITLE_IDLE_MS = 30_000
export const SUBTITLE_TOO_SLOW = 'The subtitle file took too long to convert'
export const SUBTITLE_TOO_LARGE = 'The subtitle file needs too much memory to convert'

export interface SubtitleConversion {
  vtt: string
  cues: number
}

export interface SubtitleThread {
  /** SRT bytes to WebVTT; a file without cues, or past the limit, fails as a SubtitleError. */
  convert(bytes: Uint8Array, signal?: AbortSignal): Promise<SubtitleConversion>
  /** Whether an upload is UTF-8 text with at least one readable cue. */
  check(bytes: Uint8Array): Promise<boolean>
}

export interface SubtitleThreadOptions {
  timeLimitMs?: number
  idleMs?: number
  /** Starts a file's time limit and answers how to stop it (tests expire it at will). */
  deadline?: (expire: () => void, ms: number) => () => void
}

const timerDeadline = (expire: () => void, ms: number) => {
  const timer = setTimeout(expire, ms)
  return () => clearTimeout(timer)
}

type Outcome = { reply: SubtitleReply } | { error: Error }

export function createSubtitleThread(options: SubtitleThreadOptions = {}): SubtitleThread {
  const limitMs = options.timeLimitMs ?? SUBTITLE_TIME_LIMIT_MS
  const idleMs = options.idleMs ?? SUBTITLE_IDLE_MS
  const deadline = options.deadline ?? timerDeadline
  let thread: Worker | null = null
  let idleTimer: ReturnType<typeof setTimeout> | undefined
  let nextId = 1
  /** Files go one at a time: each one's limit counts from when the thread takes it. */
  let queue: Promise<unknown> = Promise.resolve()

  async function started(): Promise<Worker> {
    if (thread) return thread
    const created = new Worker(await workerScript(), {
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32 },
    })
    created.unref()
    thread = created
    return created
  }

  /** Ends a thread (past its limit, stopped, or idle); the next file starts a new one. */
  function retire(worker: Worker) {
    if (thread === worker) thread = null
    worker.removeAllListeners()
    worker.on('error', () => {})
    void worker.terminate()
  }

  async function runOne(request: SubtitleRequest, signal?: AbortSignal): Promise<SubtitleReply> {
    if (signal?.aborted) throw abortError()
    clearTimeout(idleTimer)
    const worker = await started()
    const id = nextId++
    return new Promise<SubtitleReply>((resolve, reject) => {
      let settled = false
      let stopDeadline = () => {}
      const finish = (outcome: Outcome, endThread: boolean) => {
        if (settled) return
        settled = true
        stopDeadline()
        signal?.removeEventListener('abort', onAbort)
        worker.off('message', onMessage).off('error', onError).off('exit', onExit)
        if (endThread) retire(worker)
        else {
          worker.unref()
          idleTimer = setTimeout(() => thread === worker && retire(worker), idleMs)
          idleTimer.unref()
        }
        if ('error' in outcome) reject(outcome.error)
        else resolve(outcome.reply)
      }
      const onMessage = (message: { id: number; reply: SubtitleReply }) => {
        if (message.id === id) finish({ reply: message.reply }, false)
      }
      const onError = (error: Error & { code?: string }) =>
        finish(
          {
            error:
              error.code === 'ERR_WORKER_OUT_OF_MEMORY'
                ? new SubtitleError(SUBTITLE_TOO_LARGE)
                : error,
          },
          true,
        )
      const onExit = (code: number) =>
        finish({ error: new Error(`the subtitle thread exited (${code})`) }, true)
      const onAbort = () => finish({ error: abortError() }, true)
      worker.on('message', onMessage).once('error', onError).once('exit', onExit)
      signal?.addEventListener('abort', onAbort, { once: true })
      stopDeadline = deadline(
        () => finish({ error: new SubtitleError(SUBTITLE_TOO_SLOW) }, true),
        limitMs,
      )
      worker.ref()
      worker.postMessage({ id, request })
    })
  }

  function run(request: SubtitleRequest, signal?: AbortSignal): Promise<SubtitleReply> {
    const result = queue.then(() => runOne(request, signal))
    queue = result.catch(() => {})
    return result
  }

  return {
    async convert(bytes, signal) {
      const reply = await run({ op: 'convert', bytes }, signal)
      if (!reply.ok) throw new SubtitleError(reply.reason)
      return { vtt: reply.vtt as string, cues: reply.cues }
    },
    async check(bytes) {
      try {
        return (await run({ op: 'check', bytes })).ok
      } catch (error) {
        // Too slow or too large to read is not a subtitle file either.
        if (error instanceof SubtitleError) return false
        throw error
      }
    },
  }
}

const abortError = () =>
  Object.assign(new Error('The subtitle conversion was stopped.'), { name: 'AbortError' })

let script: Promise<URL> | undefined

/** The worker's code (the SRT parser), bundled once per process. */
function workerScript(): Promise<URL> {
  script ??= bundledWorker(new URL('./subtitle-worker.ts', import.meta.url))
  return script
}
