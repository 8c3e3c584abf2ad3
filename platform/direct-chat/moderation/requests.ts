/** Request schemas of direct chat's moderation (zod: server only). */
import { z } from 'zod'
import { objectIdField } from '../../http'
import { DIRECT_CHAT_LIMITS as LIMITS } from '../contract'
import { REPORT_STATES } from './contract'

const roomId = objectIdField('Expected a 24-character room id')
const userOid = objectIdField('Expected a 24-character user id')
const page = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageViewSize: z.coerce.number().int().min(1).max(LIMITS.adminPageViewSizeMax).default(20),
}

export const bansQuery = z.object({ roomId: roomId.optional(), ...page })
export const banBody = z.object({
  roomId,
  userOid,
  reason: z.string().trim().max(LIMITS.reportReasonMax).default(''),
})
export const unbanBody = z.object({ roomId, userOid })
export const reportsQuery = z.object({ state: z.enum(REPORT_STATES).optional(), ...page })
export const reviewBody = z.object({
  reportOid: objectIdField('Expected a 24-character report id'),
  state: z.enum(['dismissed', 'actioned']),
})
