import type { CanvasNodeInput } from '../canvas/canvas'
import { CardImportError } from './errors'
import { isRecord, type JsonRecord } from './field-reader'
import { importCardBookEntry, readLorebookEntry } from './lorebook-entry'

export interface ImportedLorebook {
  /** Book-level fields other than entries (name, scan_depth, …), verbatim. */
  book: JsonRecord
  /** One lorebook entry node per entry, ids `lore-1`, `lore-2`, … in book order. */
  nodes: CanvasNodeInput[]
}

/**
 * Imports a SillyTavern World Info file (`{ entries: { "0": {…} } }`, camelCase) or a
 * `lorebook_v3` file (`{ spec: 'lorebook_v3', data: { entries: […] } }`, card-entry
 * shape). Entry fields are read under snake_case and camelCase names alike.
 */
export function importLorebook(value: unknown, idPrefix = 'lore-'): ImportedLorebook {
  if (!isRecord(value)) {
    throw new CardImportError('INVALID_CARD', 'A lorebook must be a JSON object.')
  }
  let book: JsonRecord
  let entries: JsonRecord[]
  let cardShaped: boolean
  if (value.spec === 'lorebook_v3') {
    if (!isRecord(value.data) || !Array.isArray(value.data.entries)) {
      throw new CardImportError('INVALID_CARD', 'The lorebook_v3 file has no data.entries list.')
    }
    const { entries: list, ...rest } = value.data
    book = rest
    entries = (list as unknown[]).filter(isRecord)
    cardShaped = true
  } else if (value.spec !== undefined) {
    throw new CardImportError('UNKNOWN_SPEC', `Unknown lorebook spec "${String(value.spec)}".`)
  } else if (isRecord(value.entries) || Array.isArray(value.entries)) {
    const { entries: list, ...rest } = value
    book = rest
    const all = Array.isArray(list) ? list : Object.values(list as JsonRecord)
    // SillyTavern keeps entries in an object keyed by uid; its editor orders by displayIndex.
    entries = all.filter(isRecord).sort((left, right) => displayOrder(left) - displayOrder(right))
    cardShaped = Array.isArray(list)
  } else {
    throw new CardImportError('INVALID_CARD', 'This JSON is not a lorebook (no entries).')
  }
  return {
    book,
    nodes: entries.map((entry, index) => ({
      id: `${idPrefix}${index + 1}`,
      type: 'lorebookEntry' as const,
      position: { x: 800, y: index * 140 },
      data: cardShaped ? importCardBookEntry(entry) : readLorebookEntry(entry),
    })),
  }
}

function displayOrder(entry: JsonRecord): number {
  const value = entry.displayIndex ?? entry.uid
  return typeof value === 'number' ? value : Number(value) || 0
}
