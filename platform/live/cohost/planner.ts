/**
 * The co-host's pure planner: given what happened in the live (a chat line or a live
 * event), the settings, the budget and the stream's turn state, it answers whether the
 * co-host responds (and with what context) or skips (and why). No I/O: the store runs it
 * inside the transaction that locks the creator's budget.
 */
import { COHOST_LIMITS, type CohostSettings } from './contract'

/** A chat line or a live event the co-host may answer. */
export type CohostTrigger =
  | {
      kind: 'chat'
      messageId: string
      senderName: string
      content: string
      /** The co-host's own lines never trigger it. */
      fromCohost: boolean
    }
  | { kind: 'donation'; key: string; donor: string | null; coin: number; content: string }
  | {
      kind: 'mission'
      key: string
      status: 'accepted' | 'success' | 'failed'
      donor: string | null
      coin: number
      content: string
    }
  | { kind: 'roulette'; key: string; donor: string | null; coin: number; optionName: string }

/** Credits already taken by this stream and this month: settled charges plus open holds. */
export interface BudgetState {
  spentStream: number
  spentMonth: number
}

/** One turn at a time per stream, and a minimum gap between two turns' starts. */
export interface RateState {
  busy: boolean
  lastStartedAt: number | null
}

export interface PlanInput {
  trigger: CohostTrigger
  settings: CohostSettings
  budget: BudgetState
  rate: RateState
  /** The creator's stream on air; off air the co-host is silent. */
  streamOid: string | null
  /** The most a turn can cost (its hold). */
  price: number
  now: number
}

export type SkipReason =
  | 'notConfigured'
  | 'muted'
  | 'offAir'
  | 'ownLine'
  | 'notTriggered'
  | 'busy'
  | 'tooSoon'
  | 'streamCap'
  | 'monthlyAllowance'
  /** Set by the store: the trigger was already answered, or the creator's credits fell short. */
  | 'duplicate'
  | 'noCredits'

/** What the turn answers: the trigger as quoted data, never as instructions. */
export interface TurnContext {
  kind: CohostTrigger['kind']
  /** Who spoke or gave (null: someone hidden). */
  from: string | null
  /** Their words, quoted into the prompt as data. */
  quoted: string
  /** The event, as one line the prompt states (donation, mission, roulette). */
  event: string | null
}

export type CohostPlan =
  | { action: 'respond'; key: string; price: number; context: TurnContext }
  | { action: 'skip'; reason: SkipReason }

const skip = (reason: SkipReason): CohostPlan => ({ action: 'skip', reason })

export function planCohostTurn(input: PlanInput): CohostPlan {
  const { trigger, settings, budget, rate } = input
  if (!settings.storyOid || settings.version === null || !settings.characterName) {
    return skip('notConfigured')
  }
  if (settings.muted) return skip('muted')
  if (!input.streamOid) return skip('offAir')
  if (trigger.kind === 'chat' && trigger.fromCohost) return skip('ownLine')
  const context = contextOf(trigger, settings)
  if (!context) return skip('notTriggered')
  if (rate.busy) return skip('busy')
  if (rate.lastStartedAt !== null && input.now - rate.lastStartedAt < COHOST_LIMITS.minGapMs) {
    return skip('tooSoon')
  }
  if (budget.spentStream + input.price > settings.streamCap) return skip('streamCap')
  if (budget.spentMonth + input.price > settings.monthlyAllowance) return skip('monthlyAllowance')
  return { action: 'respond', key: keyOf(trigger), price: input.price, context }
}

/** Each trigger is answered at most once: its key is unique per creator. */
export function keyOf(trigger: CohostTrigger): string {
  return trigger.kind === 'chat' ? `chat:${trigger.messageId}` : `${trigger.kind}:${trigger.key}`
}

function contextOf(trigger: CohostTrigger, settings: CohostSettings): TurnContext | null {
  const { triggers } = settings
  switch (trigger.kind) {
    case 'chat':
      if (!triggers.mentions || !mentions(trigger.content, settings.characterName)) return null
      return { kind: 'chat', from: trigger.senderName, quoted: trigger.content, event: null }
    case 'donation':
      if (triggers.donationMin === null || trigger.coin < triggers.donationMin) return null
      return {
        kind: 'donation',
        from: trigger.donor,
        quoted: trigger.content,
        event: `donated ${trigger.coin} coins`,
      }
    case 'mission': {
      const wanted =
        trigger.status === 'accepted' ? triggers.missionAccepted : triggers.missionFinished
      if (!wanted) return null
      return {
        kind: 'mission',
        from: trigger.donor,
        quoted: trigger.content,
        event: `mission ${trigger.status} (${trigger.coin} coins)`,
      }
    }
    case 'roulette':
      if (!triggers.roulette) return null
      return {
        kind: 'roulette',
        from: trigger.donor,
        quoted: '',
        event: `roulette landed on "${trigger.optionName}" (${trigger.coin} coins)`,
      }
  }
}

/** The name as a whole word (any case; `@name` too); Latin letters around it make no mention. */
export function mentions(content: string, name: string): boolean {
  const wanted = name.trim().toLocaleLowerCase()
  if (!wanted) return false
  const text = content.toLocaleLowerCase()
  let from = text.indexOf(wanted)
  while (from !== -1) {
    const before = text[from - 1]
    const after = text[from + wanted.length]
    // Korean and Japanese put particles right after a name ("루나야", "ルナさん").
    if (!isWordChar(before) && (!isWordChar(after) || isCjk(wanted.at(-1)))) return true
    from = text.indexOf(wanted, from + 1)
  }
  return false
}

const isCjk = (char: string | undefined) =>
  char !== undefined &&
  /[\p{Script=Hangul}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(char)

const isWordChar = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}_]/u.test(char)
