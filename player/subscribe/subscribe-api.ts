import type {
  SubscriptionConfirmAnswer,
  SubscriptionReadyAnswer,
} from '../../platform/channels/contract'
import type { Currency } from '../../web/api/payments'
import { api } from '../../web/session'

export type { SubscriptionConfirmAnswer, SubscriptionReadyAnswer }

export const subscribeApi = {
  /** `agreeTerms`: payment needs the viewer's agreement to the terms (document 2 §5). */
  ready: (request: {
    creatorOid: string
    tierHash: string
    currency: Currency
    agreeTerms: boolean
    /** A creator's tier coupon: the first month's price. */
    couponCode?: string
  }) => api.post('/payment/subscription/ready', { ...request }),
  confirm: (paymentOid: string) => api.post('/payment/subscription/confirm', { paymentOid }),
  /** What choosing another tier would do now (a paid subscriber). */
  changeQuote: (request: { creatorOid: string; tierHash: string }) =>
    api.get('/payment/subscription/change', { ...request }),
  change: (request: { creatorOid: string; tierHash: string }) =>
    api.post('/payment/subscription/change', { ...request }),
}
