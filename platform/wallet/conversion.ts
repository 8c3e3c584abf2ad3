/**
 * Coins to credits. The rate is a setting (default 1 coin = 10 credits); at most
 * `maxConversionCoins` (spec: 1,000) per conversion; bonus coins never convert.
 * Coins and credits are separate units, so the conversion account takes the coins
 * and issues the credits: each unit still balances.
 */
import { randomUUID } from 'node:crypto'
import { systemAccount, userAccount } from './accounts'
import { walletErrors } from './errors'
import { runOperation } from './ledger'
import type { WalletDeps } from './operations'

export interface ConversionResult {
  coins: number
  credits: number
}

export interface ConvertInput {
  key: string
  userOid: string
  coins: number
  /** Which coins to convert; only 'coin' (paid coins) is accepted. */
  type?: string
}

export async function convertCoinsToCredits(deps: WalletDeps, input: ConvertInput) {
  const { maxConversionCoins, creditsPerCoin } = deps.settings
  if (input.type !== undefined && input.type !== 'coin') {
    throw walletErrors.conversionFailed('BONUS_COINS_NOT_CONVERTIBLE')
  }
  if (!Number.isSafeInteger(input.coins) || input.coins <= 0) {
    throw walletErrors.conversionFailed('INVALID_AMOUNT')
  }
  if (input.coins > maxConversionCoins) {
    throw walletErrors.conversionFailed('OVER_LIMIT', { maxCoins: maxConversionCoins })
  }
  const coins = userAccount(input.userOid, 'coins')
  const credits = userAccount(input.userOid, 'credits')
  const issued = input.coins * creditsPerCoin
  return runOperation<ConversionResult>(deps.db, deps.clock, {
    key: input.key,
    type: 'conversion',
    body: { userOid: input.userOid, coins: input.coins, type: input.type ?? 'coin' },
    async plan(_trx, { lock }) {
      const balances = await lock([coins, credits])
      if ((balances.get(coins) ?? 0) < input.coins) {
        throw walletErrors.conversionFailed('NOT_ENOUGH_COINS')
      }
      return {
        entries: [
          { account: coins, amount: -input.coins },
          { account: systemAccount('conversion', 'coin'), amount: input.coins },
          { account: systemAccount('conversion', 'credit'), amount: -issued },
          { account: credits, amount: issued },
        ],
        metadata: { userOid: input.userOid, creditsPerCoin },
        result: { coins: input.coins, credits: issued },
      }
    },
  })
}

export interface AutoTopUpPreference {
  /** Coins converted when credits fall below the threshold; null when off. */
  coins: number | null
  threshold: number
}

export async function readAutoTopUp(
  deps: WalletDeps,
  userOid: string,
): Promise<AutoTopUpPreference> {
  const row = await deps.db
    .selectFrom('wallet_preferences')
    .select('auto_top_up_coins')
    .where('user_oid', '=', userOid)
    .executeTakeFirst()
  return { coins: row?.auto_top_up_coins ?? null, threshold: deps.settings.autoTopUpThreshold }
}

export async function writeAutoTopUp(deps: WalletDeps, userOid: string, coins: number | null) {
  if (
    coins !== null &&
    (!Number.isSafeInteger(coins) || coins <= 0 || coins > deps.settings.maxConversionCoins)
  ) {
    throw walletErrors.conversionFailed('OVER_LIMIT', {
      maxCoins: deps.settings.maxConversionCoins,
    })
  }
  const now = deps.clock.now()
  await deps.db
    .insertInto('wallet_preferences')
    .values({ user_oid: userOid, auto_top_up_coins: coins, updated_at: now })
    .onConflict((conflict) =>
      conflict.column('user_oid').doUpdateSet({ auto_top_up_coins: coins, updated_at: now }),
    )
    .execute()
  return readAutoTopUp(deps, userOid)
}

class TopUpNotNeeded extends Error {}

/**
 * Converts the preferred coins when the user's credits (paid + bonus) are below the
 * threshold. The check runs under the account locks, so concurrent callers top up once.
 * Returns the conversion, or null when nothing was needed or possible.
 */
export async function maybeAutoTopUp(
  deps: WalletDeps,
  userOid: string,
): Promise<ConversionResult | null> {
  const preference = await readAutoTopUp(deps, userOid)
  if (preference.coins === null) return null
  const wanted = preference.coins
  const coins = userAccount(userOid, 'coins')
  const credits = userAccount(userOid, 'credits')
  const bonusCredits = userAccount(userOid, 'bonus_credits')
  const issued = wanted * deps.settings.creditsPerCoin
  try {
    const transaction = await runOperation<ConversionResult>(deps.db, deps.clock, {
      key: `auto-top-up:${randomUUID()}`,
      type: 'conversion',
      body: { userOid, coins: wanted, auto: true },
      async plan(_trx, { lock }) {
        const balances = await lock([coins, credits, bonusCredits])
        const available = (balances.get(credits) ?? 0) + (balances.get(bonusCredits) ?? 0)
        if (available >= preference.threshold) throw new TopUpNotNeeded()
        if ((balances.get(coins) ?? 0) < wanted) throw new TopUpNotNeeded()
        return {
          entries: [
            { account: coins, amount: -wanted },
            { account: systemAccount('conversion', 'coin'), amount: wanted },
            { account: systemAccount('conversion', 'credit'), amount: -issued },
            { account: credits, amount: issued },
          ],
          metadata: { userOid, creditsPerCoin: deps.settings.creditsPerCoin, auto: true },
          result: { coins: wanted, credits: issued },
        }
      },
    })
    return transaction.result
  } catch (error) {
    if (error instanceof TopUpNotNeeded) return null
    throw error
  }
}
