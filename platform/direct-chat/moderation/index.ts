/** Moderation, a sub-area of direct chat: reached from outside through the area's index. */
export type * from './contract'
export { moderationMigrations } from './migrations'
export { moderationRoutes } from './routes'
export { createModeration, type DirectChatModeration } from './service'
export type { ModerationTables } from './tables'
