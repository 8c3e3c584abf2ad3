/** Query dates of the revenue calls: ISO dates or instants, turned into UTC day ranges. */
import { z } from 'zod'
import { isInputDateInRange } from '../http'
import { addDays, dayOf } from './calendar'

export const isoDate = z.iso
  .datetime({ offset: true })
  .or(z.iso.date())
  .refine((value) => isInputDateInRange(new Date(value)), 'Dates start in 1970 and end in 9999.')

export interface InstantRange {
  start?: Date
  /** Exclusive. */
  end?: Date
}

/** A date-only end covers that whole UTC day. */
export function instantRange(query: { startDate?: string; endDate?: string }): InstantRange {
  const range: InstantRange = {}
  if (query.startDate) range.start = new Date(query.startDate)
  if (query.endDate) {
    const end = new Date(query.endDate)
    range.end = query.endDate.length === 10 ? new Date(end.getTime() + 86_400_000) : end
  }
  return range
}

/** The whole UTC days an instant range touches: aggregates count whole days. */
export function dayRange(range: InstantRange): { fromDay?: string; toDay?: string } {
  return {
    ...(range.start ? { fromDay: dayOf(range.start) } : {}),
    ...(range.end ? { toDay: addDays(dayOf(new Date(range.end.getTime() - 1)), 1) } : {}),
  }
}
