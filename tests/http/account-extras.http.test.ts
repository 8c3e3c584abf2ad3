/**
 * Sign-up with an invitation code over HTTP (docs/ACCOUNT-DETAILS.md): an unknown code refuses
 * the sign-up before its mail; a known one pays both bonuses once on confirmation; a second
 * sign-up from the same device is told why nothing was paid, and still signs up. The device
 * password and mode through their routes, with a wrong password's 403 and the lock's 429.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { grantRoles, type SignedIn, seedAdmin, signUp } from '../support/accounts'
import { describeOnEngine } from '../support/http-engine'
import { startTestServer, type TestServer } from '../support/test-server'

const TAG = `ax${process.pid % 10_000}t${Date.now() % 100_000}`

describeOnEngine('account extras over HTTP', (engine) => {
  let server: TestServer
  let inviter: SignedIn
  let admin: SignedIn

  beforeAll(async () => {
    server = await startTestServer({ engine })
    admin = await seedAdmin(server)
    inviter = await signUp(server, { nickname: `${TAG}inv` })
  }, 120_000)
  afterAll(async () => {
    await server?.close()
  })

  async function register(nickname: string, invitationCode: string, guestDeviceId: string) {
    const email = `${nickname}@${TAG}.example`
    return {
      email,
      answer: await server.api('/account/register', {
        guestDeviceId,
        body: {
          email,
          password: 'Tale1oom-pass',
          passwordRepeat: 'Tale1oom-pass',
          nickname,
          birthDate: '1990-05-01',
          agreePersonalData: true,
          invitationCode,
        },
      }),
    }
  }
  async function confirm(email: string) {
    const code = server.lastMailTo(email)?.text.match(/\b(\d{6})\b/)?.[1]
    return server.api('/account/register/confirm', { body: { email, code } })
  }
  const bonusCoins = async (oid: string) =>
    (await server.context.wallet.service.balances(oid)).bonusCoins

  it('pays both sides once and tells the same device why not the next time', async () => {
    const mine = await server.api('/account/invitation', { token: inviter.token })
    expect(mine.status, mine.text).toBe(200)
    const code: string = mine.json.code

    const unknown = await register(`${TAG}x`, 'ZZZZ2222', `${TAG}-dev-x`)
    expect(unknown.answer.status).toBe(404)
    expect(unknown.answer.json.error).toBe('This invitation code does not exist.')
    expect(server.lastMailTo(unknown.email)).toBeNull()

    const first = await register(`${TAG}a`, code.toLowerCase(), `${TAG}-dev-1`)
    expect(first.answer.status, first.answer.text).toBe(200)
    const paid = await confirm(first.email)
    expect(paid.status, paid.text).toBe(200)
    expect(paid.json.invitation).toEqual({ status: 'paid', coins: 100 })
    expect(await bonusCoins(paid.json.oid)).toBe(100)
    expect(await bonusCoins(inviter.oid)).toBe(100)

    const again = await register(`${TAG}b`, code, `${TAG}-dev-1`)
    expect(again.answer.status).toBe(200)
    const history = await confirm(again.email)
    expect(history.status).toBe(200)
    expect(history.json.token).toBeTruthy()
    expect(history.json.invitation).toMatchObject({
      status: 'notPaid',
      reason: 'history',
      message:
        'Bonus coins were not paid because of the invitation limit or the same sign-up history.',
    })
    expect(await bonusCoins(history.json.oid)).toBe(0)
    expect(await bonusCoins(inviter.oid)).toBe(100)
    const counts = await server.api('/account/invitation', { token: inviter.token })
    expect(counts.json).toMatchObject({ signups: 2, paid: 1 })
  })

  it('switches a device into a managed channel with the device password only', async () => {
    const manager = await signUp(server, { nickname: `${TAG}mgr` })
    const creator = await signUp(server, { nickname: `${TAG}cre` })
    await grantRoles(server, admin.token, manager.oid, ['channelManager'])
    await grantRoles(server, admin.token, creator.oid, ['creator'])
    const assigned = await server.api('/account/admin/channel-managers/assign', {
      token: admin.token,
      body: { managerOid: manager.oid, creatorOid: creator.oid },
    })
    expect(assigned.status, assigned.text).toBe(200)
    const token = manager.token
    const enter = (password: string) =>
      server.api('/account/channel-manager/mode', {
        token,
        body: { creatorOid: creator.oid, password },
      })

    expect((await enter('device123')).json.code).toBe('DEVICE_PASSWORD_NOT_SET')
    const set = await server.api('/account/channel-manager/password', {
      token,
      body: {
        password: 'device123',
        passwordRepeat: 'device123',
        currentPassword: manager.password,
      },
    })
    expect(set.status, set.text).toBe(200)
    const wrong = await enter('device999')
    expect(wrong.status).toBe(403)
    expect(wrong.json.error).toBe('Incorrect password')
    const right = await enter('device123')
    expect(right.status, right.text).toBe(200)
    expect(right.json.mode).toMatchObject({ creatorOid: creator.oid })
    const status = await server.api('/account/channel-manager', { token })
    expect(status.json.mode).toMatchObject({ creatorOid: creator.oid })

    for (let i = 0; i < 5; i++) expect((await enter('device999')).status).toBe(403)
    const locked = await enter('device123')
    expect(locked.status).toBe(429)
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0)
    const left = await server.api('/account/channel-manager/mode', { token, method: 'DELETE' })
    expect(left.json.mode).toBeNull()
  })
})
