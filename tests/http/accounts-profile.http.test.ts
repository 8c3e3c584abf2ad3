/** HTTP tests of the accounts routes: profile reads, settings and guests. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { movableClock } from '../../platform/accounts/testing'
import { type SignedIn, seedAdmin, signUp } from '../support/accounts'
import { startTestServer, type TestServer } from '../support/test-server'

const clock = movableClock(new Date('2026-03-01T09:00:00Z'))
let server: TestServer

beforeAll(async () => {
  server = await startTestServer({ clock })
})
afterAll(async () => {
  await server?.close()
})

describe('profile reads and settings', () => {
  let first: SignedIn
  let second: SignedIn

  beforeAll(async () => {
    first = await signUp(server, { birthDate: '2000-01-31' })
    second = await signUp(server)
  })

  it('shows others only public fields, and filters', async () => {
    const other = await server.api('/account/getuser', {
      token: second.token,
      query: { userOid: first.oid },
    })
    expect(other.json.isMe).toBe(false)
    expect(other.json.user.email).toBeUndefined()
    expect(other.json.user.nickname).toBe(first.nickname)
    const filtered = await server.api('/account/getuser', {
      token: first.token,
      query: { filter: 'nickname|email|nope' },
    })
    expect(filtered.json.user).toEqual({
      oid: first.oid,
      nickname: first.nickname,
      email: first.email,
    })
    expect((await server.api('/account/getuser', { query: { userOid: 'abc' } })).status).toBe(400)
    expect(
      (await server.api('/account/getuser', { query: { userOid: 'a'.repeat(24) } })).status,
    ).toBe(404)
    expect((await server.api('/account/getuser')).status).toBe(401)
  })

  it('bulk-fetches up to 150 ids of 24 characters', async () => {
    const bulk = await server.api('/account/bulkgetusers', {
      query: { users: `${first.oid}|${second.oid}|${'b'.repeat(24)}`, toGrab: 'nickname' },
    })
    expect(bulk.json.users).toEqual([
      { oid: first.oid, nickname: first.nickname },
      { oid: second.oid, nickname: second.nickname },
    ])
    const tooMany = Array.from({ length: 151 }, () => first.oid).join('|')
    expect((await server.api('/account/bulkgetusers', { query: { users: tooMany } })).status).toBe(
      400,
    )
    expect(
      (await server.api('/account/bulkgetusers', { query: { users: 'short|ids' } })).status,
    ).toBe(400)
  })

  it('sets, refuses and clears custom URLs', async () => {
    const set = await server.api('/account/customUrl', {
      token: first.token,
      body: { customUrl: 'Moon-Writer' },
    })
    expect(set.json).toEqual({ customUrl: 'moon-writer' })
    for (const customUrl of ['moon-writer', 'admin', 'x', 'has space']) {
      const refused = await server.api('/account/customUrl', {
        token: second.token,
        body: { customUrl },
      })
      expect(refused.json.error).toBe('This URL is not available')
    }
    const byUrl = await server.api('/account/getuser', { query: { customUrl: 'moon-writer' } })
    expect(byUrl.json.user.oid).toBe(first.oid)
    const cleared = await server.api('/account/customUrl', {
      method: 'DELETE',
      token: first.token,
      body: {},
    })
    expect(cleared.json).toEqual({ customUrl: null })
  })

  it('certifies adults by the sign-up birth date', async () => {
    const mismatch = await server.api('/account/certified', {
      token: first.token,
      body: { birthDate: '20000130' },
    })
    expect(mismatch.json.error).toBe('Incorrect date of birth.')
    const certified = await server.api('/account/certified', {
      token: first.token,
      body: { birthDate: '20000131' },
    })
    expect(certified.json).toEqual({ isUserAdult: true })
    const me = await server.api('/account/getuser', { token: first.token })
    expect(me.json.user).toMatchObject({ isUserAdult: true, isSelfCert: true })
    const minor = await signUp(server, { birthDate: '2015-01-01' })
    const refused = await server.api('/account/certified', {
      token: minor.token,
      body: { birthDate: '20150101' },
    })
    expect(refused.status).toBe(403)
    expect(refused.json.error).toBe('The user could not be verified.')
    const off = await server.api('/account/certified', {
      method: 'DELETE',
      token: first.token,
      body: {},
    })
    expect(off.json).toEqual({ isUserAdult: false })
  })

  it('stores the language and reports the country', async () => {
    const stored = await server.api('/account/settings/language', {
      token: second.token,
      body: { language: 'es' },
    })
    expect(stored.json).toEqual({ language: 'es' })
    expect((await server.api('/account/country', { token: second.token })).json).toEqual({
      country: null,
      language: 'es',
      domestic: false,
    })
    const korea = await server.api('/account/country', { headers: { 'cf-ipcountry': 'kr' } })
    expect(korea.json).toEqual({ country: 'KR', language: 'ko', domestic: true })
    expect(
      (
        await server.api('/account/settings/language', {
          token: second.token,
          body: { language: 'fr' },
        })
      ).status,
    ).toBe(400)
  })
})

describe('guests', () => {
  it('issues a device id cookie, keeps a valid one and counts free chats', async () => {
    const created = await server.api('/account/guest', { body: {} })
    expect(created.json).toMatchObject({ freeChatsLeft: 5, freeChatsTotal: 5 })
    const id: string = created.json.guestDeviceId
    expect(id).toMatch(/^[A-Za-z0-9_-]{16,64}$/)
    const cookie = created.headers.get('set-cookie') ?? ''
    expect(cookie).toContain(`tl_guest_device=${id}`)
    expect(cookie).toContain('SameSite=Lax')
    expect(cookie).toContain('Max-Age=34560000')
    expect(cookie).not.toContain('HttpOnly')
    const kept = await server.api('/account/guest', {
      body: {},
      headers: { cookie: `tl_guest_device=${id}` },
    })
    expect(kept.json.guestDeviceId).toBe(id)
    await server.context.accounts.service.consumeGuestFreeChat(id)
    const status = await server.api('/account/guest/status', { guestDeviceId: id })
    expect(status.json).toEqual({ guestDeviceId: id, freeChatsLeft: 4, freeChatsTotal: 5 })
    expect((await server.api('/account/guest/status')).status).toBe(401)

    const admin = await seedAdmin(server)
    const changed = await server.api('/account/admin/guest-free-chats', {
      token: admin.token,
      body: { count: 2 },
    })
    expect(changed.json).toEqual({ count: 2 })
    expect(
      (await server.api('/account/guest/status', { guestDeviceId: id })).json.freeChatsLeft,
    ).toBe(1)
    const user = await signUp(server)
    expect(
      (
        await server.api('/account/admin/guest-free-chats', {
          token: user.token,
          body: { count: 9 },
        })
      ).status,
    ).toBe(403)
  })
})
