import { CardImportError } from './errors'
import { isRecord, type JsonRecord } from './field-reader'

export type CardSpec = 'v1' | 'v2' | 'v3'

/** A character card split into its fields (`data`) and whatever sits beside `data`. */
export interface ParsedCard {
  spec: CardSpec
  data: JsonRecord
  /** Top-level keys other than spec, spec_version and data (V1 mirrors, tool fields). */
  topLevel: JsonRecord
}

const V1_FIELDS = ['name', 'description', 'personality', 'scenario', 'first_mes', 'mes_example']

/**
 * Recognizes Character Card V1 (bare fields), V2 (`chara_card_v2`) and V3
 * (`chara_card_v3`). Throws CardImportError for anything else.
 */
export function parseCardJson(value: unknown): ParsedCard {
  if (!isRecord(value)) {
    throw new CardImportError('INVALID_CARD', 'A character card must be a JSON object.')
  }
  const { spec, spec_version: _version, data, ...topLevel } = value
  if (spec === 'chara_card_v2' || spec === 'chara_card_v3') {
    if (!isRecord(data)) {
      throw new CardImportError('INVALID_CARD', `The ${spec} card has no "data" object.`)
    }
    if (typeof data.name !== 'string') {
      throw new CardImportError('INVALID_CARD', 'The card has no character name.')
    }
    return { spec: spec === 'chara_card_v2' ? 'v2' : 'v3', data, topLevel }
  }
  if (spec !== undefined) {
    throw new CardImportError(
      'UNKNOWN_SPEC',
      `Unknown card spec "${String(spec)}"; expected chara_card_v2 or chara_card_v3.`,
    )
  }
  if (typeof value.name === 'string' && V1_FIELDS.some((field) => field in value)) {
    return { spec: 'v1', data: value, topLevel: {} }
  }
  throw new CardImportError(
    'INVALID_CARD',
    'This JSON is not a character card (no spec and no V1 character fields).',
  )
}
