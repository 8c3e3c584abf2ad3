/** Shapes and texts of the mission donation calls (spec doc 2 §3 Mission, §4, §5). */
export const MISSION_STATUSES = [
  'pending',
  'accepted',
  'rejected',
  'cancelled',
  'success',
  'failed',
  'pending-timeout',
  'accepted-timeout',
] as const
export type MissionStatus = (typeof MISSION_STATUSES)[number]

/** Statuses in which the mission's coins are held. */
export const ACTIVE_MISSION_STATUSES = ['pending', 'accepted'] as const satisfies MissionStatus[]

/** The streamer's mission settings, part of the donation options (values designed: not shown). */
export interface MissionSettings {
  /** The least reward a mission may offer, in coins (at least the 10-coin donation minimum). */
  minimumEntryFee: number
  /** Of a cancelled mission's coins, the percent the streamer keeps. */
  cancellationPenaltyPercent: number
  /** Of a failed or timed-out accepted mission's coins, the percent the streamer keeps. */
  failureRewardPercent: number
  /** How many missions may be pending or accepted at once. */
  missionLimit: number
  /** Seconds a pending mission waits for the streamer before it times out. */
  pendingTimeLimit: number
}

export const DEFAULT_MISSION_SETTINGS: MissionSettings = {
  minimumEntryFee: 10,
  cancellationPenaltyPercent: 10,
  failureRewardPercent: 10,
  missionLimit: 5,
  pendingTimeLimit: 300,
}

export const MISSION_LIMITS = {
  taskMax: 300,
  /** A day: a mission is a task for the stream at hand. */
  timeLimitMax: 86_400,
  pendingTimeLimitMax: 86_400,
  missionLimitMax: 100,
  /** A stake or settlement unfinished after this long was left by a crash: the sweep finishes it. */
  staleStakeMs: 60_000,
} as const

export const MISSION_TEXTS = {
  taskRequired: 'The mission task is required.',
  timeLimit: 'The time limit must be above 0 seconds.',
  minimum: 'The reward is below the minimum entry fee.',
  limit: 'The streamer has reached the mission limit.',
  notFound: 'The mission was not found.',
  forbidden: 'You cannot set this mission status.',
  state: 'The mission can no longer change to this status.',
} as const

/** A mission as the calls and the `mission` live event show it (spec §3 Mission). */
export interface LiveMission {
  oid: string
  /** Blank when the viewer hid their name. */
  userId: string
  /** The viewer's nickname when they staked; null when hidden. */
  nickname: string | null
  isHiddenName: boolean
  type: 'mission'
  creatorOid: string
  /** Coins held for the mission: the viewer's reward and every appended coin. */
  coin: number
  content: string
  status: MissionStatus
  createTime: string
  /** When the streamer accepted; null before. */
  startTime: string | null
  /** When the mission ended; null while pending or accepted. */
  endTime: string | null
  /** Seconds the streamer has to complete the task once accepted. */
  timeLimit: number
  /** Seconds the mission waits for the streamer to accept. */
  pendingTimeLimit: number
  dataOrigin: string
  /** Coins that went to the streamer (before the platform fee), once settled. */
  creatorCoin: number | null
}

/** `POST /live/donation/mission`: a viewer stakes coins on a task. */
export interface StakeRequest {
  creatorOid: string
  key: string
  isHiddenName: boolean
  dataOrigin?: string
  missionData: { task: string; timeLimit: number; coin: number }
}

export interface ActiveMissions {
  creatorOid: string
  missions: LiveMission[]
}

/** The mission routes the front ends call, relative to `/api`. */
export interface LiveMissionsRoutes {
  'POST /live/donation/mission': { request: StakeRequest; response: LiveMission }
  'GET /live/donation/missions/active': {
    request: { creatorOid: string }
    response: ActiveMissions
  }
  'GET /live/donation/mission': { request: { missionOid: string }; response: LiveMission }
  'POST /live/donation/mission/coin/append': {
    request: { missionOid: string; coin: number; key: string; isHiddenName: boolean }
    response: LiveMission
  }
  /** The streamer moves a mission on; a viewer may only cancel their own pending one. */
  'POST /live/donation/mission/status': {
    request: { missionOid: string; status: MissionStatus }
    response: LiveMission
  }
}
