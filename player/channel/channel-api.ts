import type { PublicContent } from '../../web/api/catalogue'
import { api } from '../../web/session'
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
    // `v`, the client's cache key: a changed subscription skips the browser's cached list.
    return api.get('/account/subscriptions', version ? { v: version } : undefined)
  },
  /** The creator's story chats (the Chat tab). */
  storyChats: async (creatorOid: string): Promise<PublicContent[]> => {
    const body = await api.get('/story-chat/chat-contents', { creatorOid })
    // The public list (no `mine`) is a catalogue page: its stories are the channel's chats.
    return 'stories' in body ? body.stories : []
  },
}
