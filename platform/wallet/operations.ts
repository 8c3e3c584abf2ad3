/** The basic money operations: post, grant, purchase, spend, transfer, balances (refunds: refund.ts). */
import type { Clock } from '../http'
import { badRequest } from '../http'
import {
  parseAccount,
  systemAccount,
  type Unit,
  type UserAccountKind,
  userAccount,
} from './accounts'
import { assertPositiveAmount, toAmount } from './amounts'
import { addBonusUsage, bonusUsed, utcDay } from './bonus-usage'
import { type BonusUse, splitCoinCharge, splitCreditCharge } from './charge-split'
import { releaseExpiredHolds } from './holds'
import {
  type Entry,
  type LedgerTransaction,
  runOperation,
  type WalletDb,
  type WalletTrx,
} from './ledger'
import type { WalletSettings } from './settings'
import { TRANSACTION_TYPES, type TransactionType } from './transaction-types'

export interface WalletDeps {
  db: WalletDb
  clock: Clock
  settings: WalletSettings
}

export interface PostInput {
  key: string
  type: TransactionType
  entries: Entry[]
  metadata?: Record<string, unknown>
}

/** Posts raw balanced entries (admin corrections, other areas' bookings). */
export async function post(deps: WalletDeps, input: PostInput): Promise<LedgerTransaction<null>> {
  if (!TRANSACTION_TYPES.includes(input.type)) throw badRequest('INVALID_TYPE', 'Unknown type')
  for (const entry of input.entries) parseAccount(entry.account)
  return runOperation(deps.db, deps.clock, {
    key: input.key,
    type: input.type,
    body: { entries: input.entries, metadata: input.metadata ?? {} },
    async plan(_trx, { lock }) {
      await lock(input.entries.map((entry) => entry.account).filter((id) => id.startsWith('user/')))
      return { entries: input.entries, metadata: input.metadata ?? {}, result: null }
    },
  })
}

export interface GrantInput {
  key: string
  userOid: string
  kind: Exclude<UserAccountKind, 'earnings'>
  amount: number
  type?: TransactionType
  metadata?: Record<string, unknown>
}

/** Adds to a user account: paid kinds come from payment clearing, bonus kinds from promotions. */
export async function grant(deps: WalletDeps, input: GrantInput): Promise<LedgerTransaction<null>> {
  assertPositiveAmount(input.amount, 'grant')
  const account = parseAccount(userAccount(input.userOid, input.kind))
  const source = systemAccount(
    input.kind.startsWith('bonus_') ? 'promotions' : 'payment_clearing',
    account.unit,
  )
  const type = input.type ?? (input.kind.startsWith('bonus_') ? 'bonus' : 'increase')
  return runOperation(deps.db, deps.clock, {
    key: input.key,
    type,
    body: {
      userOid: input.userOid,
      kind: input.kind,
      amount: input.amount,
      metadata: input.metadata,
    },
    async plan(_trx, { lock }) {
      await lock([account.id])
      return {
        entries: [
          { account: account.id, amount: input.amount },
          { account: source, amount: -input.amount },
        ],
        metadata: { userOid: input.userOid, ...input.metadata },
        result: null,
      }
    },
  })
}

/** Coins bought through a payment provider (the payment flow calls this once it is confirmed). */
export async function purchaseCoins(
  deps: WalletDeps,
  input: { key: string; userOid: string; coins: number; metadata?: Record<string, unknown> },
) {
  return grant(deps, {
    key: input.key,
    userOid: input.userOid,
    kind: 'coins',
    amount: input.coins,
    type: 'purchase',
    ...(input.metadata ? { metadata: input.metadata } : {}),
  })
}

export interface SpendInput {
  key: string
  userOid: string
  unit: Unit
  amount: number
  type: TransactionType
  /** Coins: bonus only where the content allows it (default never). Credits: default first. */
  bonusUse?: BonusUse
  metadata?: Record<string, unknown>
  /**
   * Runs inside the ledger's transaction once the charge is planned (the caller's own rows:
   * a changed nickname); throwing rolls the charge back. Not part of the fingerprint.
   */
  alongside?: (trx: WalletTrx, transactionId: string) => Promise<void>
}

