import { describe, expect, it } from 'vitest'
import { birthYears, composeBirthDate, daysInMonth, validateBirthDate } from './birth-date'
import { validateSignUp } from './sign-up-form'

const today = new Date('2026-11-22T12:00:00Z')

describe('date of birth', () => {
  it('knows month lengths and leap years', () => {
    expect(daysInMonth(2024, 2)).toBe(29)
    expect(daysInMonth(2023, 2)).toBe(28)
    expect(daysInMonth(2026, 4)).toBe(30)
  })

  it('composes the API format', () => {
    expect(composeBirthDate({ year: '1999', month: '3', day: '7' })).toBe('1999-03-07')
    expect(composeBirthDate({ year: '2023', month: '2', day: '29' })).toBeNull()
  })

  it('needs all three parts, a real date, not in the future', () => {
    expect(validateBirthDate({ year: '1999', month: '', day: '1' }, today)).toBe(
      'validation.birthDateRequired',
    )
    expect(validateBirthDate({ year: '2027', month: '1', day: '1' }, today)).toBe(
      'validation.birthDateInvalid',
    )
    expect(validateBirthDate({ year: '1999', month: '12', day: '31' }, today)).toBeNull()
  })

  it('offers years from this year back to 1900', () => {
    const years = birthYears(today)
    expect(years[0]).toBe(2026)
    expect(years.at(-1)).toBe(1900)
  })
})

describe('validateSignUp', () => {
  it('reports every broken rule, including the mandatory agreement', () => {
    const errors = validateSignUp(
      {
        email: 'x',
        password: 'short',
        passwordRepeat: 'other',
        nickname: '!',
        birthDate: { year: '', month: '', day: '' },
        agreePersonalData: false,
      },
      today,
    )
    expect(Object.keys(errors).sort()).toEqual(
      ['agreePersonalData', 'birthDate', 'email', 'nickname', 'password', 'passwordRepeat'].sort(),
    )
  })

  it('accepts a complete form', () => {
    const errors = validateSignUp(
      {
        email: 'reader@taleloom.local',
        password: 'story123',
        passwordRepeat: 'story123',
        nickname: 'reader1',
        birthDate: { year: '2000', month: '1', day: '31' },
        agreePersonalData: true,
      },
      today,
    )
    expect(errors).toEqual({})
  })
})
