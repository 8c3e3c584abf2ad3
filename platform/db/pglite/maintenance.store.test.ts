import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDatabase, type TestDatabase } from '../testing'
import {
  maintainDatabase,
  maintenanceStatement,
  planMaintenance,
  startMaintenance,
  type TableActivity,
} from './maintenance'

const activity = (overrides: Partial<TableActivity>): TableActivity => ({
  schema: 'public',
  table: 'rooms',
  reltuples: 10_000,
  liveRows: 10_000,
  deadRows: 0,
  modifiedSinceAnalyze: 0,
  insertedSinceVacuum: 0,
  ...overrides,
})

describe('planMaintenance (autovacuum defaults)', () => {
  it('vacuums past 50 + 20% dead rows, analyzes past 50 + 10% changed rows', () => {
    expect(planMaintenance([activity({ deadRows: 2050, modifiedSinceAnalyze: 1050 })])).toEqual([])
    expect(planMaintenance([activity({ deadRows: 2051 })])).toEqual([
      { schema: 'public', table: 'rooms', vacuum: true, analyze: false },
    ])
    expect(planMaintenance([activity({ modifiedSinceAnalyze: 1051 })])).toEqual([
      { schema: 'public', table: 'rooms', vacuum: false, analyze: true },
    ])
  })

  it('vacuums a table only ever inserted into past 1,000 + 20% new rows', () => {
    expect(planMaintenance([activity({ insertedSinceVacuum: 3000 })])).toEqual([])
    expect(planMaintenance([activity({ insertedSinceVacuum: 3001 })])[0]?.vacuum).toBe(true)
  })

  it('counts a never-analyzed table by its live rows', () => {
    const fresh = activity({ reltuples: -1, liveRows: 400, modifiedSinceAnalyze: 400 })
    expect(planMaintenance([fresh])).toEqual([
      { schema: 'public', table: 'rooms', vacuum: false, analyze: true },
    ])
    expect(planMaintenance([{ ...fresh, liveRows: 4000 }])).toEqual([])
  })

  it('quotes the table it names', () => {
    expect(
      maintenanceStatement({ schema: 't_1', table: 'odd"name', vacuum: true, analyze: true }),
    ).toBe('vacuum (analyze) "t_1"."odd""name"')
    expect(
      maintenanceStatement({ schema: 'public', table: 'a', vacuum: false, analyze: true }),
    ).toBe('analyze "public"."a"')
  })
})

// The daemon-less engine this is for; a PostgreSQL server runs its own autovacuum.
describe('maintenance on PGlite', () => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await openTestDatabase('pglite')
  })
  afterAll(async () => {
    await database?.close()
  })

  const probe = async () => {
    const [row] = await database.query<{
      dead: number
      vacuumed: Date | null
      analyzed: Date | null
      reltuples: number
    }>(
      `select s.n_dead_tup as dead, s.last_vacuum as vacuumed, s.last_analyze as analyzed,
              c.reltuples
         from pg_stat_user_tables s join pg_class c on c.oid = s.relid
        where s.relname = 'maintenance_probe'`,
    )
    return row
  }

  it('vacuums and analyzes a table with many dead rows, then finds nothing due', async () => {
    await database.query('create table maintenance_probe (id int primary key, n int not null)')
    await database.query(
      'insert into maintenance_probe select g, 0 from generate_series(1, 3000) as g',
    )
    await database.query('update maintenance_probe set n = n + 1 where id <= 2000')
    await database.query('select pg_stat_force_next_flush()')
    expect((await probe())?.dead).toBe(2000)
    expect((await probe())?.vacuumed).toBeNull()

    const steps = await maintainDatabase(database)
    expect(steps).toContainEqual(
      expect.objectContaining({ table: 'maintenance_probe', vacuum: true, analyze: true }),
    )
    const after = await probe()
    expect(after?.dead).toBe(0)
    expect(after?.vacuumed).not.toBeNull()
    expect(after?.analyzed).not.toBeNull()
    expect(Number(after?.reltuples)).toBe(3000)
    expect(await maintainDatabase(database)).not.toContainEqual(
      expect.objectContaining({ table: 'maintenance_probe' }),
    )
  })

  it('runs passes on a timer until stopped', async () => {
    await database.query('create table maintenance_timer (id int primary key)')
    await database.query('insert into maintenance_timer select generate_series(1, 500)')
    const errors: unknown[] = []
    const stop = startMaintenance(database, { intervalMs: 20, onError: (e) => errors.push(e) })
    await expect
      .poll(async () => {
        const [row] = await database.query<{ analyzed: Date | null }>(
          `select last_analyze as analyzed from pg_stat_user_tables where relname = 'maintenance_timer'`,
        )
        return row?.analyzed ?? null
      })
      .not.toBeNull()
    await stop()
    expect(errors).toEqual([])
  })
})
