import type { Role } from '../../platform/http/env'
import type { StreamListState } from '../../platform/live/admin/streams/contract'
import type { AdRequest } from '../../platform/live/ads/contract'
import type { LiveApplicationStatus } from '../../platform/live/applications/contract'
import type { VoiceInput } from '../../platform/live/donations/tts/contract'
import type { CompileCheck } from '../../platform/stories/contract'
import { api } from '../../web/session'

/**
 * The admins' live calls (platform/live/admin/streams, platform/live/applications,
 * platform/live/ads, platform/live/donations/tts).
 */
export const adminLiveApi = {
  streams: (state: StreamListState = 'all') => api.get('/stream/streams', { state }),
  streamers: () => api.get('/stream/streamers'),
  start: (creatorOid: string) => api.post('/stream/start', { creatorOid }),
  stop: (streamOid: string) => api.post('/stream/:id/stop', { id: streamOid }),
  addStreamer: (creatorOid: string) => api.post('/stream/streamer/add', { creatorOid }),
  removeStreamer: (creatorOid: string) => api.delete('/stream/streamer/:id', { id: creatorOid }),
  applications: (status: LiveApplicationStatus | 'all', q: string) =>
    api.get('/live/admin/applications', { status, q }),
  approveApplication: (userOid: string) =>
    api.post('/live/admin/application/:id/approve', { id: userOid }),
  refuseApplication: (userOid: string, note: string) =>
    api.post('/live/admin/application/:id/refuse', { id: userOid, note }),
  ads: () => api.get('/live/admin/ads'),
  saveAd: (ad: AdRequest) => api.post('/live/admin/ad', ad),
  syncAd: (oid: string) => api.post('/live/admin/ad/sync', { oid }),
  deleteAd: (oid: string) => api.delete('/live/admin/ad', { oid }),
  voices: () => api.get('/live/admin/tts/voices'),
  engineVoices: () => api.get('/live/admin/tts/api/voices'),
  saveVoice: (voice: VoiceInput) => api.post('/live/admin/tts/voice', voice),
  deleteVoice: (voiceId: string) => api.delete('/live/admin/tts/voice', { voiceId }),
  orderVoices: (voicesOrder: string[]) => api.post('/live/admin/tts/voices/order', { voicesOrder }),
}

/** The admin area's own calls and the story-chat prompt calls (platform/admin, platform/chat/admin). */
export const adminApi = {
  auditLog: (query: { q?: string; before?: string }) => api.get('/admin/audit-log', query),
  queues: () => api.get('/admin/queues'),
  settlements: (status: 'processing' | 'complete') =>
    api.get('/revenue/admin/settlements', { status }),
  completeSettlement: (oid: string) =>
    api.post('/revenue/admin/settlements/:oid/complete', { oid }),
  users: (q: string) => api.get('/account/admin/users', { q }),
  user: (oid: string) => api.get('/account/admin/user', { oid }),
  setRoles: (userOid: string, roles: Role[]) =>
    api.post('/account/admin/roles', { userOid, roles }),
  suspend: (userOid: string, reason: string) =>
    api.post('/account/admin/suspend', { userOid, reason }),
  unsuspend: (userOid: string) => api.post('/account/admin/unsuspend', { userOid }),
  coinHistory: (userOid: string) => api.get('/coinevent', { userOid }),
  refund: (input: { transactionId: string; reason: string; requestId: string }) =>
    api.post('/admin/refund', input),
  grantBonusCoins: (input: { userOid: string; coins: number; reason: string; requestId: string }) =>
    api.post('/admin/bonuscoins', input),
  systemPrompts: () => api.get('/story-chat/system-prompts'),
  compiledStories: (query: { q?: string; before?: string; stale?: 'true' | 'false' }) =>
    api.get('/story-chat/admin/compiled-stories', query),
  storyVersions: (contentOid: string) => api.get('/story-chat/compiled/versions', { contentOid }),
  // The compile action answers a compile check (platform/stories, `checkCompile`).
  checkCompile: async (contentOid: string) =>
    (await api.post('/story-chat/compiled/update', {
      contentOid,
      action: 'compile',
    })) as CompileCheck,
  coupons: (includeDeleted: boolean) =>
    api.get('/story-chat/chat-coupons', { includeDeleted: includeDeleted ? 'true' : 'false' }),
  createCoupon: (input: {
    code?: string
    chats: number
    maxRedemptions: number | null
    expiresAt: string | null
    note: string
  }) => api.post('/story-chat/chat-coupons', input),
  deleteCoupon: (couponOid: string) => api.delete('/story-chat/chat-coupons', { couponOid }),
  couponUsage: (couponOid: string) => api.get('/story-chat/chat-coupons/usage', { couponOid }),
  saveSystemPrompt: (input: {
    promptType: string
    language: 'en' | 'ko' | 'jp' | 'es'
    text: string
  }) => api.post('/story-chat/system-prompts', input),
  activateSystemPrompt: (oid: string) => api.post('/story-chat/system-prompts/activate', { oid }),
}
