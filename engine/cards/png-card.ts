import { Base64Error, base64Decode, base64Encode } from '../bytes/base64'
import { utf8Decode, utf8Encode } from '../bytes/utf8'
import { CardImportError } from './errors'
import { type PngChunk, readPngChunks, readTextChunk, textChunk, writePngChunks } from './png'
import { tinyPng } from './tiny-png'

const CARD_KEYWORDS = ['ccv3', 'chara'] as const

/**
 * The card JSON embedded in a PNG: `ccv3` preferred over `chara` (both base64 of UTF-8
 * JSON, in tEXt or iTXt). If the preferred chunk is broken but the other is sound, the
 * other is used; otherwise the preferred chunk's error is thrown.
 */
export function readCardFromPng(bytes: Uint8Array): unknown {
  const texts = readPngChunks(bytes)
    .map(readTextChunk)
    .filter((text) => text !== null)
  const candidates = CARD_KEYWORDS.flatMap((keyword) =>
    texts.filter((text) => text.keyword.toLowerCase() === keyword),
  )
  if (candidates.length === 0) {
    throw new CardImportError(
      'NO_CARD_IN_PNG',
      'This PNG holds no character card (no ccv3 or chara chunk).',
    )
  }
  let firstError: CardImportError | undefined
  for (const candidate of candidates) {
    try {
      return decodePayload(candidate.text)
    } catch (error) {
      firstError ??= error as CardImportError
    }
  }
  throw firstError
}

function decodePayload(text: string): unknown {
  let bytes: Uint8Array
  try {
    bytes = base64Decode(text)
  } catch (error) {
    if (error instanceof Base64Error) {
      throw new CardImportError('BROKEN_BASE64', 'The card chunk is not valid base64.')
    }
    throw error
  }
  try {
    return JSON.parse(utf8Decode(bytes))
  } catch {
    throw new CardImportError('INVALID_JSON', 'The card chunk does not hold valid JSON.')
  }
}

const encode = (card: unknown) => base64Encode(utf8Encode(JSON.stringify(card)))

/**
 * Embeds a card into a PNG (or a generated 1×1 one): a `chara` chunk with the V2 form and a
 * `ccv3` chunk with the V3 form, replacing earlier card chunks and keeping every other one.
 */
export function writeCardToPng(
  cards: { v2: unknown; v3: unknown },
  basePng: Uint8Array = tinyPng(),
): Uint8Array {
  const chunks = readPngChunks(basePng).filter((chunk) => {
    const text = readTextChunk(chunk)
    return !(text && CARD_KEYWORDS.some((keyword) => text.keyword.toLowerCase() === keyword))
  })
  const endIndex = chunks.findIndex((chunk) => chunk.type === 'IEND')
  const cardChunks: PngChunk[] = [
    textChunk('chara', encode(cards.v2)),
    textChunk('ccv3', encode(cards.v3)),
  ]
  const at = endIndex < 0 ? chunks.length : endIndex
  return writePngChunks([...chunks.slice(0, at), ...cardChunks, ...chunks.slice(at)])
}
