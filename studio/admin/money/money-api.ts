import type { SettleRequest, Verdict } from '../../../platform/payments/reconcile/contract'
import type { RevenuePeriod } from '../../../platform/revenue/contract'
import { api } from '../../../web/session'

/** The Money group's calls (platform/revenue, platform/wallet, story chat's credit reports, gift cards). */
export const moneyApi = {
  revenueTotals: (query: { startDate: string; endDate: string; period: RevenuePeriod }) =>
    api.get('/revenue/admin/totals', query),
  ledger: (userOid: string, before?: string) =>
    api.get('/admin/ledger', before ? { userOid, before } : { userOid }),
  transaction: (id: string) => api.get('/admin/ledger/transaction', { id }),
  creditEvents: (period: { from: string; to: string }) =>
    api.get('/story-chat/credit-event', period),
  creatorConsumption: (query: { from: string; to: string; creatorOid?: string }) =>
    api.get('/story-chat/creator/consume', query),
  topCreditChats: (limit: number) => api.get('/story-chat/top-credit-consuming-chats', { limit }),
  giftCards: () => api.get('/content/dl-giftcard'),
  setGiftCardAvailable: (itemName: string, available: boolean) =>
    api.put('/content/dl-giftcard', { itemName, available }),
  issuedGiftCards: (query: { userOid?: string; before?: string }) =>
    api.get('/content/dl-giftcard/admin/issued', query),
  giftCardStock: () => api.get('/content/dl-giftcard/admin/stock', {}),
  postGiftCardCodes: (itemName: string, codes: string) =>
    api.post('/content/dl-giftcard/admin/codes', { itemName, codes }),
  refund: (input: { transactionId: string; reason: string; requestId: string }) =>
    api.post('/admin/refund', input),
  failedRenewals: (query: { q?: string; before?: string }) =>
    api.get('/payment/admin/renewals', query),
  retryRenewal: (input: { subscriptionOid: string; period: string; requestId: string }) =>
    api.post('/payment/admin/renewals/retry', input),
  endRenewal: (input: { subscriptionOid: string; period: string; reason: string }) =>
    api.post('/payment/admin/renewals/end', input),
  reconciliation: (query: {
    from: string
    to: string
    verdict?: Verdict | 'differences'
    q?: string
    before?: string
  }) => api.get('/payment/admin/reconciliation', query),
  settleDifference: (input: SettleRequest) =>
    api.post('/payment/admin/reconciliation/settle', input),
  externalDonations: (query: { creatorOid?: string; before?: string }) =>
    api.get('/live/admin/donation/external', query),
  recordExternalDonation: (input: {
    creatorOid: string
    coin: number
    key: string
    source: string
    content: string
  }) => api.post('/live/admin/donation/external', input),
}
