import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { COHOST_LIMITS, type CohostSettings, DEFAULT_COHOST_TRIGGERS } from './contract'
import { type CohostTrigger, mentions, type PlanInput, planCohostTurn } from './planner'

const settings: CohostSettings = {
  creatorOid: 'c'.repeat(24),
  storyOid: 's'.repeat(24),
  version: 1,
  characterName: 'Luna',
  persona: 'Cheerful co-host of a cozy stream.',
  triggers: {
    ...DEFAULT_COHOST_TRIGGERS,
    donationMin: 100,
    missionAccepted: true,
    missionFinished: false,
    roulette: true,
  },
  voice: null,
  monthlyAllowance: 1_000,
  streamCap: 100,
  muted: false,
}

const chat = (content: string, messageId = '1', fromCohost = false): CohostTrigger => ({
  kind: 'chat',
  messageId,
  senderName: 'fan',
  content,
  fromCohost,
})

const input = (trigger: CohostTrigger, over: Partial<PlanInput> = {}): PlanInput => ({
  trigger,
  settings,
  budget: { spentStream: 0, spentMonth: 0 },
  rate: { busy: false, lastStartedAt: null },
  streamOid: 'stream',
  price: 10,
  now: 1_000_000,
  ...over,
})

describe('planCohostTurn', () => {
  it('answers a mention by name, with the line quoted as data', () => {
    expect(planCohostTurn(input(chat('hi @luna, how are you?')))).toEqual({
      action: 'respond',
      key: 'chat:1',
      price: 10,
      context: { kind: 'chat', from: 'fan', quoted: 'hi @luna, how are you?', event: null },
    })
  })

  it('skips with a reason', () => {
    const plan = (over: Partial<PlanInput>, trigger = chat('Luna!')) =>
      planCohostTurn(input(trigger, over))
    expect(plan({ settings: { ...settings, storyOid: null } })).toEqual({
      action: 'skip',
      reason: 'notConfigured',
    })
    expect(plan({ settings: { ...settings, muted: true } }).action === 'skip').toBe(true)
    expect(plan({ streamOid: null })).toMatchObject({ reason: 'offAir' })
    expect(plan({}, chat('Luna says hi', '2', true))).toMatchObject({ reason: 'ownLine' })
    expect(plan({}, chat('Lunatic fringe'))).toMatchObject({ reason: 'notTriggered' })
    expect(plan({ rate: { busy: true, lastStartedAt: null } })).toMatchObject({ reason: 'busy' })
    expect(
      plan({ rate: { busy: false, lastStartedAt: 1_000_000 - COHOST_LIMITS.minGapMs + 1 } }),
    ).toMatchObject({ reason: 'tooSoon' })
    expect(plan({ budget: { spentStream: 91, spentMonth: 91 } })).toMatchObject({
      reason: 'streamCap',
    })
    expect(plan({ budget: { spentStream: 0, spentMonth: 995 } })).toMatchObject({
      reason: 'monthlyAllowance',
    })
  })

  it('answers the events it is set to', () => {
    const donation = (coin: number): CohostTrigger => ({
      kind: 'donation',
      key: 'd1',
      donor: null,
      coin,
      content: 'for you',
    })
    expect(planCohostTurn(input(donation(99)))).toMatchObject({ reason: 'notTriggered' })
    expect(planCohostTurn(input(donation(100)))).toMatchObject({
      action: 'respond',
      key: 'donation:d1',
      context: { from: null, event: 'donated 100 coins' },
    })
    const mission = (status: 'accepted' | 'success'): CohostTrigger => ({
      kind: 'mission',
      key: `m:${status}`,
      status,
      donor: 'fan',
      coin: 50,
      content: 'sing',
    })
    expect(planCohostTurn(input(mission('accepted')))).toMatchObject({ action: 'respond' })
    expect(planCohostTurn(input(mission('success')))).toMatchObject({ reason: 'notTriggered' })
    const roulette: CohostTrigger = {
      kind: 'roulette',
      key: 'r1',
      donor: 'fan',
      coin: 10,
      optionName: 'dance',
    }
    expect(planCohostTurn(input(roulette))).toMatchObject({ action: 'respond', key: 'roulette:r1' })
  })

  it('finds names as words, and before Korean and Japanese particles', () => {
    expect(mentions('LUNA?', 'Luna')).toBe(true)
    expect(mentions('lunar eclipse', 'Luna')).toBe(false)
    expect(mentions('hey, 루나야 안녕', '루나')).toBe(true)
    expect(mentions('ルナさん', 'ルナ')).toBe(true)
    expect(mentions('anything', '  ')).toBe(false)
  })

  it('never lets the spent credits pass the stream cap or the monthly allowance', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 200 }),
        fc.integer({ min: 0, max: 300 }),
        fc.array(
          fc.record({
            price: fc.integer({ min: 1, max: 40 }),
            // What the turn really cost: at most its hold.
            usedShare: fc.double({ min: 0, max: 1, noNaN: true }),
            gapMs: fc.integer({ min: 0, max: 10_000 }),
          }),
          { maxLength: 60 },
        ),
        (streamCap, monthlyAllowance, turns) => {
          const capped = { ...settings, streamCap, monthlyAllowance }
          let spentStream = 0
          let spentMonth = 0
          let now = 0
          let lastStartedAt: number | null = null
          turns.forEach((turn, index) => {
            now += turn.gapMs
            const plan = planCohostTurn({
              ...input(chat(`Luna ${index}`, String(index))),
              settings: capped,
              budget: { spentStream, spentMonth },
              rate: { busy: false, lastStartedAt },
              price: turn.price,
              now,
            })
            if (plan.action !== 'respond') return
            lastStartedAt = now
            const charged = Math.floor(turn.price * turn.usedShare)
            spentStream += charged
            spentMonth += charged
            expect(spentStream).toBeLessThanOrEqual(streamCap)
            expect(spentMonth).toBeLessThanOrEqual(monthlyAllowance)
          })
        },
      ),
    )
  })
})
