import { z } from 'zod'
import { objectIdField } from '../../http'
import { CHARACTER_DM_LIMITS } from './contract'

const oid = objectIdField()
const characterId = z.string().min(1).max(100)

export const dmSettingBody = z.object({
  contentOid: oid,
  enabled: z.boolean(),
  characterId,
  priceCredits: z.number().int().min(0).max(CHARACTER_DM_LIMITS.maxPriceCredits),
  freeTierHashes: z
    .array(z.string().min(1).max(100))
    .max(CHARACTER_DM_LIMITS.maxFreeTiers)
    .default([]),
})

export const openCharacterRoomBody = z.object({ contentOid: oid })

export const memorySettingBody = z.object({ contentOid: oid, enabled: z.boolean() })

export const memoriesQuery = z.object({ contentOid: oid })
