/** A creator's campaigns: create and edit, and reading one or a channel's list. */
import { newObjectId } from '../../db'
import type { CampaignsContext } from './context'
import type { CampaignRewardTier, CampaignState } from './contract'
import { CAMPAIGN_ERRORS } from './errors'
import { CAMPAIGN_LIMITS, checkEdit, isEndInRange } from './rules'
import type { Settlement } from './settlement'
import { type CampaignRow, factsOf, requireCampaignRow, trimmed } from './store'

export interface CampaignFields {
  title: string
  description: string
  imageUrl: string | null
  goalCoins: number
  endsAt: Date
  rewardTiers: CampaignRewardTier[]
}

/** Tiers in the order of their least contribution (how the screens list them). */
const sortedTiers = (tiers: CampaignRewardTier[]) =>
  JSON.stringify([...tiers].sort((a, b) => a.minCoins - b.minCoins))

export function createCampaignRecords(context: CampaignsContext, settlement: Settlement) {
  const { db, clock } = context

  async function create(creatorOid: string, fields: CampaignFields): Promise<CampaignRow> {
    const now = clock.now()
    if (!isEndInRange(fields.endsAt, now)) throw CAMPAIGN_ERRORS.endTooSoon()
    return db
      .insertInto('content_campaigns')
      .values({
        oid: newObjectId(now.getTime()),
        creator_oid: creatorOid,
        title: fields.title,
        description: fields.description,
        image_url: fields.imageUrl,
        goal_coins: fields.goalCoins,
        reward_tiers: sortedTiers(fields.rewardTiers),
        state: 'running',
        ends_at: fields.endsAt,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow()
  }

  /** Edits a running campaign of the caller's own (admins may edit any). */
  async function edit(
    actor: { userOid: string; isAdmin: boolean },
    campaignOid: string,
    fields: CampaignFields,
  ): Promise<CampaignRow> {
    return db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('content_campaigns')
        .selectAll()
        .where('oid', '=', campaignOid)
        .forUpdate()
        .executeTakeFirst()
      if (!row) throw CAMPAIGN_ERRORS.notFound()
      if (trimmed(row.creator_oid) !== actor.userOid && !actor.isAdmin)
        throw CAMPAIGN_ERRORS.notYours()
      const contributed = await trx
        .selectFrom('content_campaign_contributions')
        .select('oid')
        .where('campaign_oid', '=', campaignOid)
        .where('state', 'in', ['holding', 'held', 'returning'])
        .executeTakeFirst()
      checkEdit(factsOf(row), fields, !!contributed || row.contributors > 0, clock.now())
      return trx
        .updateTable('content_campaigns')
        .set({
          title: fields.title,
          description: fields.description,
          image_url: fields.imageUrl,
          goal_coins: fields.goalCoins,
          ends_at: fields.endsAt,
          reward_tiers: sortedTiers(fields.rewardTiers),
          updated_at: clock.now(),
        })
        .where('oid', '=', campaignOid)
        .returningAll()
        .executeTakeFirstOrThrow()
    })
  }

  /** One campaign, ended and settled first if its end has passed. */
  async function find(campaignOid: string): Promise<CampaignRow> {
    return settlement.endIfDue(await requireCampaignRow(db, campaignOid))
  }

  /** A channel's campaigns, newest first, a page at a time; due ones are ended first. */
  async function list(query: { creatorOid: string; state?: CampaignState; before?: string }) {
    const due = await db
      .selectFrom('content_campaigns')
      .selectAll()
      .where('creator_oid', '=', query.creatorOid)
      .where('state', '=', 'running')
      .where('ends_at', '<=', clock.now())
      .execute()
    for (const row of due) await settlement.endIfDue(row)
    let rows = db
      .selectFrom('content_campaigns')
      .selectAll()
      .where('creator_oid', '=', query.creatorOid)
    if (query.state) rows = rows.where('state', '=', query.state)
    if (query.before) rows = rows.where('oid', '<', query.before)
    const page = await rows
      .orderBy('oid', 'desc')
      .limit(CAMPAIGN_LIMITS.pageSize + 1)
      .execute()
    const more = page.length > CAMPAIGN_LIMITS.pageSize
    const shown = page.slice(0, CAMPAIGN_LIMITS.pageSize)
    return { rows: shown, next: more ? trimmed(shown.at(-1)?.oid ?? '') : null }
  }

  return { create, edit, find, list }
}
