import { describe, expect, it } from 'vitest'
import { subscriberMayView } from './rule'

const tier = (position: number, streak = false) => ({
  tierHash: `t${position}`,
  position,
  streak,
  startedAt: new Date('2026-05-17T10:00:00Z'),
})

describe('subscriber entitlement rule', () => {
  const allowed = [{ tierHash: 't1', position: 1 }]
  it('opens a tier-only content to that tier and the tiers above it, not below', () => {
    expect(subscriberMayView(tier(1), {}, allowed)).toBe(true)
    expect(subscriberMayView(tier(2), {}, allowed)).toBe(true)
    expect(subscriberMayView(tier(0), {}, allowed)).toBe(false)
  })
  it('a free tier opens only contents that name it, even ranked above the paid tiers', () => {
    const free = { ...tier(5), free: true }
    expect(subscriberMayView(free, {}, allowed)).toBe(false)
    expect(subscriberMayView(free, {}, [...allowed, { tierHash: 't5', position: 5 }])).toBe(true)
  })
  it('opens nothing when the content names no tier (it is sold, not subscribed to)', () => {
    expect(subscriberMayView(tier(3), {}, [])).toBe(false)
  })
  it('a streak tier sees contents uploaded from its subscription month on', () => {
    expect(
      subscriberMayView(tier(1, true), { uploadedAt: new Date('2026-05-01T00:00:00Z') }, allowed),
    ).toBe(true)
    expect(
      subscriberMayView(tier(1, true), { uploadedAt: new Date('2026-04-30T23:59:59Z') }, allowed),
    ).toBe(false)
    expect(
      subscriberMayView(tier(1, false), { uploadedAt: new Date('2026-01-01T00:00:00Z') }, allowed),
    ).toBe(true)
  })
})
