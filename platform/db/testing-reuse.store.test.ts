import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeEachEngine, openTestDatabase, type TestDatabase } from './testing'
import { type Baseline, captureBaseline } from './testing-reuse'

/** Every table's rows and every sequence's place, as one comparable value. */
async function contents(database: TestDatabase) {
  const tables = await database.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = current_schema() and c.relkind in ('r', 'p') and not c.relispartition
     order by c.relname`,
  )
  const rows: Record<string, string> = {}
  for (const { name } of tables) {
    const [row] = await database.query<{ rows: string | null }>(
      `select (select json_agg(t order by t::text)::text from "${name}" t) as rows`,
    )
    rows[name] = row?.rows ?? ''
  }
  const sequences = await database.query<{ name: string; value: string | null }>(
    `select sequencename as name, last_value::text as value from pg_sequences
     where schemaname = current_schema() order by sequencename`,
  )
  return { rows, sequences }
}

describeEachEngine('a test database given back', (engine) => {
  let database: TestDatabase
  let baseline: Baseline
  let fresh: Awaited<ReturnType<typeof contents>>
  beforeAll(async () => {
    database = await openTestDatabase(engine)
    baseline = await captureBaseline(database)
    fresh = await contents(database)
  })
  afterAll(() => database.close())

  it('is emptied to what the migrations left: rows, seeded rows and sequences', async () => {
    const seeded = Object.entries(fresh.rows).filter(([, rows]) => rows !== '')
    expect(seeded.length).toBeGreaterThan(0)
    const [seededTable] = seeded[0] as [string, string]
    await database.query(`insert into app_settings (key, value) values ('reuse-test', '1')`)
    await database.query(`delete from "${seededTable}"`)
    const sequence = fresh.sequences[0]
    if (sequence) await database.query(`select nextval('"${sequence.name}"')`)
    expect(await contents(database)).not.toEqual(fresh)

    await database.query(baseline.reset)
    expect(await contents(database)).toEqual(fresh)
    // A second reset of a database already at its baseline changes nothing.
    await database.query(baseline.reset)
    expect(await contents(database)).toEqual(fresh)
  })
})
