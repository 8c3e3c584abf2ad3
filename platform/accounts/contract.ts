/**
 * The accounts API contract: request schemas (zod) and response types of every route
 * under `/api/account`. The server validates with these schemas; the web client imports
 * the types only (`import type { … } from '…/platform/accounts/contract'`).
 *
 * Every error answers `{ error, code, requestId, details? }`; the codes are in `ACCOUNT_ERRORS`
 * (platform/accounts/errors.ts) plus the shared ones (MISSING_PARAMETERS, INVALID_PARAMETERS,
 * AUTHENTICATION_FAILED, FORBIDDEN, RATE_LIMITED).
 */
import { z } from 'zod'
import { LANGUAGES, type Language } from '../../engine/i18n/languages'
import { OBJECT_ID_PATTERN } from '../db/ids'
import { ROLES, type Role } from '../http/env'
import { objectIdField } from '../http/validate'
import {
  EMAIL_MAXIMUM,
  EMAIL_PATTERN,
  NICKNAME_MAXIMUM,
  NICKNAME_MINIMUM,
  NICKNAME_PATTERN,
  PASSWORD_DIGIT,
  PASSWORD_LETTER,
  PASSWORD_MAXIMUM,
  PASSWORD_MINIMUM,
  SIX_DIGIT_CODE,
} from './rules'

// ---------- shared field schemas ----------

export const emailField = z
  .string()
  .trim()
  .toLowerCase()
  .max(EMAIL_MAXIMUM, 'Enter a valid email address.')
  .regex(EMAIL_PATTERN, 'Enter a valid email address.')

export const PASSWORD_RULE_MESSAGE =
  'The password must be at least 6 characters and include letters and numbers.'
export const passwordField = z
  .string()
  .min(PASSWORD_MINIMUM, PASSWORD_RULE_MESSAGE)
  .max(PASSWORD_MAXIMUM, 'The password is too long.')
  .regex(PASSWORD_LETTER, PASSWORD_RULE_MESSAGE)
  .regex(PASSWORD_DIGIT, PASSWORD_RULE_MESSAGE)

export const nicknameField = z
  .string()
  .trim()
  .min(1, 'Enter a nickname.')
  .min(NICKNAME_MINIMUM, `The nickname must be at least ${NICKNAME_MINIMUM} characters.`)
  .max(NICKNAME_MAXIMUM, `The nickname must be at most ${NICKNAME_MAXIMUM} characters.`)
  .regex(NICKNAME_PATTERN, 'The nickname cannot contain special characters.')

export const INCORRECT_BIRTH_DATE = 'Incorrect date of birth.'
/** 'YYYY-MM-DD', a real calendar date between 1900 and today (checked again in the service). */
export const birthDateField = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, INCORRECT_BIRTH_DATE)
  .refine(isCalendarDate, INCORRECT_BIRTH_DATE)

/** 'YYYYMMDD' as the spec's adult verification enters it. */
export const compactBirthDateField = z
  .string()
  .regex(/^\d{8}$/, INCORRECT_BIRTH_DATE)
  .transform((value) => `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}`)
  .refine(isCalendarDate, INCORRECT_BIRTH_DATE)

export const twoFactorCodeField = z.string().regex(SIX_DIGIT_CODE, 'The code must be 6 digits.')
const userOidField = objectIdField('Invalid user id.')
export const languageField = z.enum(LANGUAGES, 'Unsupported language.')
const opaqueToken = z
  .string()
  .min(16)
  .max(128)
  .regex(/^[A-Za-z0-9_-]+$/, 'Invalid token.')

function isCalendarDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

// ---------- request schemas ----------

export const registerRequest = z
  .object({
    email: emailField,
    password: passwordField,
    passwordRepeat: z.string().max(256),
    nickname: nicknameField,
    birthDate: birthDateField,
    agreePersonalData: z.literal(true, 'You must agree to the collection of personal data.'),
  })
  .refine((body) => body.password === body.passwordRepeat, {
    message: 'The passwords do not match.',
    path: ['passwordRepeat'],
  })
