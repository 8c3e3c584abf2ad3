/** Tool-key login for streaming tools (spec §2 studio guard, §7 `/live/toolkey`). */
export { liveToolKeyMigrations } from './migrations'
export { mountToolKeyRoutes } from './routes'
export { LIVE_TOOL_SCOPE, liveToolMayCall } from './scope'
export {
  type AccountSecurityChange,
  createToolKeyService,
  TOOL_KEY_ERRORS,
  type ToolKeyService,
  type ToolKeySessions,
  type ToolKeyStatus,
} from './service'
export type { LiveToolKeyTables } from './tables'
