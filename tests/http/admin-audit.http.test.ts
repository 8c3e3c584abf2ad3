/**
 * The admin audit log over HTTP: a change made with an admin's rights is written once, with
 * who made it, the call and its body (secrets hidden); a refused change and a user's own
 * change write nothing; the log is for admins only.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { grantRoles, type SignedIn, signUp } from '../support/accounts'
import { createMatrixWorld, type MatrixWorld } from '../support/authorization-matrix'
import { describeOnEngine } from '../support/http-engine'
import { startTestServer } from '../support/test-server'

describeOnEngine('admin audit log', (engine) => {
  let world: MatrixWorld
  let admin: string
  let writer: SignedIn

  beforeAll(async () => {
    world = await createMatrixWorld(await startTestServer({ engine }))
    admin = world.users.admin.token
    writer = await signUp(world.server)
  }, 120_000)
  afterAll(async () => {
    await world?.server.close()
  })

  const log = (query: Record<string, string> = {}, token = admin) =>
    world.server.api('/admin/audit-log', { token, query })

  it('writes an admin change once, with the admin, the call and its body', async () => {
    await grantRoles(world.server, admin, writer.oid, ['creator'])
    const text = `Narrate in the present tense. ${world.unique()}`
    const saved = await world.server.api('/story-chat/system-prompts', {
      token: admin,
      body: { promptType: 'roleplay', language: 'en', text },
    })
    expect(saved.status, saved.text).toBe(200)
    const found = await log({ q: 'system-prompts' })
    expect(found.status, found.text).toBe(200)
    const entries = found.json.entries.filter(
      (entry: { after: { text?: string } | null }) => entry.after?.text === text,
    )
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({
      actorOid: world.users.admin.oid,
      method: 'POST',
      path: '/api/story-chat/system-prompts',
      action: 'system-prompt.save',
      target: { kind: 'system-prompt', oid: saved.json.oid },
      after: { promptType: 'roleplay', language: 'en', version: saved.json.version, text },
    })
    // Used again: the log holds the version it replaced and the one now in use.
    const first = entries[0].target.oid
    const second = await world.server.api('/story-chat/system-prompts', {
      token: admin,
      body: { promptType: 'roleplay', language: 'en', text: `${text} Second.` },
    })
    expect(second.status, second.text).toBe(200)
    const again = await world.server.api('/story-chat/system-prompts/activate', {
      token: admin,
      body: { oid: first },
    })
    expect(again.status, again.text).toBe(200)
    const activated = (await log({ target: first })).json.entries
    expect(activated[0]).toMatchObject({
      action: 'system-prompt.activate',
      before: { version: second.json.version, text: `${text} Second.` },
      after: { version: saved.json.version, text },
    })
    const roles = await log({ target: writer.oid })
    expect(roles.json.entries).toEqual([
      expect.objectContaining({
        action: 'account.roles',
        before: { roles: ['user'] },
        after: { roles: ['user', 'creator'] },
      }),
    ])
  })

  it('writes nothing for a refused change or for a user changing their own things', async () => {
    const before = (await log()).json.entries.length
    const refused = await world.server.api('/story-chat/system-prompts', {
      token: admin,
      body: { promptType: 'roleplay', language: 'xx', text: 'x' },
    })
    expect(refused.status).toBe(400)
    const own = await world.server.api('/live/application', {
      token: writer.token,
      body: { reason: 'Sketching live.' },
    })
    expect(own.status, own.text).toBe(200)
    expect((await log()).json.entries.length).toBe(before)
  })

  it('is for admins only', async () => {
    for (const token of [writer.token, world.users.userA.token]) {
      expect((await log({}, token)).status).toBe(403)
    }
    expect((await world.server.api('/admin/audit-log')).status).toBe(401)
  })
})