export const registerConfirmRequest = z.object({ email: emailField, code: z.string().max(32) })
export const registerResendRequest = z.object({ email: emailField })
export const nicknameCheckQuery = z.object({ nickname: z.string().max(200) })

export const loginRequest = z.object({
  email: emailField,
  password: z.string().min(1).max(256),
})
export const verifyLoginRequest = z.object({ loginTicket: opaqueToken, code: twoFactorCodeField })
export const twoFactorCodeRequest = z.object({ code: twoFactorCodeField })

export const passwordResetRequest = z.object({ email: emailField })
export const passwordResetFinalizeRequest = z
  .object({ token: opaqueToken, password: passwordField, passwordRepeat: z.string().max(256) })
  .refine((body) => body.password === body.passwordRepeat, {
    message: 'The passwords do not match.',
    path: ['passwordRepeat'],
  })

/** `password` is required for accounts that have one (every e-mail account). */
export const unregisterRequest = z.object({
  survey: z
    .string()
    .trim()
    .max(5000, 'The survey answer is too long.')
    .refine((text) => text.length > 20, 'Please tell us a little more (more than 20 characters).'),
  password: z.string().min(1).max(256).optional(),
})

/** No parameter: the signed-in user. `filter`: field names joined by `|` or `,`. */
export const getUserQuery = z.object({
  userOid: userOidField.optional(),
  customUrl: z.string().max(64).optional(),
  filter: z.string().max(500).optional(),
})
export const BULK_USERS_LIMIT = 150
export const bulkGetUsersQuery = z.object({
  users: z
    .string()
    .max(BULK_USERS_LIMIT * 25)
    .transform((value) => value.split('|').filter(Boolean))
    .refine(
      (ids) => ids.length <= BULK_USERS_LIMIT && ids.every((id) => OBJECT_ID_PATTERN.test(id)),
      `Bulk user lookups accept only 24-character ids, at most ${BULK_USERS_LIMIT} at a time.`,
    ),
  toGrab: z.string().max(500).optional(),
})
export const customUrlRequest = z.object({ customUrl: z.string().max(64) })
export const certifiedRequest = z.object({ birthDate: compactBirthDateField })
export const languageRequest = z.object({ language: languageField })
/** A paid change of the unique nickname; `key` makes a retry answer the first change. */
export const nicknameChangeRequest = z.object({
  nickname: nicknameField,
  key: z
    .string('Missing request key.')
    .regex(/^[A-Za-z0-9_-]{8,64}$/, 'The request key must be 8–64 letters, digits, - or _.'),
})
/** A display nickname for one language; an empty nickname removes it. */
export const globalNicknameRequest = z.object({
  language: languageField,
  nickname: z.union([z.literal(''), nicknameField]),
})
export const guestFreeChatsRequest = z.object({
  count: z.number().int('The count must be a whole number.').min(0).max(1000),
})
/** An admin looking for an account: an exact e-mail or the start of a nickname. */
export const adminUserSearch = z.object({
  q: z
    .string('Enter an e-mail or the start of a nickname.')
    .trim()
    .min(1, 'Enter an e-mail or the start of a nickname.')
    .max(100, 'Search with at most 100 characters.'),
})

/** An account as an admin's search lists it. */
export interface AdminUserView {
  oid: string
  nickname: string
  email: string
  roles: string[]
  createdAt: string
}

/** An account in full on the admin's user page. */
export interface AdminUserDetail extends AdminUserView {
  suspension: { reason: string; suspendedAt: string } | null
  twoFactor: boolean
  openSessions: number
}

/** The spec's suspension reasons (document 2 and 3's error catalogues). */
export const SUSPENSION_REASONS = [
  'abnormal app behaviour',
  'live recorder',
  'abnormal API',
  'illegal download',
] as const

export const adminUserQuery = z.object({ oid: userOidField })
export const suspendRequest = z.object({
  userOid: userOidField,
  reason: z.enum(SUSPENSION_REASONS, 'Choose one of the suspension reasons.'),
})
export const liftSuspensionRequest = z.object({ userOid: userOidField })

export const setRolesRequest = z.object({
  userOid: userOidField,
  roles: z.array(z.enum(ROLES, 'Unknown role.')).max(ROLES.length),
})

