/**
 * Contributions: the row is written first (`holding`), then its coins are held under the
 * row's key, then it joins the campaign under the campaign's lock if the campaign still
 * runs, or is given back. A retry with the same key answers the same contribution; a
 * contributor may take their coins back while the campaign runs.
 */
import { newObjectId } from '../../db'
import type { SessionUser } from '../../http'
import type { CampaignsContext } from './context'
import { CAMPAIGN_ERRORS } from './errors'
import { dueOutcome, planEvent } from './rules'
import type { Settlement } from './settlement'
import {
  type ContributionRow,
  factsOf,
  findContribution,
  lockCampaign,
  requireCampaignRow,
  trimmed,
} from './store'

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505'

export interface ContributeInput {
  campaignOid: string
  coins: number
  key: string
}

export function createContributions(context: CampaignsContext, settlement: Settlement) {
  const { db, clock } = context

  async function creatorOf(row: ContributionRow) {
    return trimmed((await requireCampaignRow(db, row.campaign_oid)).creator_oid)
  }

  /** Joins a held contribution to its campaign if it still runs; 'ended' otherwise. */
  async function confirm(row: ContributionRow): Promise<'held' | 'ended'> {
    return db.transaction().execute(async (trx) => {
      const campaign = await lockCampaign(trx, row.campaign_oid)
      const current = await findContribution(trx, row.oid)
      if (current?.state === 'held' || current?.state === 'paid') return 'held'
      const running = campaign.state === 'running' && !dueOutcome(factsOf(campaign), clock.now())
      if (!running || current?.state !== 'holding') return 'ended'
      const other = await trx
        .selectFrom('content_campaign_contributions')
        .select('oid')
        .where('campaign_oid', '=', row.campaign_oid)
        .where('user_oid', '=', row.user_oid)
        .where('state', '=', 'held')
        .executeTakeFirst()
      await trx
        .updateTable('content_campaign_contributions')
        .set({ state: 'held' })
        .where('oid', '=', row.oid)
        .execute()
      await trx
        .updateTable('content_campaigns')
        .set((eb) => ({
          raised_coins: eb('raised_coins', '+', row.coins),
          contributors: eb('contributors', '+', other ? 0 : 1),
        }))
        .where('oid', '=', row.campaign_oid)
        .execute()
      return 'held'
    })
  }

  /** A contribution refused for lack of coins leaves no row. */
  async function drop(row: ContributionRow) {
    await db
      .deleteFrom('content_campaign_contributions')
      .where('oid', '=', row.oid)
      .where('state', '=', 'holding')
      .execute()
  }

  /** Gives back a contribution that missed its campaign: its hold made sure of, then returned. */
  async function returnUnjoined(row: ContributionRow, creatorOid: string) {
    if (await context.ledger().hold(row, creatorOid))
      await context.ledger().giveBack(row, creatorOid)
    await db
      .updateTable('content_campaign_contributions')
      .set({ state: 'returned' })
      .where('oid', '=', row.oid)
      .where('state', '=', 'holding')
      .execute()
  }

  /** Finishes a contribution whose row is written: hold, join, or give back. */
  async function complete(row: ContributionRow): Promise<ContributionRow> {
    const creatorOid = await creatorOf(row)
    if (!(await context.ledger().hold(row, creatorOid))) {
      await drop(row)
      throw CAMPAIGN_ERRORS.notEnoughCoins()
    }
    if ((await confirm(row)) === 'ended') {
      await returnUnjoined(row, creatorOid)
      throw CAMPAIGN_ERRORS.notRunning()
    }
    return (await findContribution(db, row.oid)) ?? row
  }

  async function replay(existing: ContributionRow, input: ContributeInput) {
    if (trimmed(existing.campaign_oid) !== input.campaignOid || existing.coins !== input.coins)
      throw CAMPAIGN_ERRORS.keyReused(input.key)
    if (existing.state === 'held' || existing.state === 'paid') return existing
    if (existing.state === 'holding') return complete(existing)
    throw CAMPAIGN_ERRORS.notRunning()
  }

  async function contribute(user: SessionUser, input: ContributeInput): Promise<ContributionRow> {
    const existing = await db
      .selectFrom('content_campaign_contributions')
      .selectAll()
      .where('user_oid', '=', user.oid)
      .where('request_key', '=', input.key)
      .executeTakeFirst()
    if (existing) return replay(existing, input)
    const campaign = await settlement.endIfDue(await requireCampaignRow(db, input.campaignOid))
    planEvent(factsOf(campaign), 'contribute', { userOid: user.oid, isAdmin: false }, clock.now())
    const now = clock.now()
    let row: ContributionRow
    try {
      row = await db
        .insertInto('content_campaign_contributions')
        .values({
          oid: newObjectId(now.getTime()),
          campaign_oid: input.campaignOid,
          user_oid: user.oid,
          request_key: input.key,
          coins: input.coins,
          state: 'holding',
          created_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow()
    } catch (error) {
      // The same key raced itself: the first request's contribution is the answer.
      if (isUniqueViolation(error)) return contribute(user, input)
      throw error
    }
    return complete(row)
  }

  return { contribute, complete, confirm }
}

export type Contributions = ReturnType<typeof createContributions>
