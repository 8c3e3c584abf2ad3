/**
 * Uploads an image file to `POST /api/story-chat/asset` (raw body) with progress, and checks
 * a picked file before sending it so an obvious mistake is told at once. The server judges
 * the bytes again (magic number, dimensions): this check only saves a round trip.
 */
import type { AssetPurpose, StoredAsset } from '../../platform/assets'
import { ApiError, apiErrorFromBody } from '../../web/api'
import type { TextKey } from '../../web/i18n'

export type { AssetPurpose, StoredAsset }

export const ASSET_UPLOAD_PATH = '/api/story-chat/asset'

/** Byte ceilings as the server has them (platform/assets/limits.ts). */
export const CLIENT_MAX_BYTES: Record<AssetPurpose, number> = {
  thumbnail: 8 * 1024 * 1024,
  image: 16 * 1024 * 1024,
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

/** The fraction sent, 0–100, as a whole percent (0 when the total is unknown). */
export function percentOf(loaded: number, total: number): number {
  if (!(total > 0)) return 0
  return Math.min(100, Math.max(0, Math.floor((loaded / total) * 100)))
}

export interface UploadOptions {
  token: string | null
  onProgress?: (percent: number) => void
  signal?: AbortSignal
}

/**
 * XMLHttpRequest, not fetch: fetch cannot report upload progress. Failures reject with an
 * ApiError (the server's envelope, or NETWORK_ERROR), as every other studio call does.
 */
export function uploadImage(
  file: Blob,
  purpose: AssetPurpose,
  options: UploadOptions,
): Promise<StoredAsset> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('POST', `${ASSET_UPLOAD_PATH}?purpose=${purpose}`)
    request.setRequestHeader('content-type', file.type || 'application/octet-stream')
    request.setRequestHeader('platform-type', 'web')
    if (options.token) request.setRequestHeader('authorization', `Bearer ${options.token}`)
    request.upload.onprogress = (event) =>
      options.onProgress?.(percentOf(event.loaded, event.lengthComputable ? event.total : 0))
    request.onload = () => {
      let body: unknown = null
      try {
        body = JSON.parse(request.responseText)
      } catch {
        body = null
      }
      if (request.status >= 200 && request.status < 300) {
        options.onProgress?.(100)
        resolve(body as StoredAsset)
      } else reject(apiErrorFromBody(request.status, body))
    }
    const networkError = () =>
      reject(
        new ApiError({
          status: 0,
          code: 'NETWORK_ERROR',
          message: 'Check your internet connection',
        }),
      )
    request.onerror = networkError
    request.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'))
    options.signal?.addEventListener('abort', () => request.abort(), { once: true })
    request.send(file)
  })
}
