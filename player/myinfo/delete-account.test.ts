import { describe, expect, it } from 'vitest'
import { deletionDate, surveyProblem } from './delete-account'

describe('the account-deletion survey', () => {
  it('needs more than 20 characters, spaces around it not counted', () => {
    expect(surveyProblem('a'.repeat(20))).toBe('surveyShort')
    expect(surveyProblem(`  ${'a'.repeat(20)}   `)).toBe('surveyShort')
    expect(surveyProblem('a'.repeat(21))).toBeNull()
  })

  it('names the deletion day in UTC in the reader language', () => {
    expect(deletionDate('2026-12-14T23:30:00.000Z', 'en')).toBe('December 14, 2026')
    expect(deletionDate('2026-12-14T23:30:00.000Z', 'ko')).toBe('2026년 12월 14일')
    expect(deletionDate('2026-12-14T23:30:00.000Z', 'jp')).toBe('2026年12月14日')
  })
})
