/** The wallet's service functions, bound to one database, clock and settings. */
import type { Logger } from 'pino'
import type { Clock } from '../http'
import { ledgerTransaction, revenueByDay, userLedgerPage } from './admin-ledger'
import { attendanceStatus, checkIn } from './attendance'
import { type AutoTopUpInput, autoTopUp, tryAutoTopUp } from './auto-top-up'
import { type SaleInput, sellContents } from './content-sale'
import {
  type ConvertInput,
  convertCoinsToCredits,
  readAutoTopUp,
  writeAutoTopUp,
} from './conversion'
import {
  creatorDaily,
  creatorDailyFromLedger,
  creatorEvents,
  type DayRange,
  findPayout,
  payoutEarnings,
} from './creator-events'
import { type GachaPullInput, gachaPull } from './gacha-pull'
import {
  auditLedger,
  coinHistory,
  creatorAggregateByType,
  paymentHistory,
  postedKeys,
  typeTotals,
} from './history'
import {
  type ReserveInput,
  readHold,
  releaseExpiredHolds,
  reserve,
  settle,
  voidHold,
} from './holds'
import {
  addInventoryItem,
  deleteItem,
  listInventory,
  type NewItem,
  refundItem,
  useItem,
} from './inventory'
import type { WalletDb } from './ledger'
import {
  balances,
  type GrantInput,
  grant,
  type PostInput,
  post,
  purchaseCoins,
  type SpendInput,
  spend,
  type TransferInput,
  transfer,
  type WalletDeps,
} from './operations'
import { refund } from './refund'
import { resolveWalletSettings, type WalletSettings } from './settings'
import {
  type SubscriptionRevenueInput,
  subscriptionRevenue,
  subscriptionRevenues,
} from './subscription-revenue'
import { type PagedType, transactionsOfType } from './type-page'

export interface WalletServiceOptions {
  db: WalletDb
  clock: Clock
  settings?: Partial<WalletSettings>
  /** Where a failed auto top-up after a charge is reported (it never fails the charge). */
  logger?: Pick<Logger, 'warn'>
}

