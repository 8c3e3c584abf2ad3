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
  type EntryMatch,
  evaluateEntry,
  NO_MATCH,
  precheckEntry,
  type TimedFlags,
  timedFlags,
} from './entry-evaluation'
import { entryGroups, filterInclusionGroups } from './groups'
import { withLazyProperty } from './lazy-property'
import type { EntryMatcher, PreparedLorebook } from './prepared'
import { planTimedEffects } from './timed-effects'
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
  let budgetTokensUsed = 0

  const visited = matcher.shortlist ? new Uint8Array(entries.length) : undefined
  const flags = timedFlags(prepared, timed, turn)
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
    if (!exempt && content.length > 0 && budgetTokensUsed >= settings.tokenBudget) {
      // A full budget cannot take any non-empty text: skip tokenizing it.
      status[index] = FINAL_BUDGET
      return true
    }
    const tokens = ports.tokenizer.count(content)
    // Kept for the budget check: the passes after the reply count most of a large lorebook.
    if (content === entry.content) counts[index] = tokens
    if (!exempt && budgetTokensUsed + tokens > settings.tokenBudget) {
      // Beyond SillyTavern: skip and continue, a smaller entry may still fit.
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
    if (!entry.preventRecursion && content) passTexts.push(content)
    return false
  }

  /** Evaluates an entry for this pass: its candidate, or null (its status says why not). */
  const evaluate = (index: number, step: number): Candidate | null => {
    if (status[index]!.kind !== 'pending') return null
    const outcome = evaluateEntry(
      prepared,
      matcher,
      index,
      entries[index]!,
      step,
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
  /**
   * The passes, in SillyTavern's order. Yields once, at the first point where nothing left
   * can be activated (`decideEarly`): the activation is then decided, and the rest runs
   * when the debug record is first read. Without inclusion groups a candidate is decided as
   * soon as it is found (sticky ones in a first sweep), which gives the same result as
   * finding them all first: an entry's evaluation does not depend on another's decision.
   */
  function* passes(): Generator<void, void> {
    for (let step = 0; step <= settings.maxRecursionSteps; step++) {
      if (step > 0) {
        checksLeft = 1
        if (shouldStop()) yield
      }
      checksLeft = 3
      matcher.beginStep(recursionTexts)
      const order = visited
        ? visitOrder(prepared, matcher, timed, visited, step, status)
        : prepared.priorityOrder
      let found = 0
      if (!prepared.hasGroups) {
        for (const index of order) {
          if (flags.sticky[index] !== 1) continue
          const candidate = evaluate(index, step)
          if (!candidate) continue
          found++
          if (decide(candidate, step, NO_LOSERS) && shouldStop()) yield
        }
        for (const index of order) {
          if (flags.sticky[index] === 1) continue
          const candidate = evaluate(index, step)
          if (!candidate) continue
          found++
          if (decide(candidate, step, NO_LOSERS) && shouldStop()) yield
        }
      } else {
        const candidates: Candidate[] = []
        for (const index of order) {
          const candidate = evaluate(index, step)
          if (candidate) candidates.push(candidate)
        }
        found = candidates.length
        stickyFirst(candidates)
        const losers = filterInclusionGroups(candidates, activeGroups, ports.random)
        for (const candidate of candidates) {
          if (decide(candidate, step, losers) && shouldStop()) yield
        }
      }
      if (found === 0 || passTexts.length === 0) return
      recursionTexts.push(...passTexts)
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
    timedEffectsPlan: planTimedEffects(timed, activated, turn),
  }
  return withLazyProperty(result, 'debug', () => {
    // The passes left, if the activation was decided before their end.
    while (!run.next().done) {}
    return status.map((entryStatus, index) => {
      if (visited && visited[index] === 0)
        return unvisitedRecord(entries[index]!, index, scan, flags)
      return debugRecord(entries[index]!, entryStatus, droppedTokens[index]!)
    })
  })
}
// At most this many texts counted afresh by one activation's budget checks (~2 ms at worst
// on entries of a few hundred characters); the count of any candidate is kept anyway.
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
    if (step > 0 && prepared.entries[index]!.delayUntilRecursion) status[index] = PENDING_DELAYED
  }
  for (const index of matcher.shortlist!()) add(index)
  for (const index of prepared.constantEntries) add(index)
  for (const entryId of Object.keys(timed.sticky)) {
    for (const index of prepared.indicesById.get(entryId) ?? []) add(index)
  }
  for (const index of order) visited[index] = 1
  // By rank as numbers: a typed array sorts without a comparator call per comparison, which
  // matters when recursion text shortlists most of a 10,000-entry lorebook.
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
function placeEntries(activated: readonly ActivatedEntry[]) {
  // Lowest priority first: the highest-priority text ends up closest to the chat (ST order).
  const ordered = [...activated].sort((left, right) => left.entry.priority - right.entry.priority)
  return {
    before: ordered.filter((item) => item.entry.position === 'before'),
    after: ordered.filter((item) => item.entry.position === 'after'),
    atDepth: ordered.filter((item) => item.entry.position === 'atDepth'),
  }
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
