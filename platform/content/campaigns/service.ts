/** Campaigns' use cases, assembled over the area's tables and the wallet's postings. */
import type { SessionUser } from '../../http'
import { type CampaignFields, createCampaignRecords } from './campaigns'
import { campaignsContext } from './context'
import type { CampaignEvent, CampaignRefundType, CampaignState } from './contract'
import { type ContributeInput, createContributions } from './contributions'
import { CAMPAIGN_ERRORS } from './errors'
import type { CampaignsDeps } from './ports'
import { createRefunds } from './refunds'
import { createRevenue, type RevenueQuery } from './revenue'
import { CAMPAIGN_LIMITS, planEvent } from './rules'
import { createSettlement } from './settlement'
import {
  type CampaignRow,
  campaignView,
  contributionView,
  factsOf,
  heldBy,
  nicknames,
  requireCampaignRow,
  trimmed,
} from './store'
import { createSweep } from './sweep'

const isAdmin = (user: SessionUser) => user.roles.includes('admin')
const actorOf = (user: SessionUser) => ({ userOid: user.oid, isAdmin: isAdmin(user) })

export function createCampaignsService(deps: CampaignsDeps) {
  const context = campaignsContext(deps)
  const { db, clock } = context
  const settlement = createSettlement(context)
  const records = createCampaignRecords(context, settlement)
  const contributions = createContributions(context, settlement)
  const refunds = createRefunds(context, settlement)
  const revenue = createRevenue(context)

  async function view(row: CampaignRow, viewer: SessionUser | null) {
    const names = await nicknames(context.users, [row.creator_oid])
    const mine = viewer ? await heldBy(db, row.oid, viewer.oid) : 0
    return campaignView(row, names, mine)
  }

  async function changeState(
    user: SessionUser,
    input: { campaignOid: string; event: CampaignEvent } & Partial<ContributeInput>,
  ) {
    if (input.event === 'contribute') {
      if (input.coins === undefined || !input.key) throw CAMPAIGN_ERRORS.contributionMissing()
      const row = await contributions.contribute(user, {
        campaignOid: input.campaignOid,
        coins: input.coins,
        key: input.key,
      })
      const names = await nicknames(context.users, [row.user_oid])
      const campaign = await requireCampaignRow(db, input.campaignOid)
      return { campaign: await view(campaign, user), contribution: contributionView(row, names) }
    }
    const current = await records.find(input.campaignOid)
    planEvent(factsOf(current), input.event, actorOf(user), clock.now())
    const now = clock.now()
    await settlement.end(input.campaignOid, (locked) => {
      const plan = planEvent(factsOf(locked), input.event, actorOf(user), now)
      return plan.kind === 'end' ? plan.to : null
    })
    const settled = await settlement.settle(input.campaignOid)
    return { campaign: await view(settled, user), contribution: null }
  }

  return {
    create: async (user: SessionUser, fields: CampaignFields) =>
      view(await records.create(user.oid, fields), user),
    edit: async (user: SessionUser, campaignOid: string, fields: CampaignFields) =>
      view(await records.edit(actorOf(user), campaignOid, fields), user),
    find: async (campaignOid: string, viewer: SessionUser | null) =>
      view(await records.find(campaignOid), viewer),
    list: async (query: Parameters<typeof records.list>[0], viewer: SessionUser | null) => {
      const { rows, next } = await records.list(query)
      const names = await nicknames(context.users, [query.creatorOid])
      const campaigns = []
      for (const row of rows)
        campaigns.push(campaignView(row, names, viewer ? await heldBy(db, row.oid, viewer.oid) : 0))
      return { campaigns, next }
    },
    changeState,
    refund: async (
      user: SessionUser,
      input: { campaignOid: string; refundType: CampaignRefundType; contributionOid?: string },
    ) => {
      const refunded =
        input.refundType === 'mine'
          ? await refunds.mine(user.oid, input.campaignOid, input.contributionOid)
          : await refunds.all(actorOf(user), input.campaignOid)
      const row = await requireCampaignRow(db, input.campaignOid)
      return { campaign: await view(row, user), refunded }
    },
    contributors: async (query: { campaignOid: string; before?: string | undefined }) => {
      await requireCampaignRow(db, query.campaignOid)
      let rows = db
        .selectFrom('content_campaign_contributions')
        .selectAll()
        .where('campaign_oid', '=', query.campaignOid)
        .where('state', 'in', ['held', 'paid'])
      if (query.before) rows = rows.where('oid', '<', query.before)
      const page = await rows
        .orderBy('oid', 'desc')
        .limit(CAMPAIGN_LIMITS.pageSize + 1)
        .execute()
      const shown = page.slice(0, CAMPAIGN_LIMITS.pageSize)
      const names = await nicknames(
        context.users,
        shown.map((row) => row.user_oid),
      )
      return {
        contributors: shown.map((row) => contributionView(row, names)),
        next: page.length > CAMPAIGN_LIMITS.pageSize ? trimmed(shown.at(-1)?.oid ?? '') : null,
      }
    },
    revenue: (query: RevenueQuery) => revenue.revenue(query),
    /** Due campaigns and unfinished money moves; the server runs it every minute. */
    sweep: createSweep(context, settlement, contributions),
    /** For tests: one campaign's settlement, as the sweep runs it. */
    settle: (campaignOid: string) => settlement.settle(campaignOid),
  }
}

export type CampaignsService = ReturnType<typeof createCampaignsService>
export type { CampaignState }
