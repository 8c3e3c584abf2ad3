import { sql } from 'kysely'
import type { z } from 'zod'
import type { Language } from '../../engine/i18n/languages'
import { newObjectId } from '../db'
import { AppError } from '../http'
import type { WindowPolicy } from '../limits'
import {
  type JoinedBy,
  type NicknameCheckResponse,
  nicknameField,
  type RegisterResponse,
  type registerRequest,
} from './contract'
import { ACCOUNT_ERRORS } from './errors'
import { verificationCodeMail } from './mail-templates'
import { isCommonPassword } from './passwords'
import type { AccountsContext } from './ports'
import { hashCode, newSixDigitCode } from './tokens'
import { violatedUniqueIndex } from './unique-violation'

const CODE_TTL_MS = 15 * 60 * 1000
export const MAX_CODE_ATTEMPTS = 5
/** Tries one mailed code may have checked, for its whole life. */
const CODE_TRIES: WindowPolicy = { kind: 'window', limit: MAX_CODE_ATTEMPTS, windowMs: CODE_TTL_MS }

export function isBlockedEmail(email: string, blockedDomains: string[]): boolean {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase()
  return blockedDomains.some((blocked) => domain === blocked || domain.endsWith(`.${blocked}`))
}

/** Birth dates from 1900 up to today (the schema already checked the calendar). */
export function checkBirthDate(birthDate: string, now: Date): void {
  if (birthDate < '1900-01-01' || birthDate > now.toISOString().slice(0, 10)) {
    throw ACCOUNT_ERRORS.incorrectBirthDate()
  }
}

/** Refuses an address an account holds, naming the partner it was registered via. */
async function refuseRegisteredEmail(context: AccountsContext, email: string): Promise<void> {
  const row = await context.db
    .selectFrom('users')
    .select('joined_by')
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst()
  if (!row) return
  if (row.joined_by === 'google') throw ACCOUNT_ERRORS.emailTakenViaGoogle()
  if (row.joined_by === 'apple') throw ACCOUNT_ERRORS.emailTakenViaApple()
  throw ACCOUNT_ERRORS.emailTaken()
}

export async function nicknameTaken(context: AccountsContext, nickname: string): Promise<boolean> {
  const row = await context.db
    .selectFrom('users')
    .select('id')
    .where(sql`lower(nickname)`, '=', nickname.toLowerCase())
    .executeTakeFirst()
  return !!row
}

export async function checkNickname(
  context: AccountsContext,
  nickname: string,
): Promise<NicknameCheckResponse> {
  const parsed = nicknameField.safeParse(nickname)
  if (!parsed.success) {
    return { available: false, message: parsed.error.issues[0]?.message ?? 'Enter a nickname.' }
  }
  if (await nicknameTaken(context, parsed.data)) {
    return { available: false, message: 'Ouch, somebody already took this nickname.' }
  }
  return { available: true, message: 'Nice, this would work.' }
}

/** Checks everything, keeps the sign-up pending and mails a 6-digit code. */
export async function register(
  context: AccountsContext,
  input: z.output<typeof registerRequest>,
  language: Language,
): Promise<RegisterResponse> {
  const now = context.clock.now()
  if (isBlockedEmail(input.email, context.settings.blockedEmailDomains)) {
    throw ACCOUNT_ERRORS.emailBlocked()
  }
  if (isCommonPassword(input.password)) throw ACCOUNT_ERRORS.commonPassword()
  checkBirthDate(input.birthDate, now)
  await refuseRegisteredEmail(context, input.email)
  if (await nicknameTaken(context, input.nickname)) throw ACCOUNT_ERRORS.nicknameTaken()

  const code = newSixDigitCode()
  const row = {
    email: input.email,
    nickname: input.nickname,
    password_hash: await context.passwords.hash(input.password),
    birth_date: input.birthDate,
    language,
    code_hash: hashCode(input.email, code),
    expires_at: new Date(now.getTime() + CODE_TTL_MS),
    created_at: now,
    updated_at: now,
  }
  await context.db
    .insertInto('pending_registrations')
    .values(row)
    .onConflict((conflict) => conflict.column('email').doUpdateSet(row))
    .execute()
  await sendCode(context, input.email, language, code)
  return { stage: 'askForConfirmationKey', email: input.email }
}

