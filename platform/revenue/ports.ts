/** What revenue needs of other areas, handed in by server/context/. */
import type { WalletService } from '../wallet'

/** The wallet's creator-earnings read API and balances: revenue never queries wallet tables. */
export type RevenueWallet = Pick<WalletService, 'creatorEarnings' | 'balances' | 'revenueByDay'>

/** Users' countries (accounts), for country user counts; unknown users are left out. */
export interface UserCountries {
  countries(userOids: string[]): Promise<Map<string, string | null>>
}

/** When each of a creator's published contents was published (the content area), for uploads per day. */
export interface PublishedContents {
  publishedAt(creatorOid: string): Promise<Date[]>
}

/** A creator's live streams over a period (the live area), for live viewers and stream time. */
export interface LiveStreamsPort {
  streams(
    creatorOid: string,
    from: Date,
    to: Date,
  ): Promise<
    {
      streamOid: string
      title: string
      startedAt: Date
      /** null while on air. */
      endedAt: Date | null
      peakViews: number
      totalViews: number
    }[]
  >
}

/**
 * A fresh proof of the caller's account (accounts' step-up) before a sensitive change: the
 * payout account. Throws 403 `STEP_UP_REQUIRED` or `STEP_UP_FAILED`.
 */
export interface RevenueStepUp {
  verify(
    userOid: string,
    proof: { currentPassword?: string | undefined; totpCode?: string | undefined },
  ): Promise<void>
}
