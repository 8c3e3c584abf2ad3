/** Live entry rules: tickets (issue, verify). Passwords, tiers and ticketing: docs/LIVE.md. */
export * from './contract'
export { ENTRY_ERRORS } from './errors'
export { mountEntryGate } from './gate'
export { liveEntryMigrations } from './migrations'
export { mountTicketRoutes } from './routes'
export type { LiveEntryTables } from './tables'
export { createTicketService, type LiveTicketWallet, type TicketService } from './tickets'
