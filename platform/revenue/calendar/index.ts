export * from './days'
export { loadCalendar } from './load'
export type { BusinessCalendar, ExchangeRate, Holiday } from './port'
export { type CalendarTable, parseCalendarTable, tableCalendar } from './table'
