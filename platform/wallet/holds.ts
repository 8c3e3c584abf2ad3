/**
 * Credit holds for chat generation: reserve the quote's maximum before generating,
 * settle at the actual price (at most the hold, the rest returns) or void on failure.
 * An expired hold releases itself: swept by `releaseExpiredHolds` and lazily on reserve.
 * Settling or voiding an unknown or finished hold is a no-op that moves no money.
 */
import { systemAccount, userAccount } from './accounts'
import { assertPositiveAmount, toAmount } from './amounts'
import { addBonusUsage, bonusUsed, utcDay } from './bonus-usage'
import { splitCreditCharge } from './charge-split'
import { runOperation } from './ledger'
import type { WalletDeps } from './operations'
import type { ChargeType } from './transaction-types'

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

const holdAccount = systemAccount('holds', 'credit')

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
  const credits = userAccount(input.userOid, 'credits')
  const bonusCredits = userAccount(input.userOid, 'bonus_credits')
  const transaction = await runOperation(deps.db, deps.clock, {
    key: `hold:${input.requestId}`,
    type: 'hold',
    body: {
      userOid: input.userOid,
      amount: input.amount,
      expiresAt: input.expiresAt.toISOString(),
      chargeType: input.chargeType ?? 'story_chat',
    },
    async plan(trx, { lock, now }) {
      const balances = await lock([credits, bonusCredits])
      const day = utcDay(now)
      const bonusBalance = balances.get(bonusCredits) ?? 0
      const split = splitCreditCharge({
        amount: input.amount,
        paidBalance: balances.get(credits) ?? 0,
        bonusBalance,
        // Only users holding bonus credits need today's usage read.
        bonusAllowance:
          bonusBalance > 0
            ? deps.settings.bonusCreditDailyLimit - (await bonusUsed(trx, input.userOid, day))
            : 0,
      })
      await addBonusUsage(trx, input.userOid, day, split.bonus)
      await trx
        .insertInto('wallet_holds')
        .values({
          request_id: input.requestId,
          user_oid: input.userOid,
          amount: input.amount,
          bonus_amount: split.bonus,
          paid_amount: split.paid,
          charge_type: input.chargeType ?? 'story_chat',
          status: 'held',
          charged: null,
          bonus_day: day,
          expires_at: input.expiresAt,
          created_at: now,
          finished_at: null,
        })
        .execute()
      return {
        entries: [
          { account: credits, amount: -split.paid },
          { account: bonusCredits, amount: -split.bonus },
          { account: holdAccount, amount: input.amount },
        ],
        metadata: { userOid: input.userOid, requestId: input.requestId },
        result: {
          requestId: input.requestId,
          userOid: input.userOid,
          amount: input.amount,
          bonusAmount: split.bonus,
          paidAmount: split.paid,
          status: 'held',
          charged: null,
          expiresAt: input.expiresAt,
        } satisfies Hold,
      }
    },
  })
  if (!transaction.replayed) return transaction.result
  // A retry: the hold may have been settled since; answer its current state.
  const hold = await readHold(deps.db, input.requestId)
  if (!hold) throw new Error(`reserve: hold ${input.requestId} missing after ${transaction.id}`)
  return hold
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
  return finish(deps, input.requestId, { kind: 'settle', amount: input.amount })
}

export async function voidHold(deps: WalletDeps, input: { requestId: string }) {
  return finish(deps, input.requestId, { kind: 'void' })
}

type Finish = { kind: 'settle'; amount: number } | { kind: 'void' } | { kind: 'expire' }

async function finish(deps: WalletDeps, requestId: string, action: Finish): Promise<SettleResult> {
  const hold = await readHold(deps.db, requestId)
  if (!hold) return { status: 'unknown', charged: 0, applied: false }
  if (hold.status !== 'held')
    return { status: hold.status, charged: hold.charged ?? 0, applied: false }
  const expired = hold.expiresAt.getTime() <= deps.clock.now().getTime()
  const effective: Finish = action.kind === 'settle' && expired ? { kind: 'expire' } : action
  const charged = effective.kind === 'settle' ? Math.min(effective.amount, hold.amount) : 0
  const status: HoldStatus =
    effective.kind === 'settle' ? 'settled' : effective.kind === 'void' ? 'voided' : 'expired'
  const transaction = await runOperation(deps.db, deps.clock, {
    // One finishing transaction per hold, whichever of settle/void/expiry comes first.
    key: `hold-finish:${requestId}`,
    type: status === 'settled' ? (hold.chargeType as ChargeType) : 'void',
    body: { requestId, action: effective },
    // Finished holds were answered above; a racing finisher is caught by the conditional update.
    checkKeyFirst: false,
    async plan(trx, { lock, now }) {
      await lock([userAccount(hold.userOid, 'credits'), userAccount(hold.userOid, 'bonus_credits')])
      // Conditional on 'held': of two racing finishers, exactly one updates the row.
      const updated = await trx
        .updateTable('wallet_holds')
        .set({ status, charged, finished_at: now })
        .where('request_id', '=', requestId)
        .where('status', '=', 'held')
        .executeTakeFirst()
      if (Number(updated.numUpdatedRows) !== 1) throw new HoldAlreadyFinished()
      const chargedBonus = Math.min(charged, hold.bonusAmount)
      const chargedPaid = charged - chargedBonus
      const returnedBonus = hold.bonusAmount - chargedBonus
      await addBonusUsage(trx, hold.userOid, hold.bonusDay, -returnedBonus)
      return {
        entries: [
          { account: holdAccount, amount: -hold.amount },
          { account: systemAccount('sales', 'credit'), amount: chargedPaid },
          { account: systemAccount('promotions', 'credit'), amount: chargedBonus },
          { account: userAccount(hold.userOid, 'credits'), amount: hold.paidAmount - chargedPaid },
          { account: userAccount(hold.userOid, 'bonus_credits'), amount: returnedBonus },
        ],
        metadata: { userOid: hold.userOid, requestId, status, charged },
        result: { status, charged },
      }
    },
  }).catch(async (error): Promise<{ result: unknown; replayed: boolean }> => {
    if (!(error instanceof HoldAlreadyFinished) && !isKeyReused(error)) throw error
    // Someone else finished it between our read and our lock: report what they did.
    const latest = await readHold(deps.db, requestId)
    return {
      result: { status: latest?.status ?? 'unknown', charged: latest?.charged ?? 0 },
      replayed: true,
    }
  })
  const result = transaction.result as { status: HoldStatus; charged: number }
  return { status: result.status, charged: result.charged, applied: !transaction.replayed }
}

class HoldAlreadyFinished extends Error {}

function isKeyReused(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === 'IDEMPOTENCY_KEY_REUSED'
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
  let released = 0
  for (const { request_id } of expired) {
    const outcome = await finish(deps, request_id, { kind: 'expire' })
    if (outcome.applied) released += 1
  }
  return released
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
