/**
 * A gacha pull as one ledger transaction of type `gacha`: the buyer's paid coins go to the
 * creator's earnings (their profit rate of what is kept) and the platform fee, the drawn
 * items land in the buyer's inventory, and the seller's own rows are written by `alongside`,
 * all in one database transaction: coins are never taken without the items, nor the reverse.
 * The part of the price the drawn items give back (their refund rates) is booked in the same
 * database transaction as a `gacha-refund` transaction of its own, keyed `<key>:refund`.
 */
import { newObjectId } from '../db'
import { systemAccount, userAccount } from './accounts'
import { assertPositiveAmount } from './amounts'
import { walletErrors } from './errors'
import { fingerprint } from './fingerprint'
import { addInventoryItem, type NewItem } from './inventory'
import {
  type Entry,
  type LedgerTransaction,
  readTransaction,
  runOperation,
  type WalletTrx,
  writeEntries,
} from './ledger'
import type { WalletDeps } from './operations'

export interface GachaPullInput {
  key: string
  buyerOid: string
  creatorOid: string
  /** The whole price of the pull (coins per pull times the count). */
  coins: number
  /** What the drawn items give back, 0 to `coins`. */
  refundCoins: number
  /** The creator's percent (0–100) of the coins kept after the refund; floored. */
  creatorPercent: number
  /** The drawn items, in draw order. */
  items: Array<{ source: string; details: Record<string, unknown> }>
  metadata?: Record<string, unknown>
  /** Runs inside the transaction once the charge is planned; throwing rolls everything back. */
  alongside?: (trx: WalletTrx, outcome: GachaPullOutcome) => Promise<void>
}

export interface GachaPullOutcome {
  transactionId: string
  refundTransactionId: string | null
  itemOids: string[]
  paidCoins: number
  refundCoins: number
  creatorCoins: number
  platformFee: number
}

/** How the kept coins split (pure): the creator's floored share, the platform the rest. */
export function splitGachaPrice(input: {
  coins: number
  refundCoins: number
  creatorPercent: number
}) {
  const kept = input.coins - input.refundCoins
  const creatorCoins = Math.floor((kept * input.creatorPercent) / 100)
  return { kept, creatorCoins, platformFee: kept - creatorCoins }
}

function checkInput(input: GachaPullInput) {
  assertPositiveAmount(input.coins, 'gachaPull')
  const valid =
    Number.isSafeInteger(input.refundCoins) &&
    input.refundCoins >= 0 &&
    input.refundCoins <= input.coins &&
    Number.isInteger(input.creatorPercent) &&
    input.creatorPercent >= 0 &&
    input.creatorPercent <= 100 &&
    input.items.length > 0
  if (!valid) throw new Error('gachaPull: refund, percent or items out of range')
}

export async function gachaPull(
  deps: WalletDeps,
  input: GachaPullInput,
): Promise<LedgerTransaction<GachaPullOutcome>> {
  checkInput(input)
  const buyer = userAccount(input.buyerOid, 'coins')
  const creator = userAccount(input.creatorOid, 'earnings')
  const { alongside: _alongside, key: _key, ...body } = input
  const booked = runOperation(deps.db, deps.clock, {
    key: input.key,
    type: 'gacha',
    body,
    async plan(trx, { lock, now, transactionId }) {
      const balances = await lock([buyer, creator])
      if ((balances.get(buyer) ?? 0) < input.coins) throw walletErrors.notEnoughCoins()
      const split = splitGachaPrice(input)
      const itemOids: string[] = []
      for (const item of input.items) {
        const newItem: NewItem = { userOid: input.buyerOid, kind: 'gacha_item', ...item }
        itemOids.push(await addInventoryItem(trx, newItem, now))
      }
      const refundTransactionId =
        input.refundCoins > 0 ? await bookRefund(trx, input, { now, pullId: transactionId }) : null
      const outcome: GachaPullOutcome = {
        transactionId,
        refundTransactionId,
        itemOids,
        paidCoins: input.coins,
        refundCoins: input.refundCoins,
        creatorCoins: split.creatorCoins,
        platformFee: split.platformFee,
      }
      await input.alongside?.(trx, outcome)
      const entries: Entry[] = [
        { account: buyer, amount: -input.coins },
        { account: creator, amount: split.creatorCoins },
        { account: systemAccount('platform_fee', 'coin'), amount: split.platformFee },
        // Held in sales for the refund transaction, which pays it back out of there.
        { account: systemAccount('sales', 'coin'), amount: input.refundCoins },
      ]
      return {
        entries,
        metadata: {
          userOid: input.buyerOid,
          creatorOid: input.creatorOid,
          itemOids,
          ...input.metadata,
        },
        result: outcome,
      }
    },
  })
  return booked.catch((error) => replayOfRace(deps, input.key, body, error))
}

/**
 * A duplicate of the same key that waited on the buyer's lock while the first committed
 * finds the coins spent: it answers the first pull, as a replay, not 'Not enough coins'.
 */
async function replayOfRace(
  deps: WalletDeps,
  key: string,
  body: unknown,
  error: unknown,
): Promise<LedgerTransaction<GachaPullOutcome>> {
  if ((error as { code?: string } | null)?.code !== 'NOT_ENOUGH_COINS') throw error
  const existing = await readTransaction<GachaPullOutcome>(deps.db, key)
  if (!existing) throw error
  if (existing.fingerprint !== fingerprint({ type: 'gacha', body }))
    throw walletErrors.keyReused(key)
  const { fingerprint: _stored, ...transaction } = existing
  return { ...transaction, replayed: true }
}

/**
 * The refund as its own `gacha-refund` transaction inside the pull's database transaction.
 * The buyer's account is locked already; the refund's key is the pull's, so a replayed pull
 * (answered before planning) never books it twice.
 */
async function bookRefund(
  trx: WalletTrx,
  input: GachaPullInput,
  context: { now: Date; pullId: string },
): Promise<string> {
  const id = newObjectId(context.now.getTime())
  const key = `${input.key}:refund`
  const metadata = { userOid: input.buyerOid, creatorOid: input.creatorOid, pullId: context.pullId }
  await trx
    .insertInto('wallet_transactions')
    .values({
      id,
      idempotency_key: key,
      fingerprint: fingerprint({ type: 'gacha-refund', body: { key, coins: input.refundCoins } }),
      type: 'gacha-refund',
      metadata: JSON.stringify(metadata),
      result: JSON.stringify({ coins: input.refundCoins }),
      created_at: context.now,
    })
    .execute()
  const buyer = userAccount(input.buyerOid, 'coins')
  const entries: Entry[] = [
    { account: systemAccount('sales', 'coin'), amount: -input.refundCoins },
    { account: buyer, amount: input.refundCoins },
  ]
  await writeEntries(trx, id, entries, new Set([buyer]))
  return id
}