/** A new code for a pending sign-up; answers the same when there is none (no enumeration). */
export async function resendCode(
  context: AccountsContext,
  email: string,
): Promise<RegisterResponse> {
  const now = context.clock.now()
  const code = newSixDigitCode()
  const updated = await context.db
    .updateTable('pending_registrations')
    .set({
      code_hash: hashCode(email, code),
      expires_at: new Date(now.getTime() + CODE_TTL_MS),
      updated_at: now,
    })
    .where('email', '=', email)
    .returning('language')
    .executeTakeFirst()
  if (updated) await sendCode(context, email, updated.language as Language, code)
  return { stage: 'askForConfirmationKey', email }
}

async function sendCode(context: AccountsContext, email: string, language: Language, code: string) {
  try {
    await context.mailer.send(verificationCodeMail(email, language, code))
  } catch (error) {
    context.logger.error({ err: error }, 'verification mail failed')
    throw new AppError({
      status: 502,
      code: 'MAIL_FAILED',
      message: 'The confirmation mail could not be sent. Please try again.',
    })
  }
}

/** Turns a pending sign-up into a user when the code matches; returns the new user's id. */
export async function confirmRegistration(
  context: AccountsContext,
  email: string,
  code: string,
  joinedBy: JoinedBy = 'email',
): Promise<string> {
  const now = context.clock.now()
  const pending = await context.db
    .selectFrom('pending_registrations')
    .selectAll()
    .select(sql<string>`to_char(birth_date, 'YYYY-MM-DD')`.as('birth_text'))
    .where('email', '=', email)
    .executeTakeFirst()
  if (!pending) throw ACCOUNT_ERRORS.wrongConfirmationCode()
  if (pending.expires_at <= now) throw ACCOUNT_ERRORS.confirmationExpired()
  // Each try is counted before the code is compared; a new code (resent) has a budget of its own.
  const tries = await context.limits.reserve(`signup-code:${pending.code_hash}`, CODE_TRIES)
  if (!tries.granted) throw ACCOUNT_ERRORS.confirmationAttemptsExceeded()
  if (!/^\d{6}$/.test(code) || hashCode(email, code) !== pending.code_hash) {
    throw ACCOUNT_ERRORS.wrongConfirmationCode()
  }
  const userId = newObjectId(now.getTime())
  try {
    await context.db.transaction().execute(async (transaction) => {
      // Deleting first makes the code single-use even when two confirmations race.
      const consumed = await transaction
        .deleteFrom('pending_registrations')
        .where('email', '=', email)
        .where('code_hash', '=', pending.code_hash)
        .returning('email')
        .executeTakeFirst()
      if (!consumed) throw ACCOUNT_ERRORS.wrongConfirmationCode()
      await transaction
        .insertInto('users')
        .values({
          id: userId,
          email,
          nickname: pending.nickname,
          password_hash: pending.password_hash,
          birth_date: pending.birth_text,
          roles: ['user'],
          language: pending.language,
          country: null,
          custom_url: null,
          adult_verified_at: null,
          unregister_state: null,
          unregister_survey: null,
          confirm_unregister_at: null,
          joined_by: joinedBy,
          created_at: now,
          updated_at: now,
        })
        .execute()
    })
  } catch (error) {
    const index = violatedUniqueIndex(error)
    if (index === 'users_email_key') throw ACCOUNT_ERRORS.emailTaken()
    if (index === 'users_nickname_key') throw ACCOUNT_ERRORS.nicknameTaken()
    throw error
  }
  return userId
}
