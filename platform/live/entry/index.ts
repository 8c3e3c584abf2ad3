/** Live entry rules: tickets, entry conditions (tiers, password), the play/media/chat gates (docs/live/README.md). */

export { liveEntryEventsPort, liveEntryTiersPort } from './adapters'
export * from './contract'
export { ENTRY_ERRORS } from './errors'
export { mountEntryGate } from './gate'
export { liveEntryMigrations } from './migrations'
export { mountEntryRoutes, mountTicketRoutes } from './routes'
export {
  createEntryService,
  type EntryService,
  type LiveEntryEventsPort,
  type LiveEntryPorts,
  type LiveEntryTiersPort,
  PASSWORD_TRIES_PER_MINUTE,
} from './rules'
export type { LiveEntryTables } from './tables'
export { createTicketService, type LiveTicketWallet, type TicketService } from './tickets'
export { ENTRY_TOKEN_TTL_MS } from './token'
