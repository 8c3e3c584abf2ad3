/**
 * Uploads an image file to `POST /story-chat/asset` (raw body) with progress, and checks a
 * picked file before sending it so an obvious mistake is told at once. The server judges
 * the bytes again (magic number, dimensions): this check only saves a round trip.
 */
import type { AssetPurpose, StoredAsset } from '../../platform/assets/contract'
import type { SendFileOptions } from '../../web/api'
import type { TextKey } from '../../web/i18n'
import { api } from '../../web/session'

export type { AssetPurpose, StoredAsset }

/** Byte ceilings as the server has them (platform/assets/limits.ts). */
export const CLIENT_MAX_BYTES: Record<AssetPurpose, number> = {
  thumbnail: 8 * 1024 * 1024,
  image: 16 * 1024 * 1024,
  profile: 300 * 1024 - 1,
}

const ALLOWED_NAME = /\.(jpe?g|png)$/i
const ALLOWED_TYPES = new Set(['image/jpeg', 'image/png', 'image/jpg', ''])

/** The i18n key of what is wrong with a picked file, or null when it may be sent. */
export function precheckImageFile(
  file: { name: string; type: string; size: number },
  purpose: AssetPurpose,
): TextKey<'studio', 'studioUpload'> | null {
  if (!ALLOWED_NAME.test(file.name) || !ALLOWED_TYPES.has(file.type)) {
    return 'studioUpload.wrongType'
  }
  if (file.size === 0) return 'studioUpload.empty'
  if (file.size > CLIENT_MAX_BYTES[purpose]) return 'studioUpload.tooLarge'
  return null
}

/** Sends the image as the raw body, reporting progress; failures reject with an ApiError. */
export function uploadImage(
  file: Blob,
  purpose: AssetPurpose,
  options: SendFileOptions = {},
): Promise<StoredAsset> {
  return api.upload('/story-chat/asset', { purpose }, file, options)
}
