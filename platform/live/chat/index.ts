/**
 * Live chat area: chat tokens, the WebSocket chat with its events and disconnect
 * messages, stored history, banned words, managers and bans (docs/live/CHAT.md).
 */
import type { Database } from '../../db'
import type { AreaMount } from '../../http'
import { type ChatHub, createChatHub } from './hub'
import { livechatRoutes } from './routes'
import { createLivechatService, type LivechatDeps, type LivechatService } from './service'

export interface LivechatArea {
  service: LivechatService
  hub: ChatHub
  mounts: AreaMount[]
}

export async function createLivechat(
  deps: LivechatDeps & {
    database: Database
    logger: import('pino').Logger
    /** Fan-out through Redis pub/sub when set, else LISTEN/NOTIFY (docs/live/CHAT.md). */
    redisUrl?: string | undefined
  },
): Promise<LivechatArea> {
  const service = createLivechatService(deps)
  const hub = await createChatHub({ ...deps, service })
  return { service, hub, mounts: [{ prefix: '/live', routes: livechatRoutes(service) }] }
}

export { channelsSubscriptionPort, emoticonGroupsPort } from './adapters'
export type { ChatBus, ChatBusKind } from './bus'
export { cohostSender } from './cohost-lines'
export type * from './contract'
export { CHAT_SOCKET_PATH, type ChatHub } from './hub'
export { maskBannedWords } from './mask'
export { livechatMigrations } from './migrations'
export type {
  LivechatChannelsPort,
  LivechatEmoticonsPort,
  LivechatLivePort,
  LivechatUsersPort,
} from './ports'
export type { HeardLine, LivechatService } from './service'
export type { LivechatTables } from './tables'
