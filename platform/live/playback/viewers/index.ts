export { liveViewerMigrations } from './migrations'
export {
  createViewerPresence,
  HEARTBEAT_MS,
  PRESENCE_TTL_MS,
  type ViewerPresence,
} from './presence'
export type { LiveViewerTables } from './tables'
export { createViewerTracker } from './tracker'
export { viewerKeyOf } from './viewer-key'
