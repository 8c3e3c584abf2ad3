/** Uploads area: the object store, multipart uploads and the asset service under `/api/upload`. */
import { join } from 'node:path'
import { Hono } from 'hono'
import type { Kysely } from 'kysely'
import type { Logger } from 'pino'
import type { DB } from '../db'
import type { AppEnv, AreaMount, Clock } from '../http'
import type { AssetView } from './asset-view'
import { createEmbeddedStore, type EmbeddedStore } from './embedded-store'
import type { ObjectStore } from './object-store'
import type { ContentOwners, SubtitleCheck, UploadedFile } from './ports'
import { assetRoutes } from './routes/assets'
import { embeddedStoreRoutes } from './routes/embedded-store'
import { multipartRoutes } from './routes/multipart'
import { publicReadRoutes } from './routes/public-reads'
import { MAX_PART_BYTES } from './rules'
import { createS3Store } from './s3-store'
import { createUploadsService, type UploadsService } from './service'
import type { UploadsSettings } from './settings'
import { createSigner } from './signer'

export interface UploadsDeps {
  db: Kysely<DB>
  clock: Clock
  logger: Logger
  dataDir: string
  /** The server's secret: signs the embedded store's addresses. */
  secret: string
  settings?: UploadsSettings
  /** Who created a content (the content area), for thumbnails. */
  contents?: ContentOwners
  /** Told when an upload is handed over (`uploaddone`): encoding starts here. */
  onUploaded?: (asset: AssetView, stored: UploadedFile) => Promise<void>
  /** Checks a joined `.srt` off the server's thread (the encoding area's subtitle thread). */
  subtitles: SubtitleCheck
}

export interface UploadsArea {
  service: UploadsService
  store: ObjectStore
  mounts: AreaMount[]
}

export function createUploads(deps: UploadsDeps): UploadsArea {
  const signer = createSigner(deps.secret)
  const embedded: EmbeddedStore | null = deps.settings?.s3
    ? null
    : createEmbeddedStore({ root: join(deps.dataDir, 'objects'), signer, clock: deps.clock })
  const store: ObjectStore = embedded ?? createS3Store(deps.settings?.s3 as never)
  const service = createUploadsService({
    db: deps.db,
    clock: deps.clock,
    logger: deps.logger,
    store,
    contents: deps.contents,
    onUploaded: deps.onUploaded,
    subtitles: deps.subtitles,
  })
  // The spec's calls (document 3), the embedded store's signed addresses and the public reads.
  const routes = new Hono<AppEnv>()
  routes.route('/', multipartRoutes(service))
  routes.route('/', embeddedStoreRoutes({ service, embedded, signer, clock: deps.clock }))
  routes.route('/', assetRoutes(service))
  routes.route('/', publicReadRoutes(service))
  return {
    service,
    store,
    mounts: [
      {
        prefix: '/upload',
        routes,
        // A part is as large as its caller chose, up to S3's 5 GB; the signature authorizes it.
        bodyLimits: [{ path: '/part', maxSize: MAX_PART_BYTES, anonymous: true }],
      },
    ],
  }
}

export { STORE_ADDRESS_BASE, storeAddress, storeKeyOfAddress } from './addresses'
export type { AssetView } from './asset-view'
export { createEmbeddedStore, type EmbeddedStore } from './embedded-store'
export { type ImageHeader, readImageHeader } from './image-check'
export { uploadsMigrations } from './migrations'
export type { ObjectStore } from './object-store'
export type { ContentOwners, SubtitleCheck, UploadedFile, UploadSource } from './ports'
export { CONTEXT_RULES, UPLOAD_TEXTS } from './rules'
export { createS3Store, type S3Settings } from './s3-store'
export type { UploadsService } from './service'
export { readUploadsSettings, type UploadsSettings } from './settings'
export type { UploadsTables } from './tables'
