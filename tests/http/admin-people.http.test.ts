/**
 * The admin's people lists and account changes over HTTP: new users newest first, searched
 * and paged, with how each joined; accounts waiting for deletion, soonest first, stopped or
 * confirmed now (the purge deletes it), each logged once; creators with their channel; a
 * two-factor reset; mail to a user or a segment, once per account however often it is sent.
 * Bad input and other callers change nothing.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join as joinPath } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { totpAt } from '../../platform/accounts/totp'
import { manualClock } from '../../platform/wallet/testing'
import { codeFromMail, grantRoles, type SignedIn, signUp } from '../support/accounts'
import { createMatrixWorld, type MatrixWorld } from '../support/authorization-matrix'
import { describeOnEngine } from '../support/http-engine'
import { startTestServer } from '../support/test-server'

const PREFIX = `np${process.pid % 10_000}t${Date.now() % 100_000}`
const DAY = 24 * 60 * 60 * 1000

describeOnEngine('admin people', (engine) => {
  const clock = manualClock('2026-11-20T12:00:00Z')
  let world: MatrixWorld
  let admin: string
  const joined: SignedIn[] = []

  async function join(name: string) {
    clock.advance(60_000)
    joined.push(await signUp(world.server, { nickname: `${PREFIX}${name}` }))
    return joined.at(-1) as SignedIn
  }

  beforeAll(async () => {
    world = await createMatrixWorld(await startTestServer({ engine, clock }))
    admin = world.users.admin.token
    for (const name of ['a', 'b', 'c']) await join(name)
  }, 120_000)
  afterAll(async () => {
    await world?.server.close()
  })

  const get = (path: string, query: Record<string, string> = {}) =>
    world.server.api(path, { token: admin, query })
  const post = (path: string, body: Record<string, unknown>, token = admin) =>
    world.server.api(path, { token, body })
  const logged = async (oid: string) =>
    (await get('/admin/audit-log', { target: oid })).json.entries.map(
      (entry: { action: string }) => entry.action,
    )

  it('lists sign-ups newest first, searched by a prefix, a page at a time', async () => {
    const email = `${PREFIX}guest@example.com`
    const password = 'Tale1oom-pass'
    clock.advance(60_000)
    const body = {
      email,
      password,
      passwordRepeat: password,
      nickname: `${PREFIX}g`,
      birthDate: '1990-05-01',
      agreePersonalData: true,
    }
    expect((await world.server.api('/account/register', { body })).status).toBe(200)
    const confirmed = await world.server.api('/account/register/confirm', {
      body: { email, code: codeFromMail(world.server, email) },
      guestDeviceId: 'a'.repeat(32),
    })
    expect(confirmed.status, confirmed.text).toBe(200)

    const first = await get('/account/admin/newusers', { q: PREFIX.toUpperCase() })
    expect(first.status, first.text).toBe(200)
    const rows = first.json.users as Array<{ nickname: string; joinedBy: string }>
    expect(rows.map((row) => row.nickname)).toEqual(['g', 'c', 'b', 'a'].map((n) => PREFIX + n))
    expect(rows.map((row) => row.joinedBy)).toEqual(['guest', 'email', 'email', 'email'])
    expect(first.json.users[1]).toMatchObject({ creator: false, country: null })
    expect(first.json.next).toBeNull()

    const byEmail = await get('/account/admin/newusers', { q: email.slice(0, -4) })
    expect(byEmail.json.users.map((row: { email: string }) => row.email)).toEqual([email])
    // The next page starts after a row: its join time and id.
    const row = first.json.users[1] as { oid: string; createdAt: string }
    const cursor = `${Date.parse(row.createdAt)}.${row.oid}`
    const after = await get('/account/admin/newusers', { q: PREFIX, cursor })
    expect(after.json.users.map((user: { nickname: string }) => user.nickname)).toEqual([
      `${PREFIX}b`,
      `${PREFIX}a`,
    ])
    const bad = await get('/account/admin/newusers', { cursor: 'page-2' })
    expect(bad.status).toBe(400)
    expect(bad.json.error).toBe('cursor is not a page of this list.')
  })

  it('stops a waiting deletion or confirms it now, each once and logged', async () => {
    const [a, b, c] = joined as [SignedIn, SignedIn, SignedIn]
    const survey = 'I am leaving for a while, thank you for everything.'
    for (const user of [b, a]) {
      clock.advance(DAY)
      const asked = await post(
        '/account/unregister',
        { survey, password: user.password },
        user.token,
      )
      expect(asked.status, asked.text).toBe(200)
    }
    const waiting = await get('/account/admin/unregister', { q: PREFIX })
    expect(waiting.json.accounts.map((row: { oid: string }) => row.oid)).toEqual([b.oid, a.oid])
    expect(waiting.json.accounts[0]).toMatchObject({ survey })

    const notWaiting = await post('/account/admin/unregister/stop', { userOid: c.oid })
    expect(notWaiting.status).toBe(409)
    expect(notWaiting.json.error).toBe('This account is not waiting for deletion.')
    const unknown = await post('/account/admin/unregister/confirm', { userOid: 'c'.repeat(24) })
    expect(unknown.status).toBe(404)
    const refused = await post('/account/admin/unregister/confirm', { userOid: a.oid }, c.token)
    expect(refused.status).toBe(403)

    const stopped = await post('/account/admin/unregister/stop', { userOid: b.oid })
    expect(stopped.json).toEqual({ state: 'stop', confirmUnregister: null })
    expect((await post('/account/admin/unregister/stop', { userOid: b.oid })).status).toBe(409)
    expect(await logged(b.oid)).toEqual(['account.unregister-stop'])

    const confirmed = await post('/account/admin/unregister/confirm', { userOid: a.oid })
    expect(confirmed.json).toEqual({ deleted: true })
    expect((await get('/account/admin/user', { oid: a.oid })).status).toBe(404)
    expect((await post('/account/admin/unregister/confirm', { userOid: a.oid })).status).toBe(404)
    expect(await logged(a.oid)).toEqual(['account.unregister-confirm'])
    expect((await get('/account/admin/unregister', { q: PREFIX })).json.accounts).toEqual([])
  })

  it('lists creators with their channel and resets a two-factor sign-in once', async () => {
    const c = joined[2] as SignedIn
    await grantRoles(world.server, admin, c.oid, ['creator'])
    const creators = await get('/account/admin/creators', { q: PREFIX })
    expect(creators.status, creators.text).toBe(200)
    expect(creators.json.creators).toEqual([
      expect.objectContaining({ oid: c.oid, channel: null, contentCount: 0 }),
    ])

    const notOn = await post('/account/admin/2fa/reset', { userOid: c.oid })
    expect(notOn.status).toBe(409)
    const setup = await post('/account/2fa/setup', {}, c.token)
    const on = await post(
      '/account/2fa/confirm',
      { code: totpAt(setup.json.secret, clock.now()) },
      c.token,
    )
    expect(on.status, on.text).toBe(200)
    const reset = await post('/account/admin/2fa/reset', { userOid: c.oid })
    expect(reset.json).toEqual({ enabled: false })
    expect((await get('/account/admin/user', { oid: c.oid })).json.user.twoFactor).toBe(false)
    const login = await world.server.api('/account/login', {
      body: { email: c.email, password: c.password },
    })
    expect(login.json.token).toBeTruthy()
    expect((await logged(c.oid)).filter((action: string) => action !== 'account.roles')).toEqual([
      'account.2fa-reset',
    ])
  })

  /** Mails with this subject in the outbox, by address. */
  function mailed(subject: string): string[] {
    const dir = world.server.outboxDir
    return readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => JSON.parse(readFileSync(joinPath(dir, file), 'utf8')))
      .filter((mail) => mail.subject === subject)
      .map((mail) => mail.to)
  }

  it('mails a user or a segment once per account, however often the call is sent', async () => {
    const [, b, c] = joined as [SignedIn, SignedIn, SignedIn]
    const subject = `${PREFIX} maintenance`
    const body = { requestId: `${PREFIX}-mail-1`, segment: 'user', userOid: b.oid, subject }
    const noUser = await post('/account/admin/mail', { ...body, userOid: undefined, text: 'Hi' })
    expect(noUser.status).toBe(400)
    expect(noUser.json.error).toBe('Choose the user to mail.')
    const audience = await get('/account/admin/mail/audience', { segment: 'user', userOid: b.oid })
    expect(audience.json).toEqual({ recipients: 1, sample: [b.email] })

    const first = await post('/account/admin/mail', { ...body, text: 'We are down at 3 UTC.' })
    expect(first.json).toEqual({ requestId: body.requestId, recipients: 1, sent: 1, done: true })
    const again = await post('/account/admin/mail', { ...body, text: 'We are down at 3 UTC.' })
    expect(again.json.sent).toBe(1)
    const other = await post('/account/admin/mail', { ...body, text: 'Another text.' })
    expect(other.status).toBe(409)
    expect(mailed(subject)).toEqual([b.email])
    expect(await logged(b.oid)).toContain('account.admin-mail')

    const creators = `${PREFIX} creators`
    const toCreators = {
      requestId: `${PREFIX}-mail-2`,
      segment: 'creators',
      subject: creators,
      text: 'Payouts move to Friday.',
    }
    let progress = (await post('/account/admin/mail', toCreators)).json
    while (!progress.done) progress = (await post('/account/admin/mail', toCreators)).json
    expect(progress.sent).toBe(progress.recipients)
    expect((await post('/account/admin/mail', toCreators)).json.sent).toBe(progress.sent)
    const to = mailed(creators)
    expect(to.filter((address) => address === c.email)).toHaveLength(1)
    expect(to).not.toContain(b.email)
    expect(new Set(to).size).toBe(to.length)
    const refused = await post(
      '/account/admin/mail',
      { ...toCreators, requestId: 'x-1234567' },
      c.token,
    )
    expect(refused.status).toBe(403)
  })
})
