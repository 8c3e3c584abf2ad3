/**
 * Expired credit holds give their credits back by themselves (issue #4): the server's
 * periodic sweep releases them, and a balance read neither counts an expired hold as held
 * nor leaves its credits locked up until the sweep passes.
 */
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { releaseExpiredHolds } from '../../../platform/chat'
import { newObjectId } from '../../../platform/db'
import { manualClock } from '../../../platform/wallet/testing'
import { describeOnEngine } from '../../support/http-engine'
import { startTestServer, type TestServer } from '../../support/test-server'

describeOnEngine('expired holds', (engine) => {
  const clock = manualClock(new Date())
  let server: TestServer
  beforeAll(async () => {
    // Only the interval timers are fake: the sweep's setInterval runs when we say so.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    // The sweep's timer runs on this file's fake timers, and it counts every expired hold.
    server = await startTestServer({ engine, clock, private: true, jobs: true })
  }, 60_000)
  afterAll(async () => {
    vi.useRealTimers()
    await server?.close()
  })

  const wallet = () => server.context.wallet.service

  async function userWithHold(credits: number, held: number, ttlMs: number) {
    const user = newObjectId()
    await wallet().grant({ key: `c-${user}`, userOid: user, kind: 'credits', amount: credits })
    // A turn whose process died after reserving: nothing will ever settle or void it.
    await wallet().reserve({
      requestId: `orphan-${user}`,
      userOid: user,
      amount: held,
      expiresAt: new Date(clock.now().getTime() + ttlMs),
    })
    return user
  }

  const holdStatus = async (user: string) => (await wallet().readHold(`orphan-${user}`))?.status

  it('the periodic sweep releases expired holds, and only those', async () => {
    const expiring = await userWithHold(100, 40, 60_000)
    const open = await userWithHold(100, 30, 60 * 60_000)
    clock.advance(2 * 60_000)
    vi.advanceTimersByTime(60_000)
    await vi.waitFor(async () => expect(await holdStatus(expiring)).toBe('expired'), {
      timeout: 10_000,
      interval: 50,
    })
    expect(await holdStatus(open)).toBe('held')
    expect(await wallet().balances(expiring)).toMatchObject({ credits: 100, heldCredits: 0 })
    expect(await wallet().balances(open)).toMatchObject({ credits: 70, heldCredits: 30 })
    const audit = await wallet().auditLedger()
    expect(audit.totals).toEqual({ coin: 0, credit: 0 })
    expect(audit.mismatched).toEqual([])
  })

  it('a balance read does not count an expired hold and gives its credits back', async () => {
    const user = await userWithHold(100, 60, 60_000)
    expect(await wallet().balances(user)).toMatchObject({ credits: 40, heldCredits: 60 })
    clock.advance(61_000)
    expect(await wallet().balances(user)).toMatchObject({ credits: 100, heldCredits: 0 })
    expect(await holdStatus(user)).toBe('expired')
    // A late settle of the expired hold charges nothing.
    expect(await wallet().settle({ requestId: `orphan-${user}`, amount: 60 })).toMatchObject({
      applied: false,
      charged: 0,
    })
  })

  it('the sweep step counts what it released and is idempotent', async () => {
    const users = await Promise.all([1, 2, 3].map(() => userWithHold(50, 10, 1000)))
    clock.advance(2000)
    const deps = server.context.chat.service.deps
    expect(await releaseExpiredHolds(deps)).toBe(3)
    expect(await releaseExpiredHolds(deps)).toBe(0)
    for (const user of users) {
      expect(await wallet().balances(user)).toMatchObject({ credits: 50, heldCredits: 0 })
    }
  })
})
