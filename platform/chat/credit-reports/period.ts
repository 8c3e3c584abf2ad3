import { badRequest, inputDate } from '../../http'

const DAY_MS = 86_400_000

/** The query fields of a report's period. */
export const periodQuery = {
  from: inputDate().optional(),
  to: inputDate().optional(),
}

/** `from`/`to` (ISO dates or times), default the last 30 days, at most a year apart. */
export function period(now: Date, query: { from?: Date | undefined; to?: Date | undefined }) {
  const to = query.to ?? now
  const from = query.from ?? new Date(to.getTime() - 30 * DAY_MS)
  if (from >= to) throw badRequest('INVALID_PERIOD', '`from` must be before `to`.')
  if (to.getTime() - from.getTime() > 366 * DAY_MS)
    throw badRequest('INVALID_PERIOD', 'A report covers at most a year.')
  return { from, to }
}
