/**
 * The assets' upload call, relative to `/api`: an image sent as the raw body, stored once by
 * its SHA-256 and answered with its immutable address. Types only.
 */
import type { AssetPurpose } from './limits'

export type { AssetPurpose }

export interface StoredAsset {
  sha256: string
  url: string
  contentType: string
  byteSize: number
  width: number
  height: number
}

export interface AssetsRoutes {
  /** The image's bytes are the body: a jpg or png, within its purpose's limits. */
  'POST /story-chat/asset': {
    request: { purpose: AssetPurpose }
    file: Blob
    response: StoredAsset
  }
}
