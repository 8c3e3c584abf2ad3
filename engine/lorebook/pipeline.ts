import type { Tokenizer } from '../tokenizer/types'
import type {
  ActivatedEntry,
  DropReason,
  LorebookActivation,
  LorebookDebugRecord,
  LorebookPorts,
  LorebookScanInput,
  LorebookSettings,
} from './activation-types'
import {
  DONT_ACTIVATE,
  delayLevel,
  type EntryMatch,
  evaluateEntry,
  NO_MATCH,
  type PassInfo,
  precheckEntry,
  type TimedFlags,
  timedFlags,
} from './entry-evaluation'
import { entryGroups, filterInclusionGroups } from './groups'
import { withLazyProperty } from './lazy-property'
import type { EntryMatcher, PreparedLorebook } from './prepared'
import { planTimedEffects, type TimedClock } from './timed-effects'
import type { LorebookEntry, LorebookTimedState } from './types'

const PENDING_NO_MATCH: EntryStatus = { kind: 'pending', reason: 'no-match' }
const PENDING_DELAYED: EntryStatus = { kind: 'pending', reason: 'delay-until-recursion' }
// Once the budget is full most candidates of a large lorebook end here: one shared status.
const FINAL_BUDGET: EntryStatus = { kind: 'final', reason: 'budget' }
const FINAL_BUDGET_COUNTED: EntryStatus = { kind: 'final', reason: 'budget', counted: true }
type EntryStatus =
  | { kind: 'pending'; reason: DropReason }
  /** `counted`: dropped for the budget after its tokens were counted (in `droppedTokens`). */
  | { kind: 'final'; reason: DropReason; counted?: true }
  | { kind: 'activated'; activated: ActivatedEntry; matchedKey?: string }

type Candidate = EntryMatch

