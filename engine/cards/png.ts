import { crc32 } from '../bytes/crc32'
import { latin1Decode, latin1Encode, utf8Decode } from '../bytes/utf8'
import { CardImportError } from './errors'

export const PNG_SIGNATURE = Uint8Array.of(137, 80, 78, 71, 13, 10, 26, 10)

export interface PngChunk {
  type: string
  data: Uint8Array
}

/**
 * Splits a PNG into chunks, checking signature, lengths and CRCs. Unknown chunk types are
 * returned as they are, so re-writing a PNG keeps them.
 */
export function readPngChunks(bytes: Uint8Array): PngChunk[] {
  if (bytes.length < 8 || PNG_SIGNATURE.some((byte, index) => bytes[index] !== byte)) {
    throw new CardImportError('NOT_A_PNG', 'This file is not a PNG image.')
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const chunks: PngChunk[] = []
  let offset = 8
  while (offset < bytes.length) {
    if (offset + 12 > bytes.length) {
      throw new CardImportError('CORRUPT_PNG', 'The PNG ends in the middle of a chunk.')
    }
    const length = view.getUint32(offset)
    const typeBytes = bytes.subarray(offset + 4, offset + 8)
    const end = offset + 12 + length
    if (end > bytes.length) {
      throw new CardImportError('CORRUPT_PNG', 'A PNG chunk is longer than the file.')
    }
    const data = bytes.subarray(offset + 8, offset + 8 + length)
    if (crc32(typeBytes, data) !== view.getUint32(offset + 8 + length)) {
      throw new CardImportError(
        'CORRUPT_PNG',
        `The PNG chunk "${latin1Decode(typeBytes)}" fails its CRC check.`,
      )
    }
    const type = latin1Decode(typeBytes)
    chunks.push({ type, data })
    offset = end
    if (type === 'IEND') break
  }
  return chunks
}

/** Serializes chunks with the signature and fresh CRCs. */
export function writePngChunks(chunks: readonly PngChunk[]): Uint8Array {
  const size = 8 + chunks.reduce((total, chunk) => total + 12 + chunk.data.length, 0)
  const bytes = new Uint8Array(size)
  const view = new DataView(bytes.buffer)
  bytes.set(PNG_SIGNATURE)
  let offset = 8
  for (const chunk of chunks) {
    const type = latin1Encode(chunk.type)
    view.setUint32(offset, chunk.data.length)
    bytes.set(type, offset + 4)
    bytes.set(chunk.data, offset + 8)
    view.setUint32(offset + 8 + chunk.data.length, crc32(type, chunk.data))
    offset += 12 + chunk.data.length
  }
  return bytes
}

/** A tEXt or uncompressed iTXt chunk's keyword and text; null for other chunks. */
export function readTextChunk(chunk: PngChunk): { keyword: string; text: string } | null {
  const separator = chunk.data.indexOf(0)
  if (separator < 0) return null
  const keyword = latin1Decode(chunk.data.subarray(0, separator))
  if (chunk.type === 'tEXt') {
    return { keyword, text: latin1Decode(chunk.data.subarray(separator + 1)) }
  }
  if (chunk.type === 'iTXt') {
    // keyword \0 compressionFlag compressionMethod languageTag \0 translatedKeyword \0 text
    const compressed = chunk.data[separator + 1] === 1
    if (compressed) return null
    const languageEnd = chunk.data.indexOf(0, separator + 3)
    const translatedEnd = languageEnd < 0 ? -1 : chunk.data.indexOf(0, languageEnd + 1)
    if (translatedEnd < 0) return null
    return { keyword, text: utf8Decode(chunk.data.subarray(translatedEnd + 1)) }
  }
  return null
}

/** A tEXt chunk; `text` must be Latin-1 (card payloads are base64, so ASCII). */
export function textChunk(keyword: string, text: string): PngChunk {
  const keywordBytes = latin1Encode(keyword)
  const textBytes = latin1Encode(text)
  const data = new Uint8Array(keywordBytes.length + 1 + textBytes.length)
  data.set(keywordBytes)
  data.set(textBytes, keywordBytes.length + 1)
  return { type: 'tEXt', data }
}
