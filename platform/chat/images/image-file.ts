/**
 * What `GET /api/story-chat/image/file/…` answers for a story picture: its bytes, as one of
 * the picture types (sniffed from the bytes, and equal to what a data URL declared),
 * sandboxed so that even a browser opening it as a page runs nothing on our origin. The
 * route never redirects: a picture stored at another address (before addresses were
 * checked at save) is not found.
 */
import { type MediaImageType, parseImageDataUrl } from '../../../engine/media'
import { sniffImageType } from '../../assets'

export interface ImageFile {
  type: MediaImageType
  bytes: Uint8Array
}

/** Reads an asset of ours by its address; null when it is none or missing. */
export type AssetReader = (url: string) => Promise<{ bytes: Uint8Array } | null>

export const IMAGE_FILE_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; sandbox",
} as const

export async function readImageFile(
  url: string,
  readAsset: AssetReader,
): Promise<ImageFile | null> {
  const inline = parseImageDataUrl(url)
  if (inline) {
    const bytes = new Uint8Array(Buffer.from(inline.base64, 'base64'))
    return sniffImageType(bytes) === inline.type ? { type: inline.type, bytes } : null
  }
  const asset = await readAsset(url)
  if (!asset) return null
  const type = sniffImageType(asset.bytes)
  return type ? { type, bytes: asset.bytes } : null
}
