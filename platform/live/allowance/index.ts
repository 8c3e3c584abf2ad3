/** Broadcast allowance, home live list, play quality, custom thumbnails (docs/live/README.md). */
export { ALLOWANCE_ERROR_CODES, ALLOWANCE_ERRORS, LIVE_THUMBNAIL_MAX_BYTES } from './errors'
export { liveAllowanceMigrations } from './migrations'
export { mountAllowanceRoutes, mountPlayQuality } from './routes'
export {
  type AllowanceService,
  type AllowanceUsage,
  createAllowanceService,
  type HomeStream,
  type PlayQuality,
  type StoredThumbnail,
} from './service'
export { type LiveStreamStat, liveStreamStats } from './stats'
export type { LiveAllowanceTables } from './tables'
export { MONTHLY_ALLOWANCE_SECONDS, secondsByDay } from './usage'
