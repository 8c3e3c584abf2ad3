/** Campaigns' tables: a creator's campaign and each contribution held for it. */
import type { ColumnType, Generated } from 'kysely'
import type { CampaignRewardTier, CampaignState, ContributionState } from './contract'

/** A funding campaign: a goal in coins by an end time; the coins are held until it ends. */
export interface ContentCampaignsTable {
  oid: string
  creator_oid: string
  title: string
  description: string
  image_url: string | null
  goal_coins: number
  /** Held coins of contributions that joined (`held`); frozen once it leaves `running`. */
  raised_coins: Generated<number>
  contributors: Generated<number>
  reward_tiers: ColumnType<CampaignRewardTier[], string, string>
  state: CampaignState
  ends_at: Date
  ended_at: Date | null
  /** Set once the held coins have all gone to the creator or back (the settlement is done). */
  settled_at: Date | null
  creator_share: Generated<number>
  platform_fee: Generated<number>
  created_at: Date
  updated_at: Date
}

/** One contribution: its row is written first, then its hold under the row's key. */
export interface ContentCampaignContributionsTable {
  oid: string
  campaign_oid: string
  user_oid: string
  /** The client's key for this contribution: a retry with it answers the same. */
  request_key: string
  coins: number
  state: ContributionState
  created_at: Date
}

export interface CampaignsTables {
  content_campaigns: ContentCampaignsTable
  content_campaign_contributions: ContentCampaignContributionsTable
}
