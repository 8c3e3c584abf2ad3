/** Campaigns' rows and their wire views; every query on the campaigns' tables that others share. */
import type { Kysely, Selectable, Transaction } from 'kysely'
import type { DB } from '../../db'
import type { UserDirectoryPort } from '../ports'
import type { CampaignView, ContributionView } from './contract'
import { CAMPAIGN_ERRORS } from './errors'
import type { CampaignFacts } from './rules'
import type { ContentCampaignContributionsTable, ContentCampaignsTable } from './tables'

export type CampaignRow = Selectable<ContentCampaignsTable>
export type ContributionRow = Selectable<ContentCampaignContributionsTable>
type Db = Kysely<DB> | Transaction<DB>

export const trimmed = (oid: string) => oid.trim()

export function factsOf(row: CampaignRow): CampaignFacts {
  return {
    state: row.state,
    creatorOid: trimmed(row.creator_oid),
    goalCoins: row.goal_coins,
    raisedCoins: row.raised_coins,
    endsAt: row.ends_at,
  }
}

export async function findCampaign(db: Db, campaignOid: string): Promise<CampaignRow | undefined> {
  return db
    .selectFrom('content_campaigns')
    .selectAll()
    .where('oid', '=', campaignOid)
    .executeTakeFirst()
}

export async function requireCampaignRow(db: Db, campaignOid: string): Promise<CampaignRow> {
  const row = await findCampaign(db, campaignOid)
  if (!row) throw CAMPAIGN_ERRORS.notFound()
  return row
}

/** The campaign's row locked for the rest of the transaction (contributions and ends meet here). */
export async function lockCampaign(trx: Transaction<DB>, campaignOid: string) {
  const row = await trx
    .selectFrom('content_campaigns')
    .selectAll()
    .where('oid', '=', campaignOid)
    .forUpdate()
    .executeTakeFirst()
  if (!row) throw CAMPAIGN_ERRORS.notFound()
  return row
}

export async function findContribution(db: Db, oid: string) {
  return db
    .selectFrom('content_campaign_contributions')
    .selectAll()
    .where('oid', '=', oid)
    .executeTakeFirst()
}

/** The coins a user has held in a campaign now. */
export async function heldBy(db: Db, campaignOid: string, userOid: string): Promise<number> {
  const row = await db
    .selectFrom('content_campaign_contributions')
    .select((eb) => eb.fn.sum<string | number | null>('coins').as('coins'))
    .where('campaign_oid', '=', campaignOid)
    .where('user_oid', '=', userOid)
    .where('state', '=', 'held')
    .executeTakeFirst()
  return Number(row?.coins ?? 0)
}

export async function nicknames(users: UserDirectoryPort | undefined, oids: readonly string[]) {
  const unique = [...new Set(oids.map(trimmed))]
  if (!users || unique.length === 0) return new Map<string, string>()
  const found = await users.findUsers(unique)
  return new Map(found.map((user) => [user.oid, user.nickname]))
}

export function campaignView(row: CampaignRow, names: Map<string, string>, mine = 0): CampaignView {
  const creatorOid = trimmed(row.creator_oid)
  return {
    campaignOid: trimmed(row.oid),
    creatorOid,
    creatorNickname: names.get(creatorOid) ?? null,
    title: row.title,
    description: row.description,
    imageUrl: row.image_url,
    goalCoins: row.goal_coins,
    raisedCoins: row.raised_coins,
    contributors: row.contributors,
    rewardTiers: row.reward_tiers,
    state: row.state,
    endsAt: row.ends_at.toISOString(),
    endedAt: row.ended_at?.toISOString() ?? null,
    settledAt: row.settled_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    mine,
  }
}

export function contributionView(
  row: ContributionRow,
  names: Map<string, string>,
): ContributionView {
  const userOid = trimmed(row.user_oid)
  return {
    contributionOid: trimmed(row.oid),
    userOid,
    nickname: names.get(userOid) ?? null,
    coins: row.coins,
    state: row.state,
    createdAt: row.created_at.toISOString(),
  }
}
