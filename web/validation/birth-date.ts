import { OLDEST_BIRTH_YEAR } from '../../platform/accounts/rules'
import type { ValidationKey } from './account-rules'

export interface BirthDateParts {
  year: string
  month: string
  day: string
}

export { OLDEST_BIRTH_YEAR }

export function daysInMonth(year: number, month: number): number {
  // Day 0 of the next month is the last day of this one.
  return new Date(Date.UTC(year, month, 0)).getUTCDate()
}

/** 'YYYY-MM-DD' as the API wants it, or null if the parts are not a calendar date. */
export function composeBirthDate(parts: BirthDateParts): string | null {
  const year = Number(parts.year)
  const month = Number(parts.month)
  const day = Number(parts.day)
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return null
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/** Year, month and day chosen, a real date, not before 1900 and not in the future. */
export function validateBirthDate(parts: BirthDateParts, today: Date): ValidationKey | null {
  if (!parts.year || !parts.month || !parts.day) return 'validation.birthDateRequired'
  const composed = composeBirthDate(parts)
  if (!composed) return 'validation.birthDateInvalid'
  const todayText = today.toISOString().slice(0, 10)
  if (Number(parts.year) < OLDEST_BIRTH_YEAR || composed > todayText) {
    return 'validation.birthDateInvalid'
  }
  return null
}

/** Years offered in the sign-up form, newest first. */
export function birthYears(today: Date): number[] {
  const years: number[] = []
  for (let year = today.getUTCFullYear(); year >= OLDEST_BIRTH_YEAR; year--) years.push(year)
  return years
}
