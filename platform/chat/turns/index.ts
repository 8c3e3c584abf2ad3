/** Turns: admission, charge, pending messages, generation, settlement, and the sweeper. */

export { turnRoutes } from './routes'
export { pricingSettingsFor } from './settings'
export { releaseExpiredHolds, sweepStaleStreams } from './sweeper'
export { beginTurnMessages } from './turn-messages'
