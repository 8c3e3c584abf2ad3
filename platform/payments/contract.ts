/**
 * The payments routes the front ends call, as a type map for the typed client: paths
 * relative to `/api`, request and answer. Types only; the routes validate with their own
 * schemas (`routes/`).
 */
import type { Card } from './cards'
import type { TierCoupon } from './coupons'
import type { Currency, PaymentMethod } from './prices'
import type { PaymentView } from './view'

export interface PackagePrice {
  amount: number
  text: string
}

export interface CoinPackageOffer {
  coins: number
  /** Shown price without VAT and fees, minor units. */
  net: number
  netText: string
  /** What the buyer pays per available method. */
  prices: Partial<Record<PaymentMethod, PackagePrice>>
  /** What a one-touch card pays (null in KRW, which one-touch cannot pay). */
  oneTouch: PackagePrice | null
}

export interface PackagesResponse {
  currency: Currency
  currencies: Currency[]
  defaultMethod: PaymentMethod | null
  methods: PaymentMethod[]
  packages: CoinPackageOffer[]
}

export type StartedChargeResponse = PaymentView & { redirectUrl: string | null }

/** A saved card as `GET /payment/one-touch` lists it: the provider's reference stays inside. */
export type OneTouchCard = Omit<Card, 'userOid' | 'providerRef'>

/**
 * `POST /payment/registercard`: the sandbox registers a test card at once; Stripe answers a
 * SetupIntent to finish in the browser (the card arrives by webhook).
 */
export type RegisterCardResponse =
  | { status: 'registered'; cardOid: string; label: string }
  | { status: 'pending'; setupIntentId: string; clientSecret: string | null }

/**
 * `POST /payment/one-touch/confirm`: one payment per `idempotencyKey` (or the
 * `Idempotency-Key` header) of a user, however often it is sent.
 */
export interface OneTouchConfirmRequest {
  cardOid: string
  coins: number
  currency: Currency
  idempotencyKey: string
}

/** An item's stock of posted partner codes (admins). */
export interface GiftCardStockView {
  itemName: string
  inStock: number
  taken: number
}

/** One gift-card item of the partner shop (`GET /content/dl-giftcard`). */
export interface GiftCardItemView {
  itemName: string
  amount: number
  available: boolean
}

/** A gift card its buyer owns (listed once its code is issued). */
export interface MyGiftCardView {
  paymentOid: string
  itemName: string
  points: number
  code: string
  expiresAt: string
}

/** An issued gift card as admins list it. */
export interface IssuedGiftCardView {
  paymentOid: string
  userOid: string
  itemName: string
  points: number
  code: string
  expiresAt: string
  createdAt: string
}

export interface PaymentsRoutes {
  'GET /content/dl-giftcard': { request: Record<string, never>; response: GiftCardItemView[] }
  'PUT /content/dl-giftcard': {
    request: { itemName: string; available: boolean }
    response: GiftCardItemView[]
  }
  /** Starts a gift card's purchase (signed in): the payment and its checkout page. */
  'POST /content/dl-giftcard': {
    request: { itemName: string }
    response: StartedChargeResponse
  }
  /** The signed-in buyer's gift cards, newest first, with their codes once issued. */
  'GET /content/dl-giftcard/mine': {
    request: Record<string, never>
    response: { giftCards: MyGiftCardView[] }
  }
  /** Admins: issued counts per item and the issued cards, newest first, 30 a page. */
  'GET /content/dl-giftcard/admin/issued': {
    request: { userOid?: string; before?: string }
    response: { counts: Record<string, number>; cards: IssuedGiftCardView[]; next: string | null }
  }
  /** Admins: each item's posted codes in stock and issued from the stock. */
  'GET /content/dl-giftcard/admin/stock': {
    request: Record<string, never>
    response: { items: GiftCardStockView[] }
  }
  /** Admins: the partner's codes, one per line, into an item's stock. */
  'POST /content/dl-giftcard/admin/codes': {
    request: { itemName: string; codes: string }
    response: { posted: number; items: GiftCardStockView[] }
  }
  'GET /payment/charge/packages': {
    request: { currency?: Currency }
    response: PackagesResponse
  }
  'POST /payment/charge': {
    request: { coins: number; currency: Currency; method?: PaymentMethod }
    response: StartedChargeResponse
  }
  'GET /payment/charge': { request: { paymentOid: string }; response: PaymentView }
  'PUT /payment/charge': { request: { paymentOid: string }; response: PaymentView }
  'DELETE /payment/charge': { request: { paymentOid: string }; response: PaymentView }
  'POST /payment/onetime/confirm': {
    request: { paymentOid: string; pg_token: string }
    response: PaymentView
  }
  'GET /payment/one-touch': { request: Record<string, never>; response: { cards: OneTouchCard[] } }
  'POST /payment/registercard': {
    request: { provider?: 'sandbox' | 'stripe' }
    response: RegisterCardResponse
  }
  'POST /payment/one-touch/confirm': { request: OneTouchConfirmRequest; response: PaymentView }
  'DELETE /payment/one-touch/:id': { request: { id: string }; response: { deleted: string } }
  'GET /payment/coupon': { request: { creatorOid?: string }; response: { coupons: TierCoupon[] } }
  'POST /payment/coupon': {
    request: { creatorOid?: string; code: string; tier: string; expiryDate: string; price: number }
    response: TierCoupon
  }
  'DELETE /payment/coupon': {
    request: { couponOid: string; creatorOid?: string }
    response: { deleted: string }
  }
}
