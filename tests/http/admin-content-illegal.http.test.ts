/**
 * The illegal-downloader page's calls: detections listed newest first with each user's
 * standing now (warned, suspended, cleared), filtered by standing and by user; recording and
 * clearing are each written once to the audit log with the standing before and after; a
 * clearance of a user never detected is refused and logs nothing.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { type SignedIn, signUp } from '../support/accounts'
import { createMatrixWorld, type MatrixWorld } from '../support/authorization-matrix'
import { describeOnEngine } from '../support/http-engine'
import { startTestServer } from '../support/test-server'

describeOnEngine('admin illegal downloaders', (engine) => {
  let world: MatrixWorld
  let admin: string
  let offender: SignedIn
  let bystander: SignedIn

  beforeAll(async () => {
    world = await createMatrixWorld(await startTestServer({ engine }))
    admin = world.users.admin.token
    offender = await signUp(world.server, { nickname: `Ripper${world.unique()}` })
    bystander = await signUp(world.server, { nickname: `Viewer${world.unique()}` })
  }, 120_000)
  afterAll(async () => {
    await world?.server.close()
  })

  const record = (userOid: string, note: string) =>
    world.server.api('/content/admin/illegal-downloader', { token: admin, body: { userOid, note } })
  const list = (query: Record<string, string>) =>
    world.server.api('/content/admin/illegal-downloaders', { token: admin, query })
  const actions = async (userOid: string) =>
    (
      await world.server.api('/admin/audit-log', { token: admin, query: { target: userOid } })
    ).json.entries.filter((entry: { action: string }) =>
      entry.action.startsWith('illegal-download.'),
    )

  it('lists detections with the standing now and logs each change once', async () => {
    expect((await record(offender.oid, 'ripped audio')).json.status).toBe('warned')
    expect((await record(bystander.oid, 'screen recorder')).json.status).toBe('warned')
    expect((await record(offender.oid, 'ripped again')).json.status).toBe('suspended')

    const mine = await list({ userOid: offender.oid })
    expect(mine.status, mine.text).toBe(200)
    expect(
      mine.json.detections.map((row: { note: string; standing: string }) => [
        row.note,
        row.standing,
      ]),
    ).toEqual([
      ['ripped again', 'suspended'],
      ['ripped audio', 'suspended'],
    ])
    expect(mine.json.detections[0]).toMatchObject({
      nickname: offender.nickname,
      recordedBy: world.users.admin.nickname,
      detections: 2,
    })
    const suspended = await list({ status: 'suspended' })
    const suspendedUsers = suspended.json.detections.map((row: { userOid: string }) => row.userOid)
    expect(suspendedUsers).toContain(offender.oid)
    expect(suspendedUsers).not.toContain(bystander.oid)

    const log = await actions(offender.oid)
    expect(log.map((entry: { action: string }) => entry.action)).toEqual([
      'illegal-download.suspend',
      'illegal-download.warn',
    ])
    expect(log[0]).toMatchObject({
      reason: 'ripped again',
      before: { status: 'warned', detections: 1 },
      after: { status: 'suspended', detections: 2 },
    })
    expect(log[1].before).toBeNull()
  })

  it('clears a user once: their detections read cleared and a second clearance is refused', async () => {
    const cleared = await world.server.api('/content/admin/illegal-downloader', {
      method: 'DELETE',
      token: admin,
      body: { userOid: offender.oid },
    })
    expect(cleared.status, cleared.text).toBe(200)
    const rows = (await list({ userOid: offender.oid, status: 'cleared' })).json.detections
    expect(rows).toHaveLength(2)
    expect(rows.every((row: { standing: string }) => row.standing === 'cleared')).toBe(true)
    const again = await world.server.api('/content/admin/illegal-downloader', {
      method: 'DELETE',
      token: admin,
      body: { userOid: offender.oid },
    })
    expect(again.status).toBe(404)
    expect(again.json.error).toBe('No illegal download was recorded for this user.')
    const log = await actions(offender.oid)
    expect(
      log.filter((entry: { action: string }) => entry.action === 'illegal-download.clear'),
    ).toEqual([
      expect.objectContaining({
        before: expect.objectContaining({ status: 'suspended' }),
        after: expect.objectContaining({ status: 'cleared' }),
      }),
    ])
    const login = await world.server.api('/account/login', {
      body: { email: offender.email, password: offender.password },
    })
    expect(login.status).toBe(200)
  })

  it('answers a bad filter with a precise 400', async () => {
    const bad = await list({ status: 'banned' })
    expect(bad.status).toBe(400)
    const badUser = await list({ userOid: 'nope' })
    expect(badUser.status).toBe(400)
  })
})
