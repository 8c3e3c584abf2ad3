import type {
  LorebookActivation,
  LorebookPorts,
  LorebookScanInput,
  LorebookSettings,
} from './activation-types'
import type { CompiledKey, LorebookIndex, TextHits } from './build-index'
import { matchKeyNaive } from './key-syntax'
import { runActivation } from './pipeline'
import type { EntryMatcher } from './prepared'
import { buildScanText } from './scan-window'
import { hitsForText } from './text-hits'
import type { LorebookTimedState } from './types'

/**
 * SillyTavern World Info activation over a prebuilt index. Pure from the caller's view: the
 * only state it touches is the index's memo of per-message hits.
 * @example const result = activateLorebook(index, scan, state.timed, settings, ports)
 */
export function activateLorebook(
  index: LorebookIndex,
  scan: LorebookScanInput,
  timed: LorebookTimedState,
  settings: LorebookSettings,
  ports: LorebookPorts,
): LorebookActivation {
  return runActivation(
    index.prepared,
    indexedMatcher(index, scan, settings, ports.renderKey),
    scan,
    timed,
    settings,
    ports,
  )
}

/** Rank 1 is the newest message; 0 means "not seen in the window". */
function indexedMatcher(
  index: LorebookIndex,
  scan: LorebookScanInput,
  settings: LorebookSettings,
  renderKey: (key: string) => string = (key) => key,
): EntryMatcher {
  const { messages } = scan
  const windowDepth = Math.min(
    messages.length,
    Math.max(settings.scanDepth, index.maxEntryScanDepth),
  )
  const anyRank = new Int32Array(index.patternCount)
  const wordRank = new Int32Array(index.patternCount)
  // Entries that may match: those owning a key found anywhere in the window or recursion
  // text, plus every entry with a regex key. Everything else is a certain "no match".
  const mayMatch = new Uint8Array(index.prepared.entries.length)
  const shortlist: number[] = []
  const mark = (entryIndex: number) => {
    if (mayMatch[entryIndex] === 1) return
    mayMatch[entryIndex] = 1
    shortlist.push(entryIndex)
  }
  for (const entryIndex of index.regexEntries) mark(entryIndex)
  const markPattern = (pattern: number) => {
    const end = index.postingOffsets[pattern + 1]!
    for (let posting = index.postingOffsets[pattern]!; posting < end; posting++) {
      mark(index.postingEntries[posting]!)
    }
  }
  for (let rank = 1; rank <= windowDepth; rank++) {
    const message = messages[messages.length - rank]!
    const hits = hitsForText(index, message.id, message.text)
    for (const id of hits.any) {
      if (anyRank[id] !== 0) continue
      anyRank[id] = rank
      markPattern(id)
    }
    for (const id of hits.word) if (wordRank[id] === 0) wordRank[id] = rank
  }

  const recursionAny = new Uint8Array(index.patternCount)
  const recursionWord = new Uint8Array(index.patternCount)
  let recursionScanned = 0
  let recursionTexts: readonly string[] = []
  // Regex keys may span messages or anchor on the buffer, so they run on SillyTavern's
  // exact joined text, built once per depth and pass.
  const scanTexts = new Map<number, string>()
  const regexResults = new Int8Array(index.regexCount)
  const regexDepths = new Int32Array(index.regexCount)

  const scanText = (depth: number) => {
    let text = scanTexts.get(depth)
    if (text === undefined) {
      text = buildScanText(messages, depth, recursionTexts)
      scanTexts.set(depth, text)
    }
    return text
  }

  const plainMatches = (
    key: CompiledKey,
    caseSensitive: boolean,
    wholeWord: boolean,
    depth: number,
  ) => {
    const pattern = caseSensitive ? key.sensitivePattern : key.lowerPattern
    if (pattern < 0) return false
    const useWord = wholeWord && !key.multiWord
    const rank = useWord ? wordRank[pattern]! : anyRank[pattern]!
    if (rank !== 0 && rank <= depth) return true
    return (useWord ? recursionWord[pattern] : recursionAny[pattern]) === 1
  }

  return {
    mayMatch: (entryIndex) => mayMatch[entryIndex] === 1,
    shortlist: () => shortlist,
    beginStep(texts, parts) {
      recursionTexts = texts
      const mark = (hits: TextHits) => {
        for (const id of hits.any) {
          if (recursionAny[id] === 1) continue
          recursionAny[id] = 1
          markPattern(id)
        }
        for (const id of hits.word) recursionWord[id] = 1
      }
      for (; recursionScanned < texts.length; recursionScanned++) {
        const text = texts[recursionScanned]!
        // Without a key holding a line break, no plain key spans two entries' texts: the
        // hits of the pass's text are those of its parts, each memoized across turns.
        const apart = index.newlineKeys ? undefined : parts[recursionScanned]
        if (apart)
          for (const part of apart) mark(hitsForText(index, `\x00recursion\x00${part}`, part))
        else mark(hitsForText(index, `\x00recursion\x00${text}`, text))
      }
      scanTexts.clear()
      regexResults.fill(0)
    },
    keyMatches(entryIndex, secondary, keyIndex, options) {
      const depth = options.scanDepth
      if (depth <= 0) return false
      const key = (secondary ? index.secondary : index.primary)[entryIndex]![keyIndex]!
      if (key.dynamic !== undefined) {
        const expanded = renderKey(key.dynamic).trim()
        return expanded !== '' && matchKeyNaive(scanText(depth), expanded, options)
      }
      if (!key.regex)
        return plainMatches(key, options.caseSensitive, options.matchWholeWords, depth)
      // A regex whose required literal occurs nowhere in reach cannot match.
      if (key.regexLiteral >= 0) {
        const rank = anyRank[key.regexLiteral]!
        if ((rank === 0 || rank > depth) && recursionAny[key.regexLiteral] === 0) return false
      }
      const slot = key.regexSlot
      if (regexResults[slot] !== 0 && regexDepths[slot] === depth) return regexResults[slot] === 1
      const matched = key.regex.test(scanText(depth))
      regexResults[slot] = matched ? 1 : -1
      regexDepths[slot] = depth
      return matched
    },
  }
}
