/**
 * What the gacha needs from the server, wired in server/context/: the wallet books each
 * pull (and runs the pull's record inside its transaction), and the draw's secret.
 */
import type { Kysely, Transaction } from 'kysely'
import type { DB } from '../../db'
import type { Clock } from '../../http'

export interface GachaPullBooked {
  transactionId: string
  refundTransactionId: string | null
  itemOids: string[]
  paidCoins: number
  refundCoins: number
  creatorCoins: number
  platformFee: number
}

/** The wallet's `gachaPull`: one `gacha` ledger transaction with the items in the inventory. */
export interface GachaWalletPort {
  gachaPull(input: {
    key: string
    buyerOid: string
    creatorOid: string
    coins: number
    refundCoins: number
    creatorPercent: number
    items: Array<{ source: string; details: Record<string, unknown> }>
    metadata?: Record<string, unknown>
    alongside?: (trx: Transaction<DB>, outcome: GachaPullBooked) => Promise<void>
  }): Promise<{ replayed: boolean; result: GachaPullBooked }>
}

export interface GachaPorts {
  wallet: GachaWalletPort
  /** The draw's HMAC key; whoever holds it can recompute every recorded draw. */
  secret: string
  /** The profit distribution rate's ceiling (percent); default DEFAULT_MAX_PROFIT_RATE. */
  maxProfitRate?: number
}

export interface GachaDeps {
  db: Kysely<DB>
  clock: Clock
  gacha?: GachaPorts
}
