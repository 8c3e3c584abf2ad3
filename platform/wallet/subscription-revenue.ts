/**
 * A paid subscription's period as one ledger transaction (type `coin_subscription`): the
 * subscriber paid money with a card, so the coins-equivalent of the tier's price comes out
 * of payment clearing and goes to the creator's earnings, less the platform fee. The key is
 * per (subscription, period), so a renewal retried, replayed or raced books once.
 */
import { systemAccount, userAccount } from './accounts'
import { assertPositiveAmount } from './amounts'
import { type LedgerTransaction, runOperation, type WalletTrx } from './ledger'
import type { WalletDeps } from './operations'

export interface SubscriptionRevenueInput {
  /** `subscription:<subscriptionOid>:<YYYY-MM>`. */
  key: string
  subscriberOid: string
  creatorOid: string
  /** The tier's monthly price in coins-equivalent (10 coins = 1 USD). */
  coins: number
  metadata?: Record<string, unknown>
  /**
   * Runs inside the ledger's transaction (the billing records its period there, saving a
   * transaction per renewal); not run on a replay. Not part of the fingerprint.
   */
  alongside?: (trx: WalletTrx, transactionId: string) => Promise<void>
}

export interface SubscriptionRevenueResult {
  creatorShare: number
  platformFee: number
}

export async function subscriptionRevenue(
  deps: WalletDeps,
  input: SubscriptionRevenueInput,
): Promise<LedgerTransaction<SubscriptionRevenueResult>> {
  assertPositiveAmount(input.coins, 'subscriptionRevenue')
  const earnings = userAccount(input.creatorOid, 'earnings')
  // Floor the fee as donations do: rounding favours the creator, amounts stay integers.
  const platformFee = Math.floor((input.coins * deps.settings.donationFeeBasisPoints) / 10_000)
  const creatorShare = input.coins - platformFee
  return runOperation(deps.db, deps.clock, {
    key: input.key,
    type: 'coin_subscription',
    body: {
      subscriberOid: input.subscriberOid,
      creatorOid: input.creatorOid,
      coins: input.coins,
      metadata: input.metadata ?? {},
    },
    async plan(trx, { lock, transactionId }) {
      await lock([earnings])
      await input.alongside?.(trx, transactionId)
      return {
        entries: [
          { account: systemAccount('payment_clearing', 'coin'), amount: -input.coins },
          { account: earnings, amount: creatorShare },
          { account: systemAccount('platform_fee', 'coin'), amount: platformFee },
        ],
        metadata: {
          userOid: input.subscriberOid,
          creatorOid: input.creatorOid,
          ...input.metadata,
        },
        result: { creatorShare, platformFee },
      }
    },
  })
}
