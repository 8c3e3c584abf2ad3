/**
 * The worker: claims one job at a time, keeps its lease while ffmpeg runs, and records the
 * outcome. Without the file store or the catalog it claims nothing (jobs stay queued and
 * the reason is logged and shown in encoding-status); without ffmpeg it runs subtitle
 * jobs only.
 */
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Kysely } from 'kysely'
import type { Logger } from 'pino'
import type { DB } from '../db'
import type { Clock } from '../http'
import { sendCompletion } from './completion'
import { encodeJob } from './encode'
import { DEFAULT_FFMPEG, detectFfmpeg, type FfmpegPaths, PermanentEncodingError } from './ffmpeg'
import {
  claimJob,
  completeJob,
  type EncodingJob,
  failAttempt,
  releaseJob,
  renewLease,
} from './jobs'
import type { ContentEncodingPort, EncodingFiles } from './ports'
import { createSubtitleThread, type SubtitleThread } from './subtitle-thread'
import type { EncodingKind } from './tables'

export const DEFAULT_LEASE_MS = 60_000
export const DEFAULT_POLL_MS = 5_000

export interface WorkerDeps {
  db: Kysely<DB>
  clock: Clock
  logger: Logger
  files?: EncodingFiles | undefined
  contents?: ContentEncodingPort | undefined
  ffmpeg?: FfmpegPaths | undefined
  workerId?: string
  leaseMs?: number
  pollMs?: number
  /** Where each job's temporary folder is made. */
  tmpDir?: string
  /** Where subtitle files are parsed (a thread per file, with a time limit). */
  subtitles?: SubtitleThread
}

export interface EncoderReadiness {
  /** Kinds this worker runs now. */
  kinds: EncodingKind[]
  /** Why some or all jobs wait, in a sentence for the creator; null when all kinds run. */
  reason: string | null
}

export type RunOutcome =
  | { ran: false; readiness: EncoderReadiness }
  | { ran: true; job: EncodingJob; outcome: 'done' | 'retry' | 'failed' | 'lost' }

export const NO_FFMPEG =
  'ffmpeg is not installed on this server: audio and video stay in encoding until it is'
export const NO_FILES = 'The file store is not connected to the encoder: uploads stay in encoding'
export const NO_CATALOG =
  'The content catalog is not connected to the encoder: uploads stay in encoding'

export interface EncodingWorker {
  readonly id: string
  readiness(): Promise<EncoderReadiness>
  /** Claims and runs one job to its end; `ran: false` when none was due or none can run. */
  runOnce(): Promise<RunOutcome>
  /** Runs jobs until `stop`, polling when idle; `wake` ends the wait at once. */
  start(): void
  wake(): void
  stop(): Promise<void>
}

