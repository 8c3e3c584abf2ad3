/**
 * The wallet's routes the front ends call, as a type map for the typed client: paths
 * relative to `/api`, request and answer. Types only; the routes validate with their own
 * schemas (`routes/`).
 */
import type { LedgerPage, LedgerTransactionView } from './admin-ledger'
import type { AttendanceStatus } from './attendance'
import type { AutoTopUpPreference, ConversionResult } from './conversion'
import type { HistoryEvent, PaymentHistoryPage, PaymentRecord } from './history'
import type { InventoryItem, UseOutcome } from './inventory'
import type { Balances } from './operations'

export type { HistoryEvent, LedgerPage, LedgerTransactionView, PaymentHistoryPage, PaymentRecord }

/** `GET /story-chat/convert/credit`: the conversion's terms and the balances it moves. */
export interface ConversionInfo {
  creditsPerCoin: number
  maxCoins: number
  balances: Balances
  autoTopUp: AutoTopUpPreference
}

export interface WalletRoutes {
  'POST /admin/refund': {
    request: { transactionId: string; reason: string; requestId: string }
    response: { refundTransactionId: string; replayed: boolean }
  }
  /** A user's transactions, newest first, 30 a page; `before` is the last id of the page shown. */
  'GET /admin/ledger': { request: { userOid: string; before?: string }; response: LedgerPage }
  'GET /admin/ledger/transaction': { request: { id: string }; response: LedgerTransactionView }
  'POST /admin/bonuscoins': {
    request: { userOid: string; coins: number; reason: string; requestId: string }
    response: { transactionId: string; replayed: boolean; bonusCoins: number }
  }
  'GET /account/attendance': { request: Record<string, never>; response: AttendanceStatus }
  'POST /account/attendance': { request: Record<string, never>; response: AttendanceStatus }
  'GET /account/inventory': {
    request: Record<string, never>
    response: { items: InventoryItem[] }
  }
  'POST /account/inventory/use': { request: { itemOid: string }; response: UseOutcome }
  'GET /coinevent': {
    request: { userOid?: string; startDate?: string; endDate?: string }
    response: { userOid: string; events: HistoryEvent[] }
  }
  'GET /story-chat/convert/credit': { request: Record<string, never>; response: ConversionInfo }
  'POST /story-chat/convert/credit': {
    request: { amount: number; type?: 'coin' | 'bonus' }
    response: ConversionResult & { balances: Balances }
  }
  /** Coin purchases, newest first, `count` (10 by default) a page; admins may name a user. */
  'GET /live/paymenthistory': {
    request: { userOid?: string; nextToken?: string; count?: number }
    response: PaymentHistoryPage & { userOid: string }
  }
}
