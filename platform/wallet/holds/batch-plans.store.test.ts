/**
 * A hold batch finds holds by index however large the holds table has grown, before any
 * ANALYZE (PGlite has no autovacuum to run one): functions/apply.ts, `applyPlans`.
 */
import { sql } from 'kysely'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { newObjectId } from '../../db'
import { describeEachEngine } from '../../db/testing'
import {
  expectLedgerInvariants,
  openWalletFixture,
  reserveOperation,
  type WalletFixture,
} from '../testing'
import { applyHoldOperations } from './group-commit'

describeEachEngine('wallet holds, batch plans', (engine) => {
  let fixture: WalletFixture
  beforeAll(async () => {
    fixture = await openWalletFixture(engine)
  })
  afterAll(async () => {
    await fixture?.close()
  })

  it('a batch reads no hold but its own: no scan of a 20,000-hold table', async () => {
    // Finished holds of earlier chats, as a server's first hours leave them.
    await fixture.database.query(
      `insert into wallet_holds (request_id, user_oid, amount, bonus_amount, paid_amount,
         charge_type, status, charged, bonus_day, expires_at, created_at, finished_at)
       select 'earlier-' || g, lpad(to_hex(g % 500), 24, '0'), 10, 0, 10, 'story_chat',
              'settled', 10, '2026-11-18', now(), now(), now()
         from generate_series(1, 20000) as g`,
    )
    const users = [newObjectId(), newObjectId(), newObjectId()]
    for (const userOid of users) {
      await fixture.wallet.grant({ key: `p-${userOid}`, userOid, kind: 'credits', amount: 100 })
    }
    const now = fixture.clock.now()
    const expiresAt = new Date(now.getTime() + 60_000)
    const reserves = users.map((userOid) =>
      reserveOperation({ requestId: `plan-${userOid}`, userOid, amount: 40, now, expiresAt }),
    )
    const scans = await fixture.database.db.transaction().execute(async (trx) => {
      // Sequential scans of wallet_holds on this connection not yet flushed to the shared
      // statistics: PostgreSQL's pending counts can include statements before this transaction.
      const holdScans = async () => {
        const { rows } = await sql<{ scans: string | number }>`
          select coalesce(sum(seq_scan), 0) as scans from pg_stat_xact_user_tables
           where relname = 'wallet_holds' and schemaname = current_schema()`.execute(trx)
        return Number(rows[0]?.scans)
      }
      const before = await holdScans()
      const reserved = await applyHoldOperations(trx, reserves)
      expect(reserved).toEqual(
        users.map((userOid) => ({ result: expect.objectContaining({ userOid, paidAmount: 40 }) })),
      )
      const settled = await applyHoldOperations(
        trx,
        users.map((userOid) => ({
          kind: 'settle' as const,
          transactionId: newObjectId(),
          requestId: `plan-${userOid}`,
          amount: 25,
          now: now.toISOString(),
        })),
      )
      expect(settled).toEqual(
        users.map(() => ({ result: { status: 'settled', charged: 25, applied: true } })),
      )
      return (await holdScans()) - before
    })
    expect(scans).toBe(0)
    await expectLedgerInvariants(fixture)
  })
})
