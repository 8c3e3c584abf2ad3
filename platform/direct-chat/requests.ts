/** Request schemas of the direct chat calls (zod: server only; the contract stays plain). */
import { z } from 'zod'
import { objectIdField } from '../http'
import {
  CHAT_LANGUAGES,
  IMAGE_RECEPTION,
  DIRECT_CHAT_LIMITS as LIMITS,
  PARTNER_TYPES,
  ROOM_TYPES,
  DIRECT_CHAT_TEXTS as TEXTS,
  WHO_MAY_MESSAGE,
} from './contract'

const userOid = objectIdField('Expected a 24-character user id')
const roomId = objectIdField('Expected a 24-character room id')
const messageId = z.string().regex(/^\d{1,18}$/, 'Expected a message id')
const clientId = z
  .string('clientMessageId is required')
  .regex(/^[\w.:-]{8,128}$/, 'clientMessageId must be 8–128 letters, digits, or ._:-')
const requestId = z
  .string('requestId is required')
  .regex(/^[\w.:-]{8,128}$/, 'requestId must be 8–128 letters, digits, or ._:-')
const page = (max: number, fallback: number) => ({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageViewSize: z.coerce.number().int().min(1).max(max).default(fallback),
})

export const settingsQuery = z.object({ userOid: userOid.optional() })

export const settingsBody = z.object({
  toSettings: z.object({
    whoMayMessage: z.enum(WHO_MAY_MESSAGE),
    coinsPerMessage: z.number().int().min(0).max(LIMITS.coinsPerMessageMax).default(0),
    tierHashes: z.array(z.string().min(1).max(64)).max(LIMITS.tiersMax).default([]),
    imageReception: z.enum(IMAGE_RECEPTION).default('anyone'),
    autoMessage: z.string().max(LIMITS.autoMessageMax).default(''),
  }),
})

export const partnerQuery = z.object({
  nickname: z.string().trim().min(1, 'Enter a nickname.').max(40),
  partnerType: z.enum(PARTNER_TYPES).default('all'),
})

export const globalRoomsQuery = z.object({ language: z.enum(CHAT_LANGUAGES).optional() })

export const adminRoomsQuery = z.object({
  ...page(LIMITS.adminPageViewSizeMax, 20),
  roomType: z.enum(ROOM_TYPES).default('Normal'),
})
export const adminSettingsQuery = z.object(page(LIMITS.adminPageViewSizeMax, 20))

export const modifyGlobalBody = z.object({
  roomId,
  context: z
    .object({
      title: z.string().trim().min(1).max(LIMITS.titleMax).optional(),
      notice: z.string().max(LIMITS.contextMax).optional(),
      memberLimit: z.number().int().min(2).max(LIMITS.globalMembersMax).optional(),
      closed: z.boolean().optional(),
    })
    .strict(),
})

export const createGlobalBody = z.object({
  language: z.enum(CHAT_LANGUAGES),
  title: z.string().trim().min(1).max(LIMITS.titleMax),
  notice: z.string().max(LIMITS.contextMax).default(''),
  memberLimit: z
    .number()
    .int()
    .min(2)
    .max(LIMITS.globalMembersMax)
    .default(LIMITS.globalMembersDefault),
})

export const donationBody = z.object({
  targetUserOid: userOid,
  roomId,
  coinAmount: z
    .number()
    .int()
    .min(LIMITS.minimumDonationCoins, TEXTS.minimumDonation)
    .max(1_000_000),
  message: z.string().max(LIMITS.textMax).default(''),
  requestId,
})

export const roomsQuery = z.object({
  before: objectIdField().optional(),
  limit: z.coerce.number().int().min(1).max(LIMITS.roomsPageMax).default(50),
})

export const createRoomBody = z.object({
  partnerOids: z
    .array(userOid)
    .min(1)
    .max(LIMITS.groupMembersMax - 1),
  title: z.string().trim().max(LIMITS.titleMax).default(''),
})

export const historyQuery = z.object({
  before: messageId.optional(),
  after: messageId.optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(LIMITS.historyPageMax)
    .default(LIMITS.historyPageDefault),
})

export const sendBody = z.object({
  text: z.string().trim().min(1, 'Write a message first.').max(LIMITS.textMax),
  clientMessageId: clientId,
})

export const readBodySchema = z.object({ messageId })

export const blockBody = z.object({ userOid })

export const reportBody = z.object({
  roomId,
  messageId: messageId.optional(),
  userOid: userOid.optional(),
  reason: z
    .string(TEXTS.reportReason)
    .trim()
    .min(1, TEXTS.reportReason)
    .max(LIMITS.reportReasonMax),
})

export const roomParam = z.object({ roomId })
export const idParam = z.object({ id: roomId })
