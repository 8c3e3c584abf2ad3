/** The live chat's bus through `LISTEN/NOTIFY` on `livechat` (platform/realtime/bus-pg-notify.ts). */
import type { Logger } from 'pino'
import type { Database } from '../../db'
import { createPgNotifyBus as createSharedPgNotifyBus } from '../../realtime'
import { type ChatBus, chatBusOver, LIVECHAT_CHANNEL } from './bus'
import type { ServerFrame } from './contract'

export function createPgNotifyBus(deps: { database: Database; logger: Logger }): ChatBus {
  return chatBusOver(
    createSharedPgNotifyBus<ServerFrame>({
      ...deps,
      channel: LIVECHAT_CHANNEL.notify,
      label: LIVECHAT_CHANNEL.label,
    }),
  )
}
