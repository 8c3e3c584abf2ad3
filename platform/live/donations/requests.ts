/** Request schemas of the live donation calls (zod: server only). */
import { z } from 'zod'
import { objectIdField } from '../../http/validate'
import { DONATION_TYPES, LIVEDONATION_LIMITS } from './contract'
import { missionSettingsRequest } from './missions/requests'

const creatorOid = objectIdField('creatorOid is required')
const key = z.string().min(1, 'key is required').max(200)

export const donationRequest = z.object({
  creatorOid,
  donationData: z.object(
    {
      coin: z.number().int().positive(),
      content: z.string().max(LIVEDONATION_LIMITS.contentMax).default(''),
      donationType: z.enum(DONATION_TYPES).default('text'),
      useTts: z.boolean().default(false),
      voiceId: z.string().max(80).optional(),
    },
    'donationData is required',
  ),
  key,
  dataOrigin: z.string().max(40).default('live_chat'),
  isHiddenName: z.boolean().default(false),
  mixpanel: z.unknown().optional(),
})

const rouletteItem = z.object({
  name: z.string().trim().min(1, 'A roulette item needs a name.').max(40),
  probability: z.number('A roulette item needs a probability.').positive().max(100),
})

export const optionsRequest = z.object({
  creatorOid,
  donationType: z.string().max(40).optional(),
  donationOptions: z.object({
    useTextDonationEffect: z.boolean().optional(),
    useRouletteDonation: z.boolean().optional(),
    useMissionDonation: z.boolean().optional(),
    useTts: z.boolean().optional(),
    roulette: z
      .object({
        entryFee: z.number().int().min(LIVEDONATION_LIMITS.minimumCoins),
        items: z
          .array(rouletteItem)
          .min(1, 'A roulette needs at least one item.')
          .max(LIVEDONATION_LIMITS.rouletteItemsMax)
          .refine(
            (items) => new Set(items.map((item) => item.name)).size === items.length,
            'Roulette item names must be unique.',
          ),
      })
      .nullable()
      .optional(),
    mission: missionSettingsRequest.optional(),
  }),
})

export const creatorQuery = z.object({ creatorOid, key: z.string().max(200).optional() })
export const donationOidRequest = z.object({
  donationOid: objectIdField('donationOid is required'),
})
export const stopRequest = z.object({
  creatorOid,
  donationType: z.string().max(40).default('all'),
  autoPlay: z.boolean().default(false),
})
export const listQuery = z.object({
  creatorOid,
  startDate: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
  endDate: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
})
