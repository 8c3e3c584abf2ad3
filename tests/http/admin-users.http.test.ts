/**
 * An account on the admin's user page over HTTP: its detail (roles, suspension, two-factor,
 * open sessions); a suspension with one of the spec's reasons signs the account out at once
 * and is logged once (a second suspension changes nothing and logs nothing); lifting it lets
 * the user sign in again. Bad input and other callers change nothing.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { type SignedIn, signUp } from '../support/accounts'
import { createMatrixWorld, type MatrixWorld } from '../support/authorization-matrix'
import { describeOnEngine } from '../support/http-engine'
import { startTestServer } from '../support/test-server'

describeOnEngine('admin users', (engine) => {
  let world: MatrixWorld
  let admin: string
  let member: SignedIn

  beforeAll(async () => {
    world = await createMatrixWorld(await startTestServer({ engine }))
    admin = world.users.admin.token
    member = await signUp(world.server)
  }, 120_000)
  afterAll(async () => {
    await world?.server.close()
  })

  const detail = () =>
    world.server.api('/account/admin/user', { token: admin, query: { oid: member.oid } })
  const suspensions = async () =>
    (
      await world.server.api('/admin/audit-log', { token: admin, query: { target: member.oid } })
    ).json.entries.filter((entry: { action: string }) => entry.action.startsWith('account.'))

  it('shows an account in full', async () => {
    const response = await detail()
    expect(response.status, response.text).toBe(200)
    expect(response.json.user).toMatchObject({
      oid: member.oid,
      email: member.email,
      roles: ['user'],
      suspension: null,
      twoFactor: false,
      openSessions: 1,
    })
    const unknown = await world.server.api('/account/admin/user', {
      token: admin,
      query: { oid: 'c'.repeat(24) },
    })
    expect(unknown.status).toBe(404)
  })

  it('suspends with a reason, signing the account out, once; lifting lets it back', async () => {
    const bad = await world.server.api('/account/admin/suspend', {
      token: admin,
      body: { userOid: member.oid, reason: 'rude' },
    })
    expect(bad.status).toBe(400)
    expect(bad.json.error).toBe('Choose one of the suspension reasons.')
    expect((await detail()).json.user.suspension).toBeNull()

    const body = { userOid: member.oid, reason: 'live recorder' }
    const first = await world.server.api('/account/admin/suspend', { token: admin, body })
    expect(first.status, first.text).toBe(200)
    expect(first.json.suspension.reason).toBe('live recorder')
    expect((await world.server.api('/account/getuser', { token: member.token })).status).toBe(401)
    const again = await world.server.api('/account/admin/suspend', { token: admin, body })
    expect(again.status).toBe(200)
    expect((await detail()).json.user).toMatchObject({
      suspension: { reason: 'live recorder' },
      openSessions: 0,
    })
    expect((await suspensions()).map((entry: { action: string }) => entry.action)).toEqual([
      'account.suspend',
    ])

    const lifted = await world.server.api('/account/admin/unsuspend', {
      token: admin,
      body: { userOid: member.oid },
    })
    expect(lifted.json).toEqual({ lifted: true })
    const twice = await world.server.api('/account/admin/unsuspend', {
      token: admin,
      body: { userOid: member.oid },
    })
    expect(twice.json).toEqual({ lifted: false })
    expect((await suspensions()).map((entry: { action: string }) => entry.action)).toEqual([
      'account.lift-suspension',
      'account.suspend',
    ])
    const login = await world.server.api('/account/login', {
      body: { email: member.email, password: member.password },
    })
    expect(login.status, login.text).toBe(200)
  })

  it('is for admins only', async () => {
    for (const token of [member.token, world.users.creator.token]) {
      const refused = await world.server.api('/account/admin/suspend', {
        token,
        body: { userOid: world.users.userA.oid, reason: 'abnormal API' },
      })
      expect(refused.status).toBeGreaterThanOrEqual(401)
    }
    const status = await world.server.api('/account/admin/user', {
      token: admin,
      query: { oid: world.users.userA.oid },
    })
    expect(status.json.user.suspension).toBeNull()
  })
})
