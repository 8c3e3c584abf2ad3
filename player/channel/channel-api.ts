import type { MySubscriptionsResponse } from '../../platform/channels/contract'
import type { PublicContent } from '../../web/api/catalogue'
import { api, apiClient } from '../../web/session'
import { subscriptionsChanged, subscriptionsVersion } from './subscriptions-cache'

export type {
  FanEntry,
  PublicChannelView,
  SubscriptionView,
  TierView,
} from '../../platform/channels/contract'

/** How the address names the channel: `/c/{customUrl}` or `/creatorhome/{oid}`. */
export type ChannelKey = { customUrl: string } | { oid: string }

/** A call that changes the viewer's subscriptions; their cached list is then stale. */
async function changing<Result>(call: Promise<Result>): Promise<Result> {
  try {
    return await call
  } finally {
    subscriptionsChanged()
  }
}

/** The channel calls the player makes (platform/channels/contract.ts). */
export const channelApi = {
  channel: (key: ChannelKey) => api.get('/content/channel', key),
  tiers: (creatorOid: string) => api.get('/account/subscription_tiers', { creatorOid }),
  fanList: (creatorOid: string, type: 'fan' | 'subscription', count = 10) =>
    api.get('/content/fanlist', { creatorOid, type, count }),
  subscribeFree: (creatorOid: string, tierHash: string) =>
    changing(api.post('/account/subscribefree', { creatorOid, tierHash })),
  unsubscribe: (creatorOid: string) => changing(api.post('/account/unsubscribe', { creatorOid })),
  revokeUnsubscribe: (creatorOid: string) =>
    changing(api.post('/account/unsubscribe/revoke', { creatorOid })),
  mySubscriptions: () => {
    const version = subscriptionsVersion()
    // By hand: `v` is the client's cache key, which the route map does not take.
    return apiClient.get<MySubscriptionsResponse>(
      '/api/account/subscriptions',
      version ? { v: version } : undefined,
    )
  },
  /** The creator's story chats (the Chat tab). */
  storyChats: async (creatorOid: string): Promise<PublicContent[]> => {
    const body = await api.get('/story-chat/chat-contents', { creatorOid })
    // The public list (no `mine`) is a catalogue page: its stories are the channel's chats.
    return 'stories' in body ? body.stories : []
  },
}
