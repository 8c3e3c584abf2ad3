import type {
  DonationHistory,
  DonationOptionsChange,
  DonationRanking,
} from '../../../../platform/live/donations/contract'
import { api } from '../../../../web/session'

export type { DonationHistory, DonationRanking }

/** The streamer's outcomes for a mission (the server decides which it accepts and when). */
export type StreamerMissionStatus = 'accepted' | 'rejected' | 'success' | 'failed'

/** The Donations tab's calls (docs/live/DONATIONS.md), under `/api/live`. */
export const donationsApi = {
  options: (creatorOid: string) => api.get('/live/donation/options', { creatorOid }),
  saveOptions: (creatorOid: string, change: Omit<DonationOptionsChange, 'creatorOid'>) =>
    api.post('/live/donation/options', {
      creatorOid,
      ...(change.donationType !== undefined ? { donationType: change.donationType } : {}),
      donationOptions: { ...change.donationOptions },
    }),
  activeMissions: (creatorOid: string) => api.get('/live/donation/missions/active', { creatorOid }),
  mission: (missionOid: string) => api.get('/live/donation/mission', { missionOid }),
  setMissionStatus: (missionOid: string, status: StreamerMissionStatus) =>
    api.post('/live/donation/mission/status', { missionOid, status }),
  history: (creatorOid: string, range: { startDate?: string; endDate?: string } = {}) =>
    api.get('/live/donations', { creatorOid, ...range }),
  ranking: (creatorOid: string) => api.get('/live/donation/ranking', { creatorOid }),
  overlayUrl: (creatorOid: string, regenerate: boolean) =>
    api.post('/live/overlay/url', { creatorOid, regenerate }),
  alertSettings: (creatorOid: string) => api.get('/live/overlay/settings', { creatorOid }),
  saveAlertSettings: (
    creatorOid: string,
    change: { alertImage?: string | null; alertMinCoin?: number },
  ) => api.post('/live/overlay/settings', { creatorOid, ...change }),
  /** The alert image goes as the raw request body (not JSON). */
  uploadAlertImage: (creatorOid: string, file: Blob) =>
    api.upload('/live/overlay/alert-image', { creatorOid }, file),
  testAlert: (creatorOid: string, coin: number) =>
    api.post('/live/test/donation', {
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
