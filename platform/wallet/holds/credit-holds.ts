/**
 * Credit holds for chat generation: reserve the quote's maximum before generating,
 * settle at the actual price (at most the hold, the rest returns) or void on failure.
 * An expired hold releases itself: swept by `releaseExpiredHolds` and lazily on reserve.
 * Settling or voiding an unknown or finished hold is a no-op that moves no money.
 */
import { newObjectId } from '../../db'
import { assertPositiveAmount, toAmount } from '../amounts'
import { walletErrors } from '../errors'
import { fingerprint } from '../fingerprint'
import { databaseErrorCode, readTransaction } from '../ledger'
import type { WalletDeps } from '../operations'
import type { ChargeType } from '../transaction-types'
import { type HoldOperation, type HoldOutcome, submitHoldOperation } from './group-commit'

export type HoldStatus = 'held' | 'settled' | 'voided' | 'expired'

export interface Hold {
  requestId: string
  userOid: string
  amount: number
  bonusAmount: number
  paidAmount: number
  status: HoldStatus
  charged: number | null
  expiresAt: Date
}

export interface ReserveInput {
  requestId: string
  userOid: string
  amount: number
  expiresAt: Date
  chargeType?: ChargeType
}

export async function reserve(deps: WalletDeps, input: ReserveInput): Promise<Hold> {
  assertPositiveAmount(input.amount, 'reserve')
  try {
    return await reserveOnce(deps, input)
  } catch (error) {
    // An expired hold must never block a reservation: release this user's expired holds
    // and try once more. Only on refusal, so the common path costs no extra query.
    const code = (error as { code?: string } | null)?.code
    if (code !== 'INSUFFICIENT_CREDITS' && code !== 'BONUS_CREDIT_DAILY_LIMIT') throw error
    if ((await releaseExpiredHolds(deps, deps.clock.now(), input.userOid)) === 0) throw error
    return reserveOnce(deps, input)
  }
}

async function reserveOnce(deps: WalletDeps, input: ReserveInput): Promise<Hold> {
  const key = `hold:${input.requestId}`
  const chargeType = input.chargeType ?? 'story_chat'
  const expiresIso = input.expiresAt.toISOString()
  const requestFingerprint = fingerprint({
    type: 'hold',
    body: { userOid: input.userOid, amount: input.amount, expiresAt: expiresIso, chargeType },
  })
  const stored = await applyHoldOperation<Hold>(deps, () => {
    const now = deps.clock.now()
    return {
      kind: 'reserve',
      transactionId: newObjectId(now.getTime()),
      key,
      fingerprint: requestFingerprint,
      requestId: input.requestId,
      userOid: input.userOid,
      amount: input.amount,
      expiresAt: expiresIso,
      chargeType,
      now: now.toISOString(),
      bonusDailyLimit: deps.settings.bonusCreditDailyLimit,
    }
  }).catch(async (error) => {
    // A concurrent duplicate of the same key committed first (PostgreSQL unique index):
    // the same body is answered as a replay (null), another body is a reused key.
    if (databaseErrorCode(error) !== '23505') throw error
    const existing = await readTransaction(deps.db, key)
    if (!existing) throw error
    if (existing.fingerprint !== requestFingerprint) throw walletErrors.keyReused(key)
    return null
  })
  if (stored) return { ...stored, expiresAt: new Date(stored.expiresAt) }
  // A retry of an applied reservation: the hold may have been settled since; answer its state.
  const hold = await readHold(deps.db, input.requestId)
  if (!hold) throw new Error(`reserve: hold ${input.requestId} missing after its transaction`)
  return publicHold(hold)
}

/** SQLSTATEs the hold functions raise (functions/reserve-finish.ts). */
const HOLD_ERRORS: Record<string, (key: string) => Error> = {
  TL402: walletErrors.insufficientCredits,
  TL429: walletErrors.bonusDailyLimit,
  TL409: walletErrors.keyReused,
  '23514': walletErrors.insufficientBalance,
}

/**
 * Runs one hold operation through the group-commit queue (group-commit.ts) and turns its
 * outcome into a result or the wallet's error. A deadlock victim on PostgreSQL changed
 * nothing and is queued again (with a fresh transaction id). Other database refusals keep
 * their SQLSTATE in `code`, as when the function ran as its own statement.
 */
