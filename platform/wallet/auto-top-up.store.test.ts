import { afterAll, beforeAll, expect, it } from 'vitest'
import { newObjectId } from '../db'
import { describeEachEngine } from '../db/testing'
import { createWalletService } from './service'
import { expectLedgerInvariants, openWalletFixture, type WalletFixture } from './testing'

describeEachEngine('wallet auto top-up', (engine) => {
  let fixture: WalletFixture
  beforeAll(async () => {
    fixture = await openWalletFixture(engine)
  })
  afterAll(async () => {
    await fixture?.close()
  })

  const expiresAt = () => new Date(fixture.clock.now().getTime() + 60_000)

  async function userWith(coins: number, credits: number, topUpCoins: number | null) {
    const { wallet } = fixture
    const user = newObjectId()
    if (coins > 0) await wallet.purchaseCoins({ key: `p-${user}`, userOid: user, coins })
    if (credits > 0) {
      await wallet.grant({ key: `c-${user}`, userOid: user, kind: 'credits', amount: credits })
    }
    if (topUpCoins !== null) await wallet.writeAutoTopUp(user, topUpCoins)
    return user
  }

  it('tops up below 50 credits, once per trigger and once under concurrency, only when asked', async () => {
    const { wallet } = fixture
    const user = await userWith(100, 0, null)
    expect(await wallet.maybeAutoTopUp(user)).toBeNull()
    expect(await wallet.writeAutoTopUp(user, 20)).toEqual({ coins: 20, threshold: 50 })
    await expect(wallet.writeAutoTopUp(user, 5000)).rejects.toMatchObject({ status: 400 })
    // Five different triggers at once: the need is checked under the locks, one converts.
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        wallet.maybeAutoTopUp(user, { trigger: `t${index}` }),
      ),
    )
    expect(results.filter((result) => result !== null)).toEqual([
      { coins: 20, credits: 200, replayed: false },
    ])
    expect(await wallet.balances(user)).toMatchObject({ coins: 80, credits: 200 })
    // Above the threshold: nothing to do.
    expect(await wallet.maybeAutoTopUp(user, { trigger: 'later' })).toBeNull()
    await wallet.writeAutoTopUp(user, null)
    expect((await wallet.readAutoTopUp(user)).coins).toBeNull()
    await expectLedgerInvariants(fixture)
  })

  it('a retried trigger replays its conversion instead of converting again', async () => {
    const { wallet } = fixture
    // 1 coin = 10 credits: 10 → 20 credits, still below 50 after the conversion.
    const user = await userWith(100, 10, 1)
    const same = await Promise.all(
      Array.from({ length: 6 }, () => wallet.maybeAutoTopUp(user, { trigger: 'settle:r1' })),
    )
    // One applies; every other call with the same trigger answers its stored result.
    expect(same.filter((result) => result && !result.replayed)).toHaveLength(1)
    expect(same.every((result) => result?.coins === 1)).toBe(true)
    expect(await wallet.balances(user)).toMatchObject({ coins: 99, credits: 20 })
    const replay = await wallet.maybeAutoTopUp(user, { trigger: 'settle:r1' })
    expect(replay).toEqual({ coins: 1, credits: 10, replayed: true })
    expect(await wallet.balances(user)).toMatchObject({ coins: 99, credits: 20 })
    // Once credits are above the threshold a retry finds nothing to do and moves nothing.
    await wallet.grant({ key: `more-${user}`, userOid: user, kind: 'credits', amount: 100 })
    expect(await wallet.maybeAutoTopUp(user, { trigger: 'settle:r1' })).toBeNull()
    expect(await wallet.balances(user)).toMatchObject({ coins: 99, credits: 120 })
  })

  it('converts only paid coins (bonus coins never), within the 1,000-coin cap', async () => {
    const { wallet } = fixture
    const user = await userWith(10, 0, 20)
    await wallet.grant({ key: `bc-${user}`, userOid: user, kind: 'bonus_coins', amount: 500 })
    // 10 paid coins cannot cover the preferred 20, and the bonus coins do not count.
    expect(await wallet.maybeAutoTopUp(user, { trigger: 'a' })).toBeNull()
    expect(await wallet.balances(user)).toMatchObject({ coins: 10, bonusCoins: 500, credits: 0 })

    const capped = await openWalletFixture(engine, { maxConversionCoins: 1000 })
    try {
      const rich = newObjectId()
      await capped.wallet.purchaseCoins({ key: `p-${rich}`, userOid: rich, coins: 5000 })
      await capped.wallet.writeAutoTopUp(rich, 1000)
      // A preference written under a larger cap converts at most the current cap.
      const lower = createWalletService({
        db: capped.database.db,
        clock: capped.clock,
        settings: { maxConversionCoins: 300 },
      })
      expect(await lower.maybeAutoTopUp(rich, { trigger: 'cap' })).toMatchObject({
        coins: 300,
        credits: 3000,
      })
      await expectLedgerInvariants(capped)
    } finally {
      await capped.close()
    }
  })

  it('a reservation refused for lack of credits tops up and is tried once more', async () => {
    const { wallet } = fixture
    // 60 credits are above the threshold but short of the 100 the turn needs.
    const user = await userWith(50, 60, 30)
    const hold = await wallet.reserve({
      requestId: `r-${user}`,
      userOid: user,
      amount: 100,
      expiresAt: expiresAt(),
    })
    expect(hold).toMatchObject({ amount: 100, status: 'held' })
    expect(await wallet.balances(user)).toMatchObject({ coins: 20, credits: 260, heldCredits: 100 })
    // The same request again: the same hold, no second conversion.
    await wallet.reserve({
      requestId: `r-${user}`,
      userOid: user,
      amount: 100,
      expiresAt: expiresAt(),
    })
    expect(await wallet.balances(user)).toMatchObject({ coins: 20, credits: 260 })

    // Not enough paid coins for the preference: the refusal stands, nothing moves.
    await expect(
      wallet.reserve({
        requestId: `s-${user}`,
        userOid: user,
        amount: 1000,
        expiresAt: expiresAt(),
      }),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_CREDITS' })
    expect(await wallet.balances(user)).toMatchObject({ coins: 20 })

    // Without the preference a refusal converts nothing.
    const off = await userWith(50, 0, null)
    await expect(
      wallet.reserve({ requestId: `r-${off}`, userOid: off, amount: 10, expiresAt: expiresAt() }),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_CREDITS' })
    expect(await wallet.balances(off)).toMatchObject({ coins: 50, credits: 0 })
    await expectLedgerInvariants(fixture)
  })

  it('parallel refused reservations of one user convert only while credits are still short', async () => {
    const { wallet } = fixture
    const user = await userWith(1000, 0, 10)
    // Each turn needs 40; a top-up gives 100: two turns per conversion at most.
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, (_, index) =>
        wallet.reserve({
          requestId: `p${index}-${user}`,
          userOid: user,
          amount: 40,
          expiresAt: expiresAt(),
        }),
      ),
    )
    const held = outcomes.filter((outcome) => outcome.status === 'fulfilled').length
    // One retry per turn: most turns get through; a refusal is the spec's.
    expect(held).toBeGreaterThanOrEqual(2)
    const refused = outcomes.flatMap((outcome) =>
      outcome.status === 'rejected' ? [(outcome.reason as { code: string }).code] : [],
    )
    expect(refused).toEqual(Array.from({ length: 10 - held }, () => 'INSUFFICIENT_CREDITS'))
    const balances = await wallet.balances(user)
    const converted = 1000 - balances.coins
    expect(balances.heldCredits).toBe(40 * held)
    expect(converted * 10).toBe(balances.credits + balances.heldCredits)
    // A conversion happens only below 50 credits, so what is left is under 50 + 100 ...
    expect(balances.credits).toBeLessThan(150)
    // ... and exactly what the conversions gave less what the held turns took.
    expect(balances.credits).toBe(converted * 10 - 40 * held)
    await expectLedgerInvariants(fixture)
  })
})
