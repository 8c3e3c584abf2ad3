/**
 * Campaigns' pure rules: the state machine (which event moves a campaign where, and who may
 * send it), how an ended campaign's outcome is decided, and the creator's share.
 */
import type { CampaignEvent, CampaignState } from './contract'
import { CAMPAIGN_ERRORS } from './errors'

export const CAMPAIGN_LIMITS = {
  titleMax: 100,
  descriptionMax: 5000,
  goalMin: 10,
  /** The spec's price cap. */
  goalMax: 100_000_000,
  contributionMin: 1,
  contributionMax: 1_000_000,
  tiersMax: 10,
  minDurationMs: 60 * 60_000,
  maxDurationMs: 180 * 24 * 60 * 60_000,
  pageSize: 20,
  /** A contribution whose request stopped between its row and its hold is finished after this. */
  staleMs: 10 * 60_000,
} as const

/** What the state machine reads of a campaign. */
export interface CampaignFacts {
  state: CampaignState
  creatorOid: string
  goalCoins: number
  raisedCoins: number
  endsAt: Date
}

export interface Actor {
  userOid: string
  isAdmin: boolean
}

/** What an accepted event does: add coins, or end the campaign in a state. */
export type EventPlan =
  | { kind: 'contribute' }
  | { kind: 'end'; to: Exclude<CampaignState, 'running'> }

/** A running campaign past its end: succeeded when its goal was reached, failed otherwise. */
export function outcomeAtEnd(facts: Pick<CampaignFacts, 'goalCoins' | 'raisedCoins'>) {
  return facts.raisedCoins >= facts.goalCoins ? 'succeeded' : 'failed'
}

/** The outcome a campaign is due, or null while it runs or once it has ended. */
export function dueOutcome(facts: CampaignFacts, now: Date): 'succeeded' | 'failed' | null {
  if (facts.state !== 'running' || facts.endsAt > now) return null
  return outcomeAtEnd(facts)
}

/**
 * Decides an event: contributions by anyone but the creator while it runs; `cancel` by its
 * creator or an admin while it runs; `close` by its creator once the goal is reached.
 */
export function planEvent(
  facts: CampaignFacts,
  event: CampaignEvent,
  actor: Actor,
  now: Date,
): EventPlan {
  if (facts.state !== 'running' || dueOutcome(facts, now)) throw CAMPAIGN_ERRORS.notRunning()
  const isCreator = facts.creatorOid === actor.userOid
  if (event === 'contribute') {
    if (isCreator) throw CAMPAIGN_ERRORS.ownCampaign()
    return { kind: 'contribute' }
  }
  if (event === 'cancel') {
    if (!isCreator && !actor.isAdmin) throw CAMPAIGN_ERRORS.notYours()
    return { kind: 'end', to: 'cancelled' }
  }
  if (!isCreator) throw CAMPAIGN_ERRORS.notYours()
  if (facts.raisedCoins < facts.goalCoins) throw CAMPAIGN_ERRORS.goalNotReached()
  return { kind: 'end', to: 'succeeded' }
}

/** An end time the creator may set: an hour to 180 days ahead. */
export function isEndInRange(endsAt: Date, now: Date): boolean {
  const ahead = endsAt.getTime() - now.getTime()
  return ahead >= CAMPAIGN_LIMITS.minDurationMs && ahead <= CAMPAIGN_LIMITS.maxDurationMs
}

/**
 * An edit's checks: only a running campaign, and its goal and end time only while nobody has
 * contributed (contributors gave on those terms).
 */
export function checkEdit(
  facts: CampaignFacts,
  next: { goalCoins: number; endsAt: Date },
  contributed: boolean,
  now: Date,
): void {
  if (facts.state !== 'running' || dueOutcome(facts, now)) throw CAMPAIGN_ERRORS.notRunning()
  const termsChange =
    next.goalCoins !== facts.goalCoins || next.endsAt.getTime() !== facts.endsAt.getTime()
  if (!termsChange) return
  if (contributed) throw CAMPAIGN_ERRORS.termsLocked()
  if (!isEndInRange(next.endsAt, now)) throw CAMPAIGN_ERRORS.endTooSoon()
}

/** The platform's fee (floored, as donations') and the creator's share of a succeeded campaign. */
export function splitPayout(total: number, feeBasisPoints: number) {
  const platformFee = Math.floor((total * feeBasisPoints) / 10_000)
  return { platformFee, creatorShare: total - platformFee }
}

/** Who may ask for `all` refunds (a failed or cancelled campaign's returns, again). */
export function mayRefundAll(facts: CampaignFacts, actor: Actor): void {
  if (facts.creatorOid !== actor.userOid && !actor.isAdmin) throw CAMPAIGN_ERRORS.notYours()
  if (facts.state === 'running') throw CAMPAIGN_ERRORS.stillRunning()
  if (facts.state === 'succeeded') throw CAMPAIGN_ERRORS.notRefundable()
}
