import { describe, expect, it } from 'vitest'
import { backoffMs, planAfterAnswer } from './retry-policy'

const now = new Date('2026-01-01T00:00:00Z')
const later = (ms: number) => new Date(now.getTime() + ms)

describe('planAfterAnswer', () => {
  it('is done on success', () => {
    expect(planAfterAnswer('add_role', { ok: true, status: 204 }, 1, now)).toEqual({
      state: 'done',
    })
  })

  it("waits Discord's retry_after on a 429", () => {
    const outcome = planAfterAnswer(
      'add_role',
      { ok: false, status: 429, retryAfterMs: 1500, message: 'slow' },
      1,
      now,
    )
    expect(outcome).toMatchObject({ state: 'pending', nextAttemptAt: later(1500) })
  })

  it('backs off on outages and missing permissions, capped at an hour', () => {
    for (const status of [0, 500, 502, 401, 403]) {
      expect(planAfterAnswer('kick', { ok: false, status, message: 'x' }, 3, now)).toMatchObject({
        state: 'pending',
        nextAttemptAt: later(20_000),
      })
    }
    expect(backoffMs(1)).toBe(5_000)
    expect(backoffMs(40)).toBe(60 * 60_000)
  })

  it('treats removing what is gone as done, and other refusals as failed', () => {
    const unknownMember = {
      ok: false as const,
      status: 404,
      code: 10007,
      message: 'Unknown Member',
    }
    expect(planAfterAnswer('remove_role', unknownMember, 1, now)).toEqual({ state: 'done' })
    expect(planAfterAnswer('kick', unknownMember, 1, now)).toEqual({ state: 'done' })
    expect(planAfterAnswer('add_role', unknownMember, 1, now).state).toBe('failed')
    expect(
      planAfterAnswer('add_role', { ok: false, status: 400, message: 'bad' }, 1, now).state,
    ).toBe('failed')
  })
})
