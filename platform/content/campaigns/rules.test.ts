import { describe, expect, it } from 'vitest'
import {
  type CampaignFacts,
  checkEdit,
  dueOutcome,
  isEndInRange,
  mayRefundAll,
  planEvent,
  splitPayout,
} from './rules'

const now = new Date('2026-11-18T12:00:00Z')
const later = new Date('2026-11-25T12:00:00Z')
const facts = (overrides: Partial<CampaignFacts> = {}): CampaignFacts => ({
  state: 'running',
  creatorOid: 'creator',
  goalCoins: 100,
  raisedCoins: 0,
  endsAt: later,
  ...overrides,
})
const fan = { userOid: 'fan', isAdmin: false }
const creator = { userOid: 'creator', isAdmin: false }
const admin = { userOid: 'admin', isAdmin: true }
const code = (run: () => unknown) => {
  try {
    run()
  } catch (error) {
    return (error as { code: string }).code
  }
  return 'accepted'
}

describe('the campaign state machine', () => {
  it('takes contributions from anyone but its creator while it runs', () => {
    expect(planEvent(facts(), 'contribute', fan, now)).toEqual({ kind: 'contribute' })
    expect(code(() => planEvent(facts(), 'contribute', creator, now))).toBe('CAMPAIGN_OWN')
    for (const state of ['succeeded', 'failed', 'cancelled'] as const)
      expect(code(() => planEvent(facts({ state }), 'contribute', fan, now))).toBe(
        'CAMPAIGN_NOT_RUNNING',
      )
  })

  it('is not running once its end has passed, even before the sweep ends it', () => {
    expect(code(() => planEvent(facts({ endsAt: now }), 'contribute', fan, now))).toBe(
      'CAMPAIGN_NOT_RUNNING',
    )
    expect(dueOutcome(facts({ endsAt: now, raisedCoins: 100 }), now)).toBe('succeeded')
    expect(dueOutcome(facts({ endsAt: now, raisedCoins: 99 }), now)).toBe('failed')
    expect(dueOutcome(facts(), now)).toBeNull()
    expect(dueOutcome(facts({ state: 'cancelled', endsAt: now }), now)).toBeNull()
  })

  it('is cancelled by its creator or an admin, and closed early only at its goal', () => {
    expect(planEvent(facts(), 'cancel', creator, now)).toEqual({ kind: 'end', to: 'cancelled' })
    expect(planEvent(facts(), 'cancel', admin, now)).toEqual({ kind: 'end', to: 'cancelled' })
    expect(code(() => planEvent(facts(), 'cancel', fan, now))).toBe('CAMPAIGN_NOT_YOURS')
    expect(code(() => planEvent(facts(), 'close', creator, now))).toBe('CAMPAIGN_GOAL_NOT_REACHED')
    expect(code(() => planEvent(facts({ raisedCoins: 100 }), 'close', admin, now))).toBe(
      'CAMPAIGN_NOT_YOURS',
    )
    expect(planEvent(facts({ raisedCoins: 100 }), 'close', creator, now)).toEqual({
      kind: 'end',
      to: 'succeeded',
    })
  })

  it('locks the goal and the end once someone has contributed', () => {
    const same = { goalCoins: 100, endsAt: later }
    expect(code(() => checkEdit(facts(), same, true, now))).toBe('accepted')
    expect(code(() => checkEdit(facts(), { ...same, goalCoins: 90 }, true, now))).toBe(
      'CAMPAIGN_TERMS_LOCKED',
    )
    expect(code(() => checkEdit(facts(), { ...same, goalCoins: 90 }, false, now))).toBe('accepted')
    expect(code(() => checkEdit(facts(), { ...same, endsAt: now }, false, now))).toBe(
      'CAMPAIGN_END_OUT_OF_RANGE',
    )
    expect(code(() => checkEdit(facts({ state: 'failed' }), same, false, now))).toBe(
      'CAMPAIGN_NOT_RUNNING',
    )
  })

  it('ends an hour to 180 days ahead', () => {
    const ahead = (ms: number) => new Date(now.getTime() + ms)
    expect(isEndInRange(ahead(60 * 60_000), now)).toBe(true)
    expect(isEndInRange(ahead(60 * 60_000 - 1), now)).toBe(false)
    expect(isEndInRange(ahead(180 * 86_400_000), now)).toBe(true)
    expect(isEndInRange(ahead(180 * 86_400_000 + 1), now)).toBe(false)
  })

  it('refunds everyone only for a failed or cancelled campaign, by its creator or an admin', () => {
    expect(code(() => mayRefundAll(facts({ state: 'failed' }), creator))).toBe('accepted')
    expect(code(() => mayRefundAll(facts({ state: 'cancelled' }), admin))).toBe('accepted')
    expect(code(() => mayRefundAll(facts({ state: 'failed' }), fan))).toBe('CAMPAIGN_NOT_YOURS')
    expect(code(() => mayRefundAll(facts(), creator))).toBe('CAMPAIGN_STILL_RUNNING')
    expect(code(() => mayRefundAll(facts({ state: 'succeeded' }), creator))).toBe(
      'CAMPAIGN_NOT_REFUNDABLE',
    )
  })

  it("floors the platform's fee and gives the creator the rest", () => {
    expect(splitPayout(110, 2000)).toEqual({ platformFee: 22, creatorShare: 88 })
    expect(splitPayout(9, 2000)).toEqual({ platformFee: 1, creatorShare: 8 })
    expect(splitPayout(0, 2000)).toEqual({ platformFee: 0, creatorShare: 0 })
  })
})
