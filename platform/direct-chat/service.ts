/**
 * The direct chat service: rooms, messages, settings, donations, blocks and reports. Each
 * use case is a module over the same context (context.ts); nothing here knows about sockets.
 */
import { announcing } from './announce'
import { createDirectChatContext } from './context'
import { createDonations } from './donations'
import { createGlobalRooms } from './global-rooms'
import { createImageMessages } from './image-messages'
import { createMessageContentService } from './message-content'
import { createMessages } from './messages'
import { createModeration } from './moderation'
import type { DirectChatDeps } from './ports'
import { createRealtime } from './realtime'
import { createRooms } from './rooms'
import { createSafety } from './safety'
import { createSettings } from './settings'

export function createDirectChatService(deps: DirectChatDeps) {
  const context = createDirectChatContext(deps)
  const messages = createMessages(context)
  const realtime = createRealtime(context)
  const base = {
    ...createSettings(context),
    ...createRooms(context),
    ...createGlobalRooms(context),
    ...messages,
    ...createDonations(context, messages),
    ...createSafety(context),
  }
  // Stored first, then told to the members' sockets (announce.ts, realtime.ts).
  const service = { ...base, ...announcing(context, realtime, base), realtime }
  // A paid post reaches each recipient in their 1:1 room with the creator, opened if need be.
  const messageContent = createMessageContentService(context, async (creator, partnerOid) => ({
    roomId: (await service.createRoom(creator, { partnerOids: [partnerOid], title: '' })).room
      .roomId,
  }))
  const imageMessages = createImageMessages(context, messages, realtime)
  const moderation = createModeration(context, realtime)
  return { ...service, messageContent, imageMessages, moderation }
}

export type DirectChatService = ReturnType<typeof createDirectChatService>
