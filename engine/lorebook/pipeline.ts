import type {
  ActivatedEntry,
  ActivationCause,
  DropReason,
  LorebookActivation,
  LorebookDebugRecord,
  LorebookPorts,
  LorebookScanInput,
  LorebookSettings,
} from './activation-types'
import { entryGroups, filterInclusionGroups } from './groups'
import { isEffectActive, planTimedEffects } from './timed-effects'
import type { LorebookEntry, LorebookTimedState } from './types'

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
  /** Called before each pass with the recursion buffer of that pass. */
  beginStep(recursionTexts: readonly string[]): void
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

const PENDING_NO_MATCH: EntryStatus = { kind: 'pending', reason: 'no-match' }
const PENDING_DELAYED: EntryStatus = { kind: 'pending', reason: 'delay-until-recursion' }

export interface PreparedLorebook {
  entries: readonly LorebookEntry[]
  /** Entry indices by priority (highest first), ties in lorebook order. */
  priorityOrder: readonly number[]
  /** Position of each entry in priorityOrder. */
  priorityRank: Int32Array
  constantEntries: readonly number[]
  /** Entry id → indices (ids should be unique; duplicates are tolerated). */
  indicesById: ReadonlyMap<string, readonly number[]>
  primaryKeys: readonly (readonly string[])[]
  secondaryKeys: readonly (readonly string[])[]
}

/** Highest priority first; equal priorities keep lorebook order (stable sort). */
export function prepareLorebook(
  entries: readonly LorebookEntry[],
  primaryKeys: readonly (readonly string[])[],
  secondaryKeys: readonly (readonly string[])[],
): PreparedLorebook {
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
  const constantEntries = entries.flatMap((entry, index) => (entry.constant ? [index] : []))
  return {
    entries,
    priorityOrder,
    priorityRank,
    constantEntries,
    indicesById,
    primaryKeys,
    secondaryKeys,
  }
}

type EntryStatus =
  | { kind: 'pending'; reason: DropReason }
  | { kind: 'final'; reason: DropReason; tokens?: number }
  | { kind: 'activated'; activated: ActivatedEntry; matchedKey?: string }

interface Candidate {
  index: number
  entry: LorebookEntry
  cause: ActivationCause
  sticky: boolean
  matchedKey?: string
}

export function runActivation(
  prepared: PreparedLorebook,
  matcher: EntryMatcher,
  scan: LorebookScanInput,
  timed: LorebookTimedState,
  settings: LorebookSettings,
  ports: LorebookPorts,
): LorebookActivation {
  const { entries } = prepared
  const turn = scan.turnIndex
  const status: EntryStatus[] = new Array(entries.length).fill(PENDING_NO_MATCH)
  const activated: ActivatedEntry[] = []
  const activeGroups = new Set<string>()
  const recursionTexts: string[] = []
  let budgetTokensUsed = 0

  const visited = matcher.shortlist ? new Uint8Array(entries.length) : undefined
  const flags = timedFlags(prepared, timed, turn)
  for (let step = 0; step <= settings.maxRecursionSteps; step++) {
    matcher.beginStep(recursionTexts)
    const candidates: Candidate[] = []
    const order = visited
      ? visitOrder(prepared, matcher, timed, visited, step, status)
      : prepared.priorityOrder
    for (const index of order) {
      const current = status[index]!
      if (current.kind !== 'pending') continue
      const entry = entries[index]!
      const outcome = evaluateEntry(prepared, matcher, index, entry, step, scan, flags, settings)
      if (outcome === NO_MATCH) continue // keeps the reason of an earlier pass
      if ('drop' in outcome) {
        status[index] = outcome.final
          ? { kind: 'final', reason: outcome.drop }
          : { kind: 'pending', reason: outcome.drop }
        continue
      }
      candidates.push({ index, entry, ...outcome })
    }
    if (candidates.length === 0) break
    // Sticky entries first (SillyTavern), keeping priority order otherwise.
    candidates.sort((left, right) => Number(right.sticky) - Number(left.sticky))
    const groupLosers = filterInclusionGroups(candidates, activeGroups, ports.random)
    let addedRecursionText = false
    for (const candidate of candidates) {
      const { entry, index } = candidate
      if (groupLosers.has(entry)) {
        status[index] = { kind: 'final', reason: 'group' }
        continue
      }
      if (!candidate.sticky && entry.useProbability && entry.probability < 100) {
        if (ports.random.next() * 100 > entry.probability) {
          status[index] = { kind: 'final', reason: 'probability' }
          continue
        }
      }
      const content = ports.renderContent ? ports.renderContent(entry) : entry.content
      const exempt = entry.constant && entry.budgetExempt
      if (!exempt && content.length > 0 && budgetTokensUsed >= settings.tokenBudget) {
        // A full budget cannot take any non-empty text: skip tokenizing it.
        status[index] = { kind: 'final', reason: 'budget' }
        continue
      }
      const tokens = ports.tokenizer.count(content)
      if (!exempt && budgetTokensUsed + tokens > settings.tokenBudget) {
        // Beyond SillyTavern: skip and continue, a smaller entry may still fit.
        status[index] = { kind: 'final', reason: 'budget', tokens }
        continue
      }
      if (!exempt) budgetTokensUsed += tokens
      const activatedEntry: ActivatedEntry = {
        entry,
        content,
        tokens,
        cause: candidate.cause,
        step,
      }
      activated.push(activatedEntry)
      status[index] = {
        kind: 'activated',
        activated: activatedEntry,
        matchedKey: candidate.matchedKey,
      }
      for (const name of entryGroups(entry)) activeGroups.add(name)
      if (!entry.preventRecursion && content) {
        recursionTexts.push(content)
        addedRecursionText = true
      }
    }
    if (!addedRecursionText) break
  }

  return {
    activated,
    ...placeEntries(activated),
    budgetTokensUsed,
    debug: status.map((entryStatus, index) => {
      if (visited && visited[index] === 0)
        return unvisitedRecord(entries[index]!, index, scan, flags)
      return debugRecord(entries[index]!, entryStatus)
    }),
    timedEffectsPlan: planTimedEffects(timed, activated, turn),
  }
}

