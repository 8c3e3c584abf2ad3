import type {
  CreatorAnalyticsResponse,
  MonthlyRevenueResponse,
  PayoutAccount,
  PayoutAccountBody,
  PayoutScreenResponse,
  RevenueSummaryResponse,
  SettlementDetailResponse,
  SettlementListResponse,
  SettlementResponse,
} from '../../../platform/revenue/contract'
import type { ApiClient } from '../../../web/api'

/** The revenue area's calls the studio makes (paths from `platform/revenue/contract.ts`). */
export function createRevenueApi(api: ApiClient) {
  return {
    summary: (creatorOid: string) =>
      api.get<RevenueSummaryResponse>('/api/revenue/summary', { creatorOid }),
    monthly: (creatorOid: string, year: number) =>
      api.get<MonthlyRevenueResponse>('/api/revenue/monthly', { creatorOid, year }),
    settlements: (creatorOid: string) =>
      api.get<SettlementListResponse>('/api/revenue/settlements', { creatorOid }),
    settlement: (oid: string) =>
      api.get<SettlementDetailResponse>(`/api/revenue/settlements/${encodeURIComponent(oid)}`),
    /** The whole available revenue, in the payout account's currency; a retry settles once. */
    requestSettlement: (creatorOid: string) =>
      api.post<SettlementResponse>('/api/revenue/settlement', { creatorOid }),
    payouts: (creatorOid: string, type: 'edit' | 'show') =>
      api.get<PayoutScreenResponse>(`/api/payouts/${encodeURIComponent(creatorOid)}/${type}`),
    saveAccount: (creatorOid: string, account: PayoutAccountBody) =>
      api.post<{ account: PayoutAccount }>(`/api/payouts/${encodeURIComponent(creatorOid)}/edit`, {
        ...account,
      }),
    analytics: (creatorOid: string, startDate: string, endDate: string) =>
      api.get<CreatorAnalyticsResponse>('/api/content/creator-analytics', {
        creatorOid,
        startDate,
        endDate,
      }),
  }
}
export type RevenueApi = ReturnType<typeof createRevenueApi>
