/**
 * The tab that started claims the checked outcome (`POST /g-login`, `/a-login`): a login
 * goes through the accounts' login state machine (2FA step, suspension, 999), a new
 * provider account answers `askForConfirmationKey` until its sign-up details come, and a
 * link adds the provider to the signed-in account.
 */
import type { Transaction } from 'kysely'
import type { Language } from '../../engine/i18n/languages'
import { ACCOUNT_ERRORS } from '../accounts'
import type { DB } from '../db'
import type { SessionUser } from '../http'
import { type AttemptRow, claimable, markFinished } from './attempts'
import type { SignInFinishResponse, SignInProvider } from './contract'
import { SIGN_IN_ERRORS } from './errors'
import type { SignInContext } from './ports'
import { planLink, planLogin, type Refusal } from './rules'

export interface FinishInput {
  attempt: string
  nickname?: string
  birthDate?: string
  agreePersonalData?: true
}

type Claimed = AttemptRow & { subject: string }

export async function finishSignIn(
  context: SignInContext,
  provider: SignInProvider,
  input: FinishInput,
  user: SessionUser | null,
  language: Language,
  sessionId: string | null = null,
): Promise<SignInFinishResponse> {
  const attempt = await claimable(context.db, provider, input.attempt, context.clock.now())
  if (!attempt) throw SIGN_IN_ERRORS.loginFailed(provider)
  if (attempt.purpose === 'link') return finishLink(context, provider, attempt, user)
  if (attempt.purpose === 'reauth') return finishReauth(context, provider, attempt, user, sessionId)
  const linkedUserId = await linkedUser(context, provider, attempt.subject)
  const holder =
    linkedUserId || !attempt.email ? null : await context.accounts.findAccountByEmail(attempt.email)
  const plan = planLogin(
    provider,
    { email: attempt.email, emailVerified: attempt.email_verified === true },
    linkedUserId,
    holder,
  )
  if (plan.kind === 'refuse') {
    await markFinished(context.db, attempt.id, context.clock.now())
    throw refusalError(provider, plan.refusal)
  }
  if (plan.kind === 'login') {
    if (!(await markFinished(context.db, attempt.id, context.clock.now())))
      throw SIGN_IN_ERRORS.loginFailed(provider)
    return context.accounts.loginProvenUser(plan.userId)
  }
  if (!input.nickname || !input.birthDate || !input.agreePersonalData) {
    return {
      stage: 'askForConfirmationKey',
      provider,
      email: plan.email,
      nickname: nicknameSuggestion(attempt.name),
    }
  }
  const userId = await context.accounts.createPartnerAccount(
    {
      email: plan.email,
      nickname: input.nickname,
      birthDate: input.birthDate,
      language,
      joinedBy: provider,
    },
    async (trx, newUserId) => {
      // Claimed in the account's transaction: two tabs racing create one account.
      const claimed = await trx
        .updateTable('sign_in_attempts')
        .set({ finished_at: context.clock.now() })
        .where('id', '=', attempt.id)
        .where('finished_at', 'is', null)
        .executeTakeFirst()
      if (claimed.numUpdatedRows === 0n) throw SIGN_IN_ERRORS.loginFailed(provider)
      await insertIdentity(trx, context, provider, attempt, newUserId, true)
    },
  )
  return context.accounts.loginProvenUser(userId)
}

async function finishLink(
  context: SignInContext,
  provider: SignInProvider,
  attempt: Claimed,
  user: SessionUser | null,
): Promise<SignInFinishResponse> {
  // Only the account that started the link may finish it.
  if (!user || user.oid !== attempt.user_id) throw SIGN_IN_ERRORS.loginFailed(provider)
  const linkedUserId = await linkedUser(context, provider, attempt.subject)
  const own = await context.db
    .selectFrom('sign_in_identities')
    .select('subject')
    .where('user_id', '=', user.oid)
    .where('provider', '=', provider)
    .executeTakeFirst()
  const plan = planLink(user.oid, linkedUserId, !!own)
  await context.db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('sign_in_attempts')
      .set({ finished_at: context.clock.now() })
      .where('id', '=', attempt.id)
      .where('finished_at', 'is', null)
      .executeTakeFirst()
    if (claimed.numUpdatedRows === 0n) throw SIGN_IN_ERRORS.loginFailed(provider)
    if (plan.kind === 'link') await insertIdentity(trx, context, provider, attempt, user.oid, false)
  })
  if (plan.kind === 'refuse') {
    throw plan.refusal === 'linkedElsewhere'
      ? SIGN_IN_ERRORS.linkedElsewhere()
      : SIGN_IN_ERRORS.alreadyLinked()
  }
  return { linked: true, provider }
}

/**
 * A re-authentication: the provider account linked to the signed-in account proved itself
 * again, so this session stands re-proved for a few minutes (the password's stand-in).
 */
async function finishReauth(
  context: SignInContext,
  provider: SignInProvider,
  attempt: Claimed,
  user: SessionUser | null,
  sessionId: string | null,
): Promise<SignInFinishResponse> {
  if (!user || !sessionId || user.oid !== attempt.user_id)
    throw SIGN_IN_ERRORS.loginFailed(provider)
  if (!(await markFinished(context.db, attempt.id, context.clock.now())))
    throw SIGN_IN_ERRORS.loginFailed(provider)
  if ((await linkedUser(context, provider, attempt.subject)) !== user.oid)
    throw SIGN_IN_ERRORS.notThisAccount()
  const until = await context.accounts.markSessionReauthenticated(sessionId, user.oid)
  return { reauthenticated: true, provider, until: until.toISOString() }
}

async function insertIdentity(
  trx: Transaction<DB>,
  context: SignInContext,
  provider: SignInProvider,
  attempt: Claimed,
  userId: string,
  registered: boolean,
): Promise<void> {
  const inserted = await trx
    .insertInto('sign_in_identities')
    .values({
      provider,
      subject: attempt.subject,
      user_id: userId,
      email: attempt.email,
      registered,
      linked_at: context.clock.now(),
    })
    .onConflict((conflict) => conflict.doNothing())
    .returning('subject')
    .executeTakeFirst()
  if (!inserted) throw SIGN_IN_ERRORS.linkedElsewhere()
}

async function linkedUser(
  context: SignInContext,
  provider: SignInProvider,
  subject: string,
): Promise<string | null> {
  const row = await context.db
    .selectFrom('sign_in_identities')
    .select('user_id')
    .where('provider', '=', provider)
    .where('subject', '=', subject)
    .executeTakeFirst()
  return row?.user_id ?? null
}

function refusalError(provider: SignInProvider, refusal: Refusal) {
  switch (refusal) {
    case 'mustUseEmail':
      return ACCOUNT_ERRORS.mustUseEmail()
    case 'mustUseGoogle':
      return ACCOUNT_ERRORS.mustUseGoogle()
    case 'mustUseApple':
      return ACCOUNT_ERRORS.mustUseApple()
    case 'emailUnverified':
      return SIGN_IN_ERRORS.emailUnverified()
    default:
      return SIGN_IN_ERRORS.loginFailed(provider)
  }
}

/** The provider's profile name as a nickname the sign-up accepts (letters and digits). */
export function nicknameSuggestion(name: string | null): string {
  const letters = (name ?? '').replace(/[^\p{L}\p{M}\p{N}]/gu, '').slice(0, 20)
  return letters.length >= 2 ? letters : ''
}
