/** Events into the chat from the area and from others: each bumps what connections must re-read. */

import type { ChatContext } from './context'
import type { LiveEventData, LiveEventName } from './contract'
import type { createNotices } from './notices'

export function createChatEvents(
  context: ChatContext,
  notices: Pick<ReturnType<typeof createNotices>, 'announceEvent'>,
) {
  /** A sender's tier, manager flag or name changed: their connections re-read it. */
  async function userDataChanged(creatorOid: string, userOid: string) {
    context.bump(context.userKey(creatorOid, userOid))
    await context.publish(creatorOid, context.event('updatedUserData', { userOid }))
  }

  return {
    async publishEvent<Name extends LiveEventName>(
      creatorOid: string,
      name: Name,
      data: LiveEventData[Name],
    ) {
      if (name === 'updatedUserData')
        context.bump(context.userKey(creatorOid, (data as { userOid: string }).userOid))
      if (name === 'updatedEmoticonData') context.bump(creatorOid)
      await context.publish(creatorOid, context.event(name, data))
      // Donations, roulette results and missions also stay in the chat as highlighted lines.
      if (name === 'donation' || name === 'mission') {
        await notices.announceEvent(creatorOid, name, data as Record<string, unknown>)
        context.heard({ kind: 'event', creatorOid, name, data: data as Record<string, unknown> })
      }
    },

    userDataChanged,

    /**
     * The emoticons area saved a creator's groups (or deleted an emoticon): viewers re-read
     * them. The platform's groups (owner `platformOwner`) belong to every chat, so they
     * refresh on each connection's next read instead of an event to every room.
     */
    async emoticonsChanged(creatorOid: string, platformOwner = '000000000000000000000000') {
      if (creatorOid === platformOwner) {
        context.bump('*')
        return
      }
      context.bump(creatorOid)
      await context.publish(creatorOid, context.event('updatedEmoticonData', { creatorOid }))
    },

    /** Subscription changes from the channels area: the subscriber's tier fields change. */
    subscriptionListener: {
      onSubscribed: (change: { creatorOid: string; userOid: string }) =>
        userDataChanged(change.creatorOid, change.userOid),
      onEnded: (change: { creatorOid: string; userOid: string }) =>
        userDataChanged(change.creatorOid, change.userOid),
    },
  }
}
