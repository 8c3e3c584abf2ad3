/** Request schemas of the mission calls (zod: server only). */
import { z } from 'zod'
import { objectIdField } from '../../../http/validate'
import { LIVEDONATION_LIMITS } from '../contract'
import { MISSION_LIMITS, MISSION_STATUSES, MISSION_TEXTS } from './contract'

const key = z.string().min(1, 'key is required').max(200)
const missionOid = objectIdField('missionOid is required')

export const missionRequest = z.object({
  creatorOid: objectIdField('creatorOid is required'),
  missionData: z.object(
    {
      task: z.string().trim().min(1, MISSION_TEXTS.taskRequired).max(MISSION_LIMITS.taskMax),
      timeLimit: z.number().int().gt(0, MISSION_TEXTS.timeLimit).max(MISSION_LIMITS.timeLimitMax),
      coin: z.number().int().positive(),
    },
    'missionData is required',
  ),
  key,
  dataOrigin: z.string().max(40).default('live_chat'),
  isHiddenName: z.boolean().default(false),
  mixpanel: z.unknown().optional(),
})

export const appendRequest = z.object({
  missionOid,
  coin: z.number().int().positive(),
  key,
  isHiddenName: z.boolean().default(false),
})

export const statusRequest = z.object({
  missionOid,
  status: z.enum(MISSION_STATUSES),
  key: z.string().max(200).optional(),
  mixpanel: z.unknown().optional(),
})

export const missionQuery = z.object({ missionOid })
export const activeQuery = z.object({
  creatorOid: objectIdField('creatorOid is required'),
  key: z.string().max(200).optional(),
})

/** The streamer's mission settings inside `POST /donation/options`; each field optional. */
export const missionSettingsRequest = z.object({
  minimumEntryFee: z.number().int().min(LIVEDONATION_LIMITS.minimumCoins).max(1_000_000).optional(),
  cancellationPenaltyPercent: z.number().int().min(0).max(100).optional(),
  failureRewardPercent: z.number().int().min(0).max(100).optional(),
  missionLimit: z.number().int().min(1).max(MISSION_LIMITS.missionLimitMax).optional(),
  pendingTimeLimit: z.number().int().gt(0).max(MISSION_LIMITS.pendingTimeLimitMax).optional(),
})
