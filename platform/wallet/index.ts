/**
 * The wallet: a double-entry ledger of coins and credits, holds for chat generation,
 * conversion, history, daily check-in and inventory. Other areas call the service;
 * the server mounts the routes.
 */

import type { Logger } from 'pino'
import type { AreaMount, Clock } from '../http'
import type { WalletDb } from './ledger'
import { accountRoutes } from './routes/account'
import { adminBonusRoutes } from './routes/admin-bonus'
import { adminLedgerRoutes } from './routes/admin-ledger'
import { adminRefundRoutes } from './routes/admin-refund'
import { coinEventRoutes } from './routes/coin-event'
import { liveRoutes } from './routes/live'
import { storyChatRoutes } from './routes/story-chat'
import { createWalletService, type WalletService } from './service'
import type { WalletSettings } from './settings'

export { systemAccount, type Unit, type UserAccountKind, userAccount } from './accounts'
export type { LedgerPage, LedgerTransactionView, RevenueDayRow } from './admin-ledger'
export type { AttendanceStatus } from './attendance'
export type { AutoTopUpInput, AutoTopUpResult } from './auto-top-up'
export type { BonusUse } from './charge-split'
export type { SaleInput, SaleLine, SaleLineResult, SaleResult } from './content-sale'
export { creatorDailyMigrations, rebuildCreatorDaily } from './creator-daily-migration'
export type { CreatorDailyRow, CreatorEvent, DayRange, PayoutResult } from './creator-events'
export type { GachaPullInput, GachaPullOutcome } from './gacha-pull'
export type { TypeTotal } from './history'
export type { Hold, HoldStatus, ReserveInput, SettleResult } from './holds'
export type { InventoryItem } from './inventory'
export type { Entry, LedgerTransaction } from './ledger'
export type { Balances, SpendResult, TransferResult } from './operations'
export { DEFAULT_WALLET_SETTINGS, type WalletSettings } from './settings'
export type {
  SubscriptionRevenueInput,
  SubscriptionRevenueResult,
} from './subscription-revenue'
export { TRANSACTION_TYPES, type TransactionType } from './transaction-types'
export { createWalletService, type WalletService }

export interface WalletArea {
  service: WalletService
  mounts: AreaMount[]
}

export function createWallet(options: {
  db: WalletDb
  clock: Clock
  logger: Logger
  settings?: Partial<WalletSettings>
}): WalletArea {
  const service = createWalletService({
    db: options.db,
    clock: options.clock,
    logger: options.logger,
    ...(options.settings ? { settings: options.settings } : {}),
  })
  return {
    service,
    mounts: [
      { prefix: '/story-chat', routes: storyChatRoutes(service) },
      { prefix: '/coinevent', routes: coinEventRoutes(service) },
      { prefix: '/account', routes: accountRoutes(service) },
      { prefix: '/live', routes: liveRoutes(service) },
      { prefix: '/admin', routes: adminBonusRoutes(service) },
      { prefix: '/admin', routes: adminRefundRoutes(service) },
      { prefix: '/admin', routes: adminLedgerRoutes(service) },
    ],
  }
}
