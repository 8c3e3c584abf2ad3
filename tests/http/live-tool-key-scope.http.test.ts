/**
 * A live tool key is a credential for the live studio, not a login to the account: the
 * session it opens is refused (403) everywhere outside the studio's calls, the key and its
 * sessions are revoked by a password reset, a change of two-factor sign-in and the loss of
 * the livestreamer role, a new key ends the old key's sessions, and the owner can always
 * revoke it, even without the role.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { totpAt } from '../../platform/accounts/totp'
import { grantRoles, type SignedIn, signUp } from '../support/accounts'
import { createMatrixWorld, type MatrixWorld } from '../support/authorization-matrix'
import { startTestServer } from '../support/test-server'

describe('live tool key: a studio credential, revoked with the account’s security', () => {
  let world: MatrixWorld

  beforeAll(async () => {
    world = await createMatrixWorld(await startTestServer())
  }, 120_000)
  afterAll(async () => {
    await world?.server.close()
  })

  const streamerWithKey = async () => {
    const streamer = await signUp(world.server)
    await grantRoles(world.server, world.users.admin.token, streamer.oid, [
      'creator',
      'livestreamer',
    ])
    return { streamer, toolKey: await issue(streamer) }
  }
  const issue = async (who: SignedIn) => {
    const issued = await world.server.api('/live/toolkey/issue', {
      method: 'POST',
      token: who.token,
    })
    expect(issued.status, issued.text).toBe(200)
    return issued.json.toolKey as string
  }
  const toolLogin = (toolkey: string) => world.server.api('/live/toolkey', { body: { toolkey } })
  const toolSession = async (toolkey: string) => {
    const answer = await toolLogin(toolkey)
    expect(answer.status, answer.text).toBe(200)
    return answer.json.token as string
  }
  const studio = (token: string, creatorOid: string) =>
    world.server.api('/live/studio', { token, query: { creatorOid } })

  it('works in the live studio and is refused everywhere else', async () => {
    const { streamer, toolKey } = await streamerWithKey()
    const token = await toolSession(toolKey)
    // The studio's own calls, and what its pages load.
    expect((await studio(token, streamer.oid)).status).toBe(200)
    expect((await world.server.api('/live/key2', { token })).status).toBe(200)
    expect((await world.server.api('/account/getuser', { token })).json.user.oid).toBe(streamer.oid)
    const moderation = await world.server.api('/live/chat/moderation', {
      token,
      query: { creatorOid: streamer.oid },
    })
    expect(moderation.status, moderation.text).toBe(200)

    const outside: [string, string, Record<string, unknown> | undefined][] = [
      ['GET', `/payouts/${streamer.oid}/show`, undefined],
      [
        'POST',
        `/payouts/${streamer.oid}/edit`,
        {
          currency: 'USD',
          country: 'US',
          holderName: 'Tool',
          bankName: 'Bank',
          accountNumber: '1234-5678',
          currentPassword: streamer.password,
        },
      ],
      ['POST', '/account/2fa/setup', {}],
      ['POST', '/account/2fa/disable', { code: '123456' }],
      ['POST', '/account/settings/language', { language: 'en' }],
      ['POST', '/account/unregister', { survey: 'tool', password: streamer.password }],
      ['POST', '/live/toolkey/issue', {}],
      ['POST', '/live/toolkey/revoke', {}],
      [
        'POST',
        '/live/donation',
        {
          creatorOid: world.users.creator.oid,
          donationData: { coin: 10, content: 'x' },
          key: 'tool',
        },
      ],
      ['POST', '/revenue/settlement', { creatorOid: streamer.oid }],
      ['GET', '/revenue/summary', undefined],
      ['GET', '/coinevent', undefined],
      ['GET', '/live/paymenthistory', undefined],
    ]
    for (const [method, path, body] of outside) {
      const answer = await world.server.api(path, {
        method,
        token,
        ...(body === undefined ? {} : { body }),
      })
      expect(answer.status, `${method} ${path}: ${answer.text}`).toBe(403)
      expect(answer.json.code, `${method} ${path}`).toBe('TOOL_KEY_SCOPE')
    }
  })

  it('does not act as an admin, whoever issued it', async () => {
    const admin = await signUp(world.server)
    await grantRoles(world.server, world.users.admin.token, admin.oid, [
      'admin',
      'creator',
      'livestreamer',
    ])
    const token = await toolSession(await issue(admin))
    // Another creator's studio is an admin's right, not a tool's.
    expect((await studio(token, world.users.creator.oid)).status).toBe(403)
    expect(
      (await world.server.api('/live/admin', { token, query: { creatorOid: admin.oid } })).status,
    ).toBe(403)
    expect((await studio(token, admin.oid)).status).toBe(200)
  })

  it('ends the old key’s sessions when a new key is issued, and on the owner’s revoke', async () => {
    const { streamer, toolKey } = await streamerWithKey()
    const token = await toolSession(toolKey)
    const fresh = await issue(streamer)
    expect((await studio(token, streamer.oid)).status).toBe(401)
    const second = await toolSession(fresh)
    const revoked = await world.server.api('/live/toolkey/revoke', {
      method: 'POST',
      token: streamer.token,
    })
    expect(revoked.status, revoked.text).toBe(200)
    expect(revoked.json).toEqual({ revoked: true })
    expect((await toolLogin(fresh)).status).toBe(401)
    expect((await studio(second, streamer.oid)).status).toBe(401)
    // The owner's own session is untouched.
    expect((await studio(streamer.token, streamer.oid)).status).toBe(200)
  })

  it('is revoked by a password reset', async () => {
    const { streamer, toolKey } = await streamerWithKey()
    const token = await toolSession(toolKey)
    await world.server.api('/account/changepw/request', { body: { email: streamer.email } })
    const link = world.server.lastMailTo(streamer.email)?.text.match(/pwreset\?token=(\S+)/)
    const done = await world.server.api('/account/changepw/finalize', {
      body: { token: link?.[1], password: 'Fresh-tool-1', passwordRepeat: 'Fresh-tool-1' },
    })
    expect(done.status, done.text).toBe(200)
    expect((await toolLogin(toolKey)).status).toBe(401)
    expect((await studio(token, streamer.oid)).status).toBe(401)
  })

  it('is revoked when two-factor sign-in is turned on', async () => {
    const { streamer, toolKey } = await streamerWithKey()
    const token = await toolSession(toolKey)
    const setup = await world.server.api('/account/2fa/setup', { token: streamer.token, body: {} })
    expect(setup.status, setup.text).toBe(200)
    const confirmed = await world.server.api('/account/2fa/confirm', {
      token: streamer.token,
      body: { code: totpAt(setup.json.secret, new Date()) },
    })
    expect(confirmed.status, confirmed.text).toBe(200)
    expect((await toolLogin(toolKey)).status).toBe(401)
    expect((await studio(token, streamer.oid)).status).toBe(401)
    // The owner's password session stays.
    expect((await studio(streamer.token, streamer.oid)).status).toBe(200)
  })

  it('is revoked with the livestreamer role, and the owner can still revoke', async () => {
    const { streamer, toolKey } = await streamerWithKey()
    const token = await toolSession(toolKey)
    await grantRoles(world.server, world.users.admin.token, streamer.oid, ['creator'])
    expect((await toolLogin(toolKey)).status).toBe(401)
    expect((await studio(token, streamer.oid)).status).toBe(401)
    const revoke = await world.server.api('/live/toolkey/revoke', {
      method: 'POST',
      token: streamer.token,
    })
    expect(revoke.status, revoke.text).toBe(200)
    expect(revoke.json).toEqual({ revoked: false })
    const status = await world.server.api('/live/toolkey/status', { token: streamer.token })
    expect(status.status, status.text).toBe(200)
    expect(status.json).toEqual({ hasKey: false, keyHint: null, createdAt: null })
  })
})