export function runActivation(
  prepared: PreparedLorebook,
  matcher: EntryMatcher,
  scan: LorebookScanInput,
  timed: LorebookTimedState,
  settings: LorebookSettings,
  ports: LorebookPorts,
  /** false: run every pass before answering (the naive oracle does, to check the early stop). */
  decideEarly = true,
): LorebookActivation {
  const { entries } = prepared
  const turn = scan.turnIndex
  const status: EntryStatus[] = new Array(entries.length).fill(PENDING_NO_MATCH)
  // Tokens of the entries dropped for the budget once counted, for their debug records.
  const droppedTokens = new Int32Array(entries.length)
  const activated: ActivatedEntry[] = []
  const activeGroups = new Set<string>()
  const recursionTexts: string[] = []
  const recursionParts: string[][] = []
  let budgetTokensUsed = 0

  const visited = matcher.shortlist ? new Uint8Array(entries.length) : undefined
  const clock: TimedClock = {
    unit: settings.timedEffectsUnit ?? 'turns',
    turnIndex: turn,
    messageCount: scan.messageCount ?? 2 * turn,
  }
  const flags = timedFlags(prepared, timed, clock)
  const stopAtOverflow = settings.overflow === 'stop'
  // Set when an entry did not fit under the `stop` rule: nothing more this pass, no recursion.
  let overflowed = false
  // Activated entries of this pass whose text may recurse (SillyTavern recurses on them).
  let passRecursing = 0
  const render = ports.renderContent ?? ((entry: LorebookEntry) => entry.content)
  const counts = writtenTokenCounts(prepared, ports.tokenizer)

  /**
   * Whether no entry still pending can be activated by any later pass: none is
   * budget-exempt, and the text of each is non-empty and larger than what the budget has
   * left. What is left to do after that point only decides the debug record's reasons.
   */
  const nothingLeftFits = (): boolean => {
    const left = settings.tokenBudget - budgetTokensUsed
    if (left >= settings.tokenBudget) return false
    for (let index = 0; index < entries.length; index++) {
      if (status[index]!.kind !== 'pending') continue
      const entry = entries[index]!
      if (entry.constant && entry.budgetExempt) return false
      const content = render(entry)
      if (content.length === 0) return false
      if (left <= 0) continue
      const written = content === entry.content
      let tokens = written ? counts[index]! : -1
      if (tokens < 0) {
        // Not counted yet (or rendered by macros, so counted anew each turn). A large
        // lorebook's first turns count a share each rather than all of it at once; until
        // then the passes run as if something could still fit.
        if (freshCounts === 0) return false
        freshCounts--
        tokens = ports.tokenizer.count(content)
        if (written) counts[index] = tokens
      }
      if (tokens <= left) return false
    }
    return true
  }

  let freshCounts = FRESH_COUNTS_PER_ACTIVATION
  // The budget checks of a pass: after a budget drop, at most a few times a pass (each is a
  // walk over the lorebook), and only when an activation changed the budget since the last.
  let checksLeft = 0
  let budgetChecked = -1
  const shouldStop = (): boolean => {
    if (!stopping || checksLeft === 0 || budgetChecked === budgetTokensUsed) return false
    checksLeft--
    budgetChecked = budgetTokensUsed
    return nothingLeftFits()
  }

  /** Decides one candidate; true when it was dropped for the budget. */
  const decide = (candidate: Candidate, step: number, losers: Set<LorebookEntry>): boolean => {
    const { entry, index } = candidate
    if (losers.has(entry)) {
      status[index] = { kind: 'final', reason: 'group' }
      return false
    }
    if (!candidate.sticky && entry.useProbability && entry.probability < 100) {
      if (ports.random.next() * 100 > entry.probability) {
        status[index] = { kind: 'final', reason: 'probability' }
        return false
      }
    }
    const content = render(entry)
    const exempt = entry.constant && entry.budgetExempt
    if (overflowed) {
      status[index] = FINAL_BUDGET
      return true
    }
    if (!exempt && content.length > 0 && budgetTokensUsed >= settings.tokenBudget) {
      // A full budget cannot take any non-empty text: skip tokenizing it.
      status[index] = FINAL_BUDGET
      return true
    }
    const tokens = ports.tokenizer.count(content)
    // Kept for the budget check: the passes after the reply count most of a large lorebook.
    if (content === entry.content) counts[index] = tokens
    // SillyTavern stops once the text reaches the budget (`>=`); `skip` lets it fill up.
    const over = stopAtOverflow
      ? budgetTokensUsed + tokens >= settings.tokenBudget
      : budgetTokensUsed + tokens > settings.tokenBudget
    if (!exempt && over) {
      // `skip`, beyond SillyTavern: drop it and continue, a smaller entry may still fit.
      if (stopAtOverflow) overflowed = true
      status[index] = FINAL_BUDGET_COUNTED
      droppedTokens[index] = tokens
      return true
    }
    if (!exempt) budgetTokensUsed += tokens
    const activatedEntry: ActivatedEntry = { entry, content, tokens, cause: candidate.cause, step }
    activated.push(activatedEntry)
    status[index] = {
      kind: 'activated',
      activated: activatedEntry,
      matchedKey: candidate.matchedKey,
    }
    for (const name of entryGroups(entry)) activeGroups.add(name)
    if (!entry.preventRecursion) {
      passRecursing++
      passTexts.push(content)
    }
    return false
  }

  /** Evaluates an entry for this pass: its candidate, or null (its status says why not). */
  const evaluate = (index: number, pass: PassInfo): Candidate | null => {
    if (status[index]!.kind !== 'pending') return null
    const outcome = evaluateEntry(
      prepared,
      matcher,
      index,
      entries[index]!,
      pass,
      scan,
      flags,
      settings,
    )
    if (outcome === NO_MATCH) return null // keeps the reason of an earlier pass
    if ('drop' in outcome) {
      status[index] = outcome.final
        ? { kind: 'final', reason: outcome.drop }
        : { kind: 'pending', reason: outcome.drop }
      return null
    }
    return outcome
  }

  const NO_LOSERS = new Set<LorebookEntry>()
  // This pass's new recursion text, joined to the buffer when the pass ends: the matcher
  // holds the buffer, and the pass's later evaluations must not see its own activations.
  const passTexts: string[] = []
  // SillyTavern's delay-until-recursion levels, lowest first; the first is open at once.
  const levels = [...prepared.delayLevels]
  const pass: PassInfo = { step: 0, recursionLevel: levels.shift() ?? 0 }
  const recursive = settings.maxRecursionSteps > 0
  // SillyTavern's max_recursion_steps counts every pass, the first included.
  const maxPasses =
    recursive && Number.isFinite(settings.maxRecursionSteps) ? settings.maxRecursionSteps + 1 : 0
  const scoring = {
    global: settings.useGroupScoring === true,
    score: (candidate: Candidate) => groupScore(prepared, matcher, candidate.index, settings),
  }
  /**
   * The passes, in SillyTavern's order. Yields once, at the first point where nothing left
   * can be activated (`decideEarly`): the activation is then decided, and the rest runs
   * when the debug record is first read. Without inclusion groups a candidate is decided as
   * soon as it is found (sticky ones in a first sweep), which gives the same result as
   * finding them all first: an entry's evaluation does not depend on another's decision.
   * A pass follows when the last one activated recursing text (recursion on, budget not
   * overflowed), or else while delay-until-recursion levels remain (even with recursion off).
   */
  function* passes(): Generator<void, void> {
    for (let step = 0; maxPasses === 0 || step < maxPasses; step++) {
      pass.step = step
      if (step > 0) {
        checksLeft = 1
        if (shouldStop()) yield
      }
      checksLeft = 3
      matcher.beginStep(recursionTexts, recursionParts)
      const order = visited
        ? visitOrder(prepared, matcher, timed, visited, step, status)
        : prepared.priorityOrder
      passRecursing = 0
      if (!prepared.hasGroups) {
        for (const index of order) {
          if (flags.sticky[index] !== 1) continue
          const candidate = evaluate(index, pass)
          if (!candidate) continue
          if (decide(candidate, step, NO_LOSERS) && shouldStop()) yield
        }
        for (const index of order) {
          if (flags.sticky[index] === 1) continue
          const candidate = evaluate(index, pass)
          if (!candidate) continue
          if (decide(candidate, step, NO_LOSERS) && shouldStop()) yield
        }
      } else {
        const candidates: Candidate[] = []
        for (const index of order) {
          const candidate = evaluate(index, pass)
          if (candidate) candidates.push(candidate)
        }
        stickyFirst(candidates)
        const losers = filterInclusionGroups(candidates, activeGroups, ports.random, scoring)
        for (const candidate of candidates) {
          if (decide(candidate, step, losers) && shouldStop()) yield
        }
      }
      const more = recursive && !overflowed && passRecursing > 0
      if (!more) {
        const next = levels.shift()
        if (next === undefined) return
        pass.recursionLevel = next
      }
      // One buffer text per pass, its entries joined by a line break (as SillyTavern).
      recursionTexts.push(passTexts.join('\n'))
      recursionParts.push([...passTexts])
      passTexts.length = 0
    }
  }

  let stopping = decideEarly
  const run = passes()
  if (decideEarly) run.next()
  else while (!run.next().done) {}
  stopping = false

  const result = {
    activated,
    ...placeEntries(activated),
    budgetTokensUsed,
    timedEffectsPlan: planTimedEffects(timed, activated, clock, flags.endedSticky),
  }
  return withLazyProperty(result, 'debug', () => {
    // The passes left, if the activation was decided before their end.
    while (!run.next().done) {}
    return status.map((entryStatus, index) => {
      if (visited && visited[index] === 0) return unvisitedRecord(prepared, index, scan, flags)
      return debugRecord(entries[index]!, entryStatus, droppedTokens[index]!)
    })
  })
}
// At most this many texts counted afresh by one activation's budget checks, so a large
// lorebook's first turns do not count it all at once; the count of any candidate is kept anyway.
const FRESH_COUNTS_PER_ACTIVATION = 64
// Token counts of entries' texts as written, by lorebook and tokenizer, filled as needed:
// the budget check walks every pending entry, and a typed array beats a lookup by text.
const writtenCounts = new WeakMap<PreparedLorebook, WeakMap<Tokenizer, Int32Array>>()

