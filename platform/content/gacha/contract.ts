/**
 * Gacha (document 1 "Miscellaneous: Gacha", document 3 "Gacha items"): a creator's draw of
 * items, each with a rank, a chance, and a refund rate; a pull costs the gacha's coins per
 * draw. Chances travel as basis points (1/100 of a percent, 10,000 = 100 %) so they add up
 * exactly. Wire types only; the front ends import this file as types.
 */

/** On sale; hidden by its creator; or hidden because its settings are incomplete. */
export type GachaState = 'on-sale' | 'hidden' | 'incomplete'

export interface GachaItem {
  /** The item's place in the table (0-based); with the version, names it in a record. */
  position: number
  name: string
  imageUrl: string
  rank: string
  /** Basis points: 1 is 0.01 %, 10,000 is 100 %. */
  chance: number
  /** Percent (0–100) of the price of one pull given back when this item is drawn. */
  refundRate: number
}

export interface GachaView {
  gachaOid: string
  creatorOid: string
  title: string
  description: string
  imageUrl: string
  /** Coins per pull, 1 to 9,999. */
  coins: number
  state: GachaState
  /** The item table's version; a record names the version it drew from. */
  version: number
  /** Empty for a viewer other than the creator while the gacha is not on sale. */
  items: GachaItem[]
  /** The viewer made it: pulls are refused ('cannot buy own gacha'). */
  own: boolean
  /** The creator's percent of each pull's kept coins; shown to the creator only (else null). */
  profitRate: number | null
}

export interface GachaTitle {
  gachaOid: string
  title: string
  imageUrl: string
  coins: number
  state: GachaState
  itemCount: number
}

export interface GachaInputItem {
  name: string
  imageUrl?: string
  rank: string
  chance: number
  refundRate: number
}

/** What the studio's form saves; without a gachaOid it creates one. */
export interface GachaInput {
  gachaOid?: string
  title: string
  description?: string
  imageUrl?: string
  coins: number
  profitRate: number
  items: GachaInputItem[]
}

export interface GachaDraw {
  /** The draw's place in the pull (0-based). */
  index: number
  /** The uniform number 0–9,999 the item was picked with. */
  number: number
  /** Which HMAC counter gave it (rejection sampling skips values past the last whole range). */
  attempt: number
  position: number
  name: string
  rank: string
  imageUrl: string
  refundCoins: number
  /** The inventory item it became. */
  itemOid: string
}

export interface GachaRecord {
  pullOid: string
  gachaOid: string
  title: string
  count: number
  coins: number
  refundCoins: number
  tableVersion: number
  /** Which server secret drew it (a hash of it), for an audit's recomputation. */
  secretRef: string
  draws: GachaDraw[]
  at: string
}

export interface GachaUsageRow {
  gachaOid: string
  title: string
  pulls: number
  draws: number
  coins: number
  refundCoins: number
  players: number
}

export interface GachaRoutes {
  'GET /content/gacha/:id': { request: { id: string }; response: { gacha: GachaView } }
  'POST /content/gacha/:id/pull': {
    /** The same idempotencyKey (or Idempotency-Key header) again answers the first pull. */
    request: { id: string; count: number; idempotencyKey?: string }
    response: { record: GachaRecord; replayed: boolean }
  }
  'GET /content/gacha-record': {
    request: { gachaOid?: string; before?: string }
    response: { records: GachaRecord[]; next: string | null }
  }
  'GET /content/gacha-title': {
    request: { creatorOid: string }
    response: { gachas: GachaTitle[]; maxProfitRate: number }
  }
  'POST /content/gacha': { request: GachaInput; response: { gacha: GachaView } }
  'POST /content/gacha/:id/hide': {
    request: { id: string; hidden: boolean }
    response: { gacha: GachaView }
  }
  'GET /content/gacha-usage': {
    request: { from: string; to: string }
    response: { rows: GachaUsageRow[] }
  }
}
