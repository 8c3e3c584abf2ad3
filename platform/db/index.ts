export { isObjectId, newObjectId, OBJECT_ID_PATTERN } from './ids'
export {
  maintainDatabase,
  planMaintenance,
  startMaintenance,
} from './maintenance'
export { migrateToLatest } from './migrate'
export { type Database, type DatabaseEngine, type DatabaseOptions, openDatabase } from './open'
export { PGLITE_SHARED_BUFFERS, SHARED_BUFFERS } from './pglite-start'
export type { DB } from './schema'
export { readSetting, writeSetting } from './settings'
