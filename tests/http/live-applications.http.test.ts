/**
 * Applying for live over HTTP: a creator applies with a reason and reads its status; a
 * second application while one waits is refused; admins find it by nickname or e-mail,
 * approve (the livestreamer role is granted once, a second decision refused) or refuse
 * with a note, after which the creator may apply again. A creator sees only their own
 * application and decides nothing; bad input changes nothing.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { grantRoles, type SignedIn, signUp } from '../support/accounts'
import { createMatrixWorld, type MatrixWorld } from '../support/authorization-matrix'
import { describeOnEngine } from '../support/http-engine'
import { startTestServer } from '../support/test-server'

describeOnEngine('live applications', (engine) => {
  let world: MatrixWorld
  let admin: string
  let painter: SignedIn
  let singer: SignedIn

  beforeAll(async () => {
    world = await createMatrixWorld(await startTestServer({ engine }))
    admin = world.users.admin.token
    painter = await signUp(world.server, { nickname: `Painter${world.unique()}` })
    singer = await signUp(world.server)
    for (const user of [painter, singer])
      await grantRoles(world.server, admin, user.oid, ['creator'])
  }, 120_000)
  afterAll(async () => {
    await world?.server.close()
  })

  const mine = (token: string) => world.server.api('/live/application', { token })
  const apply = (token: string, reason: unknown) =>
    world.server.api('/live/application', { token, body: { reason } })
  const list = (query: Record<string, string>, token = admin) =>
    world.server.api('/live/admin/applications', { token, query })
  const decide = (oid: string, decision: 'approve' | 'refuse', body = {}, token = admin) =>
    world.server.api(`/live/admin/application/${oid}/${decision}`, { token, body })

  it('refuses an empty or long reason and keeps no application', async () => {
    for (const [reason, error] of [
      ['   ', 'Tell us in a few words what you will stream.'],
      ['x'.repeat(501), 'The reason is at most 500 characters.'],
      [42, 'Tell us in a few words what you will stream.'],
    ] as const) {
      const response = await apply(painter.token, reason)
      expect(response.status, response.text).toBe(400)
      expect(response.json.error).toBe(error)
    }
    expect((await mine(painter.token)).json).toEqual({ application: null, isLivestreamer: false })
  })

  it('takes one application from a creator and shows it pending', async () => {
    const sent = await apply(painter.token, '  Live drawing on Sundays.  ')
    expect(sent.status, sent.text).toBe(200)
    expect(sent.json.application).toMatchObject({
      userOid: painter.oid,
      reason: 'Live drawing on Sundays.',
      status: 'pending',
      note: null,
      decidedAt: null,
    })
    const again = await apply(painter.token, 'Once more')
    expect(again.status).toBe(409)
    expect(again.json.error).toBe('Your application is waiting for a decision.')
    expect((await mine(painter.token)).json.application.reason).toBe('Live drawing on Sundays.')
    // Another creator's application is not the painter's.
    expect((await mine(singer.token)).json.application).toBeNull()
  })

  it('lets admins search by nickname and e-mail, and no one else', async () => {
    await apply(singer.token, 'Acoustic covers.')
    const byName = await list({ q: painter.nickname.toUpperCase() })
    expect(byName.json.applications.map((row: { userOid: string }) => row.userOid)).toEqual([
      painter.oid,
    ])
    expect(byName.json.applications[0]).toMatchObject({ email: painter.email, status: 'pending' })
    const byMail = await list({ q: singer.email })
    expect(byMail.json.applications).toHaveLength(1)
    expect(byMail.json.applications[0].nickname).toBe(singer.nickname)
    expect((await list({ q: painter.email }, painter.token)).status).toBe(403)
    expect((await list({ status: 'nope' })).status).toBe(400)
  })

  it('approves once, granting the role; the applicant cannot decide their own', async () => {
    expect((await decide(painter.oid, 'approve', {}, painter.token)).status).toBe(403)
    const [first, second] = await Promise.all([
      decide(painter.oid, 'approve'),
      decide(painter.oid, 'approve'),
    ])
    expect([first.status, second.status].sort()).toEqual([200, 409])
    const after = await mine(painter.token)
    expect(after.json).toMatchObject({ isLivestreamer: true, application: { status: 'approved' } })
    const user = await world.server.api('/account/getuser', { token: painter.token })
    expect(user.json.user.roles).toContain('livestreamer')
    const reapply = await apply(painter.token, 'Again')
    expect(reapply.status).toBe(409)
    expect(reapply.json.error).toBe('You can stream live already.')
  })

  it('refuses with a note, and the creator may apply again', async () => {
    const refused = await decide(singer.oid, 'refuse', { note: 'Add a sample video first.' })
    expect(refused.status, refused.text).toBe(200)
    expect(refused.json).toMatchObject({ status: 'refused', note: 'Add a sample video first.' })
    expect((await decide(singer.oid, 'approve')).status).toBe(409)
    expect((await mine(singer.token)).json).toMatchObject({
      isLivestreamer: false,
      application: { status: 'refused', note: 'Add a sample video first.' },
    })
    const again = await apply(singer.token, 'Acoustic covers, with a sample.')
    expect(again.json.application).toMatchObject({ status: 'pending', note: null })
    expect((await list({ status: 'pending', q: singer.email })).json.applications).toHaveLength(1)
  })

  it('answers 404 for a malformed or unknown applicant', async () => {
    expect((await decide('not-an-oid', 'approve')).status).toBe(404)
    expect((await decide('f'.repeat(24), 'refuse')).status).toBe(404)
  })
})
