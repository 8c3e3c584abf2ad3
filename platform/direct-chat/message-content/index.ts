/**
 * Paid message contents, a sub-area of direct chat: a creator's paid posts to users, tiers
 * or rooms, bought once per recipient through the wallet. Reached through direct chat's index.
 */
export type * from './contract'
export { messageContentMigrations } from './migrations'
export type { MessageContentPorts, MessageMediaPort } from './ports'
export { messageContentRoutes } from './routes'
export { createMessageContentService, type MessageContentService } from './service'
export type { MessageContentTables } from './tables'
