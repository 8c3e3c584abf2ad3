/**
 * The Donations tab's form rules, the same as the server's (platform/live/donations/requests.ts
 * and missions/requests.ts) so the streamer sees a problem at the field. The server stays the
 * judge: its answer is what the form finally shows.
 */

/** The server's limits; roulette-rules.test.ts checks they match its contract. */
export const DONATION_FORM_LIMITS = {
  minimumCoins: 10,
  rouletteItemsMax: 20,
  itemNameMax: 40,
  probabilityMax: 100,
  entryFeeMax: 1_000_000,
  minimumEntryFeeMax: 1_000_000,
  missionLimitMax: 100,
  pendingTimeLimitMax: 86_400,
  alertMinCoinMax: 1_000_000,
} as const

/** Problems name a text of the liveStudioDonations namespace. */
export type RouletteProblem =
  | 'entryFeeInvalid'
  | 'itemsEmpty'
  | 'itemsTooMany'
  | 'nameRequired'
  | 'nameTooLong'
  | 'nameDuplicate'
  | 'probabilityRequired'
  | 'probabilityInvalid'

export interface RouletteDraftItem {
  /** A stable key for the row while names change. */
  key: string
  name: string
  probability: string
}

export interface RouletteDraft {
  entryFee: string
  items: RouletteDraftItem[]
}

export interface RouletteProblems {
  entryFee: RouletteProblem | null
  /** About the list as a whole: none, or too many items. */
  list: RouletteProblem | null
  items: { name: RouletteProblem | null; probability: RouletteProblem | null }[]
}

const WHOLE = /^\d{1,9}$/
const DECIMAL = /^\d{1,9}(\.\d{1,6})?$/

/** A whole number written in digits, or null. */
export function wholeNumber(value: string): number | null {
  const trimmed = value.trim()
  return WHOLE.test(trimmed) ? Number(trimmed) : null
}

/** A probability (a weight, decimals allowed), or null. */
export function probabilityOf(value: string): number | null {
  const trimmed = value.trim()
  return DECIMAL.test(trimmed) ? Number(trimmed) : null
}

export function rouletteProblems(draft: RouletteDraft): RouletteProblems {
  const fee = wholeNumber(draft.entryFee)
  const names = draft.items.map((item) => item.name.trim())
  const items = draft.items.map((item, index) => {
    const name = names[index] ?? ''
    const probability = probabilityOf(item.probability)
    return {
      name: !name
        ? ('nameRequired' as const)
        : name.length > DONATION_FORM_LIMITS.itemNameMax
          ? ('nameTooLong' as const)
          : names.indexOf(name) !== index
            ? ('nameDuplicate' as const)
            : null,
      probability: !item.probability.trim()
        ? ('probabilityRequired' as const)
        : probability === null ||
            probability <= 0 ||
            probability > DONATION_FORM_LIMITS.probabilityMax
          ? ('probabilityInvalid' as const)
          : null,
    }
  })
  return {
    entryFee:
      fee === null ||
      fee < DONATION_FORM_LIMITS.minimumCoins ||
      fee > DONATION_FORM_LIMITS.entryFeeMax
        ? 'entryFeeInvalid'
        : null,
    list:
      draft.items.length === 0
        ? 'itemsEmpty'
        : draft.items.length > DONATION_FORM_LIMITS.rouletteItemsMax
          ? 'itemsTooMany'
          : null,
    items,
  }
}

export function hasRouletteProblem(problems: RouletteProblems): boolean {
  return (
    problems.entryFee !== null ||
    problems.list !== null ||
    problems.items.some((item) => item.name !== null || item.probability !== null)
  )
}

/**
 * Each item's share of a spin in percent, one decimal, from the weights that can be read;
 * null for an item whose weight cannot.
 */
