/**
 * A fresh proof of the account for a sensitive change (the payout account): a session
 * alone, stolen or opened by another credential, is not enough. The current password, or a
 * code of the account's authenticator when it has two-factor sign-in (used once, like a
 * login's).
 */

import { ACCOUNT_ERRORS } from './errors'
import type { AccountsContext } from './ports'
import { consumeTotpCode } from './two-factor'

export interface StepUpProof {
  currentPassword?: string | undefined
  totpCode?: string | undefined
}

export async function verifyStepUp(
  context: AccountsContext,
  userId: string,
  proof: StepUpProof,
): Promise<void> {
  if (!proof.currentPassword && !proof.totpCode) throw ACCOUNT_ERRORS.stepUpRequired()
  if (proof.totpCode) {
    if (await consumeTotpCode(context, userId, proof.totpCode, true)) return
    throw ACCOUNT_ERRORS.stepUpFailed()
  }
  const row = await context.db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', userId)
    .executeTakeFirst()
  // An unknown user costs a verify too: the answer's time says nothing.
  if (!(await context.passwords.verify(row?.password_hash ?? null, proof.currentPassword ?? ''))) {
    throw ACCOUNT_ERRORS.stepUpFailed()
  }
}
