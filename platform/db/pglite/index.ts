/**
 * PGlite, the embedded engine: its Kysely dialect over one shared session, prepared
 * statements, a worker thread of its own, its start-up settings and the vacuum it has no
 * daemon for. Reasons and measurements: docs/PERFORMANCE.md.
 */
export { PGliteDialect } from './dialect'
export {
  AUTOVACUUM_DEFAULTS,
  type MaintenanceOptions,
  type MaintenanceStep,
  type MaintenanceThresholds,
  maintainDatabase,
  maintenanceStatement,
  planMaintenance,
  startMaintenance,
  type TableActivity,
} from './maintenance'
export { openPGlite } from './open'
export {
  initDataDir,
  PGLITE_EXTENSIONS,
  PGLITE_SHARED_BUFFERS,
  type PGliteStart,
  SHARED_BUFFERS,
  startPGlite,
} from './start'
export { PGliteThread } from './thread'
