/** Shapes of the live revenue calls (spec doc 2 §7 "Revenue", "Admin tools"). */

/** Ledger types counted as live ticket and live donation revenue (platform/revenue's categories). */
export const LIVE_TICKET_TYPES = ['live_ticketing'] as const
export const LIVE_DONATION_TYPES = [
  'live_donation',
  'live_donation_tts',
  'external_live_donation',
] as const

export interface RevenueWindow {
  startDate: string
  endDate: string
}

/** A creator's live revenue: what reached their earnings (after the platform fee). */
export interface CreatorLiveRevenue extends RevenueWindow {
  creatorOid: string
  coin: number
  count: number
  byType: Record<string, number>
  daily: { day: string; coin: number; count: number }[]
}

/** The platform's totals over every creator: gross, the creators' part and the fee. */
export interface LiveRevenueTotal extends RevenueWindow {
  coin: number
  creatorCoin: number
  platformFee: number
  count: number
  byType: Record<string, { coin: number; creatorCoin: number; platformFee: number; count: number }>
}

export interface SponsoredCreator {
  creatorOid: string
  coin: number
  count: number
  lastTime: string
}

export interface ExternalDonation {
  key: string
  creatorOid: string
  coin: number
  creatorShare: number
  platformFee: number
  createTime: string
  replayed: boolean
}

/** An external donation as booked in the ledger (the admin's list). */
export interface BookedExternalDonation {
  transactionId: string
  key: string
  creatorOid: string
  coin: number
  creatorShare: number
  platformFee: number
  source: string
  content: string
  recordedBy: string | null
  createTime: string
}

export interface ExternalDonationPage {
  donations: BookedExternalDonation[]
  /** Pass back as `before` for the next (older) page; null on the last page. */
  next: string | null
}

/** The admin's external donation calls, relative to `/api`. */
export interface LiveRevenueAdminRoutes {
  'POST /live/admin/donation/external': {
    request: { creatorOid: string; coin: number; key: string; source: string; content?: string }
    response: ExternalDonation
  }
  'GET /live/admin/donation/external': {
    request: { creatorOid?: string; before?: string }
    response: ExternalDonationPage
  }
}
