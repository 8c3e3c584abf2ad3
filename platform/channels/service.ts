/**
 * The channels service: what routes and other areas call. Each capability lives in its own
 * folder; this file only binds them to the deps.
 */
import type { ChannelsDeps } from './deps'
import { findEntitlements } from './entitlements'
import { createListeners } from './listeners'
import type { EntitlementQuery, SubscriptionListener } from './ports'
import { isSubscriber, listSubscribers, tierPosition } from './subscriptions/reads'

export function createChannelsService(deps: ChannelsDeps) {
  const listeners = createListeners(deps.logger)
  return {
    /** Subscribes a listener to subscription changes (Discord role sync, revenue); returns its removal. */
    listen: (listener: SubscriptionListener) => listeners.add(listener),
    /** Internal: tells every listener (used by free subscriptions here and by ./billing). */
    events: listeners,
    entitlements: {
      find: (userOid: string, contents: readonly EntitlementQuery[]) =>
        findEntitlements(deps, userOid, contents),
    },
    /** The position of the user's live tier for this creator (0 = lowest), or null. */
    tierPosition: (userOid: string, creatorOid: string) => tierPosition(deps, userOid, creatorOid),
    isSubscriber: (userOid: string, creatorOid: string) => isSubscriber(deps, userOid, creatorOid),
    listSubscribers: (creatorOid: string) => listSubscribers(deps, creatorOid),
  }
}

export type ChannelsService = ReturnType<typeof createChannelsService>
