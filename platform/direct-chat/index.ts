/**
 * Direct chat area: fans and creators message each other in 1:1, group and per-language
 * global rooms under the creator's message settings; paid messages and donations through
 * the wallet (docs/DIRECT-CHAT.md). Routes mount under `/api/chat`.
 */
import type { Logger } from 'pino'
import type { Database } from '../db'
import type { AreaMount } from '../http'
import { createDirectChatHub, type DirectChatHub } from './hub'
import { imageMessageRoutes } from './image-messages'
import { messageContentRoutes } from './message-content'
import { moderationRoutes } from './moderation'
import type { DirectChatDeps } from './ports'
import { directChatAdminRoutes } from './routes/admin'
import { directChatUserRoutes } from './routes/user'
import { createDirectChatService, type DirectChatService } from './service'

/** The spec's direct chat service paths sit under `/api/chat` (story chat is `/story-chat`). */
export const DIRECT_CHAT_PREFIX = '/chat'

export interface DirectChatArea {
  service: DirectChatService
  /** The real-time socket at `/api/chat/socket` (attach it to the HTTP server). */
  hub: DirectChatHub
  mounts: AreaMount[]
}

export async function createDirectChat(
  deps: DirectChatDeps & {
    database: Database
    logger: Logger
    /** Fan-out through Redis pub/sub when set, else LISTEN/NOTIFY (docs/DIRECT-CHAT.md). */
    redisUrl?: string | undefined
  },
): Promise<DirectChatArea> {
  const service = createDirectChatService(deps)
  const hub = await createDirectChatHub({ ...deps, realtime: service.realtime })
  return {
    service,
    hub,
    mounts: [
      { prefix: DIRECT_CHAT_PREFIX, routes: directChatAdminRoutes(service) },
      { prefix: DIRECT_CHAT_PREFIX, routes: directChatUserRoutes(service) },
      { prefix: DIRECT_CHAT_PREFIX, routes: messageContentRoutes(service.messageContent) },
      { prefix: DIRECT_CHAT_PREFIX, routes: imageMessageRoutes(service.imageMessages) },
      { prefix: DIRECT_CHAT_PREFIX, routes: moderationRoutes(service.moderation) },
    ],
  }
}

export type * from './contract'
export { DIRECT_CHAT_CHANNEL, type DirectChatHub } from './hub'
export type * from './image-messages/contract'
export type { DirectChatMediaPort } from './image-messages/ports'
export type * from './message-content/contract'
export type { MessageContentPorts, MessageMediaPort } from './message-content/ports'
export { directChatMigrations } from './migrations'
export type * from './moderation/contract'
export type {
  DirectChatChannelsPort,
  DirectChatDeps,
  DirectChatUser,
  DirectChatUsersPort,
  DirectChatWalletPort,
} from './ports'
export type * from './realtime-contract'
export { DIRECT_CHAT_SOCKET_PATH } from './realtime-contract'
export type { DirectChatService } from './service'
export type { DirectChatTables } from './tables'
