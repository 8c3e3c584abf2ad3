import { describe, expect, it } from 'vitest'
import { relativeTime } from './relative-time'

const now = Date.parse('2026-03-10T12:00:00.000Z')
const ago = (seconds: number) => now - seconds * 1000

describe('relativeTime', () => {
  it('says nothing under a minute (the page says "just now"), nor for a time ahead', () => {
    expect(relativeTime(ago(59), now, 'en')).toBeNull()
    expect(relativeTime(ago(-30), now, 'en')).toBeNull()
  })

  it('counts minutes, hours, days, weeks and months in the reader’s language', () => {
    expect(relativeTime(ago(3 * 60), now, 'en')).toBe('3 min. ago')
    expect(relativeTime(ago(3 * 60), now, 'ko')).toBe('3분 전')
    expect(relativeTime(ago(2 * 3600 + 59), now, 'en')).toBe('2 hr. ago')
    expect(relativeTime(ago(26 * 3600), now, 'en')).toBe('yesterday')
    expect(relativeTime(ago(26 * 3600), now, 'ko')).toBe('어제')
    expect(relativeTime(ago(3 * 86_400), now, 'jp')).toBe('3 日前')
    expect(relativeTime(ago(15 * 86_400), now, 'es')).toBe('hace 2 sem.')
    expect(relativeTime(ago(65 * 86_400), now, 'en')).toBe('2 mo. ago')
  })

  it('writes the date past a year', () => {
    expect(relativeTime(Date.parse('2024-05-14T21:05:30.000Z'), now, 'en')).toBe('May 14, 2024')
  })
})
