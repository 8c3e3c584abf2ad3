/** Uploads area: the object store, multipart uploads and the asset service under `/api/upload`. */
import { join } from 'node:path'
import type { Kysely } from 'kysely'
import type { Logger } from 'pino'
import type { DB } from '../db'
import type { AreaMount, Clock } from '../http'
import { createEmbeddedStore, type EmbeddedStore } from './embedded-store'
import type { ObjectStore } from './object-store'
import { uploadRoutes } from './routes'
import { MAX_PART_BYTES } from './rules'
import { createS3Store } from './s3-store'
import {
  type AssetView,
  type ContentOwners,
  createUploadsService,
  type UploadedFile,
  type UploadsService,
} from './service'
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
  })
  return {
    service,
    store,
    mounts: [
      {
        prefix: '/upload',
        routes: uploadRoutes({ service, embedded, signer, clock: deps.clock }),
        // A part is as large as its caller chose, up to S3's 5 GB; the signature authorizes it.
        bodyLimits: [{ path: '/part', maxSize: MAX_PART_BYTES, anonymous: true }],
      },
    ],
  }
}

export { createEmbeddedStore, type EmbeddedStore } from './embedded-store'
export { uploadsMigrations } from './migrations'
export type { ObjectStore } from './object-store'
export { CONTEXT_RULES, UPLOAD_TEXTS } from './rules'
export { createS3Store, type S3Settings } from './s3-store'
export {
  type AssetView,
  type ContentOwners,
  STORE_ADDRESS_BASE,
  storeAddress,
  storeKeyOfAddress,
  type UploadedFile,
  type UploadsService,
} from './service'
export { readUploadsSettings, type UploadsSettings } from './settings'
export type { UploadsTables } from './tables'
