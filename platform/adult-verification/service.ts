/**
 * Adult verification use cases: open a Yoti session (state `sent`), read its result (from the
 * player's return to `/yoti-callback`, or from Yoti's signed notification), and set the
 * account's adult flag through accounts only on a verified result.
 */
import type { SessionUser } from '../http'
import type {
  AdultVerificationState,
  AdultVerificationStatus,
  YotiSessionCreated,
  YotiSessionResultAnswer,
} from './contract'
import { ADULT_VERIFICATION_ERRORS } from './errors'
import type { AdultVerificationDeps } from './ports'
import { outcomeOf, type SessionOutcome } from './result'
import { notificationSignatureValid } from './signature'

const SESSION_TTL_SECONDS = 900

const userState = (outcome: SessionOutcome | null, isAdult: boolean): AdultVerificationState =>
  isAdult ? 'verified' : !outcome || outcome === 'expired' ? 'unverified' : outcome

export function createAdultVerificationService(deps: AdultVerificationDeps) {
  const { db, clock } = deps

  function ready() {
    if (!deps.settings || !deps.api) throw ADULT_VERIFICATION_ERRORS.notConfigured()
    return { settings: deps.settings, api: deps.api }
  }

  async function latest(userOid: string) {
    return db
      .selectFrom('adult_verifications')
      .select(['session_id', 'state'])
      .where('user_oid', '=', userOid)
      .orderBy('created_at', 'desc')
      .orderBy('session_id', 'desc')
      .limit(1)
      .executeTakeFirst()
  }

  /**
   * Asks Yoti for the session's result and records it. The flag is set before the state
   * moves, so a crash in between leaves a retry that sets it again (it is idempotent).
   */
  async function settle(sessionId: string, userOid: string): Promise<SessionOutcome> {
    const { settings, api } = ready()
    let result: Awaited<ReturnType<typeof api.sessionResult>>
    try {
      result = await api.sessionResult(sessionId)
    } catch (error) {
      deps.logger.warn({ err: error, sessionId }, 'yoti result read failed')
      throw ADULT_VERIFICATION_ERRORS.providerFailed()
    }
    const outcome = outcomeOf(result, settings.threshold)
    if (outcome === 'sent') return outcome
    if (outcome === 'verified') await deps.accounts.markAdultVerified(userOid)
    const now = clock.now()
    await db
      .updateTable('adult_verifications')
      .set({ state: outcome, method: result.method, updated_at: now })
      .where('session_id', '=', sessionId)
      .where('state', '=', 'sent')
      .execute()
    return outcome
  }

  async function ownSession(user: SessionUser, sessionId: string) {
    const row = await db
      .selectFrom('adult_verifications')
      .select(['session_id', 'state', 'user_oid'])
      .where('session_id', '=', sessionId)
      .where('user_oid', '=', user.oid)
      .executeTakeFirst()
    if (!row) throw ADULT_VERIFICATION_ERRORS.sessionNotFound()
    return row
  }

  return {
    async status(user: SessionUser): Promise<AdultVerificationStatus> {
      const row = await latest(user.oid)
      return {
        available: Boolean(deps.settings && deps.api),
        state: userState(row?.state ?? null, user.isAdult),
        isUserAdult: user.isAdult,
        sessionId: row?.session_id ?? null,
      }
    },

    async createSession(user: SessionUser): Promise<YotiSessionCreated> {
      const { settings, api } = ready()
      let created: { id: string; expiresAt: string | null }
      try {
        created = await api.createSession({
          referenceId: user.oid,
          callbackUrl: `${deps.publicUrl}/yoti-callback`,
          notificationUrl: `${deps.publicUrl}/api/yoti/notification`,
          threshold: settings.threshold,
          ttlSeconds: SESSION_TTL_SECONDS,
        })
      } catch (error) {
        deps.logger.warn({ err: error }, 'yoti session create failed')
        throw ADULT_VERIFICATION_ERRORS.providerFailed()
      }
      const now = clock.now()
      await db
        .insertInto('adult_verifications')
        .values({
          session_id: created.id,
          user_oid: user.oid,
          state: 'sent',
          method: null,
          created_at: now,
          updated_at: now,
          expires_at: created.expiresAt ? new Date(created.expiresAt) : null,
        })
        .execute()
      return {
        sessionId: created.id,
        url: api.userViewUrl(created.id),
        state: 'sent',
        expiresAt: created.expiresAt,
      }
    },

    /** The player back from Yoti: the session's result, read from Yoti if still open. */
    async result(user: SessionUser, sessionId: string): Promise<YotiSessionResultAnswer> {
      const row = await ownSession(user, sessionId)
      const outcome = row.state === 'sent' ? await settle(sessionId, user.oid) : row.state
      const isUserAdult = user.isAdult || outcome === 'verified'
      return { sessionId, state: userState(outcome, isUserAdult), isUserAdult }
    },

    /**
     * Yoti's notification: its signature and freshness are checked, each (session, sequence
     * number) is taken once, and the result is read back from Yoti rather than trusted.
     */
    async notification(payload: Record<string, unknown>): Promise<{ received: true }> {
      const { settings } = ready()
      if (!notificationSignatureValid(payload, settings.notificationSecret, clock.now()))
        throw ADULT_VERIFICATION_ERRORS.badSignature()
      const sessionId =
        typeof payload.session_key === 'string' ? payload.session_key : String(payload.id ?? '')
      const sequence = Number.isInteger(payload.sequence_number)
        ? (payload.sequence_number as number)
        : 0
      const session = await db
        .selectFrom('adult_verifications')
        .select(['user_oid', 'state'])
        .where('session_id', '=', sessionId)
        .executeTakeFirst()
      if (!session) throw ADULT_VERIFICATION_ERRORS.sessionNotFound()
      const taken = await db
        .insertInto('adult_verification_notices')
        .values({ session_id: sessionId, sequence_number: sequence, received_at: clock.now() })
        .onConflict((oc) => oc.columns(['session_id', 'sequence_number']).doNothing())
        .returning('session_id')
        .executeTakeFirst()
      if (!taken) throw ADULT_VERIFICATION_ERRORS.replayed()
      if (session.state === 'sent') await settle(sessionId, session.user_oid)
      return { received: true }
    },
  }
}

export type AdultVerificationService = ReturnType<typeof createAdultVerificationService>
