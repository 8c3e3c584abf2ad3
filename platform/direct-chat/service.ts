/**
 * The direct chat service: rooms, messages, settings, donations, blocks and reports. Each
 * use case is a module over the same context (context.ts); nothing here knows about sockets.
 */
import { announcing } from './announce'
import { createDirectChatContext } from './context'
import { createDonations } from './donations'
import { createGlobalRooms } from './global-rooms'
import { createMessages } from './messages'
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
  return { ...base, ...announcing(context, realtime, base), realtime }
}

export type DirectChatService = ReturnType<typeof createDirectChatService>
