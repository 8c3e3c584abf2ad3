import { sql } from 'kysely'
import type { Language } from '../../engine/i18n/languages'
import { isLanguage } from '../../engine/i18n/languages'
import { newObjectId } from '../db'
import { ACCOUNT_ERRORS } from './errors'
import { passwordResetMail } from './mail-templates'
import { isCommonPassword } from './passwords'
import type { AccountsContext } from './ports'
import { revokeAllSessions } from './sessions'
import { clearLoginFailures, loginClientKey } from './throttle'
import { hashSecret, newSecretToken } from './tokens'

export const RESET_LINK_TTL_MS = 60 * 60 * 1000

/** Mails a single-use link when the address has an account; the answer never tells. */
export async function requestPasswordReset(
  context: AccountsContext,
  email: string,
  requestLanguage: Language,
): Promise<{ sent: true }> {
  const user = await context.db
    .selectFrom('users')
    .select(['id', 'email', 'language'])
    .where(sql`lower(email)`, '=', email)
    .executeTakeFirst()
  if (!user) return { sent: true }
  const now = context.clock.now()
  const token = newSecretToken()
  // Only the newest link works: an older mail that leaks later is already spent.
  await context.db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('user_id', '=', user.id)
    .where('used_at', 'is', null)
    .execute()
  await context.db
    .insertInto('password_resets')
    .values({
      id: newObjectId(now.getTime()),
      user_id: user.id,
      token_hash: hashSecret(token),
      expires_at: new Date(now.getTime() + RESET_LINK_TTL_MS),
      used_at: null,
      created_at: now,
    })
    .execute()
  const link = `${context.settings.publicUrl.replace(/\/$/, '')}/pwreset?token=${token}`
  const language = isLanguage(user.language) ? user.language : requestLanguage
  try {
    await context.mailer.send(passwordResetMail(user.email, language, link))
  } catch (error) {
    // Not surfaced: the answer must look the same whether or not the account exists.
    context.logger.error({ err: error }, 'password reset mail failed')
  }
  return { sent: true }
}

/**
 * Sets the new password, spends the link, and signs out every session of the account.
 * The login failures on the address end, and the client that finished the reset is one
 * the per-account ceiling spares (throttle.ts).
 */
export async function finalizePasswordReset(
  context: AccountsContext,
  token: string,
  password: string,
  clientIp = 'unknown',
): Promise<{ ok: true }> {
  if (isCommonPassword(password)) throw ACCOUNT_ERRORS.commonPassword()
  const now = context.clock.now()
  const reset = await context.db
    .selectFrom('password_resets')
    .innerJoin('users', 'users.id', 'password_resets.user_id')
    .select([
      'password_resets.id',
      'password_resets.expires_at',
      'password_resets.used_at',
      'users.id as user_id',
      'users.email',
    ])
    .where('password_resets.token_hash', '=', hashSecret(token))
    .executeTakeFirst()
  if (!reset) throw ACCOUNT_ERRORS.resetLinkInvalid()
  if (reset.used_at || reset.expires_at <= now) throw ACCOUNT_ERRORS.resetLinkExpired()
  const passwordHash = await context.passwords.hash(password)
  await context.db.transaction().execute(async (transaction) => {
    const spent = await transaction
      .updateTable('password_resets')
      .set({ used_at: now })
      .where('id', '=', reset.id)
      .where('used_at', 'is', null)
      .executeTakeFirst()
    if (spent.numUpdatedRows === 0n) throw ACCOUNT_ERRORS.resetLinkExpired()
    await transaction
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: now })
      .where('id', '=', reset.user_id)
      .execute()
  })
  await revokeAllSessions(context, reset.user_id)
  await clearLoginFailures(context, reset.email.toLowerCase(), loginClientKey(clientIp))
  await context.security.tell(reset.user_id, 'password-reset')
  return { ok: true }
}
