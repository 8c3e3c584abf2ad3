/** Tool-key login for streaming tools (spec §2 studio guard, §7 `/live/toolkey`). */
export { liveToolKeyMigrations } from './migrations'
export { mountToolKeyRoutes } from './routes'
export {
  createToolKeyService,
  TOOL_KEY_ERRORS,
  type ToolKeyService,
  type ToolKeySessions,
} from './service'
export type { LiveToolKeyTables } from './tables'
