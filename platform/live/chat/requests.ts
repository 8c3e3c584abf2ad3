/** Request schemas of the live chat calls (zod: server only; the shared contract stays plain). */
import { z } from 'zod'
import { objectIdField } from '../../http/validate'
import { CHAT_BAN_REASONS, LIVECHAT_LIMITS, LIVECHAT_TEXTS } from './contract'
import { normalizeBannedWord } from './mask'

const creatorOid = objectIdField(
  LIVECHAT_TEXTS.creatorOidRequired,
  LIVECHAT_TEXTS.creatorOidRequired,
)
const userOid = objectIdField('Expected a 24-character user id')

export const chatTokenQuery = z.object({ creatorOid, key: z.string().max(200).optional() })
export const historyQuery = z.object({
  creatorOid,
  afterId: z
    .string()
    .regex(/^\d{1,18}$/)
    .optional(),
})
export const creatorQuery = z.object({ creatorOid })

const bannedWord = z
  .string(LIVECHAT_TEXTS.bannedWordRequired)
  .transform(normalizeBannedWord)
  .pipe(
    z
      .string()
      .min(1, LIVECHAT_TEXTS.bannedWordRequired)
      .max(LIVECHAT_LIMITS.bannedWordMax, 'A banned word is at most 30 characters.'),
  )

/** The whole list (an array or the comma-separated form of the bannedWordsUpdate event). */
export const bannedWordsRequest = z.object({
  creatorOid,
  bannedWords: z.preprocess(
    (value) => (typeof value === 'string' ? value.split(',') : (value ?? [''])),
    z
      .array(bannedWord, LIVECHAT_TEXTS.bannedWordRequired)
      .max(LIVECHAT_LIMITS.bannedWordsMax, 'At most 300 banned words.'),
  ),
})

export const managerRequest = z.object({ creatorOid, userOid })
export const removeManagersRequest = z.object({
  creatorOid,
  managerOids: z.array(userOid).min(1).max(100),
})
export const removeBanUsersRequest = z.object({
  creatorOid,
  blackUserDataOids: z.array(objectIdField()).min(1).max(100),
})
export const CHAT_BAN_TARGET_TEXT = 'Name the user (userOid) or the message (messageId) to act on.'

/** The user by id, or the sender of a message by its handle (its id): one of the two. */
export const chatBanRequest = z
  .object({
    creatorOid,
    userOid: userOid.optional(),
    messageId: z
      .string(CHAT_BAN_TARGET_TEXT)
      .regex(/^\d{1,18}$/, CHAT_BAN_TARGET_TEXT)
      .optional(),
    /** Minutes; 0 with `block` is for good. */
    banTime: z.coerce.number().int().min(0).max(LIVECHAT_LIMITS.banMinutesMax).default(10),
    reason: z.enum(CHAT_BAN_REASONS).default('chatBan'),
    description: z.string().max(500).default(''),
  })
  .refine((value) => (value.userOid === undefined) !== (value.messageId === undefined), {
    message: CHAT_BAN_TARGET_TEXT,
    path: ['userOid'],
  })
export const DELETE_MESSAGE_TEXT = 'Name the message (messageId) to delete.'
export const deleteMessageRequest = z.object({
  creatorOid,
  messageId: z.string(DELETE_MESSAGE_TEXT).regex(/^\d{1,18}$/, DELETE_MESSAGE_TEXT),
})
export const chatSettingRequest = z.object({ creatorOid, useAnonymousChat: z.boolean() })
