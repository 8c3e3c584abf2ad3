/**
 * Unlinking a provider from My Info → Security. Refused when it is the account's only way
 * to sign in (no password, no other provider). The account's identities are locked first,
 * so two unlinks racing (Google and Apple at once) cannot both leave it with none.
 */
import type { SessionUser } from '../http'
import type { SignInProvider } from './contract'
import { SIGN_IN_ERRORS } from './errors'
import type { SignInContext } from './ports'

/** Pure: whether the account keeps a way in without this provider. */
export function canUnlink(
  provider: SignInProvider,
  linked: readonly string[],
  hasPassword: boolean,
): 'unlink' | 'notLinked' | 'lastSignIn' {
  if (!linked.includes(provider)) return 'notLinked'
  if (hasPassword || linked.some((other) => other !== provider)) return 'unlink'
  return 'lastSignIn'
}

export async function unlinkProvider(
  context: SignInContext,
  user: SessionUser,
  provider: SignInProvider,
): Promise<void> {
  const hasPassword = await context.accounts.hasPassword(user.oid)
  await context.db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('sign_in_identities')
      .select('provider')
      .where('user_id', '=', user.oid)
      .forUpdate()
      .execute()
    const verdict = canUnlink(
      provider,
      rows.map((row) => row.provider),
      hasPassword,
    )
    if (verdict === 'notLinked') throw SIGN_IN_ERRORS.notLinked()
    if (verdict === 'lastSignIn') throw SIGN_IN_ERRORS.lastSignIn()
    await trx
      .deleteFrom('sign_in_identities')
      .where('user_id', '=', user.oid)
      .where('provider', '=', provider)
      .execute()
  })
  context.logger.info({ provider, userId: user.oid }, 'sign-in provider unlinked')
}
