import type { Currency } from '../../web/api/payments'
import { apiClient } from '../../web/session'

/** POST /payment/subscription/ready: where the buyer goes to pay the first month. */
export interface SubscriptionReadyAnswer {
  paymentOid: string
  subscriptionOid: string
  status: string
  /** The provider's page, or /subscribe/success when a card paid at once. */
  redirectUrl: string | null
  successUrl: string
  failUrl: string
  periodEnd: string
}

/** POST /payment/subscription/confirm: the payment's outcome and the subscription it made. */
export interface SubscriptionConfirmAnswer {
  paymentOid: string
  status: string
  redirectUrl: string | null
  subscription: {
    subscriptionOid: string
    creatorOid: string
    tierHash: string
    state: string
    periodStart: string
    periodEnd: string
  } | null
}

export const subscribeApi = {
  /** `agreeTerms`: payment needs the viewer's agreement to the terms (document 2 §5). */
  ready: (request: {
    creatorOid: string
    tierHash: string
    currency: Currency
    agreeTerms: boolean
    /** A creator's tier coupon: the first month's price. */
    couponCode?: string
  }) => apiClient.post<SubscriptionReadyAnswer>('/api/payment/subscription/ready', { ...request }),
  confirm: (paymentOid: string) =>
    apiClient.post<SubscriptionConfirmAnswer>('/api/payment/subscription/confirm', { paymentOid }),
}
