/**
 * Encoding area: ffmpeg jobs persisted in the database, claimed, leased, retried and
 * reported (docs/ENCODING.md). Routes mount under `/api/content`.
 */
import type { Kysely } from 'kysely'
import type { Logger } from 'pino'
import type { DB } from '../db'
import type { AreaMount, Clock } from '../http'
import type { FfmpegPaths } from './ffmpeg'
import type {
  ContentEncodingPort,
  ContentOwnersPort,
  EncodingFiles,
  EncodingSourcesPort,
} from './ports'
import { encodingRoutes } from './routes'
import { createEncodingService, type EncodingService } from './service'
import { createSubtitleThread, type SubtitleThread } from './subtitle-thread'
import { createTimelines } from './timelines'
import { createEncodingWorker, type EncodingWorker } from './worker'

export interface EncodingDeps {
  db: Kysely<DB>
  clock: Clock
  logger: Logger
  /**
   * The object store (the uploads area's). Without it the worker claims nothing: jobs
   * stay queued, the server logs why and encoding-status shows it.
   */
  files?: EncodingFiles | undefined
  /** The catalog's status calls. Without them, likewise: jobs are kept, never finished unseen. */
  contents?: ContentEncodingPort | undefined
  /** The catalog's owner look-up, for encoding requests (503 without it). */
  owners?: ContentOwnersPort | undefined
  /** The uploads area's record of a store key: whose file a request names (503 without it). */
  sources?: EncodingSourcesPort | undefined
  ffmpeg?: FfmpegPaths | undefined
  /** Lease of a claimed job; renewed every third of it while ffmpeg runs. */
  leaseMs?: number | undefined
  /** How often an idle worker looks for due jobs (retries, expired leases). */
  pollMs?: number | undefined
  /** Where each job's own folder is made (the system's temporary folder by default). */
  tmpDir?: string | undefined
  /** Where subtitle files are parsed; the uploads area checks its SRT uploads on the same. */
  subtitles?: SubtitleThread | undefined
}

export interface EncodingArea {
  service: EncodingService
  worker: EncodingWorker
  subtitles: SubtitleThread
  mounts: AreaMount[]
}

export function createEncoding(deps: EncodingDeps): EncodingArea {
  const subtitles = deps.subtitles ?? createSubtitleThread()
  const worker = createEncodingWorker({
    subtitles,
    db: deps.db,
    clock: deps.clock,
    logger: deps.logger,
    files: deps.files,
    contents: deps.contents,
    ffmpeg: deps.ffmpeg,
    ...(deps.leaseMs ? { leaseMs: deps.leaseMs } : {}),
    ...(deps.pollMs ? { pollMs: deps.pollMs } : {}),
    ...(deps.tmpDir ? { tmpDir: deps.tmpDir } : {}),
  })
  const service = createEncodingService({
    db: deps.db,
    clock: deps.clock,
    logger: deps.logger,
    owners: deps.owners,
    sources: deps.sources,
    contents: deps.contents,
    readiness: () => worker.readiness(),
    onQueued: () => worker.wake(),
  })
  // RealPlay timelines render as the content's video job (docs/TIMELINE.md).
  const timelines = createTimelines({
    db: deps.db,
    clock: deps.clock,
    logger: deps.logger,
    owners: deps.owners,
    sources: deps.sources,
    files: deps.files,
    ffmpeg: deps.ffmpeg,
    tmpDir: deps.tmpDir,
    enqueue: (input) => service.enqueue(input),
  })
  return {
    service,
    worker,
    subtitles,
    mounts: [{ prefix: '/content', routes: encodingRoutes(service) }, ...timelines.mounts],
  }
}

export { detectFfmpeg, type FfmpegPaths } from './ffmpeg'
export type { EncodingStatusView, JobView } from './job-view'
export { type FlatMedia, type FlatRendition, flattenMedia } from './media'
export { encodingMigrations } from './migrations'
export type * from './ports'
export type { EncodingService } from './service'
export { isSourceFormat, type SourceFormat } from './source-format'
export {
  createSubtitleThread,
  SUBTITLE_TIME_LIMIT_MS,
  type SubtitleThread,
} from './subtitle-thread'
export type { EncodingTables } from './tables'
export type { EncoderReadiness, EncodingWorker } from './worker'
