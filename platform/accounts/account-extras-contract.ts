/**
 * Wire types and request schemas of account details beyond sign-in (docs/ACCOUNT-DETAILS.md):
 * the channel manager's device password and mode, sign-up invitations, creator tags and the
 * app shell's notices. Re-exported by contract.ts.
 */
import { z } from 'zod'
import { objectIdField } from '../http/validate'
import { PASSWORD_DIGIT, PASSWORD_LETTER, PASSWORD_MAXIMUM, PASSWORD_MINIMUM } from './rules'

// contract.ts re-exports this file, so its password field is restated here (no import cycle).
const PASSWORD_RULE_MESSAGE =
  'The password must be at least 6 characters and include letters and numbers.'
const passwordField = z
  .string()
  .min(PASSWORD_MINIMUM, PASSWORD_RULE_MESSAGE)
  .max(PASSWORD_MAXIMUM, 'The password is too long.')
  .regex(PASSWORD_LETTER, PASSWORD_RULE_MESSAGE)
  .regex(PASSWORD_DIGIT, PASSWORD_RULE_MESSAGE)

// ---------- channel-manager mode ----------

export const devicePasswordRequest = z
  .object({
    password: passwordField,
    passwordRepeat: z.string().max(256),
    /** The account's sign-in password: a signed-in device alone may not set it. */
    currentPassword: z.string().min(1, 'Enter your sign-in password.').max(256),
  })
  .refine((body) => body.password === body.passwordRepeat, {
    message: 'The passwords do not match.',
    path: ['passwordRepeat'],
  })
export const channelManagerModeRequest = z.object({
  creatorOid: objectIdField('Invalid channel id.'),
  password: z.string().min(1, 'Enter the channel manager password.').max(256),
})
export type DevicePasswordRequest = z.input<typeof devicePasswordRequest>
export type ChannelManagerModeRequest = z.input<typeof channelManagerModeRequest>

export interface ManagedChannelSummary {
  creatorOid: string
  nickname: string
  customUrl: string | null
}
export interface ChannelManagerStatus {
  /** The channels an admin assigned this manager. */
  channels: ManagedChannelSummary[]
  /** A device password is set (My Info); the mode needs it. */
  hasPassword: boolean
  /** The channel this device manages now, or null. */
  mode: (ManagedChannelSummary & { since: string }) | null
}

// ---------- invitations ----------

export const INVITATION_CODE_PATTERN = /^[A-Z0-9]{8}$/
export const invitationCodeField = z
  .string()
  .trim()
  .toUpperCase()
  .regex(INVITATION_CODE_PATTERN, 'An invitation code is 8 letters and digits.')
/** The optional code of a sign-up (beside the register request's fields). */
export const invitationSignUp = z.object({
  invitationCode: z.union([invitationCodeField, z.literal('')]).optional(),
})
export interface InvitationResponse {
  code: string
  /** The sign-up address with the code (`/?invite=<code>`). */
  link: string
  /** Accounts that signed up with the code, and how many of them paid a bonus. */
  signups: number
  paid: number
  /** Bonuses one inviter's code pays per 30 days, and the coins of each side. */
  limit: number
  inviterCoins: number
  inviteeCoins: number
}
/** What a confirmed sign-up with a code brought the new account. */
export type InvitationOutcome =
  | { status: 'paid'; coins: number }
  | { status: 'notPaid'; reason: 'limit' | 'history'; message: string }

// ---------- creator tags and the app shell's notices ----------

export const CHERRY_PICKER_TAG = 'cherry-picker'
export const SHELL_NOTICES = ['cherry-picker'] as const
export type ShellNotice = (typeof SHELL_NOTICES)[number]
export const creatorTagRequest = z.object({
  userOid: objectIdField('Invalid user id.'),
  tag: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9][a-z0-9-]{1,39}$/, 'A tag is 2 to 40 lowercase letters, digits or -.'),
})
export const creatorTagsQuery = z.object({ userOid: objectIdField('Invalid user id.') })
export const shellNoticeRequest = z.object({
  notice: z.enum(SHELL_NOTICES, 'Unknown notice.'),
})
export interface CreatorTagsResponse {
  userOid: string
  tags: string[]
}
export interface ShellNoticesResponse {
  notices: ShellNotice[]
}
