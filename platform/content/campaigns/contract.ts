/**
 * Campaigns' wire types (mounted under `/api/content`), as a type map for the typed client.
 * Types only: the front ends import them as types (docs/community/campaigns.md).
 */

/** Where a campaign is: open for contributions, or ended one of three ways. */
export type CampaignState = 'running' | 'succeeded' | 'failed' | 'cancelled'

/** The events `POST /content/campaign/state` takes (the spec leaves their names open). */
export type CampaignEvent = 'contribute' | 'cancel' | 'close'

/** `mine`: a contributor takes back their coins while it runs; `all`: a failed or cancelled campaign's returns, again. */
export type CampaignRefundType = 'mine' | 'all'

/** A contribution's coins: `holding` until held, `held` in escrow, then paid or returned. */
export type ContributionState = 'holding' | 'held' | 'returning' | 'returned' | 'paid'

export interface CampaignRewardTier {
  title: string
  /** The least a contribution gives to reach this tier, in coins. */
  minCoins: number
  description: string
}

export interface CampaignView {
  campaignOid: string
  creatorOid: string
  creatorNickname: string | null
  title: string
  description: string
  imageUrl: string | null
  goalCoins: number
  raisedCoins: number
  contributors: number
  rewardTiers: CampaignRewardTier[]
  state: CampaignState
  endsAt: string
  endedAt: string | null
  /** When the held coins went to the creator or back to the contributors, all of them. */
  settledAt: string | null
  createdAt: string
  /** The caller's coins held in it now (0 signed out). */
  mine: number
}

export interface ContributionView {
  contributionOid: string
  userOid: string
  nickname: string | null
  coins: number
  state: ContributionState
  createdAt: string
}

export interface CampaignInput {
  campaignOid?: string
  title: string
  description: string
  imageUrl?: string | null
  goalCoins: number
  endsAt: string
  rewardTiers?: CampaignRewardTier[]
}

export interface CampaignStateInput {
  campaignOid: string
  event: CampaignEvent
  /** For `contribute`: the coins, and a key the client keeps for retries of this one contribution. */
  coins?: number
  key?: string
}

export interface CampaignRevenueRow {
  campaignOid: string
  title: string
  creatorOid: string
  creatorNickname: string | null
  state: CampaignState
  goalCoins: number
  raisedCoins: number
  contributors: number
  /** Paid to the creator on success (after the platform fee); 0 otherwise. */
  creatorShare: number
  platformFee: number
  endsAt: string
  settledAt: string | null
}

export interface CampaignStateTotal {
  state: CampaignState
  campaigns: number
  raisedCoins: number
  creatorShare: number
  platformFee: number
}

export interface CampaignsRoutes {
  'GET /content/campaign': {
    request: { campaignOid?: string; creatorOid?: string; state?: CampaignState; before?: string }
    response: { campaign: CampaignView } | { campaigns: CampaignView[]; next: string | null }
  }
  'POST /content/campaign': { request: CampaignInput; response: { campaign: CampaignView } }
  'POST /content/campaign/state': {
    request: CampaignStateInput
    response: { campaign: CampaignView; contribution: ContributionView | null }
  }
  'POST /content/campaign/refund': {
    request: { campaignOid: string; refundType: CampaignRefundType; contributionOid?: string }
    response: { campaign: CampaignView; refunded: number }
  }
  'GET /content/campaign/contributors': {
    request: { campaignOid: string; before?: string }
    response: { contributors: ContributionView[]; next: string | null }
  }
  'GET /content/admin/campaign/revenue': {
    request: { q?: string; state?: CampaignState; before?: string }
    response: { totals: CampaignStateTotal[]; campaigns: CampaignRevenueRow[]; next: string | null }
  }
}
