import type {
  ActivationCause,
  DropReason,
  LorebookScanInput,
  LorebookSettings,
} from './activation-types'
import type { EntryMatcher, EntryOptions, PreparedLorebook } from './prepared'
import { isEffectActive } from './timed-effects'
import type { LorebookEntry, LorebookTimedState } from './types'

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

export function evaluateEntry(
  prepared: PreparedLorebook,
  matcher: EntryMatcher,
  index: number,
  entry: LorebookEntry,
  step: number,
  scan: LorebookScanInput,
  flags: TimedFlags,
  settings: LorebookSettings,
): EntryOutcome {
  const precheck = precheckEntry(entry, index, scan, flags)
  if (precheck === 'sticky') return { index, entry, cause: 'sticky', sticky: true }
  if (precheck) return precheck
  if (step === 0 && entry.delayUntilRecursion) return DELAYED_UNTIL_RECURSION
  if (step > 0 && entry.excludeRecursion) return NO_MATCH
  if (entry.constant) return { index, entry, cause: 'constant', sticky: false }
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
  if (secondaryCount > 0) {
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
}

// Looking up 10,000 entry ids in the (usually empty) effect records costs more than the
// rest of a pass, so the few active effects are turned into flags by index instead.
export function timedFlags(
  prepared: PreparedLorebook,
  timed: LorebookTimedState,
  turnIndex: number,
): TimedFlags {
  const flags = {
    sticky: new Uint8Array(prepared.entries.length),
    cooldown: new Uint8Array(prepared.entries.length),
  }
  for (const kind of ['sticky', 'cooldown'] as const) {
    for (const [entryId, effect] of Object.entries(timed[kind])) {
      if (!isEffectActive(effect, turnIndex)) continue
      for (const index of prepared.indicesById.get(entryId) ?? []) flags[kind][index] = 1
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
  if (entry.delay > 0 && scan.turnIndex < entry.delay) return DROP_DELAY
  if (flags.sticky[index] === 1) return 'sticky'
  if (flags.cooldown[index] === 1) return DROP_COOLDOWN
  return null
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
  const scope = entry.scope
  if (!scope) return true
  if (scope.sceneId !== undefined && scope.sceneId !== scan.sceneId) return false
  if (scope.characterId !== undefined && !scan.castIds?.includes(scope.characterId)) return false
  return true
}
