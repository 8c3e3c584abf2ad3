/**
 * How a campaign ends and its coins move: a compare-and-swap out of `running` under the
 * campaign's lock, then a settlement that may run any number of times (each posting keyed):
 * success pays the held coins to the creator once; failure and cancellation give each held
 * contribution back once. `settled_at` records that it is done.
 */
import type { CampaignsContext } from './context'
import type { CampaignState } from './contract'
import { dueOutcome } from './rules'
import {
  type CampaignRow,
  type ContributionRow,
  factsOf,
  lockCampaign,
  requireCampaignRow,
  trimmed,
} from './store'

export function createSettlement(context: CampaignsContext) {
  const { db, clock } = context

  /**
   * Moves a running campaign where `decide` says, reading it under its lock (so no
   * contribution joins meanwhile); null when it stays (`decide` may also throw).
   */
  async function end(
    campaignOid: string,
    decide: (locked: CampaignRow) => Exclude<CampaignState, 'running'> | null,
  ) {
    return db.transaction().execute(async (trx) => {
      const row = await lockCampaign(trx, campaignOid)
      const to = row.state === 'running' ? decide(row) : null
      if (!to) return null
      return trx
        .updateTable('content_campaigns')
        .set({ state: to, ended_at: clock.now(), updated_at: clock.now() })
        .where('oid', '=', campaignOid)
        .returningAll()
        .executeTakeFirstOrThrow()
    })
  }

  /** Finishes returns a refund started (`returning`): each posted once, then marked. */
  async function finishReturns(rows: ContributionRow[], creatorOid: string) {
    for (const row of rows) {
      await context.ledger().giveBack(row, creatorOid)
      await db
        .updateTable('content_campaign_contributions')
        .set({ state: 'returned' })
        .where('oid', '=', row.oid)
        .where('state', 'in', ['returning', 'held'])
        .execute()
    }
  }

  async function contributionsIn(campaignOid: string, states: ContributionRow['state'][]) {
    return db
      .selectFrom('content_campaign_contributions')
      .selectAll()
      .where('campaign_oid', '=', campaignOid)
      .where('state', 'in', states)
      .orderBy('oid')
      .execute()
  }

  async function payCreator(row: CampaignRow) {
    const paid = await contributionsIn(row.oid, ['held', 'paid'])
    const total = paid.reduce((sum, contribution) => sum + contribution.coins, 0)
    const split = await context.ledger().payOut(row, total, paid.length)
    await db
      .updateTable('content_campaign_contributions')
      .set({ state: 'paid' })
      .where('campaign_oid', '=', row.oid)
      .where('state', '=', 'held')
      .execute()
    return split
  }

  /** Settles an ended campaign (again is harmless); answers its row afterwards. */
  async function settle(campaignOid: string): Promise<CampaignRow> {
    const row = await requireCampaignRow(db, campaignOid)
    const creatorOid = trimmed(row.creator_oid)
    await finishReturns(await contributionsIn(row.oid, ['returning']), creatorOid)
    if (row.state === 'running' || row.settled_at) return row
    let split = { creatorShare: 0, platformFee: 0 }
    if (row.state === 'succeeded') split = await payCreator(row)
    else await finishReturns(await contributionsIn(row.oid, ['held']), creatorOid)
    await db
      .updateTable('content_campaigns')
      .set({
        settled_at: clock.now(),
        creator_share: split.creatorShare,
        platform_fee: split.platformFee,
      })
      .where('oid', '=', row.oid)
      .where('settled_at', 'is', null)
      .execute()
    return requireCampaignRow(db, campaignOid)
  }

  /** Ends a campaign whose end time has passed (read-through and sweep), then settles it. */
  async function endIfDue(row: CampaignRow): Promise<CampaignRow> {
    const now = clock.now()
    if (dueOutcome(factsOf(row), now)) {
      await end(row.oid, (locked) => dueOutcome(factsOf(locked), now))
      return settle(row.oid)
    }
    if (row.state !== 'running' && !row.settled_at) return settle(row.oid)
    return row
  }

  return { end, settle, endIfDue, finishReturns }
}

export type Settlement = ReturnType<typeof createSettlement>
