/**
 * Tool-key login over HTTP: a livestreamer issues a key (shown once), a tool logs in with it
 * by GET or POST and gets a working session; a new key revokes the old one; anyone else, a
 * wrong or malformed key is 'Incorrect access' and logs nobody in.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { grantRoles, type SignedIn, signUp } from '../support/accounts'
import { createMatrixWorld, type MatrixWorld } from '../support/authorization-matrix'
import { describeOnEngine } from '../support/http-engine'
import { startTestServer } from '../support/test-server'

describeOnEngine('live tool keys', (engine) => {
  let world: MatrixWorld
  let streamer: SignedIn
  let viewer: SignedIn

  beforeAll(async () => {
    world = await createMatrixWorld(await startTestServer({ engine }))
    streamer = await signUp(world.server)
    viewer = await signUp(world.server)
    await grantRoles(world.server, world.users.admin.token, streamer.oid, [
      'creator',
      'livestreamer',
    ])
  }, 120_000)
  afterAll(async () => {
    await world?.server.close()
  })

  const me = (token: string) => world.server.api('/account/getuser', { token })

  it('logs a tool in with the key, by GET and by POST, as the livestreamer', async () => {
    const issued = await world.server.api('/live/toolkey/issue', {
      method: 'POST',
      token: streamer.token,
    })
    expect(issued.status, issued.text).toBe(200)
    const toolKey = issued.json.toolKey as string
    expect(toolKey).toMatch(/^tk_/)
    expect(issued.json.keyHint).toBe(toolKey.slice(-4))

    const byGet = await world.server.api('/live/toolkey', { query: { toolkey: toolKey } })
    expect(byGet.status, byGet.text).toBe(200)
    expect(byGet.json.user.oid ?? byGet.json.userOid).toBe(streamer.oid)
    expect((await me(byGet.json.token)).json.user.oid).toBe(streamer.oid)
    const byPost = await world.server.api('/live/toolkey', { body: { toolkey: toolKey } })
    expect(byPost.status).toBe(200)
    expect(byPost.json.token).not.toBe(byGet.json.token)

    // The key is kept as its hash only.
    const rows = await world.server.context.database.db
      .selectFrom('live_tool_keys')
      .selectAll()
      .where('creator_oid', '=', streamer.oid)
      .execute()
    expect(JSON.stringify(rows)).not.toContain(toolKey)

    const renewed = await world.server.api('/live/toolkey/issue', {
      method: 'POST',
      token: streamer.token,
    })
    const old = await world.server.api('/live/toolkey', { body: { toolkey: toolKey } })
    expect(old.status).toBe(401)
    expect(old.json).toMatchObject({ code: 'LIVE_TOOL_KEY_INVALID', error: 'Incorrect access' })
    const fresh = await world.server.api('/live/toolkey', {
      body: { toolkey: renewed.json.toolKey },
    })
    expect(fresh.status).toBe(200)
  })

  it('refuses a wrong or malformed key, and a key to one who does not stream', async () => {
    for (const toolkey of ['', 'tk_short', `tk_${'A'.repeat(43)}`, 'x'.repeat(300)]) {
      const answer = await world.server.api('/live/toolkey', { body: { toolkey } })
      expect([400, 401], toolkey).toContain(answer.status)
      expect(answer.json.error, toolkey).toBe('Incorrect access')
    }
    const notStreamer = await world.server.api('/live/toolkey/issue', {
      method: 'POST',
      token: viewer.token,
    })
    expect(notStreamer.status).toBe(403)
    expect(notStreamer.json.code).toBe('LIVE_TOOL_KEY_NOT_LIVESTREAMER')
    const anonymous = await world.server.api('/live/toolkey/issue', { method: 'POST' })
    expect(anonymous.status).toBe(401)
  })
})