/** `next` of an admin list's page: the last row's sort time (ms) and id. */
export const ADMIN_CURSOR = /^\d{1,15}\.[0-9a-f]{24}$/
/** One page of an admin's account list: the start of an e-mail or nickname, and a cursor. */
export const adminListQuery = z.object({
  q: z.string().trim().max(100, 'Search with at most 100 characters.').optional(),
  cursor: z.string().regex(ADMIN_CURSOR, 'cursor is not a page of this list.').optional(),
})
export const adminUserRequest = z.object({ userOid: userOidField })

/** A page of an admin list; `next` is the cursor of the page after it (null: the last). */
export interface AdminListPage {
  next: string | null
}
/** How an account joined; null for accounts made before it was recorded. */
/** How the account signed up: e-mail, a guest's device, or a sign-in partner. */
export type JoinedBy = 'email' | 'guest' | 'google' | 'apple'
export interface AdminNewUser extends AdminUserView {
  joinedBy: JoinedBy | null
  country: string | null
  creator: boolean
}
export interface AdminUnregisterAccount {
  oid: string
  nickname: string
  email: string
  /** When the purge deletes it. */
  confirmUnregister: string
  /** The user's answer to the deletion survey. */
  survey: string
}
export interface AdminCreator extends AdminUserView {
  /** The channel's partner level and address; null when the channel was never registered. */
  channel: { partnerLevel: string; customUrl: string | null } | null
  /** Content the public sees on the channel; null when the content area cannot say. */
  contentCount: number | null
}

/** A creator channel a channel manager manages (an admin assigned it). */
export interface ManagedChannel {
  creatorOid: string
  nickname: string
  email: string
  customUrl: string | null
  assignedAt: string
}
export interface AdminChannelManager extends AdminUserView {
  channels: ManagedChannel[]
}
export const channelManagerRequest = z.object({
  managerOid: userOidField,
  creatorOid: userOidField,
})
export type ChannelManagerRequest = z.input<typeof channelManagerRequest>

/** Who an admin's mail goes to: one user, or every creator or livestreamer. */
export const ADMIN_MAIL_SEGMENTS = ['user', 'creators', 'livestreamers'] as const
export type AdminMailSegment = (typeof ADMIN_MAIL_SEGMENTS)[number]
const mailAudience = {
  segment: z.enum(ADMIN_MAIL_SEGMENTS, 'segment is user, creators or livestreamers.'),
  userOid: userOidField.optional(),
}
const needsUser = (audience: { segment: string; userOid?: string | undefined }) =>
  audience.segment !== 'user' || !!audience.userOid
const CHOOSE_USER = { message: 'Choose the user to mail.', path: ['userOid'] }
export const adminMailAudienceQuery = z.object(mailAudience).refine(needsUser, CHOOSE_USER)
export const adminMailRequest = z
  .object({
    ...mailAudience,
    requestId: z
      .string('requestId is required')
      .regex(/^[\w.:-]{8,128}$/, 'requestId must be 8–128 letters, digits, or ._:-'),
    subject: z
      .string('Enter a subject.')
      .trim()
      .min(1, 'Enter a subject.')
      .max(200, 'The subject is at most 200 characters.'),
    text: z
      .string('Write the mail.')
      .trim()
      .min(1, 'Write the mail.')
      .max(20_000, 'The mail is at most 20,000 characters.'),
  })
  .refine(needsUser, CHOOSE_USER)
export type AdminMailRequest = z.input<typeof adminMailRequest>
/** How far a mail got: `done` once every recipient was mailed. */
export interface AdminMailProgress {
  requestId: string
  recipients: number
  sent: number
  done: boolean
}

export type RegisterRequest = z.input<typeof registerRequest>
export type RegisterConfirmRequest = z.input<typeof registerConfirmRequest>
export type LoginRequest = z.input<typeof loginRequest>
export type VerifyLoginRequest = z.input<typeof verifyLoginRequest>
export type PasswordResetFinalizeRequest = z.input<typeof passwordResetFinalizeRequest>
export type UnregisterRequest = z.input<typeof unregisterRequest>
export type SetRolesRequest = z.input<typeof setRolesRequest>

// ---------- response types ----------