function writtenTokenCounts(prepared: PreparedLorebook, tokenizer: Tokenizer): Int32Array {
  let byTokenizer = writtenCounts.get(prepared)
  if (!byTokenizer) {
    byTokenizer = new WeakMap()
    writtenCounts.set(prepared, byTokenizer)
  }
  let counts = byTokenizer.get(tokenizer)
  if (!counts) {
    counts = new Int32Array(prepared.entries.length).fill(-1)
    byTokenizer.set(tokenizer, counts)
  }
  return counts
}

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
    if (step > 0 && delayLevel(prepared.entries[index]!) > 0) status[index] = PENDING_DELAYED
  }
  for (const index of matcher.shortlist!()) add(index)
  for (const index of prepared.constantEntries) add(index)
  for (const entryId of Object.keys(timed.sticky)) {
    for (const index of prepared.indicesById.get(entryId) ?? []) add(index)
  }
  for (const index of order) visited[index] = 1
  // By rank as numbers: a typed array sorts without a comparator call per comparison, which
  // matters when recursion text shortlists most of a large lorebook.
  const ranks = new Int32Array(order.length)
  for (let position = 0; position < order.length; position++)
    ranks[position] = prepared.priorityRank[order[position]!]!
  ranks.sort()
  for (let position = 0; position < ranks.length; position++)
    order[position] = prepared.priorityOrder[ranks[position]!]!
  return order
}

