import type {
  ActivationCause,
  DropReason,
  LorebookScanInput,
  LorebookSettings,
} from './activation-types'
import type { EntryMatcher, EntryOptions, PreparedLorebook } from './prepared'
import { isDelayed, isEffectActive, stickyEnded, type TimedClock } from './timed-effects'
import type { CharacterFilter, LorebookEntry, LorebookTimedState } from './types'

export type EntryOutcome = typeof NO_MATCH | { drop: DropReason; final: boolean } | EntryMatch

/** An entry that may activate in this pass: the pipeline's candidate as it is. */
export interface EntryMatch {
  index: number
  entry: LorebookEntry
  cause: ActivationCause
  sticky: boolean
  matchedKey?: string
}
// Shared outcomes: most entries end here, so they allocate nothing.
export const NO_MATCH = { drop: 'no-match', final: false } as const
const DELAYED_UNTIL_RECURSION = { drop: 'delay-until-recursion', final: false } as const
// `@@dont_activate` switches the entry off as surely as its own switch.
const DROP_DECORATOR = { drop: 'disabled', final: true } as const

/**
 * One entry in one pass, in SillyTavern's order of checks: disabled, scope and character
 * filter, delay, cooldown (unless sticky), delay until recursion (and its level), exclude
 * recursion, the `@@activate` / `@@dont_activate` decorators, constant, sticky, then keys.
 */
export function evaluateEntry(
  prepared: PreparedLorebook,
  matcher: EntryMatcher,
  index: number,
  entry: LorebookEntry,
  pass: PassInfo,
  scan: LorebookScanInput,
  flags: TimedFlags,
  settings: LorebookSettings,
): EntryOutcome {
  const precheck = precheckEntry(entry, index, scan, flags)
  if (precheck && precheck !== 'sticky') return precheck
  const sticky = precheck === 'sticky'
  if (!sticky) {
    const level = delayLevel(entry)
    if (level > 0 && (pass.step === 0 || level > pass.recursionLevel))
      return DELAYED_UNTIL_RECURSION
    if (pass.step > 0 && settings.maxRecursionSteps > 0 && entry.excludeRecursion) return NO_MATCH
  }
  const decorators = prepared.decorators[index]
  if (decorators === ACTIVATE) return { index, entry, cause: 'constant', sticky }
  if (decorators === DONT_ACTIVATE) return DROP_DECORATOR
  if (entry.constant) return { index, entry, cause: 'constant', sticky }
  if (sticky) return { index, entry, cause: 'sticky', sticky: true }
  if (matcher.mayMatch && !matcher.mayMatch(index)) return NO_MATCH
  const options = entryOptions(entry, settings)
  const primaryKeys = prepared.primaryKeys[index]!
  let matchedKey: string | undefined
  for (let keyIndex = 0; keyIndex < primaryKeys.length; keyIndex++) {
    if (matcher.keyMatches(index, false, keyIndex, options)) {
      matchedKey = primaryKeys[keyIndex]
      break
    }
  }
  if (matchedKey === undefined) return NO_MATCH
  const secondaryCount = prepared.secondaryKeys[index]!.length
  // SillyTavern reads secondary keys only when `selective` is set.
  if (secondaryCount > 0 && entry.selective !== false) {
    let matchedCount = 0
    for (let keyIndex = 0; keyIndex < secondaryCount; keyIndex++) {
      if (matcher.keyMatches(index, true, keyIndex, options)) matchedCount++
    }
    if (!secondaryLogicHolds(entry.selectiveLogic, matchedCount, secondaryCount)) {
      return { drop: 'secondary-keys', final: false }
    }
  }
  return { index, entry, cause: 'keys', sticky: false, matchedKey }
}

/** The pass being run: its index (0 = the chat) and the recursion delay level it admits. */
export interface PassInfo {
  step: number
  recursionLevel: number
}

/** SillyTavern's delay-until-recursion level: true is level 1, false or 0 none. */
export function delayLevel(entry: LorebookEntry): number {
  const value = entry.delayUntilRecursion
  if (value === true) return 1
  return typeof value === 'number' && value > 0 ? value : 0
}

export const ACTIVATE = 1
export const DONT_ACTIVATE = 2

/**
 * SillyTavern's decorators: `@@…` lines at the very top of the content. Only `@@activate`
 * and `@@dont_activate` are known; `@@@x` escapes a line that follows an unknown one.
 * Returns the decorator flag (0, ACTIVATE, DONT_ACTIVATE) and the content without them.
 */
export function parseDecorators(content: string): { flag: number; content: string } {
  if (!content.startsWith('@@')) return { flag: 0, content }
  const lines = content.split('\n')
  const found: string[] = []
  let fallback = false
  let body = content
  for (let line = 0; line < lines.length; line++) {
    const text = lines[line]!
    if (!text.startsWith('@@')) {
      body = lines.slice(line).join('\n')
      break
    }
    if (text.startsWith('@@@') && !fallback) continue
    const bare = text.startsWith('@@@') ? text.slice(1) : text
    if (KNOWN_DECORATORS.some((known) => bare.startsWith(known))) {
      found.push(bare)
      fallback = false
    } else fallback = true
  }
  // Every line a decorator: SillyTavern keeps the content as it was.
  const flag = found.includes('@@activate')
    ? ACTIVATE
    : found.includes('@@dont_activate')
      ? DONT_ACTIVATE
      : 0
  return { flag, content: body }
}
// Recognized (and removed) by prefix as SillyTavern does, but only an exact line acts.
const KNOWN_DECORATORS = ['@@activate', '@@dont_activate']

