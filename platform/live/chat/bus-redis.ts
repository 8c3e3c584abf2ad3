/** The live chat's bus through Redis pub/sub (platform/realtime/bus-redis.ts). */
import type { Logger } from 'pino'
import { createRedisBus as createSharedRedisBus } from '../../realtime'
import { type ChatBus, chatBusOver, LIVECHAT_CHANNEL } from './bus'
import type { ServerFrame } from './contract'

/** Pub/sub ignores Redis's database numbers: the prefix keeps the product's channel apart. */
export const REDIS_CHANNEL = LIVECHAT_CHANNEL.redis

export { redactRedisUrl } from '../../realtime'

export async function createRedisBus(deps: {
  url: string
  logger: Logger
  channel?: string
}): Promise<ChatBus> {
  return chatBusOver(
    await createSharedRedisBus<ServerFrame>({
      url: deps.url,
      logger: deps.logger,
      channel: deps.channel ?? REDIS_CHANNEL,
      label: LIVECHAT_CHANNEL.label,
    }),
  )
}
