/** Request schemas of the paid message content calls (zod: server only). */
import { z } from 'zod'
import { objectIdField } from '../../http'
import { MESSAGE_CONTENT_LIMITS as LIMITS, MESSAGE_MEDIA_TYPES } from './contract'

const userOid = objectIdField('Expected a 24-character user id')
const contentOid = objectIdField('Expected a 24-character content id')
const tierHash = z.string().trim().min(1).max(64)

/** A list in a query: repeated parameters or one comma-separated value. */
const queryList = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) =>
      (Array.isArray(value) ? value : value === undefined ? [] : [value])
        .flatMap((entry) => String(entry).split(','))
        .map((entry) => entry.trim())
        .filter((entry) => entry !== ''),
    z.array(item).max(LIMITS.targetsMax),
  )

export const postMetaData = z.object({
  text: z
    .string('Write the post first.')
    .trim()
    .min(1, 'Write the post first.')
    .max(LIMITS.textMax),
  price: z
    .number('Set a price in coins.')
    .int('Set a price in whole coins.')
    .min(LIMITS.priceMin, 'The price is at least 1 coin.')
    .max(LIMITS.priceMax, 'The price is at most 9,999 coins.'),
  media: z
    .array(
      z.object({
        key: z.string().min(1).max(512),
        filetype: z.enum(MESSAGE_MEDIA_TYPES, 'Attach mp4, mov, jpg, jpeg or png files.'),
      }),
    )
    .max(LIMITS.imagesMax, 'Attach at most 20 images.')
    .default([]),
  requestId: z
    .string()
    .regex(/^[\w.:-]{8,128}$/, 'requestId must be 8–128 letters, digits, or ._:-')
    .optional(),
})

export const writeBody = z.object({
  postMetaData,
  targetUserOids: z.array(userOid).max(LIMITS.recipientsMax).default([]),
  targetTierHashs: z.array(tierHash).max(LIMITS.targetsMax).default([]),
  targetRoomOids: z
    .array(objectIdField('Expected a 24-character room id'))
    .max(LIMITS.targetsMax)
    .default([]),
})

export const contentQuery = z.object({ contentId: contentOid })
export const purchaseBody = z.object({ creatorOid: userOid, contentOid })
export const betweenQuery = z.object({ userOid, partnerUserOid: userOid })
export const statusQuery = z.object({ contentOid })
export const deleteBody = z.object({ contentOid })
export const sendUsersQuery = z.object({
  sendUserOids: queryList(userOid),
  sendTierHashs: queryList(tierHash),
})
export const mediaQuery = z.object({ contentOid, key: z.string().min(1).max(512) })
