import { lorebookBookSettingsSchema } from '../canvas/lorebook-settings'
import { canonicalJson } from '../compile/canonical-json'
import { type LorebookBookSettings, SILLYTAVERN_LOREBOOK_SETTINGS } from '../lorebook/book-settings'
import { isRecord, type JsonRecord } from './field-reader'

/** Where a book keeps settings SillyTavern has no field for. */
const EXTENSION = 'taleloom_lorebook'

/**
 * The settings of an imported book: SillyTavern's global defaults, then what the book's
 * data says (`scan_depth`, `token_budget`, `recursive_scanning` of a card book), then our
 * own extension when the book was exported from here.
 */
export function bookSettingsFromData(book: JsonRecord): LorebookBookSettings {
  const settings: LorebookBookSettings = {
    ...SILLYTAVERN_LOREBOOK_SETTINGS,
    budget: { ...SILLYTAVERN_LOREBOOK_SETTINGS.budget },
  }
  const depth = book.scan_depth
  if (typeof depth === 'number' && Number.isInteger(depth) && depth >= 0 && depth <= 1000)
    settings.scanDepth = depth
  const budget = book.token_budget
  if (typeof budget === 'number' && Number.isInteger(budget) && budget >= 1)
    settings.budget = { unit: 'tokens', value: Math.min(budget, 1_000_000) }
  // SillyTavern's recursion has no step limit by default (max_recursion_steps 0).
  if (typeof book.recursive_scanning === 'boolean')
    settings.recursion = book.recursive_scanning ? 'unlimited' : 'off'
  const own = isRecord(book.extensions) ? book.extensions[EXTENSION] : undefined
  const parsed = lorebookBookSettingsSchema.safeParse(own)
  return parsed.success ? parsed.data : settings
}

/**
 * Book-level fields for export: the imported ones untouched while the settings are still
 * those the import derived, so a card round-trips unchanged; otherwise the card fields
 * that say them and our extension with the rest.
 */
export function bookDataWithSettings(
  book: JsonRecord,
  settings: LorebookBookSettings | undefined,
): JsonRecord {
  if (!settings || canonicalJson(settings) === canonicalJson(bookSettingsFromData(book)))
    return book
  const extensions = isRecord(book.extensions) ? book.extensions : {}
  return {
    ...book,
    scan_depth: settings.scanDepth,
    ...(settings.budget.unit === 'tokens' ? { token_budget: settings.budget.value } : {}),
    recursive_scanning: settings.recursion !== 'off',
    extensions: { ...extensions, [EXTENSION]: settings },
  }
}
