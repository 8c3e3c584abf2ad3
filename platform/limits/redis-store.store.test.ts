/**
 * The Redis budgets (`REDIS_URL`, default redis://127.0.0.1:6379) against the same contract
 * as the database's. Skipped, saying why, when no Redis answers; a failure in CI.
 */
import { randomBytes } from 'node:crypto'
import { createClient } from '@redis/client'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  probeRedis,
  TEST_REDIS_URL as REDIS_URL,
  skipWithout,
} from '../../tests/support/environment'
import { createRedisLimitStore } from './redis-store'
import { type LimitStore, storedKey } from './store'
import { limitStoreContract, WINDOW } from './testing-contract'

const skip = skipWithout('redis', await probeRedis())
const prefix = `taleloom:test-limit:${randomBytes(6).toString('hex')}:`
const clock = { now: () => new Date(Date.UTC(2026, 3, 1, 9)) }
let counter = 0
const unique = () => {
  counter += 1
  return `test:${counter}`
}

describe.skipIf(skip)('limit budgets in Redis', () => {
  let store: LimitStore
  let other: LimitStore
  const admin = createClient({ url: REDIS_URL })

  beforeAll(async () => {
    const logger = pino({ level: 'silent' })
    store = await createRedisLimitStore({ url: REDIS_URL, clock, logger, prefix })
    other = await createRedisLimitStore({ url: REDIS_URL, clock, logger, prefix })
    await admin.connect()
  })
  afterAll(async () => {
    const keys = await admin.keys(`${prefix}*`)
    if (keys.length > 0) await admin.del(keys)
    await admin.close()
    await store?.close()
    await other?.close()
  })

  limitStoreContract(() => store, unique)

  it('grants one budget to two instances: 40 concurrent reservations, 5 granted', async () => {
    const key = unique()
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) => (index % 2 ? store : other).reserve(key, WINDOW)),
    )
    expect(answers.filter((answer) => answer.granted)).toHaveLength(5)
  })

  it('lets a budget expire with its window, counted on the caller clock', async () => {
    const key = unique()
    // The clock is in 2026, wherever Redis's own time is: the key lives as long as the window.
    await store.reserve(key, WINDOW)
    const ttl = await admin.pTTL(`${prefix}${storedKey(key)}`)
    expect(ttl).toBeGreaterThan(WINDOW.windowMs - 10_000)
    expect(ttl).toBeLessThanOrEqual(WINDOW.windowMs)
  })

  it('refuses to start when REDIS_URL names no Redis, without its password', async () => {
    await expect(
      createRedisLimitStore({
        url: 'redis://user:s3cret@127.0.0.1:1',
        clock,
        logger: pino({ level: 'silent' }),
      }),
    ).rejects.toThrow(
      /^REDIS_URL is set but no Redis answered at redis:\/\/user:\*\*\*@127\.0\.0\.1:1/,
    )
  })
})
