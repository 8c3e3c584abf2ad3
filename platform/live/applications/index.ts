/** Applying for live and the admins' decisions (docs/live/APPLICATIONS.md). */
export * from './contract'
export { liveApplicationMigrations } from './migrations'
export { mountApplicationRoutes } from './routes'
export {
  createLiveApplicationsService,
  type LiveApplicationsService,
  type LiveApplicationsUsersPort,
} from './service'
export type { LiveApplicationTables } from './tables'
