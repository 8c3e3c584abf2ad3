/**
 * Platform emoticon samples (iconsample) over the emoticon calls: an admin uploads a sample
 * under the platform's id, offers it in the platform's free group and removes it, each change
 * written once to the audit log; a creator cannot touch the platform's samples, and a
 * creator's own uploads are not admin changes.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { solidPng } from '../../platform/assets/testing'
import { PLATFORM_EMOTICON_OWNER } from '../../platform/emoticons/contract'
import { createMatrixWorld, type MatrixWorld } from '../support/authorization-matrix'
import { describeOnEngine } from '../support/http-engine'
import { startTestServer } from '../support/test-server'

describeOnEngine('admin emoticon samples', (engine) => {
  let world: MatrixWorld
  let admin: string

  beforeAll(async () => {
    world = await createMatrixWorld(await startTestServer({ engine }))
    admin = world.users.admin.token
  }, 120_000)
  afterAll(async () => {
    await world?.server.close()
  })

  const upload = (token: string, creatorOid: string, name: string, side = 56) =>
    world.server.api('/emoticon/upload', {
      token,
      query: { creatorOid, name },
      rawBody: { bytes: solidPng(side, side, [20, 120, 220]), contentType: 'image/png' },
    })
  const audited = async (action: string) =>
    (
      await world.server.api('/admin/audit-log', { token: admin, query: { q: action, limit: 50 } })
    ).json.entries.filter((entry: { action: string }) => entry.action === action)

  it('uploads, offers and removes a sample, each logged once', async () => {
    const name = `wave${world.unique()}`
    const uploaded = await upload(admin, PLATFORM_EMOTICON_OWNER, `:${name}:`)
    expect(uploaded.status, uploaded.text).toBe(201)
    const sample = uploaded.json.emoticon
    expect(sample.name).toBe(name)
    const offered = await world.server.api('/emoticon/groups', {
      token: admin,
      body: {
        creatorOid: PLATFORM_EMOTICON_OWNER,
        emoticonGroups: [{ name: 'Samples', type: 'free', emoticons: [{ _id: sample._id }] }],
      },
    })
    expect(offered.status, offered.text).toBe(200)
    const free = await world.server.api('/emoticon/group/free')
    expect(free.json.emoticonGroups[0].emoticons.map((e: { _id: string }) => e._id)).toContain(
      sample._id,
    )
    const removed = await world.server.api('/emoticon/delete', {
      token: admin,
      body: { creatorOid: PLATFORM_EMOTICON_OWNER, emoticonOid: sample._id },
    })
    expect(removed.status, removed.text).toBe(200)
    const after = await world.server.api('/emoticon/group/free')
    expect(
      after.json.emoticonGroups.flatMap((group: { emoticons: { _id: string }[] }) =>
        group.emoticons.map((e) => e._id),
      ),
    ).not.toContain(sample._id)

    const uploads = (await audited('emoticon.sample-upload')).filter(
      (entry: { target: { oid: string } }) => entry.target.oid === sample._id,
    )
    expect(uploads).toHaveLength(1)
    expect(uploads[0].after).toMatchObject({ name, type: 'png' })
    expect(
      (await audited('emoticon.sample-remove')).filter(
        (entry: { target: { oid: string } }) => entry.target.oid === sample._id,
      ),
    ).toHaveLength(1)
    expect((await audited('emoticon.platform-groups')).length).toBeGreaterThanOrEqual(1)
  })

  it('refuses a creator on the platform’s samples and a wrong size with the spec’s rule', async () => {
    const creator = world.users.creator
    const refused = await upload(creator.token, PLATFORM_EMOTICON_OWNER, 'nope')
    expect(refused.status).toBe(403)
    const own = await upload(creator.token, creator.oid, `mine${world.unique()}`)
    expect(own.status, own.text).toBe(201)
    const logged = (await audited('emoticon.upload')).filter(
      (entry: { target: { oid: string } }) => entry.target.oid === own.json.emoticon._id,
    )
    expect(logged).toHaveLength(0)
    const wrongSize = await upload(admin, PLATFORM_EMOTICON_OWNER, 'big', 64)
    expect(wrongSize.status).toBe(400)
    expect(wrongSize.json.code).toBe('EMOTICON_DIMENSIONS')
  })
})
