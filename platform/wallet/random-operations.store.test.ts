/**
 * The ledger under load: WALLET_RANDOM_OPERATIONS (default 10,000) random operations
 * at 50-way concurrency, 10% of them sent twice at once under the same key, 1% re-sent
 * with the same key and another body. Afterwards: each unit sums to zero, no user
 * balance is negative, every balance equals its entries, and the stored keys are
 * exactly the acknowledged ones, each applied once.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { newObjectId } from '../db'
import { describeEachEngine } from '../db/testing'
import { AppError } from '../http'
import { expectLedgerInvariants, openWalletFixture, type WalletFixture } from './testing'

const OPERATIONS = Number(process.env.WALLET_RANDOM_OPERATIONS ?? 10_000)
const CONCURRENCY = 50
const SEED = Number(process.env.WALLET_RANDOM_SEED ?? 20_261_122)

/** mulberry32: small, seedable, good enough to pick operations. */
function random(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let value = state
    value = Math.imul(value ^ (value >>> 15), value | 1)
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61)
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296
  }
}

/** Refusals the operations may legitimately meet (funds, limits); anything else fails the test. */
const EXPECTED_REFUSALS = new Set([
  'INSUFFICIENT_CREDITS',
  'NOT_ENOUGH_COINS',
  'NOT_ENOUGH_BONUS_COINS',
  'BONUS_CREDIT_DAILY_LIMIT',
  'INSUFFICIENT_BALANCE',
  'CONVERSION_FAILED',
  'ALREADY_REFUNDED',
  'TRANSACTION_NOT_FOUND',
])

