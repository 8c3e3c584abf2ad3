/**
 * The sale of one or more contents (a purchase, a cart, a gift) as one ledger transaction
 * of type `purchase`: the buyer's coins (and bonus coins where a content allows them) go to
 * each content's creator and co-creators, less the platform fee. The seller's own rows
 * (the entitlements, the sold counters) are written by `alongside` inside the same
 * database transaction, so coins are never taken without the entitlement, nor the reverse.
 */
import { systemAccount, userAccount } from './accounts'
import { assertPositiveAmount } from './amounts'
import type { BonusUse } from './charge-split'
import { walletErrors } from './errors'
import { type Entry, type LedgerTransaction, runOperation, type WalletTrx } from './ledger'
import type { WalletDeps } from './operations'

export interface SaleLine {
  contentOid: string
  creatorOid: string
  coins: number
  /** 'never': paid coins only; 'first': bonus coins before paid ones; 'only': bonus coins alone. */
  bonusUse: BonusUse
  /** Co-creators' percent of the creator's share (after the fee); the creator keeps the rest. */
  collaborators?: { userOid: string; share: number }[]
}

export interface SaleInput {
  key: string
  buyerOid: string
  lines: SaleLine[]
  metadata?: Record<string, unknown>
  /**
   * Runs inside the ledger's transaction after the buyer's accounts are locked and the
   * charge is planned; throwing rolls the whole sale back. Not part of the fingerprint.
   */
  alongside?: (trx: WalletTrx, plan: SaleResult) => Promise<void>
}

export interface SaleLineResult {
  contentOid: string
  coins: number
  paidCoins: number
  bonusCoins: number
  platformFee: number
}

export interface SaleResult {
  paidCoins: number
  bonusCoins: number
  lines: SaleLineResult[]
}

/** Bonus-only lines first, then paid-only ones, then the flexible ones: the order that fits most carts. */
const ORDER: Record<BonusUse, number> = { only: 0, never: 1, first: 2 }

/** Splits each line's price between bonus and paid coins (pure; throws the spec's texts). */
export function planSale(
  lines: readonly SaleLine[],
  balances: { paid: number; bonus: number },
): SaleResult {
  let paidLeft = balances.paid
  let bonusLeft = balances.bonus
  const planned = new Map<SaleLine, { paid: number; bonus: number }>()
  for (const line of [...lines].sort((a, b) => ORDER[a.bonusUse] - ORDER[b.bonusUse])) {
    let bonus = 0
    if (line.bonusUse === 'only') {
      if (bonusLeft < line.coins) throw walletErrors.notEnoughBonusCoins()
      bonus = line.coins
    } else if (line.bonusUse === 'first') {
      bonus = Math.min(line.coins, bonusLeft)
    }
    const paid = line.coins - bonus
    if (paid > paidLeft) throw walletErrors.notEnoughCoins()
    paidLeft -= paid
    bonusLeft -= bonus
    planned.set(line, { paid, bonus })
  }
  const results = lines.map((line) => {
    const split = planned.get(line) ?? { paid: 0, bonus: 0 }
    return {
      contentOid: line.contentOid,
      coins: line.coins,
      paidCoins: split.paid,
      bonusCoins: split.bonus,
      platformFee: 0,
    }
  })
  return {
    paidCoins: results.reduce((sum, line) => sum + line.paidCoins, 0),
    bonusCoins: results.reduce((sum, line) => sum + line.bonusCoins, 0),
    lines: results,
  }
}

export async function sellContents(
  deps: WalletDeps,
  input: SaleInput,
): Promise<LedgerTransaction<SaleResult>> {
  if (input.lines.length === 0) throw new Error('sellContents: no lines')
  for (const line of input.lines) assertPositiveAmount(line.coins, 'sellContents')
  const from = userAccount(input.buyerOid, 'coins')
  const fromBonus = userAccount(input.buyerOid, 'bonus_coins')
  const usesBonus = input.lines.some((line) => line.bonusUse !== 'never')
  const feePoints = deps.settings.donationFeeBasisPoints
  return runOperation(deps.db, deps.clock, {
    key: input.key,
    type: 'purchase',
    body: { buyerOid: input.buyerOid, lines: input.lines, metadata: input.metadata ?? {} },
    async plan(trx, { lock }) {
      const payees = input.lines.flatMap((line) => [
        userAccount(line.creatorOid, 'earnings'),
        ...(line.collaborators ?? []).map((c) => userAccount(c.userOid, 'earnings')),
      ])
      const balances = await lock([from, ...(usesBonus ? [fromBonus] : []), ...payees])
      const sale = planSale(input.lines, {
        paid: balances.get(from) ?? 0,
        bonus: usesBonus ? (balances.get(fromBonus) ?? 0) : 0,
      })
      const entries: Entry[] = [
        { account: from, amount: -sale.paidCoins },
        { account: fromBonus, amount: -sale.bonusCoins },
      ]
      input.lines.forEach((line, index) => {
        // Floor the fee: rounding favours the creators, and amounts stay integers.
        const fee = Math.floor((line.coins * feePoints) / 10_000)
        const share = line.coins - fee
        let creatorPart = share
        for (const collaborator of line.collaborators ?? []) {
          // Shares over 100% in total never take the creator below zero.
          const part = Math.min(creatorPart, Math.floor((share * collaborator.share) / 100))
          creatorPart -= part
          entries.push({ account: userAccount(collaborator.userOid, 'earnings'), amount: part })
        }
        entries.push({ account: userAccount(line.creatorOid, 'earnings'), amount: creatorPart })
        entries.push({ account: systemAccount('platform_fee', 'coin'), amount: fee })
        const result = sale.lines[index]
        if (result) result.platformFee = fee
      })
      await input.alongside?.(trx, sale)
      return {
        entries,
        metadata: {
          userOid: input.buyerOid,
          contentOids: input.lines.map((line) => line.contentOid),
          ...input.metadata,
        },
        result: sale,
      }
    },
  })
}
