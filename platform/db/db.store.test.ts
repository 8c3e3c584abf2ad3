import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { allMigrations } from '../migrations'
import { isObjectId, newObjectId } from './ids'
import { migrateToLatest } from './migrate'
import { openDatabase } from './open'
import { readSetting, writeSetting } from './settings'
import {
  describeEachEngine,
  openTestDatabase,
  postgresAvailable,
  type TestDatabase,
} from './testing'

it('makes time-ordered 24-hex ids', () => {
  const first = newObjectId(1_700_000_000_000)
  const second = newObjectId(1_700_000_001_000)
  expect(isObjectId(first)).toBe(true)
  expect(first < second).toBe(true)
  expect(first.slice(0, 8)).toBe((1_700_000_000).toString(16))
  expect(new Set(Array.from({ length: 1000 }, () => newObjectId())).size).toBe(1000)
  expect(isObjectId('zz'.repeat(12))).toBe(false)
  expect(isObjectId(`${first}0`)).toBe(false)
})

describeEachEngine('database', (engine) => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await openTestDatabase(engine)
  })
  afterAll(async () => {
    await database?.close()
  })

  it('migrates and stores settings as jsonb', async () => {
    expect(await readSetting(database.db, 'guest.freeChats', 5)).toBe(5)
    await writeSetting(database.db, 'guest.freeChats', 7)
    await writeSetting(database.db, 'guest.freeChats', { n: 9 })
    expect(await readSetting(database.db, 'guest.freeChats', 5)).toEqual({ n: 9 })
  })

  it('has run every migration of the list, and no other', async () => {
    const rows = await database.query<{ name: string }>('select name from kysely_migration')
    expect(rows.map((row) => row.name).sort()).toEqual(Object.keys(allMigrations).sort())
  })

  it('applies a migration named before ones already run (a data directory from an older checkout)', async () => {
    // A wallet migration added in a later session sorts before the stories' ones, which an
    // existing data directory has already run: it must still be applied, not refused.
    const late = '0240_wallet_balanced_new_entries'
    await database.query('delete from kysely_migration where name = $1', [late])
    const results = await migrateToLatest(database.db, allMigrations)
    expect(results.map((result) => [result.migrationName, result.status])).toEqual([
      [late, 'Success'],
    ])
    expect(await migrateToLatest(database.db, allMigrations)).toEqual([])
  })

  it('keeps concurrent transactions isolated and serial on one connection', async () => {
    await database.query('create table counter (n int not null check (n >= 0))')
    await database.query('insert into counter values (0)')
    await Promise.all(
      Array.from({ length: 20 }, () =>
        database.db.transaction().execute(async (trx) => {
          const rows = await trx
            .selectFrom('counter' as never)
            .select('n' as never)
            .forUpdate()
            .execute()
          const n = (rows[0] as unknown as { n: number }).n
          await trx
            .updateTable('counter' as never)
            .set({ n: n + 1 } as never)
            .execute()
        }),
      ),
    )
    const [row] = await database.query<{ n: number }>('select n from counter')
    expect(row?.n).toBe(20)
    await expect(database.query('update counter set n = -1')).rejects.toThrow(/check/i)
  })
})

describeEachEngine('database notifications', (engine) => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await openTestDatabase(engine)
  })
  afterAll(async () => {
    await database?.close()
  })

  it('delivers NOTIFY payloads to listeners until they unsubscribe', async () => {
    const received: string[] = []
    const unsubscribe = await database.listen('taleloom_test', (payload) => received.push(payload))
    await database.notify('taleloom_test', 'one')
    await database.notify('taleloom_test', 'two')
    await expect.poll(() => received, { timeout: 5000 }).toEqual(['one', 'two'])
    await unsubscribe()
    // A second listener hears 'three': by then the first would have too, had it still listened.
    const heard: string[] = []
    const stopWitness = await database.listen('taleloom_test', (payload) => heard.push(payload))
    await database.notify('taleloom_test', 'three')
    await expect.poll(() => heard).toEqual(['three'])
    await stopWitness()
    expect(received).toEqual(['one', 'two'])
    await expect(database.listen('bad channel;', () => {})).rejects.toThrow(/invalid channel/)
  })
})

describe.runIf(postgresAvailable)('database [postgres] connection loss', () => {
  it('survives the server ending its idle pooled connections, and reconnects', async () => {
    const errors: Error[] = []
    const database = await openDatabase({
      url: process.env.DATABASE_URL,
      poolSize: 2,
      onConnectionError: (error) => errors.push(error),
    })
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await admin.connect()
    try {
      await database.query("select set_config('application_name', 'taleloom_drop_test', false)")
      // As a restart or `drop database … with (force)` does: end the pool's idle backend.
      await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'taleloom_drop_test'",
      )
      await vi.waitFor(() => expect(errors.length).toBeGreaterThan(0))
      expect(await database.query<{ one: number }>('select 1 as one')).toEqual([{ one: 1 }])
    } finally {
      await admin.end()
      await database.close()
    }
  })
})
