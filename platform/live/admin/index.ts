/** Admins' live calls: options per livestreamer and their hashtags (docs/live/README.md). */
export * from './contract'
export { mountIngestRoutes } from './ingests'
export { liveAdminMigrations } from './migrations'
export { mountAdminRoutes } from './routes'
export { createLiveAdminService, type LiveAdminService } from './service'
export type { LiveAdminTables } from './tables'