/** Sticky entries first (SillyTavern), keeping priority order otherwise (a stable partition). */
function stickyFirst(candidates: Candidate[]): void {
  let stickyCount = 0
  for (const candidate of candidates) if (candidate.sticky) stickyCount++
  if (stickyCount === 0 || stickyCount === candidates.length) return
  const others = candidates.filter((candidate) => !candidate.sticky)
  let position = 0
  for (const candidate of candidates) if (candidate.sticky) candidates[position++] = candidate
  for (const candidate of others) candidates[position++] = candidate
}

/** What the full evaluation would have said about an entry no key of which occurs. */
function unvisitedRecord(
  prepared: PreparedLorebook,
  index: number,
  scan: LorebookScanInput,
  flags: TimedFlags,
): LorebookDebugRecord {
  const entry = prepared.entries[index]!
  const precheck = precheckEntry(entry, index, scan, flags)
  const reason =
    precheck && precheck !== 'sticky'
      ? precheck.drop
      : delayLevel(entry) > 0
        ? 'delay-until-recursion'
        : prepared.decorators[index] === DONT_ACTIVATE
          ? 'disabled'
          : 'no-match'
  return { entryId: entry.id, outcome: 'dropped', reason, step: 0 }
}
function placeEntries(activated: readonly ActivatedEntry[]) {
  // SillyTavern sorts by order (highest first, ties in activation order) and prepends each
  // in turn: lowest first, equal orders in reverse activation order, the highest closest
  // to the chat.
  const ordered = [...activated]
    .sort((left, right) => right.entry.priority - left.entry.priority)
    .reverse()
  return {
    placed: ordered,
    before: ordered.filter((item) => item.entry.position === 'before'),
    after: ordered.filter((item) => item.entry.position === 'after'),
    atDepth: ordered.filter((item) => item.entry.position === 'atDepth'),
  }
}

/**
 * SillyTavern's group score: primary keys found, plus the secondary ones under AND ANY, or
 * under AND ALL when all of them are found.
 */
function groupScore(
  prepared: PreparedLorebook,
  matcher: EntryMatcher,
  index: number,
  settings: LorebookSettings,
): number {
  const entry = prepared.entries[index]!
  const options = {
    scanDepth: entry.scanDepth ?? settings.scanDepth,
    caseSensitive: entry.caseSensitive ?? settings.caseSensitive,
    matchWholeWords: entry.matchWholeWords ?? settings.matchWholeWords,
  }
  const count = (secondary: boolean, total: number) => {
    let found = 0
    for (let key = 0; key < total; key++)
      if (matcher.keyMatches(index, secondary, key, options)) found++
    return found
  }
  const primaryTotal = prepared.primaryKeys[index]!.length
  if (primaryTotal === 0) return 0
  const primary = count(false, primaryTotal)
  const secondaryTotal = prepared.secondaryKeys[index]!.length
  if (secondaryTotal === 0) return primary
  if (entry.selectiveLogic === 'and-any') return primary + count(true, secondaryTotal)
  if (entry.selectiveLogic === 'and-all') {
    const secondary = count(true, secondaryTotal)
    return secondary === secondaryTotal ? primary + secondary : primary
  }
  return primary
}

function debugRecord(
  entry: LorebookEntry,
  status: EntryStatus,
  droppedTokens: number,
): LorebookDebugRecord {
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
  if (status.kind === 'final' && status.counted) record.tokens = droppedTokens
  return record
}
