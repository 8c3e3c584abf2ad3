import fc from 'fast-check'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { newObjectId } from '../../db'
import { describeEachEngine } from '../../db/testing'
import { splitCreditCharge } from '../charge-split'
import { fingerprint } from '../fingerprint'
import { createWalletService } from '../service'
import {
  reserveOperation as buildReserve,
  expectLedgerInvariants,
  openWalletFixture,
  type WalletFixture,
} from '../testing'
import { applyHoldOperations, type HoldOperation } from './group-commit'

describeEachEngine('wallet holds', (engine) => {
  let fixture: WalletFixture
  beforeAll(async () => {
    fixture = await openWalletFixture(engine)
  })
  afterAll(async () => {
    await fixture?.close()
  })

  const inMinutes = (minutes: number) => new Date(fixture.clock.now().getTime() + minutes * 60_000)

  it('settles at most the held amount and returns the rest, bonus charged first', async () => {
    const { wallet } = fixture
    const user = newObjectId()
    await wallet.grant({ key: `p-${user}`, userOid: user, kind: 'credits', amount: 100 })
    await wallet.grant({ key: `b-${user}`, userOid: user, kind: 'bonus_credits', amount: 30 })
    const hold = await wallet.holds.reserve({
      requestId: `r1-${user}`,
      userOid: user,
      amount: 50,
      expiresAt: inMinutes(5),
    })
    expect(hold).toMatchObject({ status: 'held', bonusAmount: 30, paidAmount: 20 })
    expect(await wallet.balances(user)).toMatchObject({
      credits: 80,
      bonusCredits: 0,
      heldCredits: 50,
    })
    // Same request id again: the same hold, nothing moves.
    expect(
      await wallet.holds.reserve({
        requestId: `r1-${user}`,
        userOid: user,
        amount: 50,
        expiresAt: hold.expiresAt,
      }),
    ).toMatchObject({ status: 'held' })
    await expect(
      wallet.holds.reserve({
        requestId: `r1-${user}`,
        userOid: user,
        amount: 60,
        expiresAt: hold.expiresAt,
      }),
    ).rejects.toMatchObject({ status: 409 })
    expect(await wallet.holds.settle({ requestId: `r1-${user}`, amount: 500 })).toEqual({
      status: 'settled',
      charged: 50,
      applied: true,
    })
    expect(await wallet.balances(user)).toMatchObject({
      credits: 80,
      bonusCredits: 0,
      heldCredits: 0,
    })

    await wallet.holds.reserve({
      requestId: `r2-${user}`,
      userOid: user,
      amount: 40,
      expiresAt: inMinutes(5),
    })
    expect(await wallet.holds.settle({ requestId: `r2-${user}`, amount: 15 })).toMatchObject({
      charged: 15,
      applied: true,
    })
    expect(await wallet.balances(user)).toMatchObject({ credits: 65, heldCredits: 0 })
    // Finished holds and unknown holds: idempotent, no money moves.
    expect(await wallet.holds.settle({ requestId: `r2-${user}`, amount: 15 })).toMatchObject({
      status: 'settled',
      charged: 15,
      applied: false,
    })
    expect(await wallet.holds.void({ requestId: `r2-${user}` })).toMatchObject({
      status: 'settled',
      applied: false,
    })
    expect(await wallet.holds.settle({ requestId: 'nobody', amount: 3 })).toEqual({
      status: 'unknown',
      charged: 0,
      applied: false,
    })
    expect(await wallet.holds.void({ requestId: 'nobody' })).toEqual({
      status: 'unknown',
      charged: 0,
      applied: false,
    })
    expect((await wallet.balances(user)).credits).toBe(65)
    await expectLedgerInvariants(fixture)
  })

  it('voids a hold once, and says Insufficient credits without changing anything', async () => {
    const { wallet } = fixture
    const user = newObjectId()
    await wallet.grant({ key: `p-${user}`, userOid: user, kind: 'credits', amount: 20 })
    await wallet.holds.reserve({
      requestId: `v-${user}`,
      userOid: user,
      amount: 20,
      expiresAt: inMinutes(5),
    })
    await expect(
      wallet.holds.reserve({
        requestId: `w-${user}`,
        userOid: user,
        amount: 1,
        expiresAt: inMinutes(5),
      }),
    ).rejects.toMatchObject({
      status: 403,
      code: 'INSUFFICIENT_CREDITS',
      message: 'Insufficient credits.',
    })
    expect(await wallet.readHold(`w-${user}`)).toBeNull()
    const results = await Promise.all([
      wallet.holds.void({ requestId: `v-${user}` }),
      wallet.holds.void({ requestId: `v-${user}` }),
      wallet.holds.settle({ requestId: `v-${user}`, amount: 5 }),
    ])
    expect(results.filter((result) => result.applied)).toHaveLength(1)
    const credits = (await wallet.balances(user)).credits
    expect(credits === 20 || credits === 15).toBe(true)
    await expectLedgerInvariants(fixture)
  })

  it('releases expired holds, by sweep and lazily on reserve', async () => {
    const { wallet, clock } = fixture
    const user = newObjectId()
    await wallet.grant({ key: `p-${user}`, userOid: user, kind: 'credits', amount: 10 })
    await wallet.holds.reserve({
      requestId: `e1-${user}`,
      userOid: user,
      amount: 10,
      expiresAt: inMinutes(1),
    })
    clock.advance(2 * 60_000)
    // Lazily: the expired hold frees the credits for the next reservation.
    const next = await wallet.holds.reserve({
      requestId: `e2-${user}`,
      userOid: user,
      amount: 10,
      expiresAt: inMinutes(1),
    })
    expect(next.status).toBe('held')
    expect((await wallet.readHold(`e1-${user}`))?.status).toBe('expired')
    clock.advance(2 * 60_000)
    expect(await wallet.releaseExpiredHolds(clock.now())).toBeGreaterThanOrEqual(1)
    expect((await wallet.readHold(`e2-${user}`))?.status).toBe('expired')
    // Settling after expiry charges nothing.
    expect(await wallet.holds.settle({ requestId: `e2-${user}`, amount: 10 })).toMatchObject({
      status: 'expired',
      charged: 0,
    })
    expect(await wallet.balances(user)).toMatchObject({ credits: 10, heldCredits: 0 })
    await expectLedgerInvariants(fixture)
  })

  it('50 parallel reservations against credits for 3: exactly 3 succeed', async () => {
    const { wallet } = fixture
    const user = newObjectId()
    await wallet.grant({ key: `p-${user}`, userOid: user, kind: 'credits', amount: 30 })
    const outcomes = await Promise.allSettled(
      Array.from({ length: 50 }, (_, index) =>
        wallet.holds.reserve({
          requestId: `c${index}-${user}`,
          userOid: user,
          amount: 10,
          expiresAt: inMinutes(5),
        }),
      ),
    )
    const held = outcomes.filter((outcome) => outcome.status === 'fulfilled')
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected')
    expect(held).toHaveLength(3)
    for (const outcome of refused)
      expect(outcome.reason).toMatchObject({ code: 'INSUFFICIENT_CREDITS' })
    expect(await wallet.balances(user)).toMatchObject({ credits: 0, heldCredits: 30 })
    await expectLedgerInvariants(fixture)
  })
  it('one request id reserved 20× at once, half with another body: one hold, debited once', async () => {
    const { wallet } = fixture
    const user = newObjectId()
    await wallet.grant({ key: `p-${user}`, userOid: user, kind: 'credits', amount: 100 })
    const requestId = `same-${user}`
    const expiresAt = inMinutes(5)
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, index) =>
        wallet.holds.reserve({ requestId, userOid: user, amount: index % 2 ? 30 : 20, expiresAt }),
      ),
    )
    const held = outcomes.flatMap((outcome) =>
      outcome.status === 'fulfilled' ? [outcome.value] : [],
    )
    const amounts = new Set(held.map((hold) => hold.amount))
    expect(amounts.size).toBe(1)
    const refused = outcomes.flatMap((outcome) =>
      outcome.status === 'rejected' ? [(outcome.reason as { code: string }).code] : [],
    )
    expect(refused).toEqual(Array.from({ length: 10 }, () => 'IDEMPOTENCY_KEY_REUSED'))
    // Every request with the winning body answers the hold; the other body is refused.
    expect(held).toHaveLength(10)
    const [amount] = [...amounts]
    expect(await wallet.balances(user)).toMatchObject({
      credits: 100 - (amount ?? 0),
      heldCredits: amount,
    })
    const finishes = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        index % 2
          ? wallet.holds.settle({ requestId, amount: 5 })
          : wallet.holds.void({ requestId }),
      ),
    )
    expect(finishes.filter((finish) => finish.applied)).toHaveLength(1)
    const winner = finishes.find((finish) => finish.applied)
    expect(await wallet.balances(user)).toMatchObject({
      credits: 100 - (winner?.charged ?? 0),
      heldCredits: 0,
    })
    await expectLedgerInvariants(fixture)
  })

  it('the reserve and settle functions split bonus and paid exactly as splitCreditCharge', async () => {
    const limited = await openWalletFixture(engine, { bonusCreditDailyLimit: 40 })
    try {
      const { wallet, clock, database } = limited
      const day = clock.now().toISOString().slice(0, 10)
      // What the fixed seed reaches: refusals, and settles for less than a hold with both a
      // bonus and a paid part (where charging bonus first shows).
      const reached = { refused: 0, held: 0, partialSplit: 0 }
      await fc.assert(
        fc.asyncProperty(
          fc.nat(60),
          fc.nat(60),
          fc.nat(50),
          fc.integer({ min: 1, max: 80 }),
          fc.nat(90),
          async (paid, bonus, usedToday, amount, settleAt) => {
            const user = newObjectId()
            if (paid > 0)
              await wallet.grant({ key: `p-${user}`, userOid: user, kind: 'credits', amount: paid })
            if (bonus > 0) {
              await wallet.grant({
                key: `b-${user}`,
                userOid: user,
                kind: 'bonus_credits',
                amount: bonus,
              })
            }
            if (usedToday > 0) {
              await database.query(
                `insert into wallet_bonus_usage (user_oid, day, used) values ('${user}', '${day}', ${usedToday})`,
              )
            }
            const usage = async () =>
              Number(
                (
                  await database.query<{ used: string | number }>(
                    `select used from wallet_bonus_usage where user_oid = '${user}' and day = '${day}'`,
                  )
                )[0]?.used ?? 0,
              )
            let expected: { bonus: number; paid: number } | { code: string }
            try {
              expected = splitCreditCharge({
                amount,
                paidBalance: paid,
                bonusBalance: bonus,
                bonusAllowance: bonus > 0 ? 40 - usedToday : 0,
              })
            } catch (error) {
              expected = { code: (error as { code: string }).code }
            }
            const requestId = `prop-${user}`
            const actual = await wallet.holds
              .reserve({ requestId, userOid: user, amount, expiresAt: inMinutes(5) })
              .then(
                (hold) => ({ bonus: hold.bonusAmount, paid: hold.paidAmount }),
                (error) => ({ code: (error as { code: string }).code }),
              )
            expect(actual).toEqual(expected)
            if (!('bonus' in expected)) {
              reached.refused += 1
              expect(await usage()).toBe(usedToday)
              return
            }
            reached.held += 1
            expect(await usage()).toBe(usedToday + expected.bonus)
            const result = await wallet.holds.settle({ requestId, amount: settleAt })
            const charged = Math.min(settleAt, amount)
            if (expected.bonus > 0 && expected.paid > 0 && charged > 0 && charged < amount)
              reached.partialSplit += 1
            expect(result).toMatchObject({ status: 'settled', charged, applied: true })
            const chargedBonus = Math.min(charged, expected.bonus)
            expect(await usage()).toBe(usedToday + chargedBonus)
            expect(await wallet.balances(user)).toMatchObject({
              credits: paid - (charged - chargedBonus),
              bonusCredits: bonus - chargedBonus,
              heldCredits: 0,
            })
          },
        ),
        { numRuns: 40 },
      )
      expect(reached.refused).toBeGreaterThan(0)
      expect(reached.held).toBeGreaterThan(0)
      expect(reached.partialSplit).toBeGreaterThan(0)
      await expectLedgerInvariants(limited)
    } finally {
      await limited.close()
    }
  }, 120_000)
  // Group commit (group-commit.ts): one wallet_hold_apply statement, one outcome per operation.
  const reserveOperation = (requestId: string, userOid: string, amount: number) =>
    buildReserve({
      requestId,
      userOid,
      amount,
      now: fixture.clock.now(),
      expiresAt: inMinutes(5),
    })
  const settleOperation = (requestId: string, amount: number): HoldOperation => ({
    kind: 'settle',
    transactionId: newObjectId(),
    requestId,
    amount,
    now: fixture.clock.now().toISOString(),
  })
  const refusal = (code: string) => ({ code, message: expect.any(String) })

  it('a batch applies the affordable reservations in arrival order per user; answers come in input order', async () => {
    const { wallet, database } = fixture
    const [a, b] = [newObjectId(), newObjectId()]
    await wallet.grant({ key: `p-${a}`, userOid: a, kind: 'credits', amount: 100 })
    await wallet.grant({ key: `p-${b}`, userOid: b, kind: 'credits', amount: 100 })
    const outcomes = await applyHoldOperations(database.db, [
      reserveOperation(`a1-${a}`, a, 30),
      reserveOperation(`b1-${b}`, b, 10),
      reserveOperation(`a2-${a}`, a, 50),
      reserveOperation(`b2-${b}`, b, 200),
      reserveOperation(`a3-${a}`, a, 40),
      reserveOperation(`a4-${a}`, a, 20),
    ])
    expect(outcomes).toEqual([
      { result: expect.objectContaining({ requestId: `a1-${a}`, amount: 30, status: 'held' }) },
      { result: expect.objectContaining({ requestId: `b1-${b}`, amount: 10 }) },
      { result: expect.objectContaining({ requestId: `a2-${a}`, amount: 50 }) },
      refusal('TL402'),
      refusal('TL402'),
      { result: expect.objectContaining({ requestId: `a4-${a}`, amount: 20 }) },
    ])
    // Refused operations rolled back alone and stored nothing: their keys stay free.
    expect(await wallet.readHold(`a3-${a}`)).toBeNull()
    expect(await wallet.readHold(`b2-${b}`)).toBeNull()
    expect(await wallet.balances(a)).toMatchObject({ credits: 0, heldCredits: 100 })
    expect(await wallet.balances(b)).toMatchObject({ credits: 90, heldCredits: 10 })
    await expectLedgerInvariants(fixture)
  })

  it('a batch mixes successes and failures: a reused key, an unknown hold, a settle freeing credits for a later reserve', async () => {
    const { wallet, database } = fixture
    const user = newObjectId()
    await wallet.grant({ key: `p-${user}`, userOid: user, kind: 'credits', amount: 100 })
    await wallet.holds.reserve({
      requestId: `h-${user}`,
      userOid: user,
      amount: 60,
      expiresAt: inMinutes(5),
    })
    const outcomes = await applyHoldOperations(database.db, [
      reserveOperation(`n1-${user}`, user, 50),
      settleOperation(`h-${user}`, 10),
      reserveOperation(`n2-${user}`, user, 50),
      reserveOperation(`h-${user}`, user, 70),
      settleOperation(`missing-${user}`, 5),
      {
        kind: 'void',
        transactionId: newObjectId(),
        requestId: `h-${user}`,
        now: fixture.clock.now().toISOString(),
      },
    ])
    expect(outcomes).toEqual([
      refusal('TL402'),
      { result: { status: 'settled', charged: 10, applied: true } },
      { result: expect.objectContaining({ requestId: `n2-${user}`, amount: 50, paidAmount: 50 }) },
      refusal('TL409'),
      { result: { status: 'unknown', charged: 0, applied: false } },
      { result: { status: 'settled', charged: 10, applied: false } },
    ])
    expect(await wallet.readHold(`n1-${user}`)).toBeNull()
    expect(await wallet.balances(user)).toMatchObject({ credits: 40, heldCredits: 50 })
    await expectLedgerInvariants(fixture)
  })

  it('the same request id twice in one batch: one hold, the second answers as a replay', async () => {
    const { wallet, database } = fixture
    const user = newObjectId()
    await wallet.grant({ key: `p-${user}`, userOid: user, kind: 'credits', amount: 100 })
    const operation = reserveOperation(`twice-${user}`, user, 40)
    const outcomes = await applyHoldOperations(database.db, [
      operation,
      { ...operation, transactionId: newObjectId() },
      settleOperation(`twice-${user}`, 15),
      settleOperation(`twice-${user}`, 15),
    ])
    expect(outcomes).toEqual([
      { result: expect.objectContaining({ requestId: `twice-${user}`, status: 'held' }) },
      { result: null },
      { result: { status: 'settled', charged: 15, applied: true } },
      { result: { status: 'settled', charged: 15, applied: false } },
    ])
    expect(await wallet.balances(user)).toMatchObject({ credits: 85, heldCredits: 0 })
    // Through the service, concurrent duplicates share one batch and answer the same hold.
    const holds = await Promise.all(
      Array.from({ length: 5 }, () =>
        wallet.holds.reserve({
          requestId: `dup-${user}`,
          userOid: user,
          amount: 20,
          expiresAt: inMinutes(5),
        }),
      ),
    )
    for (const hold of holds) expect(hold).toEqual(holds[0])
    expect(await wallet.balances(user)).toMatchObject({ credits: 65, heldCredits: 20 })
    await expectLedgerInvariants(fixture)
  })

  it('concurrent calls through the service go in as one statement, each caller with its own answer', async () => {
    const statements: string[] = []
    const db = fixture.database.db.withPlugin({
      transformQuery: (args) => {
        if (args.node.kind === 'RawNode') statements.push(args.node.sqlFragments.join('?'))
        return args.node
      },
      transformResult: async (args) => args.result,
    })
    const wallet = createWalletService({ db, clock: fixture.clock })
    const users = [newObjectId(), newObjectId()]
    for (const user of users)
      await wallet.grant({ key: `p-${user}`, userOid: user, kind: 'credits', amount: 50 })
    statements.length = 0
    const outcomes = await Promise.allSettled(
      Array.from({ length: 12 }, (_, index) =>
        wallet.holds.reserve({
          requestId: `g${index}-${users[0]}`,
          userOid: users[index % 2]!,
          amount: 10,
          expiresAt: inMinutes(5),
        }),
      ),
    )
    expect(statements.filter((text) => text.includes('wallet_hold_apply'))).toHaveLength(1)
    // Six each: the first five of each user are held, the sixth is refused.
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      ...Array(10).fill('fulfilled'),
      'rejected',
      'rejected',
    ])
    expect((outcomes[10] as PromiseRejectedResult).reason).toMatchObject({
      status: 403,
      code: 'INSUFFICIENT_CREDITS',
      message: 'Insufficient credits.',
    })
    statements.length = 0
    const settled = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        wallet.holds.settle({ requestId: `g${index}-${users[0]}`, amount: index }),
      ),
    )
    expect(statements.filter((text) => text.includes('wallet_hold_apply'))).toHaveLength(1)
    expect(settled.map((result) => result.charged)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])
    expect(await wallet.balances(users[0]!)).toMatchObject({ credits: 50 - 20, heldCredits: 0 })
    expect(await wallet.balances(users[1]!)).toMatchObject({ credits: 50 - 25, heldCredits: 0 })
    await expectLedgerInvariants(fixture)
  })

  it('the finish fingerprint computed in SQL is the one fingerprint.ts computes', async () => {
    const { wallet, database, clock } = fixture
    const user = newObjectId()
    await wallet.grant({ key: `p-${user}`, userOid: user, kind: 'credits', amount: 100 })
    const ids = [`plain-${user}`, `q"uo\\te/é😀\n\u0001-${user}`, `void-${user}`, `exp-${user}`]
    for (const requestId of ids)
      await wallet.holds.reserve({ requestId, userOid: user, amount: 5, expiresAt: inMinutes(1) })
    await wallet.holds.settle({ requestId: ids[0]!, amount: 3 })
    await wallet.holds.settle({ requestId: ids[1]!, amount: 9 })
    await wallet.holds.void({ requestId: ids[2]! })
    clock.advance(2 * 60_000)
    expect(await wallet.holds.settle({ requestId: ids[3]!, amount: 4 })).toMatchObject({
      status: 'expired',
      applied: true,
    })
    const expected = [
      { type: 'story_chat', action: { kind: 'settle', amount: 3 } },
      { type: 'story_chat', action: { kind: 'settle', amount: 9 } },
      { type: 'void', action: { kind: 'void' } },
      { type: 'void', action: { kind: 'expire' } },
    ]
    for (const [index, requestId] of ids.entries()) {
      const rows = await database.query<{ fingerprint: string }>(
        'select fingerprint from wallet_transactions where idempotency_key = $1',
        [`hold-finish:${requestId}`],
      )
      const { type, action } = expected[index]!
      expect(rows[0]?.fingerprint).toBe(fingerprint({ type, body: { requestId, action } }))
    }
    await expectLedgerInvariants(fixture)
  })
  it('the finish function moves nothing when named another user than the hold', async () => {
    const { wallet, database } = fixture
    const owner = newObjectId()
    const other = newObjectId()
    await wallet.grant({ key: `p-${owner}`, userOid: owner, kind: 'credits', amount: 50 })
    await wallet.grant({ key: `p-${other}`, userOid: other, kind: 'credits', amount: 50 })
    const requestId = `foreign-${owner}`
    await wallet.holds.reserve({ requestId, userOid: owner, amount: 20, expiresAt: inMinutes(5) })
    const [row] = await database.query<{ result: unknown }>(
      `select wallet_hold_finish('${newObjectId()}', 'hold-finish:${requestId}', 'x', 'void',
        '${requestId}', '${other}', 'voided', 0, now()) as result`,
    )
    expect(row?.result ?? null).toBeNull()
    expect(await wallet.balances(owner)).toMatchObject({ credits: 30, heldCredits: 20 })
    expect(await wallet.balances(other)).toMatchObject({ credits: 50, heldCredits: 0 })
    expect(await wallet.holds.void({ requestId })).toMatchObject({
      status: 'voided',
      applied: true,
    })
    await expectLedgerInvariants(fixture)
  })
})
