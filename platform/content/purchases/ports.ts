/**
 * What purchases need from other areas, wired in server/context/: the wallet books the
 * sale (and runs our rows inside its transaction), the stories area sells story chats,
 * the notifications area tells creators and gift recipients, accounts name creators.
 */
import type { Transaction } from 'kysely'
import type { DB } from '../../db'
import type { SessionUser } from '../../http'

export type BonusUse = 'never' | 'first' | 'only'

export interface SaleLineInput {
  contentOid: string
  creatorOid: string
  coins: number
  bonusUse: BonusUse
  collaborators?: { userOid: string; share: number }[]
}

export interface SaleOutcome {
  paidCoins: number
  bonusCoins: number
  lines: { contentOid: string; coins: number; paidCoins: number; bonusCoins: number }[]
}

/** The wallet's `sellContents`: one `purchase` ledger transaction. */
export interface PurchaseWalletPort {
  sellContents(input: {
    key: string
    buyerOid: string
    lines: SaleLineInput[]
    metadata?: Record<string, unknown>
    alongside?: (trx: Transaction<DB>, sale: SaleOutcome) => Promise<void>
  }): Promise<{ replayed: boolean; result: SaleOutcome }>
}

export type StoryPurchaseMode = 'coin' | 'bonus' | 'bonus-first'

/** The stories area's own purchase of a story chat (platform/stories/purchases.ts). */
export interface StoryPurchasePort {
  /** The story's price and creator; throws 404 'Content not found' when there is no such story. */
  quote(
    user: SessionUser,
    contentOid: string,
  ): Promise<{ price: number; creatorOid: string; title: string }>
  purchase(
    user: SessionUser,
    contentOid: string,
    mode: StoryPurchaseMode,
  ): Promise<{
    contentOid: string
    price: number
    purchasedAt: string
    charged: boolean
    paid?: { coins: number; bonusCoins: number }
  }>
  /**
   * The user's story-chat purchases, newest first, strictly before `before` (same order:
   * purchase time, then content id). Absent: purchased3 lists the catalog's purchases only.
   */
  listPurchases?(
    userOid: string,
    options: { count: number; before?: { at: Date; contentOid: string } | undefined },
  ): Promise<StoryPurchaseEntry[]>
}

export interface StoryPurchaseEntry {
  contentOid: string
  creatorOid: string
  title: string
  thumbnail: string
  adult: boolean
  price: number
  paidPrice: number
  purchasedAt: Date
}

export interface PurchaseNotifierPort {
  notify(
    userOid: string,
    kind: 'purchase' | 'gift',
    data: Record<string, unknown>,
  ): Promise<unknown>
}

export interface PurchaseAccountsPort {
  /** A gift's recipient: null when no such user. */
  findUser(userOid: string): Promise<{ oid: string; nickname: string; isAdult: boolean } | null>
  /** Creators, a page at a time. */
  listCreators(input: { page: number; count: number }): Promise<{
    creators: { oid: string; nickname: string; customUrl: string | null }[]
    hasMore: boolean
  }>
}

export interface PurchasesPorts {
  wallet: PurchaseWalletPort
  accounts: PurchaseAccountsPort
  stories?: StoryPurchasePort
  notifications?: PurchaseNotifierPort
}
