/** The campaign form's draft as typed, its problems, and the request it becomes. Pure. */
import type { CampaignInput, CampaignView } from '../../../platform/content/campaigns/contract'

export interface TierDraft {
  title: string
  minCoins: string
  description: string
}

export interface CampaignDraft {
  campaignOid: string | null
  title: string
  description: string
  imageUrl: string
  goalCoins: string
  /** A `datetime-local` value, in the creator's own time zone. */
  endsAt: string
  tiers: TierDraft[]
  /** Someone has contributed: the goal and the end are locked. */
  termsLocked: boolean
}

export type DraftProblem = 'title' | 'goal' | 'endsAt' | 'tiers'

const HOUR = 60 * 60_000
const MAX_AHEAD = 180 * 24 * HOUR

/** A date as a `datetime-local` field shows it, in local time, to the minute. */
export function toLocalInput(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

export function emptyDraft(now: Date = new Date()): CampaignDraft {
  return {
    campaignOid: null,
    title: '',
    description: '',
    imageUrl: '',
    goalCoins: '',
    endsAt: toLocalInput(new Date(now.getTime() + 30 * 24 * HOUR)),
    tiers: [],
    termsLocked: false,
  }
}

export function viewToDraft(view: CampaignView): CampaignDraft {
  return {
    campaignOid: view.campaignOid,
    title: view.title,
    description: view.description,
    imageUrl: view.imageUrl ?? '',
    goalCoins: String(view.goalCoins),
    endsAt: toLocalInput(new Date(view.endsAt)),
    tiers: view.rewardTiers.map((tier) => ({ ...tier, minCoins: String(tier.minCoins) })),
    termsLocked: view.contributors > 0,
  }
}

const wholeIn = (text: string, min: number, max: number) =>
  /^\d{1,9}$/.test(text.trim()) && Number(text) >= min && Number(text) <= max

/** What still keeps the draft from being saved (the server checks the same again). */
export function draftProblems(draft: CampaignDraft, now: Date): DraftProblem[] {
  const problems: DraftProblem[] = []
  if (!draft.title.trim()) problems.push('title')
  if (!wholeIn(draft.goalCoins, 10, 100_000_000)) problems.push('goal')
  const ends = new Date(draft.endsAt).getTime()
  const ahead = ends - now.getTime()
  if (!draft.termsLocked && (Number.isNaN(ends) || ahead < HOUR || ahead > MAX_AHEAD))
    problems.push('endsAt')
  if (draft.tiers.some((tier) => !tier.title.trim() || !wholeIn(tier.minCoins, 1, 100_000_000)))
    problems.push('tiers')
  return problems
}

export function draftToInput(draft: CampaignDraft, lockedEndsAt?: string): CampaignInput {
  return {
    ...(draft.campaignOid ? { campaignOid: draft.campaignOid } : {}),
    title: draft.title.trim(),
    description: draft.description.trim(),
    imageUrl: draft.imageUrl.trim() || null,
    goalCoins: Number(draft.goalCoins),
    // A locked end is sent back exactly as stored (a local minute would move it).
    endsAt: lockedEndsAt ?? new Date(draft.endsAt).toISOString(),
    rewardTiers: draft.tiers.map((tier) => ({
      title: tier.title.trim(),
      minCoins: Number(tier.minCoins),
      description: tier.description.trim(),
    })),
  }
}
