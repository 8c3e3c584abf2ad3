/** Direct chat's moderation: global-room bans and the reports' review, for admins. */
import type { SessionUser } from '../../http'
import type { DirectChatContext } from '../context'
import type { DirectChatRealtime } from '../realtime'
import { createBansAdmin } from './bans-admin'
import { createReportsAdmin } from './reports-admin'

export function createModeration(context: DirectChatContext, realtime: DirectChatRealtime) {
  const bans = createBansAdmin(context)
  return {
    ...bans,
    ...createReportsAdmin(context),
    /** A new ban also tells the user's sockets that the room is no longer theirs. */
    async banFromGlobal(
      admin: SessionUser,
      input: { roomId: string; userOid: string; reason: string },
    ) {
      const banned = await bans.banFromGlobal(admin, input)
      if (banned.created) {
        try {
          await realtime.announceRoom(input.roomId, [input.userOid])
        } catch (error) {
          context.deps.logger?.warn({ err: error }, 'direct chat: ban not announced')
        }
      }
      return banned
    },
  }
}

export type DirectChatModeration = ReturnType<typeof createModeration>
