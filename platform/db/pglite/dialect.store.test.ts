import { PGlite } from '@electric-sql/pglite'
import { Kysely, sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PGliteDialect } from './dialect'

/**
 * The dialect prepares data statements and sends each as one protocol message; what a
 * caller sees must stay what `PGlite.query` gives: the same values in and out, the same
 * errors, and no stale statement after a schema change.
 */
describe('PGlite dialect', () => {
  let pglite: PGlite
  // biome-ignore lint/suspicious/noExplicitAny: a scratch schema made by the test
  let db: Kysely<any>
  const prepared = async () =>
    (
      await pglite.query<{ count: number }>(
        'select count(*)::int as count from pg_prepared_statements',
      )
    ).rows[0]!.count

  beforeAll(async () => {
    pglite = new PGlite()
    await pglite.waitReady
    db = new Kysely({ dialect: new PGliteDialect(pglite) })
    await sql`create table notes (id int primary key, body jsonb not null, at timestamptz, tags text[])`.execute(
      db,
    )
  })
  afterAll(async () => {
    await db.destroy()
    await pglite.close()
  })

  it('writes and reads values as PGlite.query does, and prepares a statement once', async () => {
    const at = new Date('2026-11-24T10:00:00.000Z')
    for (let id = 1; id <= 3; id += 1)
      await db
        .insertInto('notes')
        .values({ id, body: JSON.stringify({ id, text: 'é "quoted"' }), at, tags: ['a', 'b'] })
        .execute()
    const rows = await db.selectFrom('notes').selectAll().orderBy('id').execute()
    const direct = await pglite.query('select * from notes order by id')
    expect(rows).toEqual(direct.rows)
    expect(rows[0]).toEqual({ id: 1, body: { id: 1, text: 'é "quoted"' }, at, tags: ['a', 'b'] })
    // One insert text and one select text, however many times they ran.
    expect(await prepared()).toBe(2)
    const updated = await db.updateTable('notes').set({ at: null }).where('id', '>', 1).execute()
    expect(updated[0]?.numUpdatedRows).toBe(2n)
  })

  it('reports errors with their codes, and the next statement runs', async () => {
    await expect(
      db.insertInto('notes').values({ id: 1, body: '{}' }).execute(),
    ).rejects.toMatchObject({ code: '23505' })
    await expect(sql`selec 1`.execute(db)).rejects.toMatchObject({ code: '42601' })
    await expect(
      db.insertInto('notes').values({ id: 9, body: 'not json' }).execute(),
    ).rejects.toMatchObject({ code: '22P02' })
    const { rows } = await sql<{ n: number }>`select ${41}::int + 1 as n`.execute(db)
    expect(rows).toEqual([{ n: 42 }])
  })

  it('rolls a failed transaction back and keeps its statements usable', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('notes').values({ id: 10, body: '{}' }).execute()
        await trx.insertInto('notes').values({ id: 10, body: '{}' }).execute()
      }),
    ).rejects.toMatchObject({ code: '23505' })
    expect(await db.selectFrom('notes').select('id').where('id', '=', 10).execute()).toEqual([])
    await db.insertInto('notes').values({ id: 10, body: '{}' }).execute()
    expect(await db.selectFrom('notes').select('id').where('id', '=', 10).execute()).toEqual([
      { id: 10 },
    ])
  })

  it('forgets prepared statements when the schema changes: a select * sees the new column', async () => {
    const before = await db.selectFrom('notes').selectAll().where('id', '=', 1).execute()
    expect(Object.keys(before[0]!)).not.toContain('extra')
    await sql`alter table notes add column extra text default 'x'`.execute(db)
    const after = await db.selectFrom('notes').selectAll().where('id', '=', 1).execute()
    expect(after[0]).toMatchObject({ id: 1, extra: 'x' })
  })

  it('keeps at most 500 prepared statements, closing the oldest', async () => {
    for (let size = 1; size <= 520; size += 1)
      await db
        .selectFrom('notes')
        .select('id')
        .where(
          'id',
          'in',
          Array.from({ length: size }, (_, index) => index),
        )
        .execute()
    expect(await prepared()).toBe(500)
    // The evicted statements were closed, not lost: the oldest texts still run.
    const { rows } = await sql<{ n: number }>`select ${41}::int + 1 as n`.execute(db)
    expect(rows).toEqual([{ n: 42 }])
    expect(await prepared()).toBe(500)
  })
})
