import { utf8Decode } from '../bytes/utf8'
import { type Canvas, type CanvasInput, canvasSchema } from '../canvas/canvas'
import type { StoryMetadata } from '../canvas/metadata'
import { canvasToCardV3, cardV3ToV2 } from './canvas-to-card'
import { parseCardJson } from './card-json'
import { cardToCanvas, type ImportedStory } from './card-to-canvas'
import { CardImportError } from './errors'
import { isRecord, type JsonRecord } from './field-reader'
import { type ImportedLorebook, importLorebook } from './lorebook-import'
import { readCardFromPng, writeCardToPng } from './png-card'

/**
 * Imports a Character Card V1/V2/V3 from PNG bytes, JSON bytes, JSON text or a parsed
 * object, into a canvas and metadata. Throws CardImportError with a stable code.
 *
 * @example
 * const { canvas, metadata } = importCard(new Uint8Array(await file.arrayBuffer()))
 */
export function importCard(input: Uint8Array | string | object): ImportedStory {
  return cardToCanvas(parseCardJson(toJson(input)))
}

function toJson(input: Uint8Array | string | object): unknown {
  if (input instanceof Uint8Array) {
    // PNG files start with 0x89 'P'; anything else is read as UTF-8 JSON text.
    if (input[0] === 0x89) return readCardFromPng(input)
    return parseText(utf8Decode(input))
  }
  if (typeof input === 'string') return parseText(input)
  return input
}

function parseText(text: string): unknown {
  const trimmed = text.replace(/^\uFEFF/, '').trim()
  if (!trimmed.startsWith('{')) {
    throw new CardImportError('NOT_A_PNG', 'This file is neither a PNG image nor a JSON card.')
  }
  try {
    return JSON.parse(trimmed)
  } catch {
    throw new CardImportError('INVALID_JSON', 'This file is not valid JSON.')
  }
}

/** What a dropped file turned out to be. */
export type ImportedFile =
  | { kind: 'card'; story: ImportedStory }
  | { kind: 'lorebook'; lorebook: ImportedLorebook }

/**
 * Imports whatever the writer dropped on the studio: a card (PNG or JSON) or a lorebook
 * (SillyTavern World Info or `lorebook_v3`), told apart by shape.
 */
export function importFile(input: Uint8Array | string | object): ImportedFile {
  const json = toJson(input)
  const looksLikeLorebook =
    isRecord(json) &&
    (json.spec === 'lorebook_v3' ||
      (json.spec === undefined &&
        json.data === undefined &&
        'entries' in json &&
        !('first_mes' in json)))
  return looksLikeLorebook
    ? { kind: 'lorebook', lorebook: importLorebook(json) }
    : { kind: 'card', story: cardToCanvas(parseCardJson(json)) }
}

/** Canvas → Character Card V3 JSON (see `canvasToCardV3`). */
export function exportCardJson(
  canvas: Canvas | CanvasInput,
  metadata?: Partial<StoryMetadata>,
  characterId?: string,
): JsonRecord {
  return canvasToCardV3(canvasSchema.parse(canvas), metadata, characterId)
}

/**
 * Canvas → PNG with both `chara` (V2) and `ccv3` (V3) chunks, embedded in `basePng` (e.g.
 * the character's avatar) or in a generated 1×1 image.
 */
export function exportCardPng(
  canvas: Canvas | CanvasInput,
  options: { metadata?: Partial<StoryMetadata>; basePng?: Uint8Array; characterId?: string } = {},
): Uint8Array {
  const v3 = exportCardJson(canvas, options.metadata, options.characterId)
  return writeCardToPng({ v2: cardV3ToV2(v3), v3 }, options.basePng)
}
