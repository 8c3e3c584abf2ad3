import type {
  ChannelSettingsRequest,
  ChannelSettingsView,
  CreatorRegisterRequest,
  FanListResponse,
  ModifyTiersRequest,
  SubscribersResponse,
  TiersResponse,
} from '../../../platform/channels/contract'
import type { ApiClient } from '../../../web/api'

/** The channels area's calls the studio makes (paths from `platform/channels/contract.ts`). */
export function createChannelsApi(api: ApiClient) {
  return {
    register: (request: CreatorRegisterRequest) =>
      api.post<ChannelSettingsView>('/api/account/creator/register', { ...request }),
    settings: () => api.get<ChannelSettingsView>('/api/account/channel/settings'),
    saveSettings: (request: ChannelSettingsRequest) =>
      api.post<ChannelSettingsView>('/api/account/channel/settings', { ...request }),
    tiers: (creatorOid: string) =>
      api.get<TiersResponse>('/api/account/subscription_tiers', { creatorOid }),
    modifyTiers: (request: ModifyTiersRequest) =>
      api.post<TiersResponse>('/api/account/modify/subscription_tiers', { ...request }),
    subscribers: () => api.get<SubscribersResponse>('/api/account/channel/subscribers'),
    fanList: (creatorOid: string, type: 'fan' | 'subscription') =>
      api.get<FanListResponse>('/api/content/fanlist', { creatorOid, type, count: 100 }),
  }
}
export type ChannelsApi = ReturnType<typeof createChannelsApi>
