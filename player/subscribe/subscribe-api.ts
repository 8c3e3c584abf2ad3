import type { Currency } from '../../web/api/payments'
import { apiClient } from '../../web/session'

/** POST /payment/subscription/ready: where the buyer goes to pay the first month. */
export interface SubscriptionReadyAnswer {
  paymentOid: string
  redirectUrl: string | null
}

/** POST /payment/subscription/confirm: the payment's outcome and, when paid, the subscription. */
export interface SubscriptionConfirmAnswer {
  payment?: { status?: string; failureReason?: string | null }
  status?: string
  subscription?: { creatorOid: string; tierName?: string; periodEnd?: string } | null
}

export const subscribeApi = {
  ready: (request: { creatorOid: string; tierHash: string; currency: Currency }) =>
    apiClient.post<SubscriptionReadyAnswer>('/api/payment/subscription/ready', { ...request }),
  confirm: (paymentOid: string) =>
    apiClient.post<SubscriptionConfirmAnswer>('/api/payment/subscription/confirm', { paymentOid }),
}
