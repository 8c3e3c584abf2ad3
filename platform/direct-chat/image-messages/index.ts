/** Image messages, a sub-area of direct chat: reached from outside through the area's index. */
export type * from './contract'
export { imageMessageMigrations } from './migrations'
export type { DirectChatMediaPort } from './ports'
export { imageMessageRoutes } from './routes'
export { createImageMessages } from './service'
export type { ImageMessageTables } from './tables'
