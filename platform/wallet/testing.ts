/** Test helpers: a wallet over a fresh test database with a settable clock, and the ledger invariants. */
import { expect } from 'vitest'
import { type DatabaseEngine, newObjectId } from '../db'
import { openTestDatabase, type TestDatabase } from '../db/testing'
import { fingerprint } from './fingerprint'
import { auditLedger } from './history'
import type { HoldOperation } from './holds'
import { createWalletService, type WalletService } from './service'
import type { WalletSettings } from './settings'

export interface ManualClock {
  now(): Date
  set(date: Date | string): void
  advance(milliseconds: number): void
}

export function manualClock(start: Date | string = '2026-11-18T12:00:00Z'): ManualClock {
  let current = new Date(start)
  return {
    now: () => new Date(current),
    set: (date) => {
      current = new Date(date)
    },
    advance: (milliseconds) => {
      current = new Date(current.getTime() + milliseconds)
    },
  }
}

export interface WalletFixture {
  database: TestDatabase
  wallet: WalletService
  clock: ManualClock
  close(): Promise<void>
}

export async function openWalletFixture(
  engine: DatabaseEngine,
  settings: Partial<WalletSettings> = {},
): Promise<WalletFixture> {
  const database = await openTestDatabase(engine)
  const clock = manualClock()
  const wallet = createWalletService({ db: database.db, clock, settings })
  return { database, wallet, clock, close: () => database.close() }
}

/** Sum per unit is zero, no user balance is negative, and every balance equals its entries. */
export async function expectLedgerInvariants(fixture: Pick<WalletFixture, 'database'>) {
  const audit = await auditLedger({ db: fixture.database.db })
  expect(audit.totals).toEqual({ coin: 0, credit: 0 })
  expect(audit.negativeUserAccounts).toEqual([])
  expect(audit.mismatched).toEqual([])
  const [unbalanced] = await fixture.database.query<{ count: string | number }>(
    `select count(*) as count from (
       select e.transaction_id from wallet_entries e join wallet_accounts a on a.id = e.account_id
       group by e.transaction_id, a.unit having sum(e.amount) <> 0) as broken`,
  )
  expect(Number(unbalanced?.count)).toBe(0)
  return audit
}

/** A reserve for `applyHoldOperations`, built as holds/credit-holds.ts builds it (its key, its fingerprint). */
export function reserveOperation(input: {
  requestId: string
  userOid: string
  amount: number
  now: Date
  expiresAt: Date
  transactionId?: string
  bonusDailyLimit?: number
}): HoldOperation {
  const expiresAt = input.expiresAt.toISOString()
  return {
    kind: 'reserve',
    transactionId: input.transactionId ?? newObjectId(input.now.getTime()),
    key: `hold:${input.requestId}`,
    fingerprint: fingerprint({
      type: 'hold',
      body: { userOid: input.userOid, amount: input.amount, expiresAt, chargeType: 'story_chat' },
    }),
    requestId: input.requestId,
    userOid: input.userOid,
    amount: input.amount,
    expiresAt,
    chargeType: 'story_chat',
    now: input.now.toISOString(),
    bonusDailyLimit: input.bonusDailyLimit ?? 1000,
  }
}