describeEachEngine('wallet random operations', { concurrent: true }, (engine) => {
  let fixture: WalletFixture
  beforeAll(async () => {
    fixture = await openWalletFixture(engine, { bonusCreditDailyLimit: 400 })
  })
  afterAll(async () => {
    await fixture?.close()
  })

  it(`keeps the ledger whole over ${OPERATIONS} operations`, {
    timeout: Math.max(120_000, OPERATIONS * 120),
  }, async () => {
    const { wallet, database } = fixture
    const next = random(SEED)
    const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!
    const amount = (max: number) => 1 + Math.floor(next() * max)
    const users = Array.from({ length: 40 }, () => newObjectId())
    const creators = Array.from({ length: 5 }, () => newObjectId())
    const acknowledged = new Set<string>()
    const refundable: string[] = []
    const expiresAt = new Date(fixture.clock.now().getTime() + 3600_000)
    let refusals = 0
    let reusedRejected = 0
    let retries = 0
    let comparedTwice = 0

    type Operation = {
      keys: string[]
      run: () => Promise<{ id?: string; keys?: string[] } | unknown>
    }

    function makeOperation(index: number): Operation {
      const user = pick(users)
      const key = `op-${index}`
      // Drawn once, before running: a retry must send exactly the same body.
      const size = amount(200)
      switch (
        pick(['buy', 'bonus', 'convert', 'chat', 'unlock', 'donate', 'purchase', 'refund'] as const)
      ) {
        case 'buy':
          return {
            keys: [key],
            run: () => wallet.purchaseCoins({ key, userOid: user, coins: size }),
          }
        case 'bonus': {
          const kind = pick(['bonus_coins', 'bonus_credits', 'credits'] as const)
          return {
            keys: [key],
            run: () => wallet.grant({ key, userOid: user, kind, amount: Math.ceil(size / 2) }),
          }
        }
        case 'convert':
          return {
            keys: [key],
            run: () =>
              wallet.convertCoinsToCredits({ key, userOid: user, coins: Math.ceil(size / 3) }),
          }
        case 'chat': {
          const requestId = `chat-${index}`
          const held = Math.ceil(size / 2.5)
          const outcome = next()
          const charge = Math.floor(next() * (held + 20))
          return {
            keys: [`hold:${requestId}`, `hold-finish:${requestId}`],
            run: async () => {
              await wallet.holds.reserve({ requestId, userOid: user, amount: held, expiresAt })
              return outcome < 0.8
                ? wallet.holds.settle({ requestId, amount: charge })
                : wallet.holds.void({ requestId })
            },
          }
        }
        case 'unlock':
          return {
            keys: [key],
            run: () =>
              wallet.spend({
                key,
                userOid: user,
                unit: 'credit',
                amount: Math.ceil(size / 3),
                type: 'chat_content',
              }),
          }
        case 'donate': {
          const creator = pick(creators)
          return {
            keys: [key],
            run: () =>
              wallet.transfer({
                key,
                fromUserOid: user,
                toUserOid: creator,
                coins: 10 + Math.ceil(size / 4),
              }),
          }
        }
        case 'purchase': {
          const bonusUse = pick(['never', 'first'] as const)
          return {
            keys: [key],
            run: async () => {
              const spent = await wallet.spend({
                key,
                userOid: user,
                unit: 'coin',
                amount: Math.ceil(size / 4),
                type: 'consume',
                bonusUse,
              })
              refundable.push(spent.id)
              return spent
            },
          }
        }
        case 'refund': {
          const transactionId = refundable.length > 0 ? pick(refundable) : 'none'
          return { keys: [key], run: () => wallet.refund({ key, transactionId }) }
        }
      }
    }

    async function execute(index: number) {
      const operation = makeOperation(index)
      const twice = next() < 0.1
      const reuse = next() < 0.01
      const attempts = twice ? [operation.run(), operation.run()] : [operation.run()]
      if (twice) retries += 1
      const outcomes = await Promise.allSettled(attempts)
      const succeeded = outcomes.filter((outcome) => outcome.status === 'fulfilled')
      for (const outcome of outcomes) {
        if (outcome.status === 'rejected') {
          const error = outcome.reason
          if (!(AppError.isInstance(error) && EXPECTED_REFUSALS.has(error.code))) {
            console.error(operation.keys, twice, error)
            throw error
          }
          refusals += 1
        }
      }
      if (succeeded.length === 2) {
        // Both copies answered: they must be the same transaction.
        const [first, second] = succeeded.map(
          (outcome) => (outcome as PromiseFulfilledResult<unknown>).value,
        )
        const idOf = (value: unknown) =>
          (value as { id?: string; requestId?: string; status?: string }).id ??
          JSON.stringify(value)
        if (operation.keys[0]!.startsWith('op-')) {
          comparedTwice += 1
          expect(idOf(first)).toBe(idOf(second))
        }
      }
      if (succeeded.length > 0) for (const key of operation.keys) acknowledged.add(key)
      if (reuse && succeeded.length > 0 && operation.keys[0]!.startsWith('op-')) {
        await expect(
          wallet.purchaseCoins({ key: operation.keys[0]!, userOid: newObjectId(), coins: 1 }),
        ).rejects.toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' })
        reusedRejected += 1
      }
    }

    const started = Date.now()
    let cursor = 0
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (cursor < OPERATIONS) {
          const index = cursor++
          await execute(index)
          if (index % 2500 === 2499) {
            const [negative] = await database.query<{ count: string | number }>(
              'select count(*) as count from wallet_accounts where not is_system and balance < 0',
            )
            expect(Number(negative?.count)).toBe(0)
          }
        }
      }),
    )
    const seconds = (Date.now() - started) / 1000

    await expectLedgerInvariants(fixture)
    const stored = await database.db
      .selectFrom('wallet_transactions')
      .select('idempotency_key')
      .execute()
    const storedKeys = stored.map((row) => row.idempotency_key)
    const storedSet = new Set(storedKeys)
    // Each key at most once (the unique index), and every acknowledged key applied.
    expect(storedSet.size).toBe(storedKeys.length)
    expect([...acknowledged].filter((key) => !storedSet.has(key))).toEqual([])
    const unacknowledged = storedKeys.filter((key) => !acknowledged.has(key))
    // Only reservations whose hold succeeded but whose chat failed later may be unacknowledged.
    for (const key of unacknowledged) expect(key.startsWith('hold:')).toBe(true)
    const [open] = await database.query<{ count: string | number }>(
      "select count(*) as count from wallet_holds where status = 'held'",
    )
    expect(Number(open?.count)).toBe(unacknowledged.length)
    // The run reaches what it is about: operations sent twice and compared, refusals, and
    // reused keys refused.
    expect(comparedTwice).toBeGreaterThan(0)
    expect(refusals).toBeGreaterThan(0)
    expect(reusedRejected).toBeGreaterThan(0)
    console.info(
      `[wallet random operations ${engine}] ${OPERATIONS} ops in ${seconds.toFixed(1)} s ` +
        `(${Math.round(OPERATIONS / seconds)}/s), ${retries} sent twice, ${refusals} refusals, ` +
        `${reusedRejected} reused keys rejected, ${storedKeys.length} transactions`,
    )
  })
})
