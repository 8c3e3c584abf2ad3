/**
 * Coins to credits. The rate is a setting (default 1 coin = 10 credits); at most
 * `maxConversionCoins` (spec: 1,000) per conversion; bonus coins never convert.
 * Coins and credits are separate units, so the conversion account takes the coins
 * and issues the credits: each unit still balances. Auto top-up: auto-top-up.ts.
 */
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