export function createWalletService(options: WalletServiceOptions) {
  const deps: WalletDeps = {
    db: options.db,
    clock: options.clock,
    settings: resolveWalletSettings(options.settings),
  }
  const holds = {
    reserve: (input: ReserveInput) => reserveWithAutoTopUp(deps, input),
    settle: (input: { requestId: string; amount: number }) => settle(deps, input),
    void: (input: { requestId: string }) => voidHold(deps, input),
  }
  return {
    settings: deps.settings,
    post: (input: PostInput) => post(deps, input),
    grant: (input: GrantInput) => grant(deps, input),
    purchaseCoins: (input: Parameters<typeof purchaseCoins>[1]) => purchaseCoins(deps, input),
    spend: (input: SpendInput) => spend(deps, input),
    transfer: (input: TransferInput) => transfer(deps, input),
    /** Contents bought (one, a cart, a gift): one `purchase` transaction with the seller's rows. */
    sellContents: (input: SaleInput) => sellContents(deps, input),
    /** A gacha pull: one `gacha` transaction with the drawn items in the inventory. */
    gachaPull: (input: GachaPullInput) => gachaPull(deps, input),
    refund: (input: Parameters<typeof refund>[1]) => refund(deps, input),
    /** A paid subscription period: card money to the creator's earnings, once per key. */
    subscriptionRevenue: (input: SubscriptionRevenueInput) => subscriptionRevenue(deps, input),
    /** Many periods in one database transaction, each once per key (the renewal batches). */
    subscriptionRevenues: (
      inputs: Parameters<typeof subscriptionRevenues>[1],
      alongside?: Parameters<typeof subscriptionRevenues>[2],
    ) => subscriptionRevenues(deps, inputs, alongside),
    balances: (userOid: string) => balances(deps, userOid),
    holds,
    reserve: holds.reserve,
    settle: holds.settle,
    voidHold: holds.void,
    readHold: (requestId: string) => readHold(deps.db, requestId),
    releaseExpiredHolds: (now: Date = deps.clock.now()) => releaseExpiredHolds(deps, now),
    convertCoinsToCredits: (input: ConvertInput) => convertCoinsToCredits(deps, input),
    readAutoTopUp: (userOid: string) => readAutoTopUp(deps, userOid),
    writeAutoTopUp: (userOid: string, coins: number | null) => writeAutoTopUp(deps, userOid, coins),
    maybeAutoTopUp: (userOid: string, input: Omit<AutoTopUpInput, 'userOid'> = {}) =>
      autoTopUp(deps, { ...input, userOid }),
    /**
     * After a charge settled: top up if the user's credits fell below the threshold. A
     * failure is logged, not thrown: the charge itself is done.
     */
    topUpAfterCharge: async (userOid: string, requestId: string) => {
      try {
        return await autoTopUp(deps, { userOid, trigger: `settle:${requestId}` })
      } catch (error) {
        options.logger?.warn({ err: error, userOid, requestId }, 'auto top-up failed')
        return null
      }
    },
    coinHistory: (input: Parameters<typeof coinHistory>[1]) => coinHistory(deps, input),
    creatorAggregateByType: (input: Parameters<typeof creatorAggregateByType>[1]) =>
      creatorAggregateByType(deps, input),
    paymentHistory: (input: Parameters<typeof paymentHistory>[1]) => paymentHistory(deps, input),
    typeTotals: (input: Parameters<typeof typeTotals>[1]) => typeTotals(deps, input),
    revenueByDay: (input: Parameters<typeof revenueByDay>[1]) => revenueByDay(deps, input),
    userLedgerPage: (input: Parameters<typeof userLedgerPage>[1]) => userLedgerPage(deps, input),
    ledgerTransaction: (id: string) => ledgerTransaction(deps, id),
    postedKeys: (keys: readonly string[]) => postedKeys(deps, keys),
    /** One type's transactions, newest first, a keyset page at a time (admin lists). */
    transactionsOfType: (input: {
      type: PagedType
      creatorOid?: string
      before?: string
      limit: number
    }) => transactionsOfType(deps, input),
    /** A creator's earnings read for revenue (creator-events.ts), and a settlement's payout. */
    creatorEarnings: {
      daily: (input: DayRange) => creatorDaily(deps, input),
      dailyFromLedger: (input: DayRange) => creatorDailyFromLedger(deps, input),
      events: (input: Parameters<typeof creatorEvents>[1]) => creatorEvents(deps, input),
      payout: (input: Parameters<typeof payoutEarnings>[1]) => payoutEarnings(deps, input),
      findPayout: (key: string) => findPayout(deps, key),
    },
    attendanceStatus: (userOid: string) => attendanceStatus(deps, userOid),
    checkIn: (input: Parameters<typeof checkIn>[1]) => checkIn(deps, input),
    listInventory: (userOid: string) => listInventory(deps, userOid),
    giveItem: (item: NewItem) => addInventoryItem(deps.db, item, deps.clock.now()),
    useItem: (input: Parameters<typeof useItem>[1], alongside?: Parameters<typeof useItem>[2]) =>
      useItem(deps, input, alongside),
    refundItem: (input: Parameters<typeof refundItem>[1]) => refundItem(deps, input),
    deleteItem: (input: Parameters<typeof deleteItem>[1]) => deleteItem(deps, input),
    auditLedger: () => auditLedger(deps),
  }
}

/**
 * A reservation refused for lack of credits tops up (when the user chose auto top-up) and
 * is tried once more. Only the refusal path pays for the check.
 */
async function reserveWithAutoTopUp(deps: WalletDeps, input: ReserveInput) {
  try {
    return await reserve(deps, input)
  } catch (error) {
    const code = (error as { code?: string } | null)?.code
    if (code !== 'INSUFFICIENT_CREDITS' && code !== 'BONUS_CREDIT_DAILY_LIMIT') throw error
    const topUp = await tryAutoTopUp(deps, {
      userOid: input.userOid,
      trigger: `hold:${input.requestId}`,
      needed: input.amount,
    })
    // 'not-needed': a concurrent trigger of the same user topped up in the meantime.
    if (topUp === 'off' || topUp === 'not-enough-coins') throw error
    return reserve(deps, input)
  }
}

export type WalletService = ReturnType<typeof createWalletService>
