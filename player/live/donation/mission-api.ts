/** The mission calls of the donation dialog (platform/live/donations/missions). */
import type { StakeRequest } from '../../../platform/live/donations/missions/contract'
import { api } from '../../../web/session'

export type StakeInput = Omit<StakeRequest, 'dataOrigin'>

export const missionApi = {
  stake: (input: StakeInput) =>
    api.post('/live/donation/mission', { ...input, dataOrigin: 'live_chat' }),
  active: (creatorOid: string) => api.get('/live/donation/missions/active', { creatorOid }),
  append: (input: { missionOid: string; coin: number; key: string; isHiddenName: boolean }) =>
    api.post('/live/donation/mission/coin/append', input),
  /** A viewer may only cancel, and only while the streamer has not accepted yet. */
  cancel: (missionOid: string) =>
    api.post('/live/donation/mission/status', { missionOid, status: 'cancelled' }),
}

const STAKED_KEY = 'taleloom.live.missions'

/** Ids of the missions staked from this browser: a hidden-name mission shows no user id. */
export function stakedMissions(): Set<string> {
  try {
    const stored = JSON.parse(localStorage.getItem(STAKED_KEY) ?? '[]')
    return new Set(Array.isArray(stored) ? stored.filter((id) => typeof id === 'string') : [])
  } catch {
    return new Set()
  }
}

export function rememberStaked(missionOid: string) {
  // The newest 50 are plenty: only pending and accepted missions are shown.
  const ids = [...stakedMissions(), missionOid].slice(-50)
  try {
    localStorage.setItem(STAKED_KEY, JSON.stringify(ids))
  } catch {
    // Storage refused (private mode): the mission still shows when the name is not hidden.
  }
}
