import { sql } from 'kysely'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { newObjectId } from '../db'
import { describeEachEngine, openTestDatabase, type TestDatabase } from '../db/testing'
import { manualClock } from '../wallet/testing'
import { type AdminAudit, type AuditRecord, createAdminAudit } from './audit'

describeEachEngine('admin audit log', (engine) => {
  let database: TestDatabase
  let audit: AdminAudit
  const clock = manualClock()
  const alice = newObjectId()
  const bob = newObjectId()
  const target = newObjectId()
  const entry = (overrides: Partial<AuditRecord>): AuditRecord => ({
    actorOid: alice,
    actorName: 'Alice',
    action: 'POST /api/chat/admin/system-prompts',
    method: 'POST',
    path: '/api/chat/admin/system-prompts',
    target: null,
    before: null,
    after: { text: 'Narrate.' },
    reason: null,
    requestId: 'r1',
    ...overrides,
  })
  beforeAll(async () => {
    database = await openTestDatabase(engine)
    audit = createAdminAudit({ db: database.db, clock })
  })
  afterAll(async () => {
    await database?.close()
  })

  it('lists entries newest first, a page at a time, with before and after as written', async () => {
    for (let index = 0; index < 5; index += 1) {
      await audit.record(entry({ action: `prompts.save ${index}`, requestId: `r${index}` }))
    }
    await audit.record(
      entry({
        actorOid: bob,
        actorName: 'Bob',
        action: 'wallet.bonus',
        target: { kind: 'user', oid: target },
        before: { balance: 10 },
        after: { balance: 110 },
        reason: 'Apology for the outage',
      }),
    )
    const first = await audit.list({ limit: 4 })
    expect(first.entries.map((row) => row.action)).toEqual([
      'wallet.bonus',
      'prompts.save 4',
      'prompts.save 3',
      'prompts.save 2',
    ])
    expect(first.entries[0]).toMatchObject({
      actorName: 'Bob',
      target: { kind: 'user', oid: target },
      before: { balance: 10 },
      after: { balance: 110 },
      reason: 'Apology for the outage',
    })
    const second = await audit.list({ limit: 4, before: first.next ?? undefined })
    expect(second.entries.map((row) => row.action)).toEqual(['prompts.save 1', 'prompts.save 0'])
    expect(second.next).toBeNull()
  })

  it('finds entries by words, by admin and by target', async () => {
    expect((await audit.list({ q: 'bonus' })).entries.map((row) => row.actorName)).toEqual(['Bob'])
    expect((await audit.list({ q: 'save 3' })).entries.map((row) => row.action)).toEqual([
      'prompts.save 3',
    ])
    expect((await audit.list({ q: '100%' })).entries).toEqual([])
    expect((await audit.list({ actorOid: bob })).entries).toHaveLength(1)
    expect((await audit.list({ targetOid: target })).entries.map((row) => row.action)).toEqual([
      'wallet.bonus',
    ])
  })

  it('refuses to change or remove an entry', async () => {
    await expect(
      sql`update admin_audit_log set action = 'nothing happened'`.execute(database.db),
    ).rejects.toThrow('append-only')
    await expect(sql`delete from admin_audit_log`.execute(database.db)).rejects.toThrow(
      'append-only',
    )
    expect((await audit.list({})).entries).toHaveLength(6)
  })
})
