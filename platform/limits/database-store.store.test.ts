import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db'
import { describeEachEngine, openTestDatabase, type TestDatabase } from '../db/testing'
import { createDatabaseLimitStore } from './database-store'
import type { LimitStore } from './store'
import { limitStoreContract, WINDOW } from './testing-contract'

const clock = { now: () => new Date(Date.UTC(2026, 3, 1, 9)) }
let counter = 0
const unique = () => {
  counter += 1
  return `test:${process.pid}:${counter}`
}

describeEachEngine('limit budgets in the database', (engine) => {
  let database: TestDatabase
  let store: LimitStore

  beforeAll(async () => {
    database = await openTestDatabase(engine)
    store = createDatabaseLimitStore({ db: database.db, clock })
  })
  afterAll(async () => {
    await database?.close()
  })

  limitStoreContract(() => store, unique)

  it('keeps no key in clear and sweeps the budgets that ran out', async () => {
    const key = 'login:owner@example.com:203.0.113.9'
    const now = Date.UTC(2026, 3, 1, 12)
    await store.reserve(key, WINDOW, now)
    const rows = await database.db.selectFrom('limit_budgets').select('key').execute()
    expect(rows.some((row) => row.key.includes('example.com'))).toBe(false)
    const before = rows.length
    const swept = await store.sweep(now + WINDOW.windowMs)
    expect(swept).toBeGreaterThan(0)
    const left = await database.db.selectFrom('limit_budgets').select('key').execute()
    expect(left.length).toBe(before - swept)
    // The swept budget starts anew.
    expect((await store.reserve(key, WINDOW, now + WINDOW.windowMs)).granted).toBe(true)
  })

  if (engine === 'postgres')
    describe('two instances on one database', () => {
      let second: Database

      beforeAll(async () => {
        second = await (database.openInstance as NonNullable<TestDatabase['openInstance']>)(
          'taleloom_limits_b',
        )
      })
      afterAll(async () => {
        await second?.close()
      })

      it('grant one budget between them: 40 concurrent reservations, 5 granted', async () => {
        const other = createDatabaseLimitStore({ db: second.db, clock })
        const key = unique()
        const answers = await Promise.all(
          Array.from({ length: 40 }, (_, index) =>
            (index % 2 ? store : other).reserve(key, WINDOW),
          ),
        )
        expect(answers.filter((answer) => answer.granted)).toHaveLength(5)
      })
    })
})
