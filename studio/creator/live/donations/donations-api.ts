import type {
  DonationOptions,
  LiveDonation,
  RouletteItem,
} from '../../../../platform/live/donations/contract'
import type {
  LiveMission,
  MissionSettings,
} from '../../../../platform/live/donations/missions/contract'
import type {
  AlertSettings,
  OverlayUrlResponse,
} from '../../../../platform/live/donations/overlay/contract'
import { apiErrorFromBody } from '../../../../web/api'
import { api, apiClient } from '../../../../web/session'

/** What `POST /live/donation/options` changes; a field left out keeps its saved value. */
export interface DonationOptionsChange {
  donationType?: string
  donationOptions: {
    useTextDonationEffect?: boolean
    useRouletteDonation?: boolean
    useMissionDonation?: boolean
    useTts?: boolean
    /** Null removes the roulette. */
    roulette?: { entryFee: number; items: RouletteItem[] } | null
    mission?: Partial<MissionSettings>
  }
}

export interface DonationHistory {
  creatorOid: string
  startDate: string
  endDate: string
  donations: LiveDonation[]
}

export interface DonationRanking {
  creatorOid: string
  ranking: { rank: number; userOid: string; isHiddenName: boolean; coin: number }[]
}

/** The streamer's outcomes for a mission (the server decides which it accepts and when). */
export type StreamerMissionStatus = 'accepted' | 'rejected' | 'success' | 'failed'

/** The Donations tab's calls (docs/live/DONATIONS.md), under `/api/live`. */
export const donationsApi = {
  options: (creatorOid: string) =>
    apiClient.get<DonationOptions>('/api/live/donation/options', { creatorOid }),
  saveOptions: (creatorOid: string, change: DonationOptionsChange) =>
    apiClient.post<DonationOptions>('/api/live/donation/options', {
      creatorOid,
      ...(change.donationType !== undefined ? { donationType: change.donationType } : {}),
      donationOptions: { ...change.donationOptions },
    }),
  activeMissions: (creatorOid: string) =>
    apiClient.get<{ creatorOid: string; missions: LiveMission[] }>(
      '/api/live/donation/missions/active',
      { creatorOid },
    ),
  mission: (missionOid: string) =>
    apiClient.get<LiveMission>('/api/live/donation/mission', { missionOid }),
  setMissionStatus: (missionOid: string, status: StreamerMissionStatus) =>
    apiClient.post<LiveMission>('/api/live/donation/mission/status', { missionOid, status }),
  history: (creatorOid: string, range: { startDate?: string; endDate?: string } = {}) =>
    apiClient.get<DonationHistory>('/api/live/donations', { creatorOid, ...range }),
  ranking: (creatorOid: string) =>
    apiClient.get<DonationRanking>('/api/live/donation/ranking', { creatorOid }),
  overlayUrl: (creatorOid: string, regenerate: boolean) =>
    apiClient.post<OverlayUrlResponse>('/api/live/overlay/url', { creatorOid, regenerate }),
  alertSettings: (creatorOid: string) =>
    apiClient.get<AlertSettings>('/api/live/overlay/settings', { creatorOid }),
  saveAlertSettings: (
    creatorOid: string,
    change: { alertImage?: string | null; alertMinCoin?: number },
  ) => apiClient.post<AlertSettings>('/api/live/overlay/settings', { creatorOid, ...change }),
  testAlert: (creatorOid: string, coin: number) =>
    apiClient.post<LiveDonation>('/api/live/test/donation', {
      creatorOid,
      donationData: { coin, content: '', donationType: 'text' },
    }),
  /** Donors' nicknames, up to the batch's 150 ids. */
  nicknames: async (userOids: readonly string[]): Promise<Map<string, string>> => {
    const ids = [...new Set(userOids.filter(Boolean))].slice(0, 150)
    if (ids.length === 0) return new Map()
    const answer = await api.get('/account/bulkgetusers', {
      users: ids.join('|'),
      toGrab: 'nickname',
    })
    return new Map(answer.users.map((user) => [user.oid, user.nickname ?? '']))
  },
}

/** The alert image goes as the raw request body (not JSON), so it goes through fetch. */
export async function uploadAlertImage(
  file: Blob,
  options: { creatorOid: string; token: string | null },
): Promise<AlertSettings> {
  const query = new URLSearchParams({ creatorOid: options.creatorOid })
  const response = await fetch(`/api/live/overlay/alert-image?${query}`, {
    method: 'POST',
    headers: {
      'content-type': file.type || 'application/octet-stream',
      'platform-type': 'web',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: file,
  })
  const body: unknown = await response.json().catch(() => null)
  if (!response.ok) throw apiErrorFromBody(response.status, body)
  return body as AlertSettings
}
