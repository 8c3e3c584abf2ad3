/** The gacha's queries: gachas with their versioned item tables, and pulls. */
import { type Kysely, sql, type Transaction } from 'kysely'
import type { DB } from '../../db'
import type { GachaDraw, GachaItem } from './contract'
import { RECORD_PAGE } from './rules'
import type { ContentGachaPullsTable, ContentGachasTable } from './tables'

type Db = Kysely<DB> | Transaction<DB>
export type GachaRow = ContentGachasTable
export type PullRow = Omit<ContentGachaPullsTable, 'seq' | 'draws'> & { draws: GachaDraw[] }

export async function findGacha(db: Db, oid: string): Promise<GachaRow | undefined> {
  return db.selectFrom('content_gachas').selectAll().where('oid', '=', oid).executeTakeFirst()
}

export async function itemsOf(db: Db, oid: string, version: number): Promise<GachaItem[]> {
  const rows = await db
    .selectFrom('content_gacha_items')
    .selectAll()
    .where('gacha_oid', '=', oid)
    .where('version', '=', version)
    .orderBy('position')
    .execute()
  return rows.map((row) => ({
    position: row.position,
    name: row.name,
    imageUrl: row.image_url,
    rank: row.rank,
    chance: row.chance,
    refundRate: row.refund_rate,
  }))
}

export async function gachasOf(db: Db, creatorOid: string) {
  return db
    .selectFrom('content_gachas as g')
    .selectAll('g')
    .select((eb) =>
      eb
        .selectFrom('content_gacha_items as i')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('i.gacha_oid', '=', 'g.oid')
        .whereRef('i.version', '=', 'g.version')
        .as('item_count'),
    )
    .where('g.creator_oid', '=', creatorOid)
    .orderBy('g.created_at', 'desc')
    .orderBy('g.oid', 'desc')
    .execute()
}

/** Writes a gacha and its new item table version in one transaction. */
export async function saveGacha(
  db: Kysely<DB>,
  row: GachaRow,
  items: readonly Omit<GachaItem, 'position'>[],
  isNew: boolean,
) {
  await db.transaction().execute(async (trx) => {
    if (isNew) await trx.insertInto('content_gachas').values(row).execute()
    else {
      const { oid, creator_oid: _creator, created_at: _created, ...changes } = row
      await trx.updateTable('content_gachas').set(changes).where('oid', '=', oid).execute()
    }
    if (items.length === 0) return
    await trx
      .insertInto('content_gacha_items')
      .values(
        items.map((item, position) => ({
          gacha_oid: row.oid,
          version: row.version,
          position,
          name: item.name,
          image_url: item.imageUrl,
          rank: item.rank,
          chance: item.chance,
          refund_rate: item.refundRate,
        })),
      )
      .execute()
  })
}

export async function setHidden(db: Db, oid: string, hidden: boolean, now: Date) {
  await db
    .updateTable('content_gachas')
    .set({ hidden, updated_at: now })
    .where('oid', '=', oid)
    .execute()
}

export async function insertPull(trx: Db, pull: PullRow) {
  await trx
    .insertInto('content_gacha_pulls')
    .values({ ...pull, draws: JSON.stringify(pull.draws) })
    .execute()
}

export async function findPull(db: Db, oid: string) {
  return db.selectFrom('content_gacha_pulls').selectAll().where('oid', '=', oid).executeTakeFirst()
}

/** A user's pulls, newest first, a page after the cursor pull. */
export async function pullsOf(
  db: Db,
  userOid: string,
  options: { gachaOid?: string | undefined; before?: string | undefined },
) {
  let query = db
    .selectFrom('content_gacha_pulls as p')
    .innerJoin('content_gachas as g', 'g.oid', 'p.gacha_oid')
    .selectAll('p')
    .select('g.title')
    .where('p.user_oid', '=', userOid)
  if (options.gachaOid) query = query.where('p.gacha_oid', '=', options.gachaOid)
  if (options.before) {
    const before = options.before
    query = query.where('p.seq', '<', (eb) =>
      eb
        .selectFrom('content_gacha_pulls')
        .select('seq')
        .where('oid', '=', before)
        .where('user_oid', '=', userOid),
    )
  }
  return query
    .orderBy('p.seq', 'desc')
    .limit(RECORD_PAGE + 1)
    .execute()
}

/** A creator's gachas' pulls between two instants, per gacha. */
export async function usageOf(db: Db, creatorOid: string, from: Date, to: Date) {
  return db
    .selectFrom('content_gacha_pulls as p')
    .innerJoin('content_gachas as g', 'g.oid', 'p.gacha_oid')
    .select([
      'p.gacha_oid',
      'g.title',
      sql<string>`count(*)`.as('pulls'),
      sql<string>`coalesce(sum(p.count), 0)`.as('draws'),
      sql<string>`coalesce(sum(p.coins), 0)`.as('coins'),
      sql<string>`coalesce(sum(p.refund_coins), 0)`.as('refund_coins'),
      sql<string>`count(distinct p.user_oid)`.as('players'),
    ])
    .where('p.creator_oid', '=', creatorOid)
    .where('p.created_at', '>=', from)
    .where('p.created_at', '<', to)
    .groupBy(['p.gacha_oid', 'g.title'])
    .orderBy('p.gacha_oid')
    .execute()
}
