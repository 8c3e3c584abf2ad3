/**
 * A pull: the creator's own gacha and gachas not on sale are refused; the draw is computed
 * from the server secret and the pull's id (from its idempotency key); the wallet books the
 * price, the refund and the inventory items, and this capability's record, in one database
 * transaction. A replayed key answers the first pull's record.
 */
import type { SessionUser } from '../../http'
import type { GachaDraw, GachaItem, GachaRecord } from './contract'
import { drawPull, pullOidOf, secretRef } from './draw'
import { GACHA_ERRORS } from './errors'
import type { GachaDeps, GachaPorts } from './ports'
import { RECORD_PAGE, refundCoinsOf, stateOf } from './rules'
import { findGacha, findPull, type GachaRow, insertPull, itemsOf, pullsOf } from './store'

type PullRecordRow = NonNullable<Awaited<ReturnType<typeof findPull>>>

function recordOf(row: PullRecordRow, title: string): GachaRecord {
  return {
    pullOid: row.oid,
    gachaOid: row.gacha_oid,
    title,
    count: row.count,
    coins: row.coins,
    refundCoins: row.refund_coins,
    tableVersion: row.table_version,
    secretRef: row.secret_ref,
    draws: row.draws,
    at: new Date(row.created_at).toISOString(),
  }
}

/** The drawn items (without their inventory ids, known once the wallet wrote them). */
export function planDraws(
  secret: string,
  pullOid: string,
  count: number,
  gacha: Pick<GachaRow, 'coins'>,
  items: readonly GachaItem[],
): Omit<GachaDraw, 'itemOid'>[] {
  const chances = items.map((item) => item.chance)
  return drawPull(secret, pullOid, count, chances).map((draw) => {
    const item = items[draw.position] as GachaItem
    return {
      index: draw.index,
      number: draw.number,
      attempt: draw.attempt,
      position: draw.position,
      name: item.name,
      rank: item.rank,
      imageUrl: item.imageUrl,
      refundCoins: refundCoinsOf(gacha.coins, item.refundRate),
    }
  })
}

export function createGachaPulls(deps: GachaDeps) {
  const { db } = deps
  const ports = (): GachaPorts => {
    if (!deps.gacha) throw new Error('gacha: the server handed in no wallet or secret')
    return deps.gacha
  }

  async function pullable(user: SessionUser, oid: string) {
    const row = await findGacha(db, oid)
    if (!row) throw GACHA_ERRORS.notFound()
    if (row.creator_oid === user.oid) throw GACHA_ERRORS.ownGacha()
    const items = await itemsOf(db, oid, row.version)
    const state = stateOf(row.hidden, items)
    if (state === 'incomplete') throw GACHA_ERRORS.unavailable()
    if (state === 'hidden') throw GACHA_ERRORS.notOnSale()
    return { row, items }
  }

  async function pull(user: SessionUser, oid: string, count: number, key: string) {
    const { wallet, secret } = ports()
    const { row, items } = await pullable(user, oid)
    const pullOid = pullOidOf(key)
    const planned = planDraws(secret, pullOid, count, row, items)
    const base = { gachaOid: oid, pullOid, creatorOid: row.creator_oid, tableVersion: row.version }
    const booked = await wallet.gachaPull({
      key,
      buyerOid: user.oid,
      creatorOid: row.creator_oid,
      coins: row.coins * count,
      refundCoins: planned.reduce((sum, draw) => sum + draw.refundCoins, 0),
      creatorPercent: row.profit_rate,
      items: planned.map((draw) => ({
        source: `gacha:${oid}`,
        details: { ...base, position: draw.position, name: draw.name, rank: draw.rank },
      })),
      metadata: { ...base, count },
      alongside: (trx, outcome) =>
        insertPull(trx, {
          oid: pullOid,
          gacha_oid: oid,
          user_oid: user.oid,
          creator_oid: row.creator_oid,
          count,
          coins: outcome.paidCoins,
          refund_coins: outcome.refundCoins,
          table_version: row.version,
          secret_ref: secretRef(secret),
          draws: planned.map((draw, index) => ({
            ...draw,
            itemOid: outcome.itemOids[index] ?? '',
          })),
          transaction_id: outcome.transactionId,
          created_at: deps.clock.now(),
        }),
    })
    const stored = await findPull(db, pullOid)
    if (!stored) throw new Error('gacha: a booked pull has no record')
    return { record: recordOf(stored, row.title), replayed: booked.replayed }
  }

  async function records(
    user: SessionUser,
    options: { gachaOid?: string | undefined; before?: string | undefined },
  ) {
    const rows = await pullsOf(db, user.oid, options)
    const page = rows.slice(0, RECORD_PAGE)
    return {
      records: page.map((row) => recordOf(row, row.title)),
      next: rows.length > RECORD_PAGE ? (page.at(-1)?.oid ?? null) : null,
    }
  }

  return { pull, records }
}
