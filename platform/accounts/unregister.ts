import type { UnregisterState, UnregisterStatusResponse } from './contract'
import { ACCOUNT_ERRORS } from './errors'
import type { AccountsContext } from './ports'
import { reauthenticatedUntil } from './provider-accounts'

export const UNREGISTER_WAIT_DAYS = 14
const DAY_MS = 24 * 60 * 60 * 1000

async function status(context: AccountsContext, userId: string): Promise<UnregisterStatusResponse> {
  const row = await context.db
    .selectFrom('users')
    .select(['unregister_state', 'confirm_unregister_at'])
    .where('id', '=', userId)
    .executeTakeFirst()
  if (!row) throw ACCOUNT_ERRORS.userNotFound()
  return {
    state: row.unregister_state as UnregisterState | null,
    confirmUnregister: row.confirm_unregister_at?.toISOString() ?? null,
  }
}

/**
 * Schedules deletion 14 days out after re-checking the password (a passwordless partner
 * account: a fresh Google or Apple re-authentication in this session); the survey is kept.
 */
export async function requestUnregister(
  context: AccountsContext,
  userId: string,
  survey: string,
  password: string | undefined,
  sessionId: string | null = null,
): Promise<UnregisterStatusResponse> {
  const account = await context.db
    .selectFrom('users')
    .select(['password_hash', 'unregister_state'])
    .where('id', '=', userId)
    .executeTakeFirst()
  if (!account) throw ACCOUNT_ERRORS.userNotFound()
  if (account.unregister_state === 'wait') throw ACCOUNT_ERRORS.alreadyUnregistering()
  if (account.password_hash) {
    if (password === undefined) throw ACCOUNT_ERRORS.passwordRequired()
    if (!(await context.passwords.verify(account.password_hash, password))) {
      throw ACCOUNT_ERRORS.incorrectPassword()
    }
  } else if (!(await reauthenticatedUntil(context, sessionId))) {
    throw ACCOUNT_ERRORS.reauthRequired()
  }
  const now = context.clock.now()
  await context.db
    .updateTable('users')
    .set({
      unregister_state: 'wait',
      unregister_survey: survey,
      confirm_unregister_at: new Date(now.getTime() + UNREGISTER_WAIT_DAYS * DAY_MS),
      updated_at: now,
    })
    .where('id', '=', userId)
    .execute()
  return status(context, userId)
}

export const unregisterStatus = status

/** Ends a pending deletion: `stop` when the user stops it, `cancel` from the confirm dialog. */
export async function endUnregister(
  context: AccountsContext,
  userId: string,
  state: 'stop' | 'cancel',
): Promise<UnregisterStatusResponse> {
  const now = context.clock.now()
  const updated = await context.db
    .updateTable('users')
    .set({ unregister_state: state, confirm_unregister_at: null, updated_at: now })
    .where('id', '=', userId)
    .where('unregister_state', '=', 'wait')
    .executeTakeFirst()
  if (updated.numUpdatedRows === 0n) throw ACCOUNT_ERRORS.notWaitingForUnregister()
  return status(context, userId)
}

/**
 * The scheduled job: deletes accounts whose wait is over. Sessions, tickets, resets and
 * 2FA secrets go with them (foreign keys cascade). Returns the deleted ids. With `onlyUserId`
 * it deletes that account alone (an admin's confirmation), by the same rule.
 */
export async function purgeUnregistered(
  context: AccountsContext,
  now: Date,
  onlyUserId?: string,
): Promise<string[]> {
  let purge = context.db
    .deleteFrom('users')
    .where('unregister_state', '=', 'wait')
    .where('confirm_unregister_at', '<=', now)
  if (onlyUserId) purge = purge.where('id', '=', onlyUserId)
  const deleted = await purge.returning('id').execute()
  // What other areas keep privately of these users goes with them (a failure is retried by
  // nothing else, so it is logged loudly).
  if (deleted.length > 0 && context.purgedAccounts)
    await context.purgedAccounts.purged(deleted.map((row) => row.id)).catch((error) => {
      context.logger.error({ err: error }, 'purged accounts: an area failed to forget them')
    })
  if (deleted.length > 0)
    context.logger.info({ count: deleted.length }, 'unregistered accounts purged')
  return deleted.map((row) => row.id)
}

/**
 * An admin confirms a waiting deletion now: the wait ends at once and the purge deletes the
 * account, as it would on the scheduled date. Refused (changing nothing) unless it waits.
 */
export async function confirmUnregisterNow(
  context: AccountsContext,
  userId: string,
): Promise<{ confirmUnregister: string }> {
  const now = context.clock.now()
  const ended = await context.db
    .updateTable('users')
    .set({ confirm_unregister_at: now, updated_at: now })
    .where('id', '=', userId)
    .where('unregister_state', '=', 'wait')
    .returning('id')
    .executeTakeFirst()
  if (!ended) throw ACCOUNT_ERRORS.notWaitingForUnregister()
  await purgeUnregistered(context, now, userId)
  return { confirmUnregister: now.toISOString() }
}
