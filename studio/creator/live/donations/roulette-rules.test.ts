import { describe, expect, it } from 'vitest'
import { LIVEDONATION_LIMITS } from '../../../../platform/live/donations/contract'
import { MISSION_LIMITS } from '../../../../platform/live/donations/missions/contract'
import { optionsRequest } from '../../../../platform/live/donations/requests'
import {
  alertMinCoinProblem,
  DONATION_FORM_LIMITS,
  hasRouletteProblem,
  type MissionDraft,
  missionProblems,
  type RouletteDraft,
  rouletteDraft,
  rouletteProblems,
  rouletteShares,
  toMissionSettings,
  toRoulette,
} from './roulette-rules'

const item = (name: string, probability: string, key = name) => ({ key, name, probability })
const draft = (entryFee: string, ...items: ReturnType<typeof item>[]): RouletteDraft => ({
  entryFee,
  items,
})
/** The server's answer to the same roulette: null when it accepts it, else its first text. */
function serverSays(roulette: RouletteDraft): string | null {
  const parsed = optionsRequest.safeParse({
    creatorOid: 'a'.repeat(24),
    donationOptions: { roulette: toRoulette(roulette) },
  })
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'refused')
}

describe('roulette rules', () => {
  it('keeps the server limits', () => {
    expect(DONATION_FORM_LIMITS.minimumCoins).toBe(LIVEDONATION_LIMITS.minimumCoins)
    expect(DONATION_FORM_LIMITS.rouletteItemsMax).toBe(LIVEDONATION_LIMITS.rouletteItemsMax)
    expect(DONATION_FORM_LIMITS.missionLimitMax).toBe(MISSION_LIMITS.missionLimitMax)
    expect(DONATION_FORM_LIMITS.pendingTimeLimitMax).toBe(MISSION_LIMITS.pendingTimeLimitMax)
  })

  it('accepts a roulette the server accepts', () => {
    const good = draft('30', item('Sing', '1'), item('Dance', '2.5'))
    expect(hasRouletteProblem(rouletteProblems(good))).toBe(false)
    expect(serverSays(good)).toBeNull()
    expect(toRoulette(good)).toEqual({
      entryFee: 30,
      items: [
        { name: 'Sing', probability: 1 },
        { name: 'Dance', probability: 2.5 },
      ],
    })
  })

  it('marks duplicate names after trimming, as the server refuses them', () => {
    const twice = draft('30', item('Sing', '1', 'a'), item(' Sing ', '1', 'b'))
    const problems = rouletteProblems(twice)
    expect(problems.items.map((row) => row.name)).toEqual([null, 'nameDuplicate'])
    expect(serverSays(twice)).toBe('Roulette item names must be unique.')
    // Names differing in case are different items on both sides.
    const cased = draft('30', item('Sing', '1'), item('sing', '1'))
    expect(hasRouletteProblem(rouletteProblems(cased))).toBe(false)
    expect(serverSays(cased)).toBeNull()
  })

  it('needs a name and a probability for each item, and at least one item', () => {
    const blank = draft('30', item('', ''))
    expect(rouletteProblems(blank).items[0]).toEqual({
      name: 'nameRequired',
      probability: 'probabilityRequired',
    })
    expect(serverSays(blank)).not.toBeNull()
    const empty = draft('30')
    expect(rouletteProblems(empty).list).toBe('itemsEmpty')
    expect(serverSays(empty)).toBe('A roulette needs at least one item.')
  })

  it('refuses weights at or below 0, above 100 or unreadable', () => {
    for (const weight of ['0', '101', '-1', 'abc', '1e2', '2,5']) {
      const roulette = draft('30', item('Sing', weight))
      expect(rouletteProblems(roulette).items[0]?.probability, weight).toBe('probabilityInvalid')
      expect(serverSays(roulette), weight).not.toBeNull()
    }
  })

  it('needs a whole entry fee of at least 10 coins', () => {
    for (const fee of ['9', '', '10.5', 'ten']) {
      const roulette = draft(fee, item('Sing', '1'))
      expect(rouletteProblems(roulette).entryFee, fee).toBe('entryFeeInvalid')
      expect(serverSays(roulette), fee).not.toBeNull()
    }
    expect(rouletteProblems(draft('10', item('Sing', '1'))).entryFee).toBeNull()
  })

  it('allows up to 20 items and names up to 40 characters', () => {
    const many = Array.from({ length: 21 }, (_, index) => item(`Item ${index}`, '1'))
    expect(rouletteProblems(draft('30', ...many)).list).toBe('itemsTooMany')
    expect(serverSays(draft('30', ...many))).not.toBeNull()
    expect(rouletteProblems(draft('30', ...many.slice(0, 20))).list).toBeNull()
    const long = draft('30', item('x'.repeat(41), '1'))
    expect(rouletteProblems(long).items[0]?.name).toBe('nameTooLong')
    expect(serverSays(long)).not.toBeNull()
  })

  it('shows each item’s share of a spin in percent', () => {
    expect(rouletteShares([{ probability: '1' }, { probability: '3' }])).toEqual([25, 75])
    expect(
      rouletteShares([{ probability: '1' }, { probability: '1' }, { probability: '1' }]),
    ).toEqual([33.3, 33.3, 33.3])
    expect(rouletteShares([{ probability: '2' }, { probability: '' }])).toEqual([100, null])
    expect(rouletteShares([{ probability: '0' }])).toEqual([null])
  })

  it('turns a saved roulette into rows, and none into one empty row', () => {
    let key = 0
    const next = () => `k${++key}`
    expect(rouletteDraft(null, next)).toEqual({
      entryFee: '',
      items: [{ key: 'k1', name: '', probability: '' }],
    })
    expect(
      rouletteDraft({ entryFee: 30, items: [{ name: 'Sing', probability: 2 }] }, next),
    ).toEqual({ entryFee: '30', items: [{ key: 'k2', name: 'Sing', probability: '2' }] })
  })
})

