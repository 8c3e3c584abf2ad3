/**
 * Bonus coins granted by an admin over HTTP: found by e-mail or nickname, granted once per
 * request id (a retry books nothing twice, the same id with other coins is refused), seen in
 * the user's coin history as a bonus and in the audit log with the reason and the balance
 * before and after; bad input and other callers change nothing. A grant refunded by an admin
 * is reversed once, entry by entry, and logged once with its reason.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { type SignedIn, signUp } from '../support/accounts'
import { createMatrixWorld, type MatrixWorld } from '../support/authorization-matrix'
import { describeOnEngine } from '../support/http-engine'
import { startTestServer } from '../support/test-server'

describeOnEngine('admin bonus coins', (engine) => {
  let world: MatrixWorld
  let admin: string
  let fan: SignedIn

  beforeAll(async () => {
    world = await createMatrixWorld(await startTestServer({ engine }))
    admin = world.users.admin.token
    fan = await signUp(world.server, { nickname: `Bonusfan${world.unique()}` })
  }, 120_000)
  afterAll(async () => {
    await world?.server.close()
  })

  const grant = (body: Record<string, unknown>, token = admin) =>
    world.server.api('/admin/bonuscoins', { token, body })
  const bonusCoins = async () =>
    (await world.server.api('/story-chat/convert/credit', { token: fan.token })).json.balances
      .bonusCoins as number

  it('finds an account by its e-mail or the start of its nickname', async () => {
    const byMail = await world.server.api('/account/admin/users', {
      token: admin,
      query: { q: fan.email.toUpperCase() },
    })
    expect(byMail.status, byMail.text).toBe(200)
    expect(byMail.json.users[0]).toMatchObject({ oid: fan.oid, email: fan.email })
    const byName = await world.server.api('/account/admin/users', {
      token: admin,
      query: { q: 'bonusFAN' },
    })
    expect(byName.json.users.map((user: { oid: string }) => user.oid)).toContain(fan.oid)
    const empty = await world.server.api('/account/admin/users', {
      token: admin,
      query: { q: ' ' },
    })
    expect(empty.status).toBe(400)
    expect(empty.json.error).toBe('Enter an e-mail or the start of a nickname.')
  })

  it('grants once per request id and logs the grant once, with its reason', async () => {
    const start = await bonusCoins()
    const requestId = randomUUID()
    const body = { userOid: fan.oid, coins: 250, reason: 'Sorry for the outage', requestId }
    const first = await grant(body)
    expect(first.status, first.text).toBe(200)
    expect(first.json).toMatchObject({ replayed: false, bonusCoins: start + 250 })
    const retry = await grant(body)
    expect(retry.json).toMatchObject({ replayed: true, transactionId: first.json.transactionId })
    expect(await bonusCoins()).toBe(start + 250)
    const other = await grant({ ...body, coins: 900 })
    expect(other.status).toBe(409)
    expect(await bonusCoins()).toBe(start + 250)

    const log = await world.server.api('/admin/audit-log', {
      token: admin,
      query: { target: fan.oid },
    })
    const grants = log.json.entries.filter(
      (entry: { action: string }) => entry.action === 'wallet.bonus-coins',
    )
    expect(grants).toHaveLength(1)
    expect(grants[0]).toMatchObject({
      reason: 'Sorry for the outage',
      before: { bonusCoins: start },
      after: { bonusCoins: start + 250, granted: 250 },
    })
  })

  it('refuses bad input and other callers, changing nothing', async () => {
    const start = await bonusCoins()
    const requestId = randomUUID()
    for (const [body, error] of [
      [{ coins: 0, reason: 'Gift', requestId }, 'Grant at least 1 bonus coin.'],
      [{ coins: 2.5, reason: 'Gift', requestId }, 'Bonus coins are whole coins.'],
      [
        { coins: 1_000_001, reason: 'Gift', requestId },
        'Grant at most 1,000,000 bonus coins at once.',
      ],
      [{ coins: 5, reason: '  ', requestId }, 'Give a reason the user can be told.'],
    ] as const) {
      const response = await grant({ userOid: fan.oid, ...body })
      expect(response.status, response.text).toBe(400)
      expect(response.json.error).toBe(error)
    }
    const asFan = await grant({ userOid: fan.oid, coins: 5, reason: 'Mine', requestId }, fan.token)
    expect(asFan.status).toBe(403)
    expect(await bonusCoins()).toBe(start)
  })

  it('refunds a grant once with a reason, reversing it entry by entry', async () => {
    const start = await bonusCoins()
    const granted = await grant({
      userOid: fan.oid,
      coins: 70,
      reason: 'Event prize',
      requestId: randomUUID(),
    })
    expect(await bonusCoins()).toBe(start + 70)
    const refund = (body: Record<string, unknown>, token = admin) =>
      world.server.api('/admin/refund', { token, body })
    const body = {
      transactionId: granted.json.transactionId,
      reason: 'Prize sent twice',
      requestId: randomUUID(),
    }
    expect((await refund(body, fan.token)).status).toBe(403)
    const short = await refund({ ...body, reason: 'x' })
    expect(short.status).toBe(400)
    expect(short.json.error).toBe('Give a reason for the refund.')
    expect(await bonusCoins()).toBe(start + 70)
    const first = await refund(body)
    expect(first.status, first.text).toBe(200)
    expect((await refund(body)).json).toMatchObject({
      replayed: true,
      refundTransactionId: first.json.refundTransactionId,
    })
    const again = await refund({ ...body, requestId: randomUUID() })
    expect(again.status).toBe(400)
    expect(again.json.error).toBe('This transaction was already refunded.')
    expect(await bonusCoins()).toBe(start)
    const log = await world.server.api('/admin/audit-log', {
      token: admin,
      query: { target: fan.oid, q: 'wallet.refund' },
    })
    expect(log.json.entries).toEqual([
      expect.objectContaining({ action: 'wallet.refund', reason: 'Prize sent twice' }),
    ])
  })
})
