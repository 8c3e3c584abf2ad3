/**
 * Changing where settlements are paid needs a fresh proof of the account, not a session
 * alone: `POST /payouts/{creatorOid}/edit` takes the caller's `currentPassword`, or a
 * `totpCode` of their authenticator when they have two-factor sign-in. Without one, or with
 * a wrong one, it is 403 and the account stays as it was.
 *
 * The clock is injected: a TOTP code is good once per 30-second step, and the test needs the
 * step after the one that turned two-factor sign-in on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { totpAt } from '../../platform/accounts/totp'
import { manualClock } from '../../platform/wallet/testing'
import { grantRoles, type SignedIn, signUp } from '../support/accounts'
import { createMatrixWorld, type MatrixWorld } from '../support/authorization-matrix'
import { startTestServer } from '../support/test-server'

const account = {
  currency: 'USD',
  country: 'US',
  holderName: 'Step Up',
  bankName: 'Proof Bank',
  accountNumber: '1111-2222',
}

describe('payout account: a fresh password or 2FA code', () => {
  const clock = manualClock('2026-11-18T12:00:00Z')
  let world: MatrixWorld
  let creator: SignedIn

  beforeAll(async () => {
    world = await createMatrixWorld(await startTestServer({ clock }))
    creator = await signUp(world.server)
    await grantRoles(world.server, world.users.admin.token, creator.oid, ['creator'])
  }, 120_000)
  afterAll(async () => {
    await world?.server.close()
  })

  const save = (token: string, body: Record<string, unknown>) =>
    world.server.api(`/payouts/${creator.oid}/edit`, { token, body: { ...account, ...body } })
  const stored = async () =>
    (await world.server.api(`/payouts/${creator.oid}/edit`, { token: creator.token })).json.account

  it('refuses a session alone or a wrong password, changing nothing', async () => {
    const bare = await save(creator.token, {})
    expect(bare.status, bare.text).toBe(403)
    expect(bare.json.code).toBe('STEP_UP_REQUIRED')
    const wrong = await save(creator.token, { currentPassword: 'not-my-password' })
    expect(wrong.status).toBe(403)
    expect(wrong.json.code).toBe('STEP_UP_FAILED')
    const code = await save(creator.token, { totpCode: '123456' })
    expect(code.status).toBe(403)
    expect(code.json.code).toBe('STEP_UP_FAILED')
    expect(await stored()).toBeNull()
  })

  it('saves with the current password, never storing or answering it', async () => {
    const saved = await save(creator.token, { currentPassword: creator.password })
    expect(saved.status, saved.text).toBe(200)
    expect(saved.json.account).toMatchObject(account)
    expect(saved.text).not.toContain(creator.password)
    expect(await stored()).toMatchObject(account)
  })

  it('asks an admin for their own password to change a creator’s account', async () => {
    const admin = world.users.admin
    const withCreators = await save(admin.token, {
      bankName: 'Admin Bank',
      currentPassword: creator.password,
    })
    expect(withCreators.status).toBe(403)
    const own = await save(admin.token, { bankName: 'Admin Bank', currentPassword: admin.password })
    expect(own.status, own.text).toBe(200)
  })

  it('takes a code of the authenticator once two-factor sign-in is on, each code once', async () => {
    const setup = await world.server.api('/account/2fa/setup', { token: creator.token, body: {} })
    const secret = setup.json.secret as string
    const on = await world.server.api('/account/2fa/confirm', {
      token: creator.token,
      body: { code: totpAt(secret, clock.now()) },
    })
    expect(on.status, on.text).toBe(200)
    clock.advance(30_000)
    const totpCode = totpAt(secret, clock.now())
    const saved = await save(creator.token, { bankName: 'Code Bank', totpCode })
    expect(saved.status, saved.text).toBe(200)
    const replay = await save(creator.token, { bankName: 'Replay Bank', totpCode })
    expect(replay.status).toBe(403)
    expect((await stored()).bankName).toBe('Code Bank')
  })
})
