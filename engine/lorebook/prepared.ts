import { delayLevel, parseDecorators } from './entry-evaluation'
import { entryGroups } from './groups'
import type { LorebookEntry } from './types'

/** Resolved per-entry options (entry value, else the global setting). */
export interface EntryOptions {
  scanDepth: number
  caseSensitive: boolean
  matchWholeWords: boolean
}

/**
 * How keys are tested; the indexed and the naive activation differ only here, so the
 * differential test compares matching while the World Info flow is shared.
 */
export interface EntryMatcher {
  /**
   * Called before each pass with the recursion buffer of that pass: one text per earlier
   * pass (its entries' texts joined by a line break), and those texts apart (`parts`).
   */
  beginStep(recursionTexts: readonly string[], parts: readonly (readonly string[])[]): void
  keyMatches(
    entryIndex: number,
    secondary: boolean,
    keyIndex: number,
    options: EntryOptions,
  ): boolean
  /**
   * Optional prefilter: false only when no primary key of the entry can match in this pass,
   * so the pipeline skips the per-key checks of the vast majority of entries.
   */
  mayMatch?(entryIndex: number): boolean
  /**
   * Optional shortlist: every entry that may match by keys so far (after beginStep). With
   * it, the pipeline only visits the shortlist plus constants and sticky entries; the rest
   * get their drop reason from the cheap prechecks alone, with the same result.
   */
  shortlist?(): readonly number[]
}
export interface PreparedLorebook {
  /** The entries, those with decorators as copies whose content no longer holds them. */
  entries: readonly LorebookEntry[]
  /** Per entry: 0, ACTIVATE or DONT_ACTIVATE (SillyTavern's `@@` decorators). */
  decorators: Uint8Array
  /** The entries' delay-until-recursion levels, unique, lowest first. */
  delayLevels: readonly number[]
  /** Entries with a `delay`, checked against the clock once per activation. */
  delayedEntries: readonly number[]
  /** Entry indices by priority (highest first), ties in lorebook order. */
  priorityOrder: readonly number[]
  /** Position of each entry in priorityOrder. */
  priorityRank: Int32Array
  /** Constant and decorated entries: decided without keys, so visited in every pass. */
  constantEntries: readonly number[]
  /** Whether any entry belongs to an inclusion group (a pass then finds all candidates first). */
  hasGroups: boolean
  /** Entry id → indices (ids should be unique; duplicates are tolerated). */
  indicesById: ReadonlyMap<string, readonly number[]>
  primaryKeys: readonly (readonly string[])[]
  secondaryKeys: readonly (readonly string[])[]
}

/** Highest priority first; equal priorities keep lorebook order (stable sort). */
export function prepareLorebook(
  written: readonly LorebookEntry[],
  primaryKeys: readonly (readonly string[])[],
  secondaryKeys: readonly (readonly string[])[],
): PreparedLorebook {
  const decorators = new Uint8Array(written.length)
  const entries = written.map((entry, index) => {
    if (!entry.content.startsWith('@@')) return entry
    const parsed = parseDecorators(entry.content)
    decorators[index] = parsed.flag
    return parsed.content === entry.content ? entry : { ...entry, content: parsed.content }
  })
  const priorityOrder = entries
    .map((_, index) => index)
    .sort((left, right) => entries[right]!.priority - entries[left]!.priority)
  const priorityRank = new Int32Array(entries.length)
  priorityOrder.forEach((entryIndex, rank) => {
    priorityRank[entryIndex] = rank
  })
  const indicesById = new Map<string, number[]>()
  entries.forEach((entry, index) => {
    const indices = indicesById.get(entry.id)
    if (indices) indices.push(index)
    else indicesById.set(entry.id, [index])
  })
  // Decorated entries are decided without keys, as constants are: visited in every pass.
  const constantEntries = entries.flatMap((entry, index) =>
    entry.constant || decorators[index] !== 0 ? [index] : [],
  )
  return {
    entries,
    decorators,
    delayLevels: [...new Set(entries.map(delayLevel).filter((level) => level > 0))].sort(
      (left, right) => left - right,
    ),
    delayedEntries: entries.flatMap((entry, index) => (entry.delay > 0 ? [index] : [])),
    priorityOrder,
    priorityRank,
    constantEntries,
    hasGroups: entries.some((entry) => entryGroups(entry).length > 0),
    indicesById,
    primaryKeys,
    secondaryKeys,
  }
}
