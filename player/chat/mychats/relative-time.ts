/**
 * "3 min ago", "yesterday", "2 weeks ago" in the reader's language (`Intl`), and the
 * date itself past a year. Under a minute is the caller's "just now" (`null` here).
 */
import type { Language } from '../../../engine/i18n'

const LOCALES: Record<Language, string> = { en: 'en', ko: 'ko', jp: 'ja', es: 'es' }

const UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['minute', 60],
  ['hour', 60 * 60],
  ['day', 24 * 60 * 60],
  ['week', 7 * 24 * 60 * 60],
  ['month', 30 * 24 * 60 * 60],
]
const YEAR = 365 * 24 * 60 * 60

/** How long ago `then` was at `now` (milliseconds), or null under a minute (and ahead of now). */
export function relativeTime(then: number, now: number, language: Language): string | null {
  const seconds = Math.floor((now - then) / 1000)
  if (seconds < 60) return null
  const locale = LOCALES[language]
  if (seconds >= YEAR)
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(then))
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: 'short' })
  let chosen = UNITS[0]!
  for (const unit of UNITS) if (seconds >= unit[1]) chosen = unit
  return format.format(-Math.floor(seconds / chosen[1]), chosen[0])
}