export function rouletteShares(items: readonly { probability: string }[]): (number | null)[] {
  const weights = items.map((item) => {
    const weight = probabilityOf(item.probability)
    return weight !== null && weight > 0 ? weight : null
  })
  const total = weights.reduce<number>((sum, weight) => sum + (weight ?? 0), 0)
  return weights.map((weight) =>
    weight === null || total === 0 ? null : Math.round((weight / total) * 1000) / 10,
  )
}

/**
 * The roulette as the server reads it. Unreadable numbers go as they are read (NaN becomes
 * null in JSON) so the server answers with its own text.
 */
export function toRoulette(draft: RouletteDraft): {
  entryFee: number
  items: { name: string; probability: number }[]
} {
  return {
    entryFee: wholeNumber(draft.entryFee) ?? Number(draft.entryFee),
    items: draft.items.map((item) => ({
      name: item.name.trim(),
      probability: probabilityOf(item.probability) ?? Number.NaN,
    })),
  }
}

/** The saved roulette as the editor's rows. */
export function rouletteDraft(
  roulette: { entryFee: number; items: { name: string; probability: number }[] } | null,
  nextKey: () => string,
): RouletteDraft {
  if (!roulette) return { entryFee: '', items: [{ key: nextKey(), name: '', probability: '' }] }
  return {
    entryFee: String(roulette.entryFee),
    items: roulette.items.map((item) => ({
      key: nextKey(),
      name: item.name,
      probability: String(item.probability),
    })),
  }
}

export interface MissionDraft {
  minimumEntryFee: string
  cancellationPenaltyPercent: string
  failureRewardPercent: string
  missionLimit: string
  pendingTimeLimit: string
}

export type MissionProblem =
  | 'minimumEntryFeeInvalid'
  | 'percentInvalid'
  | 'missionLimitInvalid'
  | 'pendingTimeLimitInvalid'

const inRange = (value: string, min: number, max: number) => {
  const number = wholeNumber(value)
  return number !== null && number >= min && number <= max
}

export function missionProblems(
  draft: MissionDraft,
): Record<keyof MissionDraft, MissionProblem | null> {
  return {
    minimumEntryFee: inRange(
      draft.minimumEntryFee,
      DONATION_FORM_LIMITS.minimumCoins,
      DONATION_FORM_LIMITS.minimumEntryFeeMax,
    )
      ? null
      : 'minimumEntryFeeInvalid',
    cancellationPenaltyPercent: inRange(draft.cancellationPenaltyPercent, 0, 100)
      ? null
      : 'percentInvalid',
    failureRewardPercent: inRange(draft.failureRewardPercent, 0, 100) ? null : 'percentInvalid',
    missionLimit: inRange(draft.missionLimit, 1, DONATION_FORM_LIMITS.missionLimitMax)
      ? null
      : 'missionLimitInvalid',
    pendingTimeLimit: inRange(draft.pendingTimeLimit, 1, DONATION_FORM_LIMITS.pendingTimeLimitMax)
      ? null
      : 'pendingTimeLimitInvalid',
  }
}

/** The mission settings as the server reads them (unreadable numbers as NaN: the server answers). */
export function toMissionSettings(draft: MissionDraft) {
  const read = (value: string) => wholeNumber(value) ?? Number.NaN
  return {
    minimumEntryFee: read(draft.minimumEntryFee),
    cancellationPenaltyPercent: read(draft.cancellationPenaltyPercent),
    failureRewardPercent: read(draft.failureRewardPercent),
    missionLimit: read(draft.missionLimit),
    pendingTimeLimit: read(draft.pendingTimeLimit),
  }
}

/** A minimum coin count for the custom alert: 10 to 1,000,000, as the server's. */
export function alertMinCoinProblem(value: string): 'alertMinCoinInvalid' | null {
  return inRange(value, DONATION_FORM_LIMITS.minimumCoins, DONATION_FORM_LIMITS.alertMinCoinMax)
    ? null
    : 'alertMinCoinInvalid'
}
