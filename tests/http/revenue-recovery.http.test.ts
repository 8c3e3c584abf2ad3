/**
 * A settlement interrupted between its ledger movement and its row (a crash) is finished
 * by the next request without moving money again; a rate missing refuses before anything
 * moves.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { settlementKey } from '../../platform/revenue/settlement/service'
import { manualClock } from '../../platform/wallet/testing'
import { grantRoles, type SignedIn, seedAdmin, signUp } from '../support/accounts'
import { describeOnEngine } from '../support/http-engine'
import { startTestServer, type TestServer } from '../support/test-server'

describeOnEngine('settlement recovery', (engine) => {
  const clock = manualClock('2026-11-20T03:00:00Z')
  let server: TestServer
  let creator: SignedIn

  beforeAll(async () => {
    // The audit reads the product's system accounts whole: a product of its own.
    server = await startTestServer({ clock, engine, private: true })
    const admin = await seedAdmin(server)
    creator = await signUp(server)
    const fan = await signUp(server)
    await grantRoles(server, admin.token, creator.oid, ['user', 'creator'])
    const wallet = server.context.wallet.service
    await wallet.purchaseCoins({ key: 'seed', userOid: fan.oid, coins: 5000 })
    await wallet.transfer({
      key: 'gift',
      fromUserOid: fan.oid,
      toUserOid: creator.oid,
      coins: 2000,
    })
    const saved = await server.api(`/payouts/${creator.oid}/edit`, {
      token: creator.token,
      body: {
        currency: 'USD',
        country: 'US',
        holderName: 'Recovered Creator',
        bankName: 'Bank',
        accountNumber: '99887766',
        currentPassword: creator.password,
      },
    })
    expect(saved.status, saved.text).toBe(200)
  })
  afterAll(async () => {
    await server?.close()
  })

  it('writes the row of a movement made before a crash, moving nothing more', async () => {
    clock.set('2026-11-27T03:00:00Z')
    const wallet = server.context.wallet.service
    // The movement happened, then the process died before the request row was written.
    const moved = await wallet.creatorEarnings.payout({
      key: settlementKey(creator.oid, '2026-11'),
      creatorOid: creator.oid,
      minimumCoins: 1000,
      metadata: { month: '2026-11' },
    })
    expect(moved.result.coins).toBe(1600)
    // Revenue arriving after the movement stays for next month.
    await wallet.grant({ key: 'after', userOid: creator.oid, kind: 'coins', amount: 1 })
    const retried = await server.api('/revenue/settlement', { token: creator.token, body: {} })
    expect(retried.status, retried.text).toBe(200)
    expect(retried.json.settlement).toMatchObject({
      coins: 1600,
      currency: 'USD',
      exchangeRate: 1,
      amount: { gross: 160, fee: 16, net: 144 },
      // 10 December 2026 is a Thursday.
      payoutDate: '2026-12-10',
    })
    const history = await server.api('/revenue/settlements', { token: creator.token })
    expect(history.json.settlements).toHaveLength(1)
    const audit = await wallet.auditLedger()
    expect(audit.totals).toEqual({ coin: 0, credit: 0 })
    expect(audit.accounts.find((a) => a.id === 'system/payouts/coin')?.balance).toBe(1600)
  })
})
