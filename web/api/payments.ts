import type { Currency, PaymentMethod, PaymentView } from '../../platform/payments'
import type {
  CoinPackageOffer,
  PackagePrice,
  PackagesResponse,
  StartedChargeResponse,
} from '../../platform/payments/contract'
import type { PaymentRecord } from '../../platform/wallet/contract'
import type { ApiClient } from './client'
import { createTypedApi } from './typed-api'

/** A coin purchase in the payment history. */
export type PaymentHistoryItem = PaymentRecord

export interface BalancesResponse {
  balances: { coins: number; bonusCoins: number; credits: number; bonusCredits: number }
}

/** Typed calls to `/api/payment` (and the wallet reads the charge pages show). */
export function createPaymentsApi(client: ApiClient) {
  const api = createTypedApi(client)
  return {
    packages: (currency?: Currency) =>
      api.get('/payment/charge/packages', currency ? { currency } : undefined),
    startCharge: (request: { coins: number; currency: Currency; method?: PaymentMethod }) =>
      api.post('/payment/charge', { ...request }),
    payment: (paymentOid: string) => api.get('/payment/charge', { paymentOid }),
    cancel: (paymentOid: string) => api.delete('/payment/charge', { paymentOid }),
    /** Asks the provider for the payment's outcome (`PUT /charge`): for a late or lost webhook. */
    confirm: (paymentOid: string) => api.put('/payment/charge', { paymentOid }),
    confirmOnetime: (paymentOid: string, pgToken: string) =>
      api.post('/payment/onetime/confirm', { paymentOid, pg_token: pgToken }),
    /** The newest purchases (the first page). */
    history: () => api.get('/live/paymenthistory'),
    balances: (): Promise<BalancesResponse> => api.get('/story-chat/convert/credit'),
  }
}

export type PaymentsApi = ReturnType<typeof createPaymentsApi>
export type {
  CoinPackageOffer,
  Currency,
  PackagePrice,
  PackagesResponse,
  PaymentMethod,
  PaymentView,
  StartedChargeResponse,
}
