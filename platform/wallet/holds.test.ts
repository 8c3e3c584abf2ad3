import { afterAll, beforeAll, expect, it } from 'vitest'
import { newObjectId } from '../db'
import { describeEachEngine } from '../db/testing'
import { expectLedgerInvariants, openWalletFixture, type WalletFixture } from './testing'

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
})
