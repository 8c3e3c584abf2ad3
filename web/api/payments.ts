import type { Currency, PaymentMethod } from '../../platform/payments/prices'
import type { PaymentView } from '../../platform/payments/view'
import type { ApiClient } from './client'

const BASE = '/api/payment'

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
}

export interface PackagesResponse {
  currency: Currency
  currencies: Currency[]
  defaultMethod: PaymentMethod | null
  methods: PaymentMethod[]
  packages: CoinPackageOffer[]
}

export type StartedChargeResponse = PaymentView & { redirectUrl: string | null }

export interface PaymentHistoryItem {
  oid: string
  coins: number
  createTime: string
  metadata: Record<string, unknown>
}

export interface PaymentHistoryResponse {
  page: number
  items: PaymentHistoryItem[]
  hasMore: boolean
}

export interface BalancesResponse {
  balances: { coins: number; bonusCoins: number; credits: number; bonusCredits: number }
}

/** Typed calls to `/api/payment` (and the wallet reads the charge pages show). */
export function createPaymentsApi(client: ApiClient) {
  return {
    packages: (currency?: Currency) =>
      client.get<PackagesResponse>(`${BASE}/charge/packages`, currency ? { currency } : undefined),
    startCharge: (request: { coins: number; currency: Currency; method?: PaymentMethod }) =>
      client.post<StartedChargeResponse>(`${BASE}/charge`, { ...request }),
    payment: (paymentOid: string) => client.get<PaymentView>(`${BASE}/charge`, { paymentOid }),
    cancel: (paymentOid: string) =>
      client.request<PaymentView>('DELETE', `${BASE}/charge`, { body: { paymentOid } }),
    /** Asks the provider for the payment's outcome (`PUT /charge`): for a late or lost webhook. */
    confirm: (paymentOid: string) =>
      client.request<PaymentView>('PUT', `${BASE}/charge`, { body: { paymentOid } }),
    confirmOnetime: (paymentOid: string, pgToken: string) =>
      client.post<PaymentView>(`${BASE}/onetime/confirm`, { paymentOid, pg_token: pgToken }),
    history: (page = 1) => client.get<PaymentHistoryResponse>('/api/live/paymenthistory', { page }),
    balances: () => client.get<BalancesResponse>('/api/story-chat/convert/credit'),
  }
}

export type PaymentsApi = ReturnType<typeof createPaymentsApi>
export type { Currency, PaymentMethod, PaymentView }
