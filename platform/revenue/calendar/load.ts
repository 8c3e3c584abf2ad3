/** Opens the calendar: the operator's feed file when configured, else the bundled table. */
import { readFileSync } from 'node:fs'
import type { BusinessCalendar } from './port'
import { parseCalendarTable, tableCalendar } from './table'

const BUNDLED = new URL('./bundled/calendar.json', import.meta.url)

/** Throws at start-up on an unreadable or malformed feed: a wrong payout date is worse. */
export function loadCalendar(feedPath?: string | null): BusinessCalendar {
  const path = feedPath || BUNDLED
  const table = parseCalendarTable(JSON.parse(readFileSync(path, 'utf8')))
  return tableCalendar(table, feedPath ? 'feed' : 'bundled')
}