export interface SpendResult {
  bonus: number
  paid: number
}

/** Charges a user: bonus first where allowed, the rest from paid balance, into sales. */
export async function spend(
  deps: WalletDeps,
  input: SpendInput,
): Promise<LedgerTransaction<SpendResult>> {
  assertPositiveAmount(input.amount, 'spend')
  const isCoin = input.unit === 'coin'
  const paidAccount = userAccount(input.userOid, isCoin ? 'coins' : 'credits')
  const bonusAccount = userAccount(input.userOid, isCoin ? 'bonus_coins' : 'bonus_credits')
  return runOperation(deps.db, deps.clock, {
    key: input.key,
    type: input.type,
    body: { ...input, key: undefined, alongside: undefined },
    async plan(trx, { lock, now, transactionId }) {
      const balances = await lock([paidAccount, bonusAccount])
      const paidBalance = balances.get(paidAccount) ?? 0
      const bonusBalance = balances.get(bonusAccount) ?? 0
      const day = utcDay(now)
      const split = isCoin
        ? splitCoinCharge({
            amount: input.amount,
            paidBalance,
            bonusBalance,
            bonusUse: input.bonusUse ?? 'never',
          })
        : splitCreditCharge({
            amount: input.amount,
            paidBalance,
            bonusBalance,
            bonusAllowance:
              bonusBalance > 0
                ? deps.settings.bonusCreditDailyLimit - (await bonusUsed(trx, input.userOid, day))
                : 0,
            bonusUse: input.bonusUse ?? 'first',
          })
      if (!isCoin) await addBonusUsage(trx, input.userOid, day, split.bonus)
      await input.alongside?.(trx, transactionId)
      return {
        entries: [
          { account: paidAccount, amount: -split.paid },
          { account: bonusAccount, amount: -split.bonus },
          { account: systemAccount('sales', input.unit), amount: split.paid },
          { account: systemAccount('promotions', input.unit), amount: split.bonus },
        ],
        metadata: { userOid: input.userOid, ...input.metadata },
        result: split,
      }
    },
  })
}

export interface TransferInput {
  key: string
  fromUserOid: string
  toUserOid: string
  coins: number
  type?: Extract<
    TransactionType,
    | 'donation'
    | 'live_donation'
    | 'live_donation_tts'
    | 'chat_donation'
    | 'chat_content'
    | 'live_ticketing'
    /** A paid direct-chat message: the creator's price per message. */
    | 'chat'
    /** A paid direct-chat image message: the same price, booked apart. */
    | 'image_chat'
  >
  /**
   * Bonus coins, for what allows them (`chat_content`, `live_ticketing`; default never): 'first'
   * spends them before paid coins, 'only' pays with them alone ('Not enough Bonus coins').
   */
  bonusUse?: BonusUse
  metadata?: Record<string, unknown>
}

export interface TransferResult {
  creatorShare: number
  platformFee: number
  /** How the buyer paid: bonus coins and paid coins (they sum to the price). */
  bonusCoins?: number
  paidCoins?: number
}

/**
 * Paid coins from one user to a creator, split into the creator's earnings and the platform
 * fee: a donation, or the purchase of a creator's content (`chat_content`).
 */
