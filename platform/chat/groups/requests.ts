import { z } from 'zod'
import { GROUP_STRATEGIES } from '../../../engine/group'
import { objectIdField } from '../../http'
import { GROUP_LIMITS } from './contract'

const oid = objectIdField()
const strategy = z
  .enum(GROUP_STRATEGIES as [string, ...string[]])
  .transform((value) => value as (typeof GROUP_STRATEGIES)[number])
const memberId = z.string().min(1).max(100)
const talkativeness = z.number().min(0).max(1)

export const createGroupBody = z.object({
  contentOid: oid,
  memberIds: z.array(memberId).max(GROUP_LIMITS.maxMembers + 1),
  strategy: strategy.optional(),
  startStoryOid: z.string().min(1).max(100).optional(),
  title: z.string().trim().min(1).max(100).optional(),
})

export const groupSettingsBody = z.object({
  name: z.string().trim().max(100).optional(),
  strategy: strategy.optional(),
  allowSelfResponses: z.boolean().optional(),
  autoMode: z.boolean().optional(),
  autoCap: z.number().int().min(1).max(GROUP_LIMITS.maxAutoCap).optional(),
  members: z
    .array(
      z.object({
        id: memberId,
        muted: z.boolean().optional(),
        talkativeness: talkativeness.optional(),
      }),
    )
    .max(GROUP_LIMITS.maxMembers + 1)
    .optional(),
})

export const nextTurnBody = z.object({
  message: z.string().optional(),
  speakerId: memberId.optional(),
  auto: z.boolean().optional(),
  /** A reroll of this reply, by the member who wrote it. */
  rerollOf: oid.optional(),
  model: z.string().max(64).optional(),
  personaOid: oid.optional(),
  requestId: z
    .string()
    .min(8)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/)
    .optional(),
})

export const importGroupBody = z.object({
  contentOid: oid,
  /** SillyTavern's group definition (its `groups/<id>.json`), as text. */
  group: z.string('"group" must be the text of the group file'),
  /** A group chat file (`.jsonl`), as text; without it the group starts at the story's opening. */
  jsonl: z.string().optional(),
  title: z.string().trim().min(1).max(100).optional(),
  startStoryOid: z.string().min(1).max(100).optional(),
})

/** A card joining a group room: its PNG as base64, or its JSON text (one of the two). */
export const addCardBody = z.object({
  roomOid: oid,
  // The body's own limit (3 MB) bounds both; the card's 2 MB is checked on its bytes, so a
  // card just over it is refused as too large rather than as a malformed request.
  png: z.string().optional(),
  json: z.string().optional(),
})
