import type {
  FanListResponse,
  MySubscriptionsResponse,
  PublicChannelView,
  SubscriptionResponse,
  TiersResponse,
} from '../../platform/channels/contract'
import type { PublicContent } from '../../web/api/catalogue'
import { apiClient } from '../../web/session'
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
  channel: (key: ChannelKey) => apiClient.get<PublicChannelView>('/api/content/channel', key),
  tiers: (creatorOid: string) =>
    apiClient.get<TiersResponse>('/api/account/subscription_tiers', { creatorOid }),
  fanList: (creatorOid: string, type: 'fan' | 'subscription', count = 10) =>
    apiClient.get<FanListResponse>('/api/content/fanlist', { creatorOid, type, count }),
  subscribeFree: (creatorOid: string, tierHash: string) =>
    changing(
      apiClient.post<SubscriptionResponse>('/api/account/subscribefree', { creatorOid, tierHash }),
    ),
  unsubscribe: (creatorOid: string) =>
    changing(apiClient.post<SubscriptionResponse>('/api/account/unsubscribe', { creatorOid })),
  revokeUnsubscribe: (creatorOid: string) =>
    changing(
      apiClient.post<SubscriptionResponse>('/api/account/unsubscribe/revoke', { creatorOid }),
    ),
  mySubscriptions: () => {
    const version = subscriptionsVersion()
    return apiClient.get<MySubscriptionsResponse>(
      '/api/account/subscriptions',
      version ? { v: version } : undefined,
    )
  },
  /** The creator's story chats (the Chat tab). */
  storyChats: async (creatorOid: string) => {
    const body = await apiClient.get<{ contents?: PublicContent[] } | PublicContent[]>(
      '/api/story-chat/chat-contents',
      { creatorOid },
    )
    return Array.isArray(body) ? body : (body.contents ?? [])
  },
}