type EntryOutcome =
  | typeof NO_MATCH
  | { drop: DropReason; final: boolean }
  | { cause: ActivationCause; sticky: boolean; matchedKey?: string }

/**
 * Shortlisted, constant and sticky entries, in priority order. An entry first visited in a
 * recursion pass gets the reason step 0 would have given it, so debug records match.
 */
function visitOrder(
  prepared: PreparedLorebook,
  matcher: EntryMatcher,
  timed: LorebookTimedState,
  visited: Uint8Array,
  step: number,
  status: EntryStatus[],
): number[] {
  const order: number[] = []
  // visited: 0 = never, 1 = in an earlier pass, 2 = listed in this pass.
  const add = (index: number | undefined) => {
    if (index === undefined || visited[index] === 2) return
    const seenBefore = visited[index] === 1
    visited[index] = 2
    order.push(index)
    if (seenBefore) return
    if (step > 0 && prepared.entries[index]!.delayUntilRecursion) status[index] = PENDING_DELAYED
  }
  for (const index of matcher.shortlist!()) add(index)
  for (const index of prepared.constantEntries) add(index)
  for (const entryId of Object.keys(timed.sticky)) {
    for (const index of prepared.indicesById.get(entryId) ?? []) add(index)
  }
  for (const index of order) visited[index] = 1
  return order.sort((left, right) => prepared.priorityRank[left]! - prepared.priorityRank[right]!)
}

/** What the full evaluation would have said about an entry no key of which occurs. */
function unvisitedRecord(
  entry: LorebookEntry,
  index: number,
  scan: LorebookScanInput,
  flags: TimedFlags,
): LorebookDebugRecord {
  const precheck = precheckEntry(entry, index, scan, flags)
  const reason =
    precheck && precheck !== 'sticky'
      ? precheck.drop
      : entry.delayUntilRecursion
        ? 'delay-until-recursion'
        : 'no-match'
  return { entryId: entry.id, outcome: 'dropped', reason, step: 0 }
}

// Shared outcomes: most entries end here, so they allocate nothing.
const NO_MATCH = { drop: 'no-match', final: false } as const
const DELAYED_UNTIL_RECURSION = { drop: 'delay-until-recursion', final: false } as const

function evaluateEntry(
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
  if (precheck === 'sticky') return { cause: 'sticky', sticky: true }
  if (precheck) return precheck
  if (step === 0 && entry.delayUntilRecursion) return DELAYED_UNTIL_RECURSION
  if (step > 0 && entry.excludeRecursion) return NO_MATCH
  if (entry.constant) return { cause: 'constant', sticky: false }
  if (matcher.mayMatch && !matcher.mayMatch(index)) return NO_MATCH
  const options: EntryOptions = {
    scanDepth: entry.scanDepth ?? settings.scanDepth,
    caseSensitive: entry.caseSensitive ?? settings.caseSensitive,
    matchWholeWords: entry.matchWholeWords ?? settings.matchWholeWords,
  }
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
  return { cause: 'keys', sticky: false, matchedKey }
}

/** Active sticky / cooldown per entry index, resolved once per activation. */
export interface TimedFlags {
  sticky: Uint8Array
  cooldown: Uint8Array
}

// Looking up 10,000 entry ids in the (usually empty) effect records costs more than the
// rest of a pass, so the few active effects are turned into flags by index instead.
function timedFlags(
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
function precheckEntry(
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

function placeEntries(activated: readonly ActivatedEntry[]) {
  // Lowest priority first: the highest-priority text ends up closest to the chat (ST order).
  const ordered = [...activated].sort((left, right) => left.entry.priority - right.entry.priority)
  return {
    before: ordered.filter((item) => item.entry.position === 'before'),
    after: ordered.filter((item) => item.entry.position === 'after'),
    atDepth: ordered.filter((item) => item.entry.position === 'atDepth'),
  }
}

function debugRecord(entry: LorebookEntry, status: EntryStatus): LorebookDebugRecord {
  if (status.kind === 'activated') {
    const { cause, step, tokens } = status.activated
    const record: LorebookDebugRecord = {
      entryId: entry.id,
      outcome: 'activated',
      cause,
      step,
      tokens,
    }
    if (status.matchedKey !== undefined) record.matchedKey = status.matchedKey
    return record
  }
  const record: LorebookDebugRecord = {
    entryId: entry.id,
    outcome: 'dropped',
    reason: status.reason,
    step: 0,
  }
  if (status.kind === 'final' && status.tokens !== undefined) record.tokens = status.tokens
  return record
}
