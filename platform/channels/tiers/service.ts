/** Subscription tiers: the tier list, and POST /account/modify/subscription_tiers. */
import { randomBytes } from 'node:crypto'
import type { Selectable } from 'kysely'
import type { ModifyTiersRequest, TiersResponse, TierView } from '../contract'
import { CHANNEL_ERRORS } from '../errors'
import type { ChannelsDeps } from '../ports'
import { requireRegistered } from '../profile/service'
import { liveSubscriptions } from '../subscriptions/reads'
import type { ChannelTiersTable } from '../tables'
import { MAX_TIERS, nextTier, type TierFields } from './rules'

type TierRow = Selectable<ChannelTiersTable>

export function tierView(row: TierRow): TierView {
  return {
    tierHash: row.tier_hash,
    creatorOid: row.creator_oid,
    position: row.position,
    name: row.name,
    details: row.details,
    price: row.price,
    price_usd: Number(row.price_usd),
    price_jpy: row.price_jpy,
    price_krw: row.price_krw,
    icon: row.icon_url,
    streak: row.streak,
    isFree: row.is_free,
    translations: row.translations ?? {},
  }
}

const fieldsOf = (row: TierRow): TierFields => ({
  name: row.name,
  details: row.details,
  price: row.price,
  price_usd: Number(row.price_usd),
  price_jpy: row.price_jpy,
  price_krw: row.price_krw,
  icon: row.icon_url,
  streak: row.streak,
  isFree: row.is_free,
  translations: row.translations ?? {},
})

export async function listTierRows(deps: Pick<ChannelsDeps, 'db'>, creatorOid: string) {
  return deps.db
    .selectFrom('channel_tiers')
    .selectAll()
    .where('creator_oid', '=', creatorOid)
    .where('deleted_at', 'is', null)
    .orderBy('position', 'asc')
    .execute()
}

export async function listTiers(
  deps: Pick<ChannelsDeps, 'db'>,
  creatorOid: string,
): Promise<TiersResponse> {
  return { creatorOid, tiers: (await listTierRows(deps, creatorOid)).map(tierView) }
}

export async function findTier(deps: Pick<ChannelsDeps, 'db'>, tierHash: string) {
  return deps.db
    .selectFrom('channel_tiers')
    .selectAll()
    .where('tier_hash', '=', tierHash)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
}

/** Free tier and live ticketing exclude each other too (spec §5): the ticket ends first. */
async function refuseWhileTicket(deps: ChannelsDeps, creatorOid: string) {
  if (await deps.liveTickets?.selling(creatorOid)) throw CHANNEL_ERRORS.freeTierWhileTicket()
}

async function checkIcon(deps: ChannelsDeps, icon: string | null | undefined) {
  if (icon === undefined || icon === null) return
  const probe = deps.icons ? await deps.icons.probe(icon) : null
  if (probe?.type !== 'image/png' || probe.width !== 64 || probe.height !== 64) {
    throw CHANNEL_ERRORS.tierIconInvalid()
  }
}

/** Only the creator's own tiers: another creator's hash is "not found", never revealed. */
async function ownTier(deps: ChannelsDeps, creatorOid: string, tierHash: string) {
  const row = await findTier(deps, tierHash)
  if (!row || row.creator_oid !== creatorOid) throw CHANNEL_ERRORS.tierNotFound()
  return row
}

export async function modifyTiers(
  deps: ChannelsDeps,
  creatorOid: string,
  request: ModifyTiersRequest,
): Promise<TiersResponse> {
  await requireRegistered(deps, creatorOid)
  const now = deps.clock.now()
  switch (request.mode) {
    case 'push': {
      const fields = nextTier(null, request.tier)
      if (fields.isFree) await refuseWhileTicket(deps, creatorOid)
      await checkIcon(deps, fields.icon)
      await deps.db.transaction().execute(async (trx) => {
        // The creator's tiers are counted and numbered under a lock on their profile row.
        await trx
          .selectFrom('channel_profiles')
          .select('creator_oid')
          .where('creator_oid', '=', creatorOid)
          .forUpdate()
          .execute()
        const rows = await trx
          .selectFrom('channel_tiers')
          .select(['position'])
          .where('creator_oid', '=', creatorOid)
          .where('deleted_at', 'is', null)
          .execute()
        if (rows.length >= MAX_TIERS) throw CHANNEL_ERRORS.tierLimit()
        await trx
          .insertInto('channel_tiers')
          .values({
            tier_hash: randomBytes(12).toString('hex'),
            creator_oid: creatorOid,
            position: rows.length === 0 ? 0 : Math.max(...rows.map((row) => row.position)) + 1,
            name: fields.name,
            details: fields.details,
            price: fields.price,
            price_usd: fields.price_usd,
            price_jpy: fields.price_jpy,
            price_krw: fields.price_krw,
            icon_url: fields.icon,
            streak: fields.streak,
            is_free: fields.isFree,
            translations: JSON.stringify(fields.translations),
            created_at: now,
            updated_at: now,
          })
          .execute()
      })
      break
    }
    case 'update': {
      const row = await ownTier(deps, creatorOid, request.tierHash)
      const fields = nextTier(fieldsOf(row), request.tier)
      if (fields.isFree && !row.is_free) await refuseWhileTicket(deps, creatorOid)
      if (request.tier.icon !== undefined) await checkIcon(deps, fields.icon)
      await deps.db
        .updateTable('channel_tiers')
        .set({
          name: fields.name,
          details: fields.details,
          price: fields.price,
          price_usd: fields.price_usd,
          price_jpy: fields.price_jpy,
          price_krw: fields.price_krw,
          icon_url: fields.icon,
          streak: fields.streak,
          is_free: fields.isFree,
          translations: JSON.stringify(fields.translations),
          updated_at: now,
        })
        .where('tier_hash', '=', row.tier_hash)
        .execute()
      break
    }
    case 'remove': {
      const row = await ownTier(deps, creatorOid, request.tierHash)
      const live = await liveSubscriptions(deps)
        .select('s.oid')
        .where('s.tier_hash', '=', row.tier_hash)
        .limit(1)
        .executeTakeFirst()
      if (live) throw CHANNEL_ERRORS.tierHasSubscribers()
      // Kept, marked deleted: past subscriptions and revenue still name it.
      await deps.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('channel_tiers')
          .set({ deleted_at: now, updated_at: now })
          .where('tier_hash', '=', row.tier_hash)
          .execute()
        // The tiers above move down: positions stay 0..n-1 (the emoticon use level reads them).
        await trx
          .updateTable('channel_tiers')
          .set((eb) => ({ position: eb('position', '-', 1), updated_at: now }))
          .where('creator_oid', '=', creatorOid)
          .where('deleted_at', 'is', null)
          .where('position', '>', row.position)
          .execute()
      })
      break
    }
    case 'swap': {
      const [first, second] = await Promise.all([
        ownTier(deps, creatorOid, request.tierHash),
        ownTier(deps, creatorOid, request.otherTierHash),
      ])
      // Two statements in one transaction: position has no unique index, so no temporary value.
      await deps.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('channel_tiers')
          .set({ position: second.position, updated_at: now })
          .where('tier_hash', '=', first.tier_hash)
          .execute()
        await trx
          .updateTable('channel_tiers')
          .set({ position: first.position, updated_at: now })
          .where('tier_hash', '=', second.tier_hash)
          .execute()
      })
      break
    }
  }
  return listTiers(deps, creatorOid)
}
