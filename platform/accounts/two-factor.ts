import QRCode from 'qrcode'
import type { TwoFactorSetupResponse } from './contract'
import { ACCOUNT_ERRORS } from './errors'
import type { AccountsContext } from './ports'
import { matchTotp, newTotpSecret, otpauthUrl } from './totp'
import { findUserById, isTwoFactorEnabled } from './users'

export async function twoFactorStatus(context: AccountsContext, userId: string) {
  return { enabled: await isTwoFactorEnabled(context.db, userId) }
}

/** Starts (or restarts) setup with a fresh secret; enabling waits for a valid code. */
export async function setupTwoFactor(
  context: AccountsContext,
  userId: string,
): Promise<TwoFactorSetupResponse> {
  if (await isTwoFactorEnabled(context.db, userId)) throw ACCOUNT_ERRORS.twoFactorAlreadyEnabled()
  const user = await findUserById(context.db, userId)
  if (!user) throw ACCOUNT_ERRORS.userNotFound()
  const now = context.clock.now()
  const secret = newTotpSecret()
  const row = {
    user_id: userId,
    secret,
    enabled_at: null,
    last_used_step: null,
    created_at: now,
    updated_at: now,
  }
  await context.db
    .insertInto('totp_secrets')
    .values(row)
    .onConflict((conflict) =>
      conflict.column('user_id').doUpdateSet(row).where('totp_secrets.enabled_at', 'is', null),
    )
    .execute()
  const url = otpauthUrl(secret, user.email)
  return { secret, otpauthUrl: url, qrDataUrl: await QRCode.toDataURL(url) }
}

/**
 * Accepts a code once: the matched time step must be newer than the last one used, and
 * the check-and-store is one conditional update, so two racing requests cannot both pass.
 */
export async function consumeTotpCode(
  context: AccountsContext,
  userId: string,
  code: string,
  expectEnabled: boolean,
): Promise<boolean> {
  const row = await context.db
    .selectFrom('totp_secrets')
    .select(['secret', 'enabled_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst()
  if (!row || (row.enabled_at !== null) !== expectEnabled) return false
  const now = context.clock.now()
  const step = matchTotp(row.secret, code, now)
  if (step === null) return false
  const updated = await context.db
    .updateTable('totp_secrets')
    .set({ last_used_step: String(step), updated_at: now })
    .where('user_id', '=', userId)
    .where('secret', '=', row.secret)
    .where((eb) =>
      eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', String(step))]),
    )
    .executeTakeFirst()
  return updated.numUpdatedRows > 0n
}

export async function confirmTwoFactor(context: AccountsContext, userId: string, code: string) {
  const pending = await context.db
    .selectFrom('totp_secrets')
    .select('enabled_at')
    .where('user_id', '=', userId)
    .executeTakeFirst()
  if (!pending) throw ACCOUNT_ERRORS.twoFactorNotSetUp()
  if (pending.enabled_at) throw ACCOUNT_ERRORS.twoFactorAlreadyEnabled()
  if (!(await consumeTotpCode(context, userId, code, false))) {
    throw ACCOUNT_ERRORS.invalidTwoFactorCode()
  }
  await context.db
    .updateTable('totp_secrets')
    .set({ enabled_at: context.clock.now() })
    .where('user_id', '=', userId)
    .execute()
  await context.security.tell(userId, 'two-factor')
  return { enabled: true }
}

/** Disabling needs a current code, so a stolen session alone cannot turn 2FA off. */
export async function disableTwoFactor(context: AccountsContext, userId: string, code: string) {
  if (!(await isTwoFactorEnabled(context.db, userId))) throw ACCOUNT_ERRORS.twoFactorNotEnabled()
  if (!(await consumeTotpCode(context, userId, code, true))) {
    throw ACCOUNT_ERRORS.invalidTwoFactorCode()
  }
  await context.db.deleteFrom('totp_secrets').where('user_id', '=', userId).execute()
  await context.security.tell(userId, 'two-factor')
  return { enabled: false }
}

/**
 * An admin turns a locked-out user's two-factor sign-in off (their authenticator is lost):
 * the secret and half-done 2FA logins go, and the areas holding credentials are told.
 */
export async function resetTwoFactor(context: AccountsContext, userId: string) {
  if (!(await isTwoFactorEnabled(context.db, userId))) throw ACCOUNT_ERRORS.twoFactorNotEnabled()
  await context.db.transaction().execute(async (transaction) => {
    await transaction.deleteFrom('totp_secrets').where('user_id', '=', userId).execute()
    await transaction.deleteFrom('login_tickets').where('user_id', '=', userId).execute()
  })
  await context.security.tell(userId, 'two-factor')
  return { enabled: false }
}