async function applyHoldOperation<Result>(
  deps: WalletDeps,
  operation: () => HoldOperation,
): Promise<Result | null> {
  for (let attempt = 1; ; attempt++) {
    const next = operation()
    let outcome: HoldOutcome
    try {
      outcome = await submitHoldOperation(deps.db, next)
    } catch (error) {
      const code = databaseErrorCode(error)
      if ((code === '40P01' || code === '40001') && attempt < 5) continue
      throw error
    }
    if ('result' in outcome) return (outcome.result as Result | null) ?? null
    if ((outcome.code === '40P01' || outcome.code === '40001') && attempt < 5) continue
    const mapped = HOLD_ERRORS[outcome.code]
    if (mapped) throw mapped(next.kind === 'reserve' ? next.key : `hold-finish:${next.requestId}`)
    throw Object.assign(new Error(outcome.message), { code: outcome.code })
  }
}

function publicHold(hold: Hold & { chargeType: string; bonusDay: string }): Hold {
  const { chargeType: _type, bonusDay: _day, ...rest } = hold
  return rest
}

export interface SettleResult {
  status: HoldStatus | 'unknown'
  charged: number
  /** False when the call found the hold already finished (or unknown) and moved nothing. */
  applied: boolean
}

/** Charges min(amount, held); the rest returns to where it came from (bonus is charged first). */
export async function settle(deps: WalletDeps, input: { requestId: string; amount: number }) {
  if (!Number.isSafeInteger(input.amount) || input.amount < 0) {
    throw new Error(`settle: amount must be a non-negative integer, got ${input.amount}`)
  }
  return finish(deps, input.requestId, 'settle', input.amount)
}

export async function voidHold(deps: WalletDeps, input: { requestId: string }) {
  return finish(deps, input.requestId, 'void')
}

/**
 * One finishing transaction per hold, whichever of settle/void/expiry comes first: the
 * function's update is conditional on 'held', so of two racing finishers exactly one
 * applies and the other answers the winner's status. A settle after expiry is an expiry.
 */
async function finish(
  deps: WalletDeps,
  requestId: string,
  kind: 'settle' | 'void' | 'expire',
  amount?: number,
): Promise<SettleResult> {
  const outcome = await applyHoldOperation<SettleResult>(deps, () => {
    const now = deps.clock.now()
    return {
      kind,
      transactionId: newObjectId(now.getTime()),
      requestId,
      ...(amount === undefined ? {} : { amount }),
      now: now.toISOString(),
    }
  }).catch((error) => {
    // The finish key stored by a racing finisher (PostgreSQL): report what it did.
    if (databaseErrorCode(error) !== '23505') throw error
    return null
  })
  if (outcome) return { ...outcome, charged: Number(outcome.charged) }
  const latest = await readHold(deps.db, requestId)
  return { status: latest?.status ?? 'unknown', charged: latest?.charged ?? 0, applied: false }
}

/** Releases expired holds (all, or one user's); returns how many it released. */
export async function releaseExpiredHolds(
  deps: WalletDeps,
  now: Date,
  userOid?: string,
): Promise<number> {
  let query = deps.db
    .selectFrom('wallet_holds')
    .select('request_id')
    .where('status', '=', 'held')
    .where('expires_at', '<=', now)
  if (userOid) query = query.where('user_oid', '=', userOid)
  const expired = await query.limit(500).execute()
  // Queued together: one batch when the queue is free.
  const outcomes = await Promise.all(
    expired.map(({ request_id }) => finish(deps, request_id, 'expire')),
  )
  return outcomes.filter((outcome) => outcome.applied).length
}

export async function readHold(
  db: WalletDeps['db'],
  requestId: string,
): Promise<(Hold & { chargeType: string; bonusDay: string }) | null> {
  const row = await db
    .selectFrom('wallet_holds')
    .selectAll()
    .where('request_id', '=', requestId)
    .executeTakeFirst()
  if (!row) return null
  return {
    requestId: row.request_id,
    userOid: row.user_oid,
    amount: toAmount(row.amount),
    bonusAmount: toAmount(row.bonus_amount),
    paidAmount: toAmount(row.paid_amount),
    status: row.status,
    charged: row.charged === null ? null : toAmount(row.charged),
    expiresAt: new Date(row.expires_at),
    chargeType: row.charge_type,
    bonusDay: row.bonus_day,
  }
}
