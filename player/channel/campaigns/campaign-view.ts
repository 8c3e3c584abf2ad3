/** Pure reading of a campaign for its card: how far it got, and how long it has left. */

/** Percent of the goal raised, whole, capped at 100 for the bar (the text may show more). */
export function fundedPercent(raised: number, goal: number): { bar: number; text: number } {
  if (goal <= 0) return { bar: 0, text: 0 }
  const text = Math.floor((raised * 100) / goal)
  return { bar: Math.min(100, text), text }
}

export type TimeLeft = { unit: 'days' | 'hours' | 'minutes'; count: number } | { unit: 'ended' }

/** Time left in the largest whole unit (rounded up, so "1 minute left" until it ends). */
export function timeLeft(endsAt: string, now: Date): TimeLeft {
  const ms = new Date(endsAt).getTime() - now.getTime()
  if (ms <= 0) return { unit: 'ended' }
  const minutes = Math.ceil(ms / 60_000)
  if (minutes < 60) return { unit: 'minutes', count: minutes }
  const hours = Math.floor(minutes / 60)
  if (hours < 48) return { unit: 'hours', count: hours }
  return { unit: 'days', count: Math.floor(hours / 24) }
}

/** A contribution as the dialog's field holds it: whole coins in range, else null. */
export function parseCoins(text: string): number | null {
  if (!/^\d{1,7}$/.test(text.trim())) return null
  const coins = Number(text.trim())
  return coins >= 1 && coins <= 1_000_000 ? coins : null
}

/**
 * When an ended campaign ended: early (closed or cancelled) at that moment, else at its end
 * time, however late the sweep came by.
 */
export function endedAt(campaign: { endedAt: string | null; endsAt: string }): string {
  if (!campaign.endedAt) return campaign.endsAt
  return new Date(campaign.endedAt) < new Date(campaign.endsAt) ? campaign.endedAt : campaign.endsAt
}
