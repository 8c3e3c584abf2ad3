/** The admins' campaign revenue: totals by state, and campaigns a page at a time, searchable. */
import { sql } from 'kysely'
import type { CampaignsContext } from './context'
import type { CampaignRevenueRow, CampaignState, CampaignStateTotal } from './contract'
import { CAMPAIGN_LIMITS } from './rules'
import { nicknames, trimmed } from './store'

const STATES: CampaignState[] = ['running', 'succeeded', 'failed', 'cancelled']

export interface RevenueQuery {
  q?: string | undefined
  state?: CampaignState | undefined
  before?: string | undefined
}

export function createRevenue(context: CampaignsContext) {
  const { db } = context

  async function totals(): Promise<CampaignStateTotal[]> {
    const rows = await db
      .selectFrom('content_campaigns')
      .select((eb) => [
        'state',
        eb.fn.countAll<string | number>().as('campaigns'),
        eb.fn.sum<string | number>('raised_coins').as('raised'),
        eb.fn.sum<string | number>('creator_share').as('share'),
        eb.fn.sum<string | number>('platform_fee').as('fee'),
      ])
      .groupBy('state')
      .execute()
    return STATES.map((state) => {
      const row = rows.find((found) => found.state === state)
      return {
        state,
        campaigns: Number(row?.campaigns ?? 0),
        raisedCoins: Number(row?.raised ?? 0),
        creatorShare: Number(row?.share ?? 0),
        platformFee: Number(row?.fee ?? 0),
      }
    })
  }

  /** Campaigns newest first; `q` finds a title's words or a creator's id. */
  async function page(query: RevenueQuery) {
    let rows = db.selectFrom('content_campaigns').selectAll()
    const q = query.q?.trim()
    if (q)
      rows = /^[0-9a-f]{24}$/.test(q)
        ? rows.where((eb) => eb.or([eb('creator_oid', '=', q), eb('oid', '=', q)]))
        : rows.where(
            sql<boolean>`lower(title) like ${`%${q.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`}`,
          )
    if (query.state) rows = rows.where('state', '=', query.state)
    if (query.before) rows = rows.where('oid', '<', query.before)
    const found = await rows
      .orderBy('oid', 'desc')
      .limit(CAMPAIGN_LIMITS.pageSize + 1)
      .execute()
    const shown = found.slice(0, CAMPAIGN_LIMITS.pageSize)
    const names = await nicknames(
      context.users,
      shown.map((row) => row.creator_oid),
    )
    const campaigns: CampaignRevenueRow[] = shown.map((row) => ({
      campaignOid: trimmed(row.oid),
      title: row.title,
      creatorOid: trimmed(row.creator_oid),
      creatorNickname: names.get(trimmed(row.creator_oid)) ?? null,
      state: row.state,
      goalCoins: row.goal_coins,
      raisedCoins: row.raised_coins,
      contributors: row.contributors,
      creatorShare: row.creator_share,
      platformFee: row.platform_fee,
      endsAt: row.ends_at.toISOString(),
      settledAt: row.settled_at?.toISOString() ?? null,
    }))
    const more = found.length > CAMPAIGN_LIMITS.pageSize
    return { campaigns, next: more ? (campaigns.at(-1)?.campaignOid ?? null) : null }
  }

  return {
    revenue: async (query: RevenueQuery) => ({ totals: await totals(), ...(await page(query)) }),
  }
}
