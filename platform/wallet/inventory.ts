/**
 * Inventory items (spec: video coupon, file coupon, lucky pocket, random box, lucky box,
 * external-site point code). Boxes pay out through the ledger once: the reward of a random
 * box is drawn from a seed derived from the item id, so a retried use draws the same.
 */
import { createHash, randomBytes } from 'node:crypto'
import { newObjectId } from '../db'
import { badRequest, notFound } from '../http'
import { systemAccount, userAccount } from './accounts'
import { runOperation, type WalletTrx } from './ledger'
import type { WalletDeps } from './operations'
import type { RandomBoxReward } from './settings'
import type { TransactionType } from './transaction-types'

export const INVENTORY_KINDS = [
  'video_coupon',
  'file_coupon',
  'lucky_pocket',
  'random_box',
  'lucky_box',
  'point_code',
  /** An item drawn from a creator's gacha (platform/wallet/gacha-pull.ts). */
  'gacha_item',
] as const
export type InventoryKind = (typeof INVENTORY_KINDS)[number]

export interface InventoryItem {
  oid: string
  kind: string
  code: string
  acquiredAt: string
  used: boolean
  refunded: boolean
  details: Record<string, unknown>
  outcome: Record<string, unknown> | null
}

export interface NewItem {
  userOid: string
  kind: InventoryKind
  source: string
  details?: Record<string, unknown>
}

/** Adds an item inside an ongoing transaction (check-in, QR event, purchase). */
export async function addInventoryItem(
  trx: WalletTrx | WalletDeps['db'],
  item: NewItem,
  now: Date,
) {
  const id = newObjectId(now.getTime())
  await trx
    .insertInto('wallet_inventory')
    .values({
      id,
      user_oid: item.userOid,
      kind: item.kind,
      code: randomBytes(6).toString('hex').toUpperCase(),
      source: item.source,
      details: JSON.stringify(item.details ?? {}),
      acquired_at: now,
      used_at: null,
      refunded_at: null,
      deleted_at: null,
      outcome: null,
    })
    .execute()
  return id
}

export async function listInventory(deps: WalletDeps, userOid: string): Promise<InventoryItem[]> {
  const rows = await deps.db
    .selectFrom('wallet_inventory')
    .selectAll()
    .where('user_oid', '=', userOid)
    .where('deleted_at', 'is', null)
    .orderBy('acquired_at', 'desc')
    .orderBy('id', 'desc')
    .execute()
  return rows.map((row) => ({
    oid: row.id,
    kind: row.kind,
    code: row.code,
    acquiredAt: new Date(row.acquired_at).toISOString(),
    used: row.used_at !== null,
    refunded: row.refunded_at !== null,
    details: row.details,
    outcome: row.outcome,
  }))
}

/** Picks a reward by weight from a seed: the same item id always draws the same reward. */
export function drawReward(seed: string, rewards: RandomBoxReward[]): RandomBoxReward {
  const total = rewards.reduce((sum, reward) => sum + reward.weight, 0)
  const roll = createHash('sha256').update(seed).digest().readUInt32BE(0) % total
  let cumulative = 0
  for (const reward of rewards) {
    cumulative += reward.weight
    if (roll < cumulative) return reward
  }
  throw new Error('drawReward: weights must be positive integers')
}

async function lockOwnItem(trx: WalletTrx, userOid: string, itemId: string) {
  const item = await trx
    .selectFrom('wallet_inventory')
    .selectAll()
    .where('id', '=', itemId)
    .forUpdate()
    .executeTakeFirst()
  // Another user's item is reported as missing: ids are not a way to probe inventories.
  if (!item || item.user_oid !== userOid || item.deleted_at) {
    throw notFound('Item not found', 'ITEM_NOT_FOUND')
  }
  return item
}

const BOX_TYPES: Partial<Record<InventoryKind, TransactionType>> = {
  random_box: 'random_box',
  lucky_box: 'sorry_box',
  lucky_pocket: 'bonus',
}

export interface UseOutcome {
  itemOid: string
  kind: string
  code: string
  reward: { kind: 'bonus_credits' | 'bonus_coins'; amount: number } | null
}

/** Runs inside an item's use, after it is locked and found unused; throwing leaves it unused. */
export type ItemAlongside = (
  trx: WalletTrx,
  item: { oid: string; kind: InventoryKind; details: Record<string, unknown> },
) => Promise<void>

