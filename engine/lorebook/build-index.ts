import { type AhoCorasick, buildAhoCorasick } from './aho-corasick'
import { isMultiWordKey, normalizeKeys, parseRegexKey } from './key-syntax'
import { type PreparedLorebook, prepareLorebook } from './prepared'
import { requiredLiteral } from './regex-literal'
import type { LorebookEntry } from './types'

/** A key compiled once per lorebook version. */
export interface CompiledKey {
  /** Holds a macro (`{{…}}`): expanded and matched on the scan text each time. */
  dynamic?: string
  regex: RegExp | null
  /** Cache slot for regex results inside one pass. */
  regexSlot: number
  /** Pattern id of a literal every match of the regex contains, or -1 (always run it). */
  regexLiteral: number
  multiWord: boolean
  /** Pattern id of the lowercased key (case-insensitive scans), or -1. */
  lowerPattern: number
  /** Pattern id of the key as written (case-sensitive scans), or -1. */
  sensitivePattern: number
}

/** Plain keys found in one text: pattern ids, anywhere and as a whole word. */
export interface TextHits {
  any: Int32Array
  word: Int32Array
}

export interface LorebookIndex {
  prepared: PreparedLorebook
  primary: readonly (readonly CompiledKey[])[]
  secondary: readonly (readonly CompiledKey[])[]
  patternCount: number
  regexCount: number
  lowerAutomaton: AhoCorasick
  lowerPatternIds: Int32Array
  sensitiveAutomaton: AhoCorasick
  sensitivePatternIds: Int32Array
  /** Pattern id → entries with it among their primary keys (CSR layout). */
  postingOffsets: Int32Array
  postingEntries: Int32Array
  /** Entries with a macro key or a regex key without required literal: never prefiltered. */
  regexEntries: Int32Array
  /** Whether a plain key (or regex literal) holds a line break: it could span two texts. */
  newlineKeys: boolean
  /** Deepest scan any entry asks for. */
  maxEntryScanDepth: number
  /** Memo of per-text hits keyed by message id; bounded, invisible to callers. */
  hitsCache: Map<string, { text: string; hits: TextHits }>
}

/**
 * Precompiles a lorebook once per compiled story version: all plain keys go into two
 * Aho–Corasick automata (lowercased and as written), regex keys are parsed once.
 * @example const index = buildLorebookIndex(compiled.lorebook)
 */
export function buildLorebookIndex(entries: readonly LorebookEntry[]): LorebookIndex {
  const patternIds = new Map<string, number>()
  const lowerPatterns: string[] = []
  const lowerIds: number[] = []
  const sensitivePatterns: string[] = []
  const sensitiveIds: number[] = []
  let regexCount = 0

  const register = (text: string, sensitive: boolean): number => {
    const mapKey = (sensitive ? 's' : 'l') + text
    let id = patternIds.get(mapKey)
    if (id === undefined) {
      id = patternIds.size
      patternIds.set(mapKey, id)
      if (sensitive) {
        sensitivePatterns.push(text)
        sensitiveIds.push(id)
      } else {
        lowerPatterns.push(text)
        lowerIds.push(id)
      }
    }
    return id
  }

  const compileKeys = (entry: LorebookEntry, keys: readonly string[]): CompiledKey[] =>
    keys.map((key) => {
      if (key.includes('{{')) {
        return {
          dynamic: key,
          regex: null,
          regexSlot: -1,
          regexLiteral: -1,
          multiWord: false,
          lowerPattern: -1,
          sensitivePattern: -1,
        }
      }
      const regex = parseRegexKey(key)
      if (regex) {
        const literal = requiredLiteral(regex)
        const regexLiteral = literal ? register(literal.text, !literal.lowercase) : -1
        return {
          regex,
          regexSlot: regexCount++,
          regexLiteral,
          multiWord: false,
          lowerPattern: -1,
          sensitivePattern: -1,
        }
      }
      // An entry that follows the global setting needs both variants.
      const lower = entry.caseSensitive !== true ? register(key.toLowerCase(), false) : -1
      const sensitive = entry.caseSensitive !== false ? register(key, true) : -1
      return {
        regex: null,
        regexSlot: -1,
        regexLiteral: -1,
        multiWord: isMultiWordKey(key),
        lowerPattern: lower,
        sensitivePattern: sensitive,
      }
    })

  const primaryKeys = entries.map((entry) => normalizeKeys(entry.keys))
  const secondaryKeys = entries.map((entry) => normalizeKeys(entry.secondaryKeys))
  const primary = entries.map((entry, index) => compileKeys(entry, primaryKeys[index]!))
  const secondary = entries.map((entry, index) => compileKeys(entry, secondaryKeys[index]!))

  const postings = buildPostings(primary, patternIds.size)

  let maxEntryScanDepth = 0
  for (const entry of entries) maxEntryScanDepth = Math.max(maxEntryScanDepth, entry.scanDepth ?? 0)

  return {
    prepared: prepareLorebook(entries, primaryKeys, secondaryKeys),
    primary,
    secondary,
    patternCount: patternIds.size,
    regexCount,
    lowerAutomaton: buildAhoCorasick(lowerPatterns),
    lowerPatternIds: Int32Array.from(lowerIds),
    sensitiveAutomaton: buildAhoCorasick(sensitivePatterns),
    sensitivePatternIds: Int32Array.from(sensitiveIds),
    ...postings,
    // Regex literals included: their prefilter reads the same hits.
    newlineKeys: [...lowerPatterns, ...sensitivePatterns].some((pattern) => pattern.includes('\n')),
    maxEntryScanDepth,
    hitsCache: new Map(),
  }
}

function buildPostings(primary: readonly (readonly CompiledKey[])[], patternCount: number) {
  const counts = new Int32Array(patternCount + 1)
  const regexEntries: number[] = []
  const each = (visit: (pattern: number, entryIndex: number) => void) =>
    primary.forEach((keys, entryIndex) => {
      for (const key of keys) {
        if (key.lowerPattern >= 0) visit(key.lowerPattern, entryIndex)
        if (key.sensitivePattern >= 0) visit(key.sensitivePattern, entryIndex)
        if (key.regexLiteral >= 0) visit(key.regexLiteral, entryIndex)
      }
    })
  each((pattern) => counts[pattern + 1]!++)
  for (let pattern = 0; pattern < patternCount; pattern++) counts[pattern + 1]! += counts[pattern]!
  const postingEntries = new Int32Array(counts[patternCount]!)
  const cursor = counts.slice(0, patternCount)
  each((pattern, entryIndex) => {
    postingEntries[cursor[pattern]!++] = entryIndex
  })
  primary.forEach((keys, entryIndex) => {
    if (keys.some((key) => key.dynamic !== undefined || (key.regex && key.regexLiteral < 0)))
      regexEntries.push(entryIndex)
  })
  return { postingOffsets: counts, postingEntries, regexEntries: Int32Array.from(regexEntries) }
}
