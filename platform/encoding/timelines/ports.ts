/** What the timelines sub-area takes from its area and from the server. */
import type { Kysely } from 'kysely'
import type { Logger } from 'pino'
import type { DB } from '../../db'
import type { Clock } from '../../http'
import type { EnqueueRequest } from '../enqueue'
import type { FfmpegPaths } from '../ffmpeg'
import type { EncodingJob } from '../jobs'
import type { ContentOwnersPort, EncodingFiles, EncodingSourcesPort } from '../ports'

export interface TimelinesDeps {
  db: Kysely<DB>
  clock: Clock
  logger: Logger
  /** The catalog's creator of a content (503 without it). */
  owners?: ContentOwnersPort | undefined
  /** The uploads area's finished uploads: whose a key is, and a creator's list. */
  sources?: EncodingSourcesPort | undefined
  /** The object store: an upload is fetched once to probe its length. */
  files?: EncodingFiles | undefined
  ffmpeg?: FfmpegPaths | undefined
  /** The encoding area's queue: a render is a video job of the content. */
  enqueue(input: EnqueueRequest): Promise<EncodingJob[]>
  tmpDir?: string | undefined
}
