import { base64Decode } from '../bytes/base64'
import { utf8Decode } from '../bytes/utf8'
import { type MediaImageType, parseImageDataUrl } from '../media'
import { parseCardJson } from './card-json'
import { isRecord } from './field-reader'
import { PNG_SIGNATURE } from './png'
import { readCardFromPng } from './png-card'

/** The picture a card file offers as its character's portrait, as encoded bytes. */
export interface CardArtwork {
  type: MediaImageType
  bytes: Uint8Array
  /** `png`: the card file's own image; `asset`: a data URI in the V3 `assets` list. */
  source: 'png' | 'asset'
}

/**
 * The card's main icon (Character Card V3: the `icon` asset named `main`, else the first
 * icon). A `data:` URI is decoded; `ccdefault:` (and no `assets` at all) means the PNG
 * itself. A remote or `embeded://` address is never fetched: a PNG card falls back to its
 * own image and a JSON card offers none.
 *
 * @example
 * const artwork = cardArtwork(new Uint8Array(await file.arrayBuffer())) // PNG card → { source: 'png', … }
 */
export function cardArtwork(file: Uint8Array): CardArtwork | null {
  const isPng = PNG_SIGNATURE.every((byte, index) => file[index] === byte)
  const uri = mainIconUri(readCardData(file, isPng))
  const inline = uri === null ? null : parseImageDataUrl(uri)
  if (inline) {
    try {
      return { type: inline.type, bytes: base64Decode(inline.base64), source: 'asset' }
    } catch {
      // A broken data URI is no picture; the PNG's own image may still be.
    }
  }
  return isPng ? { type: 'image/png', bytes: file, source: 'png' } : null
}

function readCardData(file: Uint8Array, isPng: boolean): unknown {
  try {
    const json = isPng ? readCardFromPng(file) : JSON.parse(utf8Decode(file).replace(/^\uFEFF/, ''))
    return parseCardJson(json).data
  } catch {
    return null
  }
}

function mainIconUri(data: unknown): string | null {
  if (!isRecord(data) || !Array.isArray(data.assets)) return null
  const icons = data.assets.filter(
    (asset): asset is { uri: string; name?: unknown } =>
      isRecord(asset) && asset.type === 'icon' && typeof asset.uri === 'string',
  )
  return (icons.find((icon) => icon.name === 'main') ?? icons[0])?.uri ?? null
}
