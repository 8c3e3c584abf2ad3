/**
 * A contribution's coins through the wallet: held in `system/holds/coin` under the
 * contribution's key, then given back under its own key, or paid to the creator in one
 * posting keyed by the campaign. Same key, same body: any caller may repeat any of them.
 */
import { AppError } from '../../http'
import { type Entry, systemAccount, userAccount } from '../../wallet'
import type { CampaignsWalletPort } from './ports'
import { splitPayout } from './rules'
import { type CampaignRow, type ContributionRow, trimmed } from './store'

export const holdKey = (contributionOid: string) => `campaign:hold:${trimmed(contributionOid)}`
export const returnKey = (contributionOid: string) => `campaign:return:${trimmed(contributionOid)}`
export const payoutKey = (campaignOid: string) => `campaign:payout:${trimmed(campaignOid)}`

const isShortOfCoins = (error: unknown) =>
  error instanceof AppError && ['INSUFFICIENT_BALANCE', 'NOT_ENOUGH_COINS'].includes(error.code)

function holdEntries(row: ContributionRow): Entry[] {
  return [
    { account: userAccount(trimmed(row.user_oid), 'coins'), amount: -row.coins },
    { account: systemAccount('holds', 'coin'), amount: row.coins },
  ]
}

function metadata(row: ContributionRow, creatorOid: string) {
  return {
    userOid: trimmed(row.user_oid),
    creatorOid,
    campaignOid: trimmed(row.campaign_oid),
    contributionOid: trimmed(row.oid),
  }
}

export function campaignLedger(wallet: CampaignsWalletPort) {
  /** Takes the contribution's coins into escrow (or replays); false when the user is short. */
  async function hold(row: ContributionRow, creatorOid: string): Promise<boolean> {
    try {
      await wallet.post({
        key: holdKey(row.oid),
        type: 'hold',
        entries: holdEntries(row),
        metadata: metadata(row, creatorOid),
      })
      return true
    } catch (error) {
      if (isShortOfCoins(error)) return false
      throw error
    }
  }

  /** Gives a held contribution back whole, once. */
  async function giveBack(row: ContributionRow, creatorOid: string): Promise<void> {
    await wallet.post({
      key: returnKey(row.oid),
      type: 'void',
      entries: holdEntries(row).map((entry) => ({ ...entry, amount: -entry.amount })),
      metadata: metadata(row, creatorOid),
    })
  }

  /** Pays a succeeded campaign's held coins to its creator (less the platform's fee), once. */
  async function payOut(campaign: CampaignRow, total: number, contributions: number) {
    const split = splitPayout(total, wallet.donationFeeBasisPoints)
    if (total > 0)
      await wallet.post({
        key: payoutKey(campaign.oid),
        type: 'campaign',
        entries: [
          { account: systemAccount('holds', 'coin'), amount: -total },
          {
            account: userAccount(trimmed(campaign.creator_oid), 'earnings'),
            amount: split.creatorShare,
          },
          { account: systemAccount('platform_fee', 'coin'), amount: split.platformFee },
        ],
        metadata: {
          creatorOid: trimmed(campaign.creator_oid),
          campaignOid: trimmed(campaign.oid),
          contributions,
        },
      })
    return split
  }

  return { hold, giveBack, payOut }
}

export type CampaignLedger = ReturnType<typeof campaignLedger>
