/** The creator's side of the gacha: saving, hiding, listing, reading, usage. */
import { newObjectId } from '../../db'
import { hasRole, type SessionUser } from '../../http'
import type { GachaTitle, GachaUsageRow, GachaView } from './contract'
import { GACHA_ERRORS } from './errors'
import type { GachaDeps } from './ports'
import { DEFAULT_MAX_PROFIT_RATE, type GachaInputParsed, isComplete, stateOf } from './rules'
import { findGacha, type GachaRow, gachasOf, itemsOf, saveGacha, setHidden, usageOf } from './store'

/** The creator and admins manage a gacha; others may only read it (and pull it). */
export function canManage(user: SessionUser | null, row: GachaRow): boolean {
  return !!user && (user.oid === row.creator_oid || hasRole(user, 'admin'))
}

export function createGachaManagement(deps: GachaDeps) {
  const { db } = deps
  const maxProfitRate = deps.gacha?.maxProfitRate ?? DEFAULT_MAX_PROFIT_RATE

  async function view(user: SessionUser | null, row: GachaRow): Promise<GachaView> {
    const manager = canManage(user, row)
    const items = await itemsOf(db, row.oid, row.version)
    const state = stateOf(row.hidden, items)
    return {
      gachaOid: row.oid,
      creatorOid: row.creator_oid,
      title: row.title,
      description: row.description,
      imageUrl: row.image_url,
      coins: row.coins,
      state,
      version: row.version,
      items: manager || state === 'on-sale' ? items : [],
      own: user?.oid === row.creator_oid,
      profitRate: manager ? row.profit_rate : null,
    }
  }

  /** A gacha the user may manage; another creator's answers not found, as a missing one. */
  async function managed(user: SessionUser, oid: string): Promise<GachaRow> {
    const row = await findGacha(db, oid)
    if (!row || !canManage(user, row)) throw GACHA_ERRORS.notFound()
    return row
  }

  async function save(user: SessionUser, input: GachaInputParsed): Promise<GachaView> {
    if (input.profitRate > maxProfitRate) throw GACHA_ERRORS.profitRateTooHigh(maxProfitRate)
    const existing = input.gachaOid ? await managed(user, input.gachaOid) : null
    if (!existing && !hasRole(user, 'creator')) throw GACHA_ERRORS.notCreator()
    const now = deps.clock.now()
    const items = input.items.map((item) => ({ ...item, imageUrl: item.imageUrl ?? '' }))
    const row: GachaRow = {
      oid: existing?.oid ?? newObjectId(now.getTime()),
      creator_oid: existing?.creator_oid ?? user.oid,
      title: input.title,
      description: input.description ?? '',
      image_url: input.imageUrl ?? '',
      coins: input.coins,
      profit_rate: input.profitRate,
      hidden: existing?.hidden ?? false,
      complete: isComplete(items),
      version: (existing?.version ?? 0) + 1,
      created_at: existing?.created_at ?? now,
      updated_at: now,
    }
    await saveGacha(db, row, items, !existing)
    return view(user, row)
  }

  async function hide(user: SessionUser, oid: string, hidden: boolean): Promise<GachaView> {
    const row = await managed(user, oid)
    const now = deps.clock.now()
    await setHidden(db, oid, hidden, now)
    return view(user, { ...row, hidden, updated_at: now })
  }

  async function get(user: SessionUser | null, oid: string): Promise<GachaView> {
    const row = await findGacha(db, oid)
    if (!row) throw GACHA_ERRORS.notFound()
    return view(user, row)
  }

  /** A creator's gachas: all of them for the creator, those on sale or hidden for others. */
  async function titles(user: SessionUser | null, creatorOid: string): Promise<GachaTitle[]> {
    const rows = await gachasOf(db, creatorOid)
    return rows
      .map((row) => {
        const state: GachaTitle['state'] = row.complete
          ? row.hidden
            ? 'hidden'
            : 'on-sale'
          : 'incomplete'
        return {
          manager: canManage(user, row),
          title: {
            gachaOid: row.oid,
            title: row.title,
            imageUrl: row.image_url,
            coins: row.coins,
            state,
            itemCount: Number(row.item_count ?? 0),
          },
        }
      })
      .filter((entry) => entry.manager || entry.title.state === 'on-sale')
      .map((entry) => entry.title)
  }

  async function usage(user: SessionUser, range: { from: string; to: string }) {
    const from = new Date(`${range.from}T00:00:00Z`)
    const to = new Date(Date.parse(`${range.to}T00:00:00Z`) + 86_400_000)
    const rows = await usageOf(db, user.oid, from, to)
    return rows.map(
      (row): GachaUsageRow => ({
        gachaOid: row.gacha_oid,
        title: row.title,
        pulls: Number(row.pulls),
        draws: Number(row.draws),
        coins: Number(row.coins),
        refundCoins: Number(row.refund_coins),
        players: Number(row.players),
      }),
    )
  }

  return { view, save, hide, get, titles, usage, maxProfitRate }
}