describe('mission settings rules', () => {
  const good: MissionDraft = {
    minimumEntryFee: '50',
    cancellationPenaltyPercent: '20',
    failureRewardPercent: '30',
    missionLimit: '3',
    pendingTimeLimit: '600',
  }
  const serverSays = (mission: MissionDraft) =>
    optionsRequest.safeParse({
      creatorOid: 'a'.repeat(24),
      donationOptions: { mission: toMissionSettings(mission) },
    }).success

  it('accepts what the server accepts', () => {
    expect(Object.values(missionProblems(good)).every((problem) => problem === null)).toBe(true)
    expect(serverSays(good)).toBe(true)
  })

  it('refuses what the server refuses', () => {
    const cases: [keyof MissionDraft, string, string][] = [
      ['minimumEntryFee', '9', 'minimumEntryFeeInvalid'],
      ['cancellationPenaltyPercent', '101', 'percentInvalid'],
      ['failureRewardPercent', '', 'percentInvalid'],
      ['missionLimit', '0', 'missionLimitInvalid'],
      ['missionLimit', '101', 'missionLimitInvalid'],
      ['pendingTimeLimit', '0', 'pendingTimeLimitInvalid'],
      ['pendingTimeLimit', '86401', 'pendingTimeLimitInvalid'],
    ]
    for (const [field, value, problem] of cases) {
      const changed = { ...good, [field]: value }
      expect(missionProblems(changed)[field], `${field}=${value}`).toBe(problem)
      expect(serverSays(changed), `${field}=${value}`).toBe(false)
    }
  })

  it('checks the custom alert’s minimum coins', () => {
    expect(alertMinCoinProblem('10')).toBeNull()
    expect(alertMinCoinProblem('9')).toBe('alertMinCoinInvalid')
    expect(alertMinCoinProblem('1000001')).toBe('alertMinCoinInvalid')
  })
})
