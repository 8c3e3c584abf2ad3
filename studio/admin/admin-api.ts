import type { AdminStream, StreamersResponse } from '../../platform/live/admin/streams/contract'
import type { AdminAd, AdminAdsResponse, AdRequest } from '../../platform/live/ads/contract'
import type {
  EngineVoice,
  TtsVoice,
  TtsVoicesResponse,
  VoiceRequest,
} from '../../platform/live/donations/tts/contract'
import { apiClient } from '../../web/session'

/** The admins' live calls (platform/live/admin/streams, platform/live/ads, platform/live/donations/tts). */
export const adminLiveApi = {
  streams: (state: 'all' | 'live' | 'ended' = 'all') =>
    apiClient.get<{ streams: AdminStream[] }>('/api/stream/streams', { state }),
  streamers: () => apiClient.get<StreamersResponse>('/api/stream/streamers'),
  start: (creatorOid: string) => apiClient.post<unknown>('/api/stream/start', { creatorOid }),
  stop: (streamOid: string) => apiClient.post<unknown>(`/api/stream/${streamOid}/stop`),
  addStreamer: (creatorOid: string) =>
    apiClient.post<{ roles: string[] }>('/api/stream/streamer/add', { creatorOid }),
  removeStreamer: (creatorOid: string) =>
    apiClient.request<unknown>('DELETE', `/api/stream/streamer/${creatorOid}`),
  ads: () => apiClient.get<AdminAdsResponse>('/api/live/admin/ads'),
  saveAd: (ad: AdRequest) => apiClient.post<AdminAd>('/api/live/admin/ad', ad),
  syncAd: (oid: string) => apiClient.post<AdminAd>('/api/live/admin/ad/sync', { oid }),
  deleteAd: (oid: string) =>
    apiClient.request<unknown>('DELETE', '/api/live/admin/ad', { body: { oid } }),
  voices: () => apiClient.get<TtsVoicesResponse>('/api/live/admin/tts/voices'),
  engineVoices: () =>
    apiClient.get<{ engine: string; voices: EngineVoice[] }>('/api/live/admin/tts/api/voices'),
  saveVoice: (voice: VoiceRequest | Omit<VoiceRequest, 'modelId'>) =>
    apiClient.post<TtsVoice>('/api/live/admin/tts/voice', voice),
  deleteVoice: (voiceId: string) =>
    apiClient.request<unknown>('DELETE', '/api/live/admin/tts/voice', { body: { voiceId } }),
  orderVoices: (voicesOrder: string[]) =>
    apiClient.post<TtsVoicesResponse>('/api/live/admin/tts/voices/order', { voicesOrder }),
}
