/**
 * Refunds by `refundType`: `mine` takes a contributor's held coins (all of them, or one
 * contribution) back out of a running campaign; `all` runs a failed or cancelled campaign's
 * returns again (its creator or an admin; each return is keyed, so nothing is paid twice).
 */

import type { CampaignsContext } from './context'
import { CAMPAIGN_ERRORS } from './errors'
import type { Actor } from './rules'
import { dueOutcome, mayRefundAll } from './rules'
import type { Settlement } from './settlement'
import { type ContributionRow, factsOf, lockCampaign, requireCampaignRow, trimmed } from './store'

export function createRefunds(context: CampaignsContext, settlement: Settlement) {
  const { db, clock } = context

  /**
   * Marks the user's held contributions `returning` and takes them off the campaign's total,
   * under its lock; the returns are posted after (a crash leaves them to the sweep).
   */
  async function markMine(campaignOid: string, userOid: string, contributionOid?: string) {
    return db.transaction().execute(async (trx) => {
      const campaign = await lockCampaign(trx, campaignOid)
      if (campaign.state !== 'running' || dueOutcome(factsOf(campaign), clock.now()))
        throw CAMPAIGN_ERRORS.notRunning()
      let mine = trx
        .selectFrom('content_campaign_contributions')
        .selectAll()
        .where('campaign_oid', '=', campaignOid)
        .where('user_oid', '=', userOid)
        .where('state', '=', 'held')
      if (contributionOid) mine = mine.where('oid', '=', contributionOid)
      const rows = await mine.execute()
      if (rows.length === 0) throw CAMPAIGN_ERRORS.nothingToRefund()
      const coins = rows.reduce((sum, row) => sum + row.coins, 0)
      await trx
        .updateTable('content_campaign_contributions')
        .set({ state: 'returning' })
        .where(
          'oid',
          'in',
          rows.map((row) => row.oid),
        )
        .execute()
      const left = await trx
        .selectFrom('content_campaign_contributions')
        .select('oid')
        .where('campaign_oid', '=', campaignOid)
        .where('user_oid', '=', userOid)
        .where('state', '=', 'held')
        .executeTakeFirst()
      await trx
        .updateTable('content_campaigns')
        .set((eb) => ({
          raised_coins: eb('raised_coins', '-', coins),
          contributors: eb('contributors', '-', left ? 0 : 1),
          updated_at: clock.now(),
        }))
        .where('oid', '=', campaignOid)
        .execute()
      return { rows, creatorOid: trimmed(campaign.creator_oid) }
    })
  }

  async function mine(userOid: string, campaignOid: string, contributionOid?: string) {
    const { rows, creatorOid } = await markMine(campaignOid, userOid, contributionOid)
    await settlement.finishReturns(rows as ContributionRow[], creatorOid)
    return rows.reduce((sum, row) => sum + row.coins, 0)
  }

  async function all(actor: Actor, campaignOid: string) {
    const row = await settlement.endIfDue(await requireCampaignRow(db, campaignOid))
    mayRefundAll(factsOf(row), actor)
    const before = await db
      .selectFrom('content_campaign_contributions')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .where('campaign_oid', '=', campaignOid)
      .where('state', 'in', ['held', 'returning'])
      .executeTakeFirst()
    await settlement.settle(campaignOid)
    return Number(before?.count ?? 0)
  }

  return { mine, all }
}