export function createEncodingWorker(deps: WorkerDeps): EncodingWorker {
  const id = deps.workerId ?? `encoder-${randomBytes(6).toString('hex')}`
  const leaseMs = deps.leaseMs ?? DEFAULT_LEASE_MS
  const pollMs = deps.pollMs ?? DEFAULT_POLL_MS
  const ffmpeg = deps.ffmpeg ?? DEFAULT_FFMPEG
  const subtitles = deps.subtitles ?? createSubtitleThread()
  const logger = deps.logger.child({ area: 'encoding', worker: id })
  let ffmpegStatus: ReturnType<typeof detectFfmpeg> | null = null
  const warned = new Set<string>()

  async function readiness(): Promise<EncoderReadiness> {
    if (!deps.files) return { kinds: [], reason: NO_FILES }
    if (!deps.contents) return { kinds: [], reason: NO_CATALOG }
    ffmpegStatus ??= detectFfmpeg(ffmpeg)
    const status = await ffmpegStatus
    if (!status.available) return { kinds: ['subtitle'], reason: NO_FFMPEG }
    return { kinds: ['audio', 'video', 'subtitle'], reason: null }
  }

  function warnOnce(reason: string) {
    if (warned.has(reason)) return
    warned.add(reason)
    logger.warn({ reason }, `encoding worker: ${reason}`)
  }

  async function runOnce(): Promise<RunOutcome> {
    const ready = await readiness()
    if (ready.reason) warnOnce(ready.reason)
    const { job, gaveUp } = await claimJob(deps.db, {
      workerId: id,
      kinds: ready.kinds,
      now: deps.clock.now(),
      leaseMs,
    })
    for (const failed of gaveUp) await reportFailure(failed)
    if (!job) return { ran: false, readiness: ready }
    return { ran: true, job, outcome: await run(job) }
  }

  async function run(job: EncodingJob): Promise<'done' | 'retry' | 'failed' | 'lost'> {
    const controller = new AbortController()
    current = controller
    let percent = 0
    let written = 0
    let writing: Promise<unknown> = Promise.resolve()
    const renew = () => {
      writing = writing
        .then(async () => {
          const kept = await renewLease(deps.db, job, deps.clock.now(), leaseMs, percent)
          written = percent
          // Cancelled, or another worker took it after our lease passed: stop ffmpeg.
          if (!kept) controller.abort()
        })
        .catch((error) => logger.warn({ err: error, jobId: job.id }, 'lease renewal failed'))
      return writing
    }
    const heartbeat = setInterval(renew, Math.max(10, Math.floor(leaseMs / 3)))
    heartbeat.unref()
    const workDir = await mkdtemp(join(deps.tmpDir ?? tmpdir(), 'taleloom-encoding-'))
    try {
      const outputs = await encodeJob(job, {
        files: deps.files as EncodingFiles,
        ffmpeg,
        workDir,
        signal: controller.signal,
        subtitles,
        onPercent(value) {
          percent = value
          if (value - written >= 5 && value < 100) void renew()
        },
      })
      clearInterval(heartbeat)
      await writing
      const done = await completeJob(
        deps.db,
        job,
        outputs as unknown as Record<string, unknown>,
        deps.clock.now(),
      )
      if (!done) return 'lost'
      await reportIfEncoded(done)
      return 'done'
    } catch (error) {
      clearInterval(heartbeat)
      await writing
      if (controller.signal.aborted) {
        // Stopped by a shutdown, not by the job: it goes back to the queue uncounted.
        if (stopping) await releaseJob(deps.db, job, deps.clock.now())
        return 'lost'
      }
      const permanent = error instanceof PermanentEncodingError
      const message = (error as Error).message || String(error)
      const failed = await failAttempt(deps.db, job, message, deps.clock.now(), permanent)
      if (!failed) return 'lost'
      logger.warn({ jobId: job.id, attempt: job.attempts, err: error }, 'encoding attempt failed')
      if (failed.status === 'failed') {
        await reportFailure(failed)
        return 'failed'
      }
      return 'retry'
    } finally {
      current = null
      await rm(workDir, { recursive: true, force: true })
    }
  }

  /** When this job completed its content's current set, the catalog gets the media. */
  async function reportIfEncoded(job: EncodingJob) {
    if (!deps.contents) return
    const outcome = await sendCompletion(deps.db, deps.contents, job, deps.clock.now())
    if (outcome.kind === 'refused') {
      logger.error(
        { err: outcome.error, contentOid: job.content_oid },
        'catalog refused the encoded media',
      )
    }
  }

  async function reportFailure(job: EncodingJob) {
    try {
      await deps.contents?.markEncodingFailed(job.content_oid, job.error ?? 'Encoding failed')
    } catch (error) {
      logger.error({ err: error, contentOid: job.content_oid }, 'catalog refused the failure')
    }
  }

  let running = false
  let stopping = false
  let current: AbortController | null = null
  let loop: Promise<void> | null = null
  let wakeUp: (() => void) | null = null

  async function runLoop() {
    while (running) {
      let outcome: RunOutcome | null = null
      try {
        outcome = await runOnce()
      } catch (error) {
        logger.error({ err: error }, 'encoding worker step failed')
      }
      if (outcome?.ran) continue
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollMs)
        timer.unref()
        wakeUp = () => {
          clearTimeout(timer)
          resolve()
        }
      })
      wakeUp = null
    }
  }

  return {
    id,
    readiness,
    runOnce,
    start() {
      if (running) return
      running = true
      stopping = false
      loop = runLoop()
    },
    wake() {
      wakeUp?.()
    },
    async stop() {
      running = false
      stopping = true
      current?.abort()
      wakeUp?.()
      await loop
      loop = null
    },
  }
}
