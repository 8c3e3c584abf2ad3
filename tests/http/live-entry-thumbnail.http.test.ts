/** `GET /live/thumbnail`: the studio's thumbnail, quietly null for anything else (spec §7). */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { grantRoles, type SignedIn, signUp } from '../support/accounts'
import { createMatrixWorld, type MatrixWorld } from '../support/authorization-matrix'
import { describeOnEngine } from '../support/http-engine'
import { startTestServer } from '../support/test-server'

describeOnEngine('live thumbnail', (engine) => {
  let world: MatrixWorld
  let streamer: SignedIn

  beforeAll(async () => {
    world = await createMatrixWorld(await startTestServer({ engine }))
    streamer = await signUp(world.server)
    await grantRoles(world.server, world.users.admin.token, streamer.oid, [
      'creator',
      'livestreamer',
    ])
  }, 120_000)
  afterAll(async () => {
    await world?.server.close()
  })

  const thumbnail = (creatorOid?: string) =>
    world.server.api('/live/thumbnail', { query: creatorOid === undefined ? {} : { creatorOid } })

  it("answers the studio's thumbnail once set, and null quietly otherwise", async () => {
    expect((await thumbnail(streamer.oid)).json).toEqual({
      creatorOid: streamer.oid,
      thumbnailUrl: null,
    })
    const saved = await world.server.api('/live/studio', {
      token: streamer.token,
      body: {
        creatorOid: streamer.oid,
        info: {
          title: 'Night drawing',
          thumbnail: 'https://cdn.example.com/thumb.png',
          date: '2026-11-26T20:00:00.000Z',
        },
      },
    })
    expect(saved.status, saved.text).toBe(200)
    expect((await thumbnail(streamer.oid)).json.thumbnailUrl).toBe(
      'https://cdn.example.com/thumb.png',
    )
    for (const creatorOid of [world.users.userA.oid, 'e'.repeat(24), 'bad', undefined]) {
      const answer = await thumbnail(creatorOid)
      expect(answer.status).toBe(200)
      expect(answer.json.thumbnailUrl).toBeNull()
    }
  })
})