export async function transfer(
  deps: WalletDeps,
  input: TransferInput,
): Promise<LedgerTransaction<TransferResult>> {
  assertPositiveAmount(input.coins, 'transfer')
  // A purchase (a creator's content, a live ticket) has its own price: no donation minimum.
  const isPurchase = input.type === 'chat_content' || input.type === 'live_ticketing'
  // A paid direct message costs the creator's price, however small; never bonus coins.
  const isPriced = isPurchase || input.type === 'chat' || input.type === 'image_chat'
  if (!isPriced && input.coins < deps.settings.minimumDonationCoins) {
    throw badRequest(
      'DONATION_TOO_SMALL',
      `The minimum donation is ${deps.settings.minimumDonationCoins} coins.`,
    )
  }
  if (input.fromUserOid === input.toUserOid) {
    throw badRequest('DONATION_TO_SELF', 'You cannot donate to yourself.')
  }
  const bonusUse = input.bonusUse ?? 'never'
  if (bonusUse !== 'never' && !isPurchase) {
    throw badRequest('BONUS_NOT_ALLOWED', 'Bonus coins cannot be used for this.')
  }
  const from = userAccount(input.fromUserOid, 'coins')
  const fromBonus = userAccount(input.fromUserOid, 'bonus_coins')
  const to = userAccount(input.toUserOid, 'earnings')
  // Floor the fee: rounding favours the creator, and amounts stay integers.
  const platformFee = Math.floor((input.coins * deps.settings.donationFeeBasisPoints) / 10_000)
  const creatorShare = input.coins - platformFee
  return runOperation(deps.db, deps.clock, {
    key: input.key,
    type: input.type ?? 'donation',
    // A bodiless 'never' keeps the fingerprint of requests made before bonus coins existed.
    body: { ...input, key: undefined, bonusUse: bonusUse === 'never' ? undefined : bonusUse },
    async plan(_trx, { lock }) {
      const balances = await lock(bonusUse === 'never' ? [from, to] : [from, fromBonus, to])
      const split = splitCoinCharge({
        amount: input.coins,
        paidBalance: balances.get(from) ?? 0,
        bonusBalance: balances.get(fromBonus) ?? 0,
        bonusUse,
      })
      // Bonus coins count as coins for the creator: the platform issued them (promotions).
      return {
        entries: [
          { account: from, amount: -split.paid },
          { account: fromBonus, amount: -split.bonus },
          { account: to, amount: creatorShare },
          { account: systemAccount('platform_fee', 'coin'), amount: platformFee },
        ],
        metadata: { userOid: input.fromUserOid, creatorOid: input.toUserOid, ...input.metadata },
        result:
          bonusUse === 'never'
            ? { creatorShare, platformFee }
            : { creatorShare, platformFee, bonusCoins: split.bonus, paidCoins: split.paid },
      }
    },
  })
}

export interface Balances {
  coins: number
  bonusCoins: number
  credits: number
  bonusCredits: number
  earnings: number
  /**
   * Credits reserved by open holds that have not expired (already taken out of credits and
   * bonusCredits). An expired hold is released before the balances are read.
   */
  heldCredits: number
}

export async function balances(deps: WalletDeps, userOid: string): Promise<Balances> {
  const now = deps.clock.now()
  const held = await deps.db
    .selectFrom('wallet_holds')
    .select((eb) => [
      eb.fn.sum<string>('amount').filterWhere('expires_at', '>', now).as('live'),
      eb.fn.countAll<string>().filterWhere('expires_at', '<=', now).as('expired'),
    ])
    .where('user_oid', '=', userOid)
    .where('status', '=', 'held')
    .executeTakeFirst()
  // An expired hold no longer holds anything: give its credits back now rather than
  // showing them neither held nor spendable until the sweeper passes.
  if (Number(held?.expired ?? 0) > 0) await releaseExpiredHolds(deps, now, userOid)
  const rows = await deps.db
    .selectFrom('wallet_accounts')
    .select(['kind', 'balance'])
    .where('owner_oid', '=', userOid)
    .execute()
  const byKind = new Map(rows.map((row) => [row.kind, toAmount(row.balance)]))
  return {
    coins: byKind.get('coins') ?? 0,
    bonusCoins: byKind.get('bonus_coins') ?? 0,
    credits: byKind.get('credits') ?? 0,
    bonusCredits: byKind.get('bonus_credits') ?? 0,
    earnings: byKind.get('earnings') ?? 0,
    heldCredits: toAmount(held?.live ?? 0),
  }
}
