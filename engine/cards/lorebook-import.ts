import type { CanvasNodeInput } from '../canvas/canvas'
import type { CanvasNode } from '../canvas/node'
import type { LorebookBookSettings } from '../lorebook/book-settings'
import { bookDataWithSettings, bookSettingsFromData } from './book-settings'
import { CardImportError } from './errors'
import { isRecord, type JsonRecord } from './field-reader'
import { exportWorldInfoEntry, importCardBookEntry, importWorldInfoEntry } from './lorebook-entry'

export interface ImportedLorebook {
  /** Book-level fields other than entries (name, scan_depth, …), verbatim. */
  book: JsonRecord
  /** SillyTavern's defaults, or what the book's data says. */
  settings: LorebookBookSettings
  /** Which shape the file had, so export writes the same one. */
  format: 'world-info' | 'lorebook-v3'
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
    // Kept in SillyTavern's own order (its entries object iterates by uid), which also
    // breaks its order ties; `displayIndex` only orders its editor.
    entries = all.filter(isRecord)
    cardShaped = Array.isArray(list)
  } else {
    throw new CardImportError('INVALID_CARD', 'This JSON is not a lorebook (no entries).')
  }
  return {
    book,
    settings: bookSettingsFromData(book),
    format: value.spec === 'lorebook_v3' ? 'lorebook-v3' : 'world-info',
    nodes: entries.map((entry, index) => ({
      id: `${idPrefix}${index + 1}`,
      type: 'lorebookEntry' as const,
      position: { x: 800, y: index * 140 },
      data: cardShaped ? importCardBookEntry(entry) : importWorldInfoEntry(entry),
    })),
  }
}

/**
 * Writes lorebook entry nodes back as a SillyTavern World Info file: entries keyed by
 * their imported uid (else their position), in node id order, with the book's fields.
 */
export function exportWorldInfo(
  nodes: readonly Extract<CanvasNode, { type: 'lorebookEntry' }>[],
  book: JsonRecord = {},
  settings?: LorebookBookSettings,
): JsonRecord {
  const entries: JsonRecord = {}
  nodes.forEach((node, index) => {
    const written = exportWorldInfoEntry(node.data)
    const uid = typeof written.uid === 'number' ? written.uid : index
    entries[String(uid)] = { ...written, uid }
  })
  return { ...bookDataWithSettings(book, settings), entries }
}