export type UnregisterState = 'wait' | 'stop' | 'cancel'

/** Fields anyone may read about a user. */
export interface PublicUser {
  oid: string
  nickname: string
  customUrl: string | null
  isCreator: boolean
  isLivestreamer: boolean
  profileImageKey: string | null
  createdAt: string
}

/** The signed-in user's own view (the spec's client user info, accounts part). */
export interface AccountUser extends PublicUser {
  email: string
  roles: Role[]
  admin: boolean
  isUserAdult: boolean
  /** Adult self-certification done (POST /certified). */
  isSelfCert: boolean
  language: Language | null
  geo: string | null
  birthDate: string | null
  twoFactorEnabled: boolean
  /** `managed-channel:<creatorOid>` for each channel a channel manager manages. */
  creatorTags: string[]
  unregisterState: UnregisterState | null
  /** ISO date-time when a pending deletion takes effect. */
  confirmUnregister: string | null
}

export interface RegisterResponse {
  stage: 'askForConfirmationKey'
  email: string
}

export interface LoginSuccessResponse {
  oid: string
  userOid: string
  token: string
  /** ISO date-time the token stops working. */
  expiresAt: string
  email: string
  require2FA: false
  user: AccountUser
  /** True when this login cancelled a pending account deletion. */
  unregisterCancelled: boolean
}
export interface LoginTwoFactorResponse {
  require2FA: true
  loginTicket: string
  email: string
}
/** A pending sign-up (its code never entered) answers `RegisterResponse`: confirm first. */
export type LoginResponse = LoginSuccessResponse | LoginTwoFactorResponse | RegisterResponse

export interface NicknameCheckResponse {
  available: boolean
  message: 'Ouch, somebody already took this nickname.' | 'Nice, this would work.' | string
}
export interface OkResponse {
  ok: true
}
export interface SentResponse {
  sent: true
}
export interface TwoFactorStatusResponse {
  enabled: boolean
}
export interface TwoFactorSetupResponse {
  /** Base32 secret for manual entry. */
  secret: string
  otpauthUrl: string
  /** PNG data URL of the otpauth QR code. */
  qrDataUrl: string
}
export interface TwoFactorChangedResponse {
  enabled: boolean
}
export interface UnregisterStatusResponse {
  state: UnregisterState | null
  confirmUnregister: string | null
}
export interface GetUserResponse {
  /** Own view for the signed-in user, public fields otherwise; narrowed by `filter`. */
  user: Partial<AccountUser> & { oid: string }
  isMe: boolean
}
export interface BulkGetUsersResponse {
  /** `multiLangNick` (display nicknames by language) only when `toGrab` names it. */
  users: Array<
    Partial<PublicUser> & { oid: string; multiLangNick?: Partial<Record<Language, string>> }
  >
}
export interface CustomUrlResponse {
  customUrl: string | null
}
export interface CountryResponse {
  country: string | null
  language: Language
  /** Korea and Japan count as domestic. */
  domestic: boolean
}
export interface CertifiedResponse {
  isUserAdult: boolean
}
/** Coins a change of the unique nickname costs (spec: 500, non-refundable). */
export const NICKNAME_CHANGE_COINS = 500

export interface ProfileImageResponse {
  /** The image's address, or null when the initial is shown. */
  profileImageKey: string | null
}
export interface NicknamesResponse {
  nickname: string
  /** Display nicknames by language; a language without one shows the unique nickname. */
  globalNicknames: Partial<Record<Language, string>>
  changeCoins: number
  /** False for creators: a creator's nickname is not changeable once set. */
  changeable: boolean
}
export interface NicknameChangeResponse {
  nickname: string
  coins: number
  transactionId: string
  /** True when the key was used before: nothing was charged or changed again. */
  replayed: boolean
}
export interface LanguageResponse {
  language: Language
}
export interface GuestResponse {
  guestDeviceId: string
  freeChatsLeft: number
  freeChatsTotal: number
}
export interface GuestFreeChatsResponse {
  count: number
}
export interface SetRolesResponse {
  userOid: string
  roles: Role[]
}

export * from './account-extras-contract'
export type { AccountRoutes } from './route-map'
