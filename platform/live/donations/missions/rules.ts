/** The pure rules of missions: who moves a mission where, its settings, its wire shape. */
import type { Selectable } from 'kysely'
import { AppError } from '../../../http'
import type { DonationOptions } from '../contract'
import {
  ACTIVE_MISSION_STATUSES,
  DEFAULT_MISSION_SETTINGS,
  type LiveMission,
  type MissionSettings,
  type MissionStatus,
} from './contract'
import type { MissionsTables } from './tables'

export type MissionRow = Selectable<MissionsTables['livedonation_missions']>
export type StakeRow = Selectable<MissionsTables['livedonation_mission_stakes']>
export type MovedStatus = Exclude<MissionStatus, 'pending'>

export const ACTIVE: readonly MissionStatus[] = ACTIVE_MISSION_STATUSES
export const isActive = (status: MissionStatus) => ACTIVE.includes(status)
/** Whether `stored` is `raw` with banned words masked (a retry's task; the words may change since). */
export const maskedFrom = (stored: string, raw: string) => {
  const [a, b] = [Array.from(stored), Array.from(raw)]
  return a.length === b.length && a.every((char, i) => char === b[i] || char === '*')
}
export const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505'
/** The wallet refuses a posting that would take a user's balance below zero. */
export const isShortOfCoins = (error: unknown) =>
  error instanceof AppError && ['INSUFFICIENT_BALANCE', 'NOT_ENOUGH_COINS'].includes(error.code)
export const notEnoughCoins = () =>
  new AppError({ status: 403, code: 'NOT_ENOUGH_COINS', message: 'Not enough coins' })

/** Who may move a mission to each status, and from which status. */
export const TRANSITIONS: Record<
  MovedStatus,
  { from: MissionStatus; by: 'viewer' | 'creator' | 'either' }
> = {
  accepted: { from: 'pending', by: 'creator' },
  rejected: { from: 'pending', by: 'creator' },
  cancelled: { from: 'pending', by: 'viewer' },
  success: { from: 'accepted', by: 'either' },
  failed: { from: 'accepted', by: 'either' },
  'pending-timeout': { from: 'pending', by: 'either' },
  'accepted-timeout': { from: 'accepted', by: 'either' },
}

export function missionSettings(options: DonationOptions): MissionSettings {
  return { ...DEFAULT_MISSION_SETTINGS, ...(options.mission ?? {}) }
}

export function toMission(row: MissionRow): LiveMission {
  return {
    oid: row.oid.trim(),
    userId: row.is_hidden_name ? '' : row.user_oid.trim(),
    nickname: row.is_hidden_name || !row.user_nickname ? null : row.user_nickname,
    isHiddenName: row.is_hidden_name,
    type: 'mission',
    creatorOid: row.creator_oid.trim(),
    coin: row.coin,
    content: row.content,
    status: row.status,
    createTime: row.create_time.toISOString(),
    startTime: row.start_time?.toISOString() ?? null,
    endTime: row.end_time?.toISOString() ?? null,
    timeLimit: row.time_limit,
    pendingTimeLimit: row.pending_time_limit,
    dataOrigin: row.data_origin,
    creatorCoin: row.creator_coin,
  }
}

/** Whether this user may move the mission to `status`: its creator, its viewer, or either. */
export function mayMove(status: MovedStatus, who: { isCreator: boolean; isViewer: boolean }) {
  const { by } = TRANSITIONS[status]
  if (by === 'either') return who.isCreator || who.isViewer
  return by === 'creator' ? who.isCreator : who.isViewer
}

/** The timeout a mission in this status ends with. */
export const timeoutOf = (status: MissionStatus): MovedStatus =>
  status === 'pending' ? 'pending-timeout' : 'accepted-timeout'
