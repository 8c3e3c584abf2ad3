export type { Database, DatabaseEngine, DatabaseOptions } from './database'
export { isObjectId, newObjectId, OBJECT_ID_PATTERN } from './ids'
export { migrateToLatest } from './migrate'
export { openDatabase } from './open'
export {
  maintainDatabase,
  PGLITE_SHARED_BUFFERS,
  planMaintenance,
  SHARED_BUFFERS,
  startMaintenance,
} from './pglite'
export type { DB } from './schema'
export { readSetting, writeSetting } from './settings'
