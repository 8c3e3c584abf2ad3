/** The polls' pure rules: option ids, which option a vote names, whether voting is over, the tally. */
import type { PollOptionView } from './contract'

export interface StoredOption {
  id: string
  text: string
}

/** Ids `o1`, `o2`… in order: stable when texts repeat, readable in requests. */
export function optionsFrom(texts: readonly string[]): StoredOption[] {
  return texts.map((text, index) => ({ id: `o${index + 1}`, text }))
}

/** The option a vote names by id or by index (the spec's optionId or optionIdx); null if none. */
export function resolveOption(
  options: readonly StoredOption[],
  vote: { optionId?: string | undefined; optionIdx?: number | undefined },
): StoredOption | null {
  if (vote.optionId !== undefined) return options.find((o) => o.id === vote.optionId) ?? null
  if (vote.optionIdx !== undefined) return options[vote.optionIdx] ?? null
  return null
}

/** Voting ends at the closing time itself: a vote at that instant is refused. */
export function isClosed(closesAt: Date | null, now: Date): boolean {
  return closesAt !== null && now.getTime() >= closesAt.getTime()
}

/** Every option with its count (zero when nobody chose it), in the poll's order. */
export function tally(
  options: readonly StoredOption[],
  counts: ReadonlyArray<{ optionId: string; votes: number }>,
): { options: PollOptionView[]; totalVotes: number } {
  const byId = new Map(counts.map((count) => [count.optionId, count.votes]))
  const viewed = options.map((option) => ({ ...option, votes: byId.get(option.id) ?? 0 }))
  return { options: viewed, totalVotes: viewed.reduce((sum, option) => sum + option.votes, 0) }
}
