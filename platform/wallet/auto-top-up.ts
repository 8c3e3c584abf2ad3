/**
 * Auto top-up: a user who chose it gets their preferred paid coins converted to credits
 * when credits fall below the threshold (spec: 50), or when a reservation is refused for
 * lack of credits. One conversion per trigger (a hold's or a settle's request id) is the
 * idempotency key, so a retried trigger never converts twice; the need is checked again
 * under the account locks, so concurrent triggers of one user convert only while still needed.
 */
import { randomUUID } from 'node:crypto'
import { systemAccount, userAccount } from './accounts'
import { toAmount } from './amounts'
import { bonusUsed, utcDay } from './bonus-usage'
import type { ConversionResult } from './conversion'
import { runOperation } from './ledger'
import type { WalletDeps } from './operations'

export interface AutoTopUpInput {
  userOid: string
  /** What caused the check (`hold:<requestId>`, `settle:<requestId>`): the conversion's key. */
  trigger?: string
  /** Credits an operation needs now (a refused reservation): top up when they are not spendable. */
  needed?: number
}

export interface AutoTopUpResult extends ConversionResult {
  /** True when this trigger had already converted: nothing new moved. */
  replayed: boolean
}

/** Why nothing was converted: the user did not ask, credits suffice (now), or too few paid coins. */
export type NoTopUp = 'off' | 'not-needed' | 'not-enough-coins'

class NoTopUpSignal extends Error {
  constructor(readonly reason: NoTopUp) {
    super(reason)
  }
}

/** Converts the preferred coins if needed and possible; null when nothing was converted. */
export async function autoTopUp(
  deps: WalletDeps,
  input: AutoTopUpInput,
): Promise<AutoTopUpResult | null> {
  const outcome = await tryAutoTopUp(deps, input)
  return typeof outcome === 'string' ? null : outcome
}

/** As autoTopUp, saying why nothing was converted. */
export async function tryAutoTopUp(
  deps: WalletDeps,
  input: AutoTopUpInput,
): Promise<AutoTopUpResult | NoTopUp> {
  const threshold = deps.settings.autoTopUpThreshold
  const current = await readPreferenceAndCredits(deps, input.userOid)
  if (current.coins === null) return 'off'
  // Cheap unlocked look first (this runs after every settled chat turn); the decision
  // itself is taken again under the account locks below.
  if (input.needed === undefined && current.credits >= threshold) return 'not-needed'
  // The preference was checked against the cap when written; the cap may have shrunk since.
  const wanted = Math.min(current.coins, deps.settings.maxConversionCoins)
  const { creditsPerCoin } = deps.settings
  const issued = wanted * creditsPerCoin
  // Only paid coins convert: bonus coins are never read here.
  const coins = userAccount(input.userOid, 'coins')
  const credits = userAccount(input.userOid, 'credits')
  const bonusCredits = userAccount(input.userOid, 'bonus_credits')
  const trigger = input.trigger ?? `manual:${randomUUID()}`
  try {
    const transaction = await runOperation<ConversionResult>(deps.db, deps.clock, {
      key: `auto-top-up:${input.userOid}:${trigger}`,
      type: 'conversion',
      body: { userOid: input.userOid, trigger, auto: true },
      async plan(trx, { lock, now }) {
        const balances = await lock([coins, credits, bonusCredits])
        const paid = balances.get(credits) ?? 0
        const bonus = balances.get(bonusCredits) ?? 0
        const belowThreshold = paid + bonus < threshold
        const short =
          input.needed !== undefined &&
          paid + Math.min(bonus, await bonusAllowance(deps, trx, input.userOid, now, bonus)) <
            input.needed
        if (!belowThreshold && !short) throw new NoTopUpSignal('not-needed')
        if ((balances.get(coins) ?? 0) < wanted) throw new NoTopUpSignal('not-enough-coins')
        return {
          entries: [
            { account: coins, amount: -wanted },
            { account: systemAccount('conversion', 'coin'), amount: wanted },
            { account: systemAccount('conversion', 'credit'), amount: -issued },
            { account: credits, amount: issued },
          ],
          metadata: { userOid: input.userOid, creditsPerCoin, auto: true, trigger },
          result: { coins: wanted, credits: issued },
        }
      },
    })
    return { ...transaction.result, replayed: transaction.replayed }
  } catch (error) {
    if (error instanceof NoTopUpSignal) return error.reason
    throw error
  }
}

/** Bonus credits still spendable today (the daily limit), read only when there are some. */
async function bonusAllowance(
  deps: WalletDeps,
  trx: Parameters<typeof bonusUsed>[0],
  userOid: string,
  now: Date,
  bonus: number,
): Promise<number> {
  if (bonus === 0) return 0
  return Math.max(
    0,
    deps.settings.bonusCreditDailyLimit - (await bonusUsed(trx, userOid, utcDay(now))),
  )
}

/** The auto top-up preference and the user's credits (paid + bonus), in one statement. */
async function readPreferenceAndCredits(deps: WalletDeps, userOid: string) {
  const row = await deps.db
    .selectFrom('wallet_preferences as p')
    .leftJoin('wallet_accounts as a', (join) =>
      join.onRef('a.owner_oid', '=', 'p.user_oid').on('a.kind', 'in', ['credits', 'bonus_credits']),
    )
    .select((eb) => [
      'p.auto_top_up_coins',
      eb.fn.coalesce(eb.fn.sum<string>('a.balance'), eb.lit(0)).as('credits'),
    ])
    .where('p.user_oid', '=', userOid)
    .groupBy('p.auto_top_up_coins')
    .executeTakeFirst()
  return { coins: row?.auto_top_up_coins ?? null, credits: toAmount(row?.credits ?? 0) }
}
