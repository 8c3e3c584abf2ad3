/**
 * Stores and reads uploaded images. `saveAsset` judges the bytes (type by magic number,
 * dimensions from the header, size) against the purpose's limits, then keeps them once
 * under their SHA-256; `readAsset` answers by that hash.
 */
import { createHash } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { DB } from '../db'
import { AppError, badRequest } from '../http'
import type { StoredAsset } from './contract'
import { probeImage } from './image-probe'
import { ASSET_LIMITS, type AssetPurpose } from './limits'
import type { AssetsTables } from './tables'

export type { StoredAsset }

export interface AssetBytes {
  contentType: string
  bytes: Uint8Array
}

export const ASSET_PATH = '/api/story-chat/asset'
const ASSET_ADDRESS = /^\/api\/story-chat\/asset\/([0-9a-f]{64})$/

const payloadTooLarge = (message: string) =>
  new AppError({ status: 413, code: 'IMAGE_TOO_LARGE', message })

export function createAssetsService(db: Kysely<DB>) {
  const assets = db.withTables<AssetsTables>()

  async function readAsset(sha256: string): Promise<AssetBytes | null> {
    const row = await assets
      .selectFrom('story_assets')
      .select(['content_type', 'bytes'])
      .where('sha256', '=', sha256)
      .executeTakeFirst()
    return row ? { contentType: row.content_type, bytes: row.bytes } : null
  }

  return {
    async saveAsset(
      uploaderOid: string,
      purpose: AssetPurpose,
      bytes: Uint8Array,
    ): Promise<StoredAsset> {
      const limits = ASSET_LIMITS[purpose]
      if (bytes.length === 0) throw badRequest('IMAGE_EMPTY', 'The upload is empty.')
      if (bytes.length > limits.maxBytes) {
        throw payloadTooLarge(limits.tooLarge)
      }
      const probe = probeImage(bytes)
      if (!probe.ok) {
        throw probe.reason === 'unsupported-type'
          ? new AppError({
              status: 415,
              code: 'IMAGE_TYPE_UNSUPPORTED',
              message: 'Only jpg, jpeg and png images can be uploaded.',
            })
          : badRequest('IMAGE_CORRUPT', 'The image could not be read.')
      }
      if (probe.width > limits.maxWidth) {
        throw badRequest(
          'IMAGE_TOO_WIDE',
          `The image is ${probe.width} px wide; at most ${limits.maxWidth} px is allowed.`,
          { width: probe.width, maxWidth: limits.maxWidth },
        )
      }
      if (limits.maxHeight !== null && probe.height > limits.maxHeight) {
        throw badRequest(
          'IMAGE_TOO_TALL',
          `The image is ${probe.height} px tall; at most ${limits.maxHeight} px is allowed.`,
          { height: probe.height, maxHeight: limits.maxHeight },
        )
      }
      const sha256 = createHash('sha256').update(bytes).digest('hex')
      // The same bytes uploaded twice (or by two instances at once) are one row.
      await assets
        .insertInto('story_assets')
        .values({
          sha256,
          content_type: probe.type,
          byte_size: bytes.length,
          width: probe.width,
          height: probe.height,
          bytes,
          uploaded_by: uploaderOid,
        })
        .onConflict((conflict) => conflict.column('sha256').doNothing())
        .execute()
      return {
        sha256,
        url: `${ASSET_PATH}/${sha256}`,
        contentType: probe.type,
        byteSize: bytes.length,
        width: probe.width,
        height: probe.height,
      }
    },

    readAsset,

    /** The bytes of an asset by its address (`ASSET_PATH/{sha256}`), or null. */
    async readAssetAt(url: string): Promise<AssetBytes | null> {
      const sha256 = ASSET_ADDRESS.exec(url)?.[1]
      return sha256 ? readAsset(sha256) : null
    },
  }
}

export type AssetsService = ReturnType<typeof createAssetsService>
