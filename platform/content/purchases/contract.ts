/**
 * What the purchase calls answer (`/account/purchase…`, `/account/shoppingCart`,
 * `/account/gift`, `/account/creatorlist`, `/content/purchased3`), as a type map for the
 * typed client. Types only: the front ends import this file as types.
 */
import type {
  ContentCategory,
  ContentMedia,
  ContentStatus,
  ContentType,
  ContentVisibility,
  MultiLangTitle,
} from '../catalog/contract'
import type { PurchaseSource } from './tables'

export type { PurchaseSource }

/** A content as the purchase calls show it: what a card and a price need. */
export interface ContentSummary {
  contentOid: string
  creatorOid: string
  contentType: ContentType
  category: ContentCategory
  media: ContentMedia
  status: ContentStatus
  visibility: ContentVisibility
  title: string
  multiLangTitle: MultiLangTitle
  thumbnail: string
  adult: boolean
  isAdultContent: boolean
  price: number
  allowBonus: boolean
  onlyPurchasableWithCoins: boolean
  saleCountLimit: number | null
  soldCount: number
  lengthSeconds: number | null
  publishedAt: string | null
}

/** One content bought: its price after any discount and the coins each balance gave. */
export interface PurchaseAnswer {
  contentOid: string
  creatorOid: string
  price: number
  listPrice: number
  discountCode: string | null
  paid: { coins: number; bonusCoins: number }
  purchasedAt: string
  source: PurchaseSource | 'story-chat'
}

export interface GiftAnswer extends PurchaseAnswer {
  recipientOid: string
}

export interface CartPurchaseAnswer {
  purchases: PurchaseAnswer[]
  total: number
  paid: { coins: number; bonusCoins: number }
}

/** A cart item; `code` and `reason` say why it cannot be bought now. */
export interface CartItemView {
  contentOid: string
  addedAt: string
  /** Null when the content is gone from the catalogue. */
  content: ContentSummary | null
  available: boolean
  code?: string
  reason?: string
}

export interface CartView {
  items: CartItemView[]
  /** What buying every available item costs now. */
  total: number
  count: number
  limit: number
}

/** One line of the caller's purchases (a content, or a story chat shaped like one). */
export interface PurchasedItem extends Omit<ContentSummary, 'contentType' | 'category' | 'media'> {
  contentType: ContentType | 'story'
  category: ContentCategory | 'story-chat'
  media: ContentMedia | 'none'
  purchaseOid: string | null
  paidPrice: number
  source: string
  gifted: boolean
  purchasedAt: string
  canView?: boolean
}

export interface PurchasedPage {
  contents: PurchasedItem[]
  /** The `before` of the next page, or null at the end. */
  nextCursor: string | null
}

export type PurchaseMode = 'coin' | 'coins' | 'bonus' | 'bonus-first'

export interface PurchaseRequestBody {
  contentOid: string
  creatorOid?: string
  coins: number
  mode?: PurchaseMode
  discountCode?: string
}

/** The purchase calls under `/account` (prefixed by `web/api/routes.ts`). */
export interface PurchaseAccountRoutes {
  'POST /purchase': { request: PurchaseRequestBody; response: PurchaseAnswer }
  'POST /purchase/shoppingCart': {
    request: { coins?: number; mode?: PurchaseMode }
    response: CartPurchaseAnswer
  }
  'POST /gift': {
    request: PurchaseRequestBody & { recipientOid: string; message?: string }
    response: GiftAnswer
  }
  'GET /shoppingCart': { request: Record<string, never>; response: CartView }
  'POST /shoppingCart': { request: { contentOid: string }; response: CartView }
  'DELETE /shoppingCart': {
    request: { contentOid: string }
    response: CartView & { removed: boolean }
  }
  'GET /creatorlist': {
    request: { page?: number; count?: number }
    response: {
      creators: { oid: string; nickname: string; customUrl: string | null }[]
      hasMore: boolean
      page: number
      count: number
    }
  }
}

export interface PurchaseContentRoutes {
  'GET /content/purchased3': {
    request: { count?: number; before?: string }
    response: PurchasedPage
  }
}
