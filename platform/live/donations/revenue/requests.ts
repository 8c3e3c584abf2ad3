/** Request schemas of the live revenue calls (zod: server only). */
import { z } from 'zod'
import { objectIdField } from '../../../http/validate'
import { LIVEDONATION_LIMITS } from '../contract'

const date = z.iso.datetime({ offset: true }).or(z.iso.date())

export const windowQuery = z.object({ startDate: date.optional(), endDate: date.optional() })
export const creatorWindowQuery = windowQuery.extend({
  creatorOid: objectIdField('creatorOid is required'),
})
export const sponsoredQuery = z.object({
  userOid: objectIdField('userOid must be a 24-character id').optional(),
})
export const externalDonationRequest = z.object({
  creatorOid: objectIdField('creatorOid is required'),
  coin: z.number().int().min(LIVEDONATION_LIMITS.minimumCoins).max(10_000_000),
  key: z.string().min(1, 'key is required').max(200),
  /** Where the donation was made (a platform's name, a bank transfer …). */
  source: z.string().trim().min(1, 'source is required').max(80),
  content: z.string().max(LIVEDONATION_LIMITS.contentMax).default(''),
})
export const externalListQuery = z.object({
  creatorOid: objectIdField('creatorOid must be a 24-character id').optional(),
  before: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'before is a transaction id.')
    .optional(),
})
