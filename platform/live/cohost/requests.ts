/** Request schemas of the co-host calls (zod: server only; the contract stays plain). */
import { z } from 'zod'
import { objectIdField } from '../../http/validate'
import { COHOST_LIMITS } from './contract'

const creatorOid = objectIdField('creatorOid is required', 'creatorOid is required')
const credits = z.number().int().min(0).max(COHOST_LIMITS.budgetMax)

export const cohostQuery = z.object({ creatorOid })

export const cohostSaveRequest = z.object({
  creatorOid,
  storyOid: objectIdField('Expected a 24-character story id').nullable(),
  version: z.number().int().min(1).nullable(),
  characterName: z.string().trim().max(COHOST_LIMITS.characterNameMax),
  persona: z.string().trim().max(COHOST_LIMITS.personaMax),
  triggers: z.object({
    mentions: z.boolean(),
    donationMin: z.number().int().min(1).max(COHOST_LIMITS.budgetMax).nullable(),
    missionAccepted: z.boolean(),
    missionFinished: z.boolean(),
    roulette: z.boolean(),
  }),
  voice: z.string().trim().min(1).max(60).nullable(),
  monthlyAllowance: credits,
  streamCap: credits,
})

export const cohostMuteRequest = z.object({ creatorOid, muted: z.boolean() })