/** Uses an item once; a retry answers the first outcome. */
export async function useItem(
  deps: WalletDeps,
  input: { userOid: string; itemId: string },
  alongside?: ItemAlongside,
): Promise<UseOutcome> {
  const transaction = await runOperation<UseOutcome>(deps.db, deps.clock, {
    key: `inventory-use:${input.itemId}`,
    type: 'random_box',
    body: { userOid: input.userOid, itemId: input.itemId },
    async plan(trx, { now, lock }) {
      const item = await lockOwnItem(trx, input.userOid, input.itemId)
      // Used by a concurrent call that committed after our key check: answer its outcome.
      if (item.used_at && item.outcome)
        throw new UsedMeanwhile(item.outcome as unknown as UseOutcome)
      if (item.used_at || item.refunded_at) {
        throw badRequest('ITEM_ALREADY_USED', 'This item was already used.')
      }
      const kind = item.kind as InventoryKind
      // What the item opens (a file coupon's file) is written in this same transaction.
      await alongside?.(trx, { oid: item.id, kind, details: item.details })
      const reward = rewardOf(deps, kind, item.id, item.details)
      const outcome: UseOutcome = { itemOid: item.id, kind, code: item.code, reward }
      await trx
        .updateTable('wallet_inventory')
        .set({ used_at: now, outcome: JSON.stringify(outcome) })
        .where('id', '=', item.id)
        .execute()
      if (!reward)
        return {
          entries: [],
          metadata: { userOid: input.userOid, itemOid: item.id },
          result: outcome,
        }
      const unit = reward.kind === 'bonus_coins' ? 'coin' : 'credit'
      const target = userAccount(input.userOid, reward.kind)
      await lock([target])
      return {
        entries: [
          { account: target, amount: reward.amount },
          { account: systemAccount('promotions', unit), amount: -reward.amount },
        ],
        metadata: {
          userOid: input.userOid,
          itemOid: item.id,
          itemKind: kind,
          boxType: BOX_TYPES[kind],
        },
        result: outcome,
      }
    },
  }).catch((error) => {
    if (error instanceof UsedMeanwhile) return { result: error.outcome }
    return hideOthersItems(error)
  })
  return transaction.result
}

class UsedMeanwhile extends Error {
  constructor(readonly outcome: UseOutcome) {
    super('useItem: used meanwhile')
  }
}

/** The same item id used by another user hits the first user's key: answer not found, as for any foreign item. */
function hideOthersItems(error: unknown): never {
  if ((error as { code?: string } | null)?.code === 'IDEMPOTENCY_KEY_REUSED') {
    throw notFound('Item not found', 'ITEM_NOT_FOUND')
  }
  throw error
}

function rewardOf(
  deps: WalletDeps,
  kind: InventoryKind,
  itemId: string,
  details: Record<string, unknown>,
): UseOutcome['reward'] {
  if (kind === 'random_box') {
    const { kind: rewardKind, amount } = drawReward(itemId, deps.settings.randomBoxRewards)
    return { kind: rewardKind, amount }
  }
  if (kind === 'lucky_box' || kind === 'lucky_pocket') {
    const coins = Number(details.bonusCoins ?? 10)
    return Number.isSafeInteger(coins) && coins > 0 ? { kind: 'bonus_coins', amount: coins } : null
  }
  return null
}

/** Refunds an unused item bought with coins (details.paidCoins): the coins come back from sales. */
export async function refundItem(deps: WalletDeps, input: { userOid: string; itemId: string }) {
  const transaction = await runOperation(deps.db, deps.clock, {
    key: `inventory-refund:${input.itemId}`,
    type: 'refund',
    body: { userOid: input.userOid, itemId: input.itemId },
    async plan(trx, { now, lock }) {
      const item = await lockOwnItem(trx, input.userOid, input.itemId)
      const paid = Number(item.details.paidCoins ?? 0)
      if (item.used_at || item.refunded_at || !Number.isSafeInteger(paid) || paid <= 0) {
        throw badRequest('ITEM_NOT_REFUNDABLE', 'This item cannot be refunded.')
      }
      await trx
        .updateTable('wallet_inventory')
        .set({ refunded_at: now })
        .where('id', '=', item.id)
        .execute()
      const coins = userAccount(input.userOid, 'coins')
      await lock([coins])
      return {
        entries: [
          { account: coins, amount: paid },
          { account: systemAccount('sales', 'coin'), amount: -paid },
        ],
        metadata: { userOid: input.userOid, itemOid: item.id },
        result: { itemOid: item.id, coins: paid },
      }
    },
  }).catch(hideOthersItems)
  return transaction.result
}

/** Hides an item from the inventory (the row stays for the ledger's references). */
export async function deleteItem(deps: WalletDeps, input: { userOid: string; itemId: string }) {
  const result = await deps.db
    .updateTable('wallet_inventory')
    .set({ deleted_at: deps.clock.now() })
    .where('id', '=', input.itemId)
    .where('user_oid', '=', input.userOid)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
  if (Number(result.numUpdatedRows) === 0) throw notFound('Item not found', 'ITEM_NOT_FOUND')
  return { itemOid: input.itemId, deleted: true }
}
