import type { LoginSuccessResponse } from '../../../platform/accounts/contract'
import type { LiveAdminResponse } from '../../../platform/live/admin/contract'
import type { ModerationResponse } from '../../../platform/live/chat/contract'
import type {
  StreamKeyResponse,
  StreamViewsResponse,
  StudioInfo,
  StudioResponse,
} from '../../../platform/live/contract'
import type {
  TicketResponse,
  TicketVerificationResponse,
} from '../../../platform/live/entry/contract'
import type { RecordUploadResponse, ReplaysResponse } from '../../../platform/live/replays/contract'
import type { ScheduleResponse, SchedulesResponse } from '../../../platform/live/schedules/contract'
import type { ApiClient } from '../../../web/api'
import { apiClient } from '../../../web/session'

/** `GET`/`POST /live/entry`'s condition (docs/live/README.md "Entry"); the password never comes back. */
export interface EntryCondition {
  mode: 'everyone' | 'signedIn' | 'tiers'
  tierHashes: string[]
  hasPassword: boolean
}
export interface EntryAnswer {
  creatorOid: string
  entry: EntryCondition
  /** A change announced on air, applied at `appliesAt`. */
  pending: { entry: EntryCondition; appliesAt: string } | null
  ticketing: boolean
}
export interface EntryChange {
  mode: EntryCondition['mode']
  tierHashes?: string[]
  /** Left out keeps the current password, null removes it. */
  password?: string | null
  passwordRepeat?: string | null
}

/** The live studio's calls (docs/live/README.md, docs/live/CHAT.md), under `/api`. */
export function createLiveStudioApi(api: ApiClient) {
  return {
    /** The livestream page guard's lookup: a livestreamer by custom URL or oid. */
    resolve: (ref: string) =>
      api.get<{ creatorOid: string; nickname: string; customUrl: string | null }>(
        `/api/live/creator/${encodeURIComponent(ref)}`,
      ),
    studio: (creatorOid: string) => api.get<StudioResponse>('/api/live/studio', { creatorOid }),
    saveStudio: (creatorOid: string, info: StudioInfo) =>
      api.post<StudioResponse>('/api/live/studio', { creatorOid, info: { ...info } }),
    stop: (creatorOid: string) =>
      api.post<{ state: string; stopped: boolean }>('/api/live/stop', { creatorOid }),
    views: (streamOid: string) =>
      api.get<StreamViewsResponse>(`/api/stream/${encodeURIComponent(streamOid)}/views`),
    /** The caller's own key: shown in clear only by the call that created it. */
    streamKey: () => api.get<StreamKeyResponse>('/api/live/key2'),
    regenerateKey: () => api.post<StreamKeyResponse>('/api/live/key2'),
    currentTicket: (creatorOid: string) =>
      api.post<TicketVerificationResponse>('/api/live/ticketverification', { creatorOid }),
    setTicket: (creatorOid: string, ticket: { price: number; allowBonus: boolean } | null) =>
      api.post<TicketResponse>('/api/live/ticket', { creatorOid, ticket }),
    entry: (creatorOid: string) => api.get<EntryAnswer>('/api/live/entry', { creatorOid }),
    saveEntry: (creatorOid: string, entry: EntryChange, delayMinutes: number) =>
      api.post<EntryAnswer>('/api/live/entry', { creatorOid, entry: { ...entry }, delayMinutes }),
    adminOptions: (creatorOid: string) =>
      api.get<LiveAdminResponse>('/api/live/admin', { creatorOid }),
    mergeAdminOptions: (creatorOid: string, options: { listOnHomepage: boolean }) =>
      api.request<LiveAdminResponse>('PUT', '/api/live/admin', {
        body: { creatorOid, options },
      }),
    moderation: (creatorOid: string) =>
      api.get<ModerationResponse>('/api/live/chat/moderation', { creatorOid }),
    setAnonymousChat: (creatorOid: string, useAnonymousChat: boolean) =>
      api.post<unknown>('/api/live/chat/setting', { creatorOid, useAnonymousChat }),
    setBannedWords: (creatorOid: string, bannedWords: string[]) =>
      api.post<{ creatorOid: string; bannedWords: string[] }>('/api/live/bannedwords', {
        creatorOid,
        bannedWords,
      }),
    removeBans: (creatorOid: string, blackUserDataOids: string[]) =>
      api.post<unknown>('/api/live/removebanusers', { creatorOid, blackUserDataOids }),
    addManager: (creatorOid: string, userOid: string) =>
      api.post<unknown>('/api/live/manager', { creatorOid, userOid }),
    removeManagers: (creatorOid: string, managerOids: string[]) =>
      api.post<unknown>('/api/live/removemanagers', { creatorOid, managerOids }),
    issueToolKey: () =>
      api.post<{ toolKey: string; keyHint: string; createdAt: string }>('/api/live/toolkey/issue'),
    /** Whether the caller has a tool key (its last characters and date; never the key). */
    toolKeyStatus: () =>
      api.get<{ hasKey: boolean; keyHint: string | null; createdAt: string | null }>(
        '/api/live/toolkey/status',
      ),
    /** Ends the key and signs its tools out; the owner may, streaming or not. */
    revokeToolKey: () => api.post<{ revoked: boolean }>('/api/live/toolkey/revoke'),
    toolKeyLogin: (toolkey: string) =>
      api.post<LoginSuccessResponse>('/api/live/toolkey', { toolkey }),
    schedules: (creatorOid: string) =>
      api.get<SchedulesResponse>('/api/live/schedules', { creatorOid }),
    saveSchedule: (
      creatorOid: string,
      info: { oid?: string; title: string; date: string; info: string },
    ) => api.post<ScheduleResponse>('/api/live/schedule', { creatorOid, info: { ...info } }),
    deleteSchedule: (oid: string) =>
      api.request<{ oid: string; deleted: boolean }>('DELETE', '/api/live/schedule', {
        body: { oid },
      }),
    replays: (creatorOid: string) => api.get<ReplaysResponse>('/api/live/replays', { creatorOid }),
    deleteReplay: (creatorOid: string, recordOid: string) =>
      api.request<{ recordOid: string; deleted: boolean }>('DELETE', '/api/live/record', {
        body: { creatorOid, recordOid },
      }),
    /** Publishes a recorded replay as a video content (docs/live/README.md "Replays"). */
    publishReplay: (creatorOid: string, recordOid: string) =>
      api.post<RecordUploadResponse>('/api/live/record/upload', {
        creatorOid,
        replayContent: { recordOid },
        status: 'published',
        discountSettings: [],
      }),
  }
}
export type LiveStudioApi = ReturnType<typeof createLiveStudioApi>

export const liveStudioApi = createLiveStudioApi(apiClient)
