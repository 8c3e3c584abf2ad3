/**
 * Assets area: images the studio uploads (story thumbnails, image nodes), stored once by
 * SHA-256 in the database and served immutable. Routes mount under `/api/story-chat`.
 */
import type { Kysely } from 'kysely'
import type { DB } from '../db'
import type { AreaMount } from '../http'
import { ASSET_BODY_LIMIT } from './limits'
import { assetRoutes, type WriterCheck } from './routes'
import { type AssetsService, createAssetsService } from './service'

export interface AssetsArea {
  service: AssetsService
  mounts: AreaMount[]
}

export function createAssets(deps: { db: Kysely<DB>; writers: WriterCheck }): AssetsArea {
  const service = createAssetsService(deps.db)
  return {
    service,
    mounts: [
      {
        prefix: '/story-chat',
        routes: assetRoutes(service, deps.writers),
        bodyLimits: [{ path: '/asset', maxSize: ASSET_BODY_LIMIT }],
      },
    ],
  }
}

export { type ImageProbe, type ImageType, probeImage } from './image-probe'
export { ASSET_LIMITS, ASSET_PURPOSES, type AssetPurpose } from './limits'
export { assetsMigrations } from './migrations'
export type { WriterCheck } from './routes'
export { ASSET_PATH, type AssetsService, type StoredAsset } from './service'
export { sniffImageType } from './sniff-image'
