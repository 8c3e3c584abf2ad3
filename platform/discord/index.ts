/**
 * Discord area: a creator's Discord server and tier roles, subscribers' account linking
 * (OAuth2), role sync on subscription events through a durable outbox, and the admin's
 * creator list and kick (docs/DISCORD.md). Routes mount under `/api/discord`.
 */
import type { AreaMount } from '../http'
import { createDiscordRestApi, type DiscordApi } from './api'
import type { DiscordDeps } from './ports'
import { discordRoutes } from './routes'
import { createDiscordService, type DiscordService } from './service'
import { createOutboxWorker } from './worker'

export interface DiscordArea {
  service: DiscordService
  worker: ReturnType<typeof createOutboxWorker>
  mounts: AreaMount[]
}

export function createDiscord(
  deps: Omit<DiscordDeps, 'api'> & { api?: DiscordApi | null; outboxIntervalMs?: number },
): DiscordArea {
  const api =
    deps.api !== undefined ? deps.api : deps.settings ? createDiscordRestApi(deps.settings) : null
  const service = createDiscordService({ ...deps, api })
  const worker = createOutboxWorker(service.outbox, {
    intervalMs: deps.outboxIntervalMs ?? 5_000,
    logger: deps.logger,
  })
  service.setOnQueued(() => worker.nudge())
  return { service, worker, mounts: [{ prefix: '/discord', routes: discordRoutes(service) }] }
}

export { createDiscordRestApi, type DiscordApi, type DiscordCallResult } from './api'
export type * from './contract'
export { discordMigrations } from './migrations'
export type { DiscordChannelsPort, DiscordDeps, DiscordUsersPort } from './ports'
export type { DiscordService } from './service'
export {
  DISCORD_API_BASE,
  type DiscordSettings,
  readDiscordConfig,
  readDiscordSettings,
} from './settings'
export type { DiscordTables } from './tables'