// Most entries take every option from the settings: they share one options object (kept
// while the settings' values stay the same) rather than allocate one per entry and pass.
let sharedOptions: EntryOptions = { scanDepth: 0, caseSensitive: false, matchWholeWords: false }

function entryOptions(entry: LorebookEntry, settings: LorebookSettings): EntryOptions {
  if (
    entry.scanDepth === undefined &&
    entry.caseSensitive === undefined &&
    entry.matchWholeWords === undefined
  ) {
    if (
      sharedOptions.scanDepth !== settings.scanDepth ||
      sharedOptions.caseSensitive !== settings.caseSensitive ||
      sharedOptions.matchWholeWords !== settings.matchWholeWords
    ) {
      sharedOptions = {
        scanDepth: settings.scanDepth,
        caseSensitive: settings.caseSensitive,
        matchWholeWords: settings.matchWholeWords,
      }
    }
    return sharedOptions
  }
  return {
    scanDepth: entry.scanDepth ?? settings.scanDepth,
    caseSensitive: entry.caseSensitive ?? settings.caseSensitive,
    matchWholeWords: entry.matchWholeWords ?? settings.matchWholeWords,
  }
}

/** Active sticky / cooldown per entry index, resolved once per activation. */
export interface TimedFlags {
  sticky: Uint8Array
  cooldown: Uint8Array
  delay: Uint8Array
  clock: TimedClock
  /** Message-counted sticky effects that ended now: their cooldown starts this turn. */
  endedSticky: LorebookEntry[]
}

// On a large lorebook, looking up every entry id in the (usually empty) effect records costs
// more than the rest of a pass, so the few active effects are turned into flags by index instead.
export function timedFlags(
  prepared: PreparedLorebook,
  timed: LorebookTimedState,
  clock: TimedClock,
): TimedFlags {
  const size = prepared.entries.length
  const flags: TimedFlags = {
    sticky: new Uint8Array(size),
    cooldown: new Uint8Array(size),
    delay: new Uint8Array(size),
    clock,
    endedSticky: [],
  }
  for (const index of prepared.delayedEntries) {
    if (isDelayed(prepared.entries[index]!, clock)) flags.delay[index] = 1
  }
  const { turnIndex, messageCount } = clock
  for (const kind of ['sticky', 'cooldown'] as const) {
    for (const [entryId, effect] of Object.entries(timed[kind])) {
      const indices = prepared.indicesById.get(entryId) ?? []
      if (kind === 'sticky' && stickyEnded(effect, clock)) {
        // SillyTavern starts the cooldown when the sticky ends, and applies it at once.
        const entry = indices.length > 0 ? prepared.entries[indices[0]!]! : undefined
        if (!entry || !(entry.cooldown > 0)) continue
        flags.endedSticky.push(entry)
        for (const index of indices) flags.cooldown[index] = 1
        continue
      }
      if (!isEffectActive(effect, turnIndex, messageCount)) continue
      for (const index of indices) flags[kind][index] = 1
    }
  }
  return flags
}

const DROP_DISABLED = { drop: 'disabled', final: true } as const
const DROP_SCOPE = { drop: 'scope', final: true } as const
const DROP_DELAY = { drop: 'delay', final: true } as const
const DROP_COOLDOWN = { drop: 'cooldown', final: true } as const

/** Checks that need no text: the same in every pass. */
export function precheckEntry(
  entry: LorebookEntry,
  index: number,
  scan: LorebookScanInput,
  flags: TimedFlags,
): { drop: DropReason; final: true } | 'sticky' | null {
  if (!entry.enabled) return DROP_DISABLED
  if (!inScope(entry, scan)) return DROP_SCOPE
  if (flags.delay[index] === 1) return DROP_DELAY
  const sticky = flags.sticky[index] === 1
  if (flags.cooldown[index] === 1 && !sticky) return DROP_COOLDOWN
  return sticky ? 'sticky' : null
}

function secondaryLogicHolds(
  logic: LorebookEntry['selectiveLogic'],
  matched: number,
  total: number,
): boolean {
  switch (logic) {
    case 'and-any':
      return matched > 0
    case 'and-all':
      return matched === total
    case 'not-any':
      return matched === 0
    case 'not-all':
      return matched < total
    default:
      throw new Error(`runActivation: unknown selective logic ${String(logic satisfies never)}`)
  }
}

function inScope(entry: LorebookEntry, scan: LorebookScanInput): boolean {
  if (entry.characterFilter && !passesCharacterFilter(entry.characterFilter, scan)) return false
  const scope = entry.scope
  if (!scope) return true
  if (scope.sceneId !== undefined && scope.sceneId !== scan.sceneId) return false
  if (scope.characterId !== undefined && !scan.castIds?.includes(scope.characterId)) return false
  return true
}

/**
 * SillyTavern's character filter: an entry listing names (or tags) is kept only when a
 * present character has one of them, or, with `isExclude`, only when none has.
 */
function passesCharacterFilter(filter: CharacterFilter, scan: LorebookScanInput): boolean {
  if (filter.names.length > 0) {
    const included = (scan.castNames ?? []).some((name) => filter.names.includes(name))
    if (filter.isExclude ? included : !included) return false
  }
  if (filter.tags.length > 0) {
    const included = (scan.castTags ?? []).some((tag) => filter.tags.includes(tag))
    if (filter.isExclude ? included : !included) return false
  }
  return true
}
