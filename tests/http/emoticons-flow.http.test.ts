/**
 * Emoticons over HTTP: the upload rules with the spec's texts (png, jpg, gif; 50 KB; 56×56;
 * name without colons), a creator's groups saved whole, who may use which group (tier
 * position + 1; managers, the creator and admins highest), free groups and images served.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { jpegHeader, solidPng } from '../../platform/assets/testing'
import { seedSubscription, seedTier } from '../../platform/discord/testing'
import { HIGHEST_USE_LEVEL, PLATFORM_EMOTICON_OWNER } from '../../platform/emoticons/contract'
import { grantRoles, type SignedIn, signUp } from '../support/accounts'
import { createMatrixWorld, type MatrixWorld } from '../support/authorization-matrix'
import { describeOnEngine } from '../support/http-engine'
import { startTestServer } from '../support/test-server'

const gif = (width: number, height: number) =>
  new Uint8Array([
    ...Buffer.from('GIF89a'),
    width & 0xff,
    width >> 8,
    height & 0xff,
    height >> 8,
    0,
    0,
    0,
    0x3b,
  ])

describeOnEngine('emoticons', (engine) => {
  let world: MatrixWorld
  let creator: SignedIn
  let manager: SignedIn
  let lowTier: string
  let highTier: string

  const upload = (
    who: SignedIn,
    bytes: Uint8Array,
    name: string,
    contentType = 'image/png',
    creatorOid = creator.oid,
  ) =>
    world.server.api('/emoticon/upload', {
      token: who.token,
      query: { creatorOid, name },
      rawBody: { bytes, contentType },
    })

  beforeAll(async () => {
    world = await createMatrixWorld(await startTestServer({ engine }))
    creator = world.users.creator
    manager = await signUp(world.server)
    await grantRoles(world.server, world.users.admin.token, manager.oid, ['channelManager'])
    const db = world.server.context.database.db
    lowTier = await seedTier(db, { creatorOid: creator.oid, position: 0 })
    highTier = await seedTier(db, { creatorOid: creator.oid, position: 1 })
    await seedSubscription(db, {
      userOid: world.users.userA.oid,
      creatorOid: creator.oid,
      tierHash: lowTier,
    })
  }, 120_000)
  afterAll(async () => {
    await world?.server.close()
  })

  it('stores a 56×56 png, jpg and gif with the spec fields and serves the image', async () => {
    const png = solidPng(56, 56, [255, 0, 0])
    const saved = await upload(creator, png, ':smile:')
    expect(saved.status, saved.text).toBe(201)
    expect(saved.json.emoticon).toMatchObject({
      name: 'smile',
      type: 'png',
      size: 28,
      width: 56,
      height: 56,
      uploaded: true,
    })
    expect(saved.json.emoticon.s3Key).toBe(
      `public/emoticons/${creator.oid}/${saved.json.emoticon.key}`,
    )
    const image = await fetch(`${world.server.url}${saved.json.emoticon.url}`)
    expect(image.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await image.arrayBuffer()).equals(png)).toBe(true)

    const jpg = await upload(creator, jpegHeader(56, 56), 'wave', 'image/jpeg')
    expect(jpg.json.emoticon.type).toBe('jpg')
    const animated = await upload(creator, gif(56, 56), 'dance', 'image/gif')
    expect(animated.json.emoticon.type).toBe('gif')
  })

  it('refuses with the spec texts and stores nothing', async () => {
    const db = world.server.context.database.db
    const count = async () =>
      Number(
        (
          await db
            .selectFrom('emoticons')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      )
    const before = await count()
    const cases: [Uint8Array, string, string, number, string, string][] = [
      [
        solidPng(56, 56, [0, 0, 0]),
        ':::',
        'image/png',
        400,
        'EMOTICON_NAME_REQUIRED',
        'Enter a name for the emoticon.',
      ],
      [
        solidPng(57, 56, [0, 0, 0]),
        'wide',
        'image/png',
        400,
        'EMOTICON_DIMENSIONS',
        'image size limit',
      ],
      [
        Buffer.concat([solidPng(56, 56, [0, 0, 0]), Buffer.alloc(51 * 1024)]),
        'big',
        'image/png',
        413,
        'EMOTICON_SIZE_LIMIT',
        'image size limit',
      ],
      [
        jpegHeader(56, 56),
        'fake',
        'image/png',
        400,
        'EMOTICON_NOT_PNG',
        'This file is not in a valid PNG format',
      ],
      [
        new Uint8Array([...Buffer.from('RIFF'), 0, 0, 0, 0, ...Buffer.from('WEBPVP8 ')]),
        'webp',
        'image/webp',
        415,
        'EMOTICON_TYPE_INVALID',
        'image type invalid',
      ],
      [
        new Uint8Array([0xff, 0xd8, 0xff, 0xd9]),
        'broken',
        'image/jpeg',
        400,
        'EMOTICON_UPLOAD_FAILED',
        'Failed to upload emoticon.',
      ],
    ]
    for (const [bytes, name, type, status, code, text] of cases) {
      const response = await upload(creator, bytes, name, type)
      expect([response.status, response.json.code, response.json.error], name).toEqual([
        status,
        code,
        text,
      ])
    }
    // Another user, or another creator's id, cannot upload into this creator's library.
    expect((await upload(world.users.userA, solidPng(56, 56, [1, 1, 1]), 'x')).status).toBe(403)
    expect((await upload(manager, solidPng(56, 56, [1, 1, 1]), 'x')).status).toBe(403)
    expect(await count()).toBe(before)
  })

  it('saves groups whole and answers who may use each (tier position + 1; privileged highest)', async () => {
    const ids = await Promise.all(
      ['a', 'b', 'c'].map(
        async (name) =>
          (await upload(creator, solidPng(56, 56, [9, 9, 9]), name)).json.emoticon._id,
      ),
    )
    const saved = await world.server.api('/emoticon/groups', {
      token: creator.token,
      body: {
        creatorOid: creator.oid,
        emoticonGroups: [
          { name: 'Everyone', type: 'free', emoticons: [{ _id: ids[0] }] },
          { name: 'Low', type: 'tier', tierHash: lowTier, emoticons: [{ _id: ids[1], size: 56 }] },
          { name: 'High', type: 'tier', tierHash: highTier, emoticons: [{ _id: ids[2] }] },
        ],
      },
    })
    expect(saved.status, saved.text).toBe(200)
    expect(saved.json.emoticonGroups.map((g: { useLevel: number }) => g.useLevel)).toEqual([
      0, 1, 2,
    ])
    expect(saved.json.emoticonGroups[1].emoticons[0].size).toBe(56)

    const usable = async (token: string | undefined) => {
      const response = await world.server.api('/emoticon/group/creator', {
        ...(token ? { token } : {}),
        query: { creatorOid: creator.oid },
      })
      expect(response.status, response.text).toBe(200)
      return {
        level: response.json.useLevel,
        usable: response.json.emoticonGroups.map((g: { usable: boolean }) => g.usable),
      }
    }
    expect(await usable(undefined)).toEqual({ level: 0, usable: [false, false, false] })
    expect(await usable(world.users.userB.token)).toEqual({
      level: 0,
      usable: [true, false, false],
    })
    expect(await usable(world.users.userA.token)).toEqual({ level: 1, usable: [true, true, false] })
    for (const privileged of [creator, manager, world.users.admin]) {
      expect(await usable(privileged.token)).toEqual({
        level: HIGHEST_USE_LEVEL,
        usable: [true, true, true],
      })
    }
    const mine = await world.server.api('/emoticon/group/usable', {
      token: world.users.userA.token,
      query: { creatorOid: creator.oid },
    })
    expect(mine.json.emoticonGroups.map((g: { name: string }) => g.name)).toEqual([
      'Everyone',
      'Low',
    ])

    // Tiers reordered after the save: the level follows the tier's position now.
    const db = world.server.context.database.db
    await db
      .updateTable('channel_tiers')
      .set({ position: 2 })
      .where('tier_hash', '=', lowTier)
      .execute()
    expect(await usable(world.users.userA.token)).toEqual({ level: 3, usable: [true, true, true] })
    await db
      .updateTable('channel_tiers')
      .set({ position: 0 })
      .where('tier_hash', '=', lowTier)
      .execute()

    const free = await world.server.api('/emoticon/group/free', {
      query: { creatorOid: creator.oid },
    })
    expect(free.json.emoticonGroups.map((g: { name: string }) => g.name)).toEqual(['Everyone'])
  })

  it('refuses groups naming another creator’s emoticon or tier, and another user’s save', async () => {
    const other = await signUp(world.server)
    await grantRoles(world.server, world.users.admin.token, other.oid, ['creator'])
    const foreign = await upload(
      other,
      solidPng(56, 56, [3, 3, 3]),
      'theirs',
      'image/png',
      other.oid,
    )
    expect(foreign.status, foreign.text).toBe(201)
    const before = await world.server.api('/emoticon/group/creator', {
      query: { creatorOid: creator.oid },
    })
    const attempts = [
      {
        token: creator.token,
        groups: [{ type: 'free', emoticons: [{ _id: foreign.json.emoticon._id }] }],
        code: 'EMOTICON_NOT_YOURS',
      },
      {
        token: creator.token,
        groups: [{ type: 'tier', tierHash: 'nope', emoticons: [] }],
        code: 'EMOTICON_TIER_UNKNOWN',
      },
      { token: other.token, groups: [], code: 'FORBIDDEN' },
      { token: world.users.userA.token, groups: [], code: 'FORBIDDEN' },
    ]
    for (const attempt of attempts) {
      const response = await world.server.api('/emoticon/groups', {
        token: attempt.token,
        body: { creatorOid: creator.oid, emoticonGroups: attempt.groups },
      })
      expect(response.json.code).toBe(attempt.code)
    }
    const after = await world.server.api('/emoticon/group/creator', {
      query: { creatorOid: creator.oid },
    })
    expect(after.json).toEqual(before.json)
  })

  it('keeps the platform’s free groups for admins, offered to every signed-in viewer', async () => {
    const adminUpload = await upload(
      world.users.admin,
      solidPng(56, 56, [0, 200, 0]),
      'ok',
      'image/png',
      PLATFORM_EMOTICON_OWNER,
    )
    expect(adminUpload.status, adminUpload.text).toBe(201)
    const refused = await world.server.api('/emoticon/groups', {
      token: creator.token,
      body: { creatorOid: PLATFORM_EMOTICON_OWNER, emoticonGroups: [] },
    })
    expect(refused.status).toBe(403)
    const saved = await world.server.api('/emoticon/groups', {
      token: world.users.admin.token,
      body: {
        creatorOid: PLATFORM_EMOTICON_OWNER,
        emoticonGroups: [
          { name: 'Basics', type: 'free', emoticons: [{ _id: adminUpload.json.emoticon._id }] },
        ],
      },
    })
    expect(saved.status, saved.text).toBe(200)
    const free = await world.server.api('/emoticon/group/free')
    expect(free.json.emoticonGroups.map((g: { name: string }) => g.name)).toEqual(['Basics'])
    const usable = await world.server.api('/emoticon/group/usable', {
      token: world.users.userB.token,
      query: { creatorOid: creator.oid },
    })
    expect(usable.json.emoticonGroups.map((g: { name: string }) => g.name)).toEqual([
      'Everyone',
      'Basics',
    ])
  })

  it('deletes an emoticon from the groups but keeps serving its image to messages already sent', async () => {
    const saved = await upload(creator, solidPng(56, 56, [5, 5, 5]), 'gone')
    const id = saved.json.emoticon._id
    await world.server.api('/emoticon/groups', {
      token: creator.token,
      body: {
        creatorOid: creator.oid,
        emoticonGroups: [{ name: 'Solo', type: 'free', emoticons: [{ _id: id }] }],
      },
    })
    expect(
      (
        await world.server.api('/emoticon/delete', {
          token: world.users.userA.token,
          body: { creatorOid: creator.oid, emoticonOid: id },
        })
      ).status,
    ).toBe(403)
    const deleted = await world.server.api('/emoticon/delete', {
      token: creator.token,
      body: { creatorOid: creator.oid, emoticonOid: id },
    })
    expect(deleted.status, deleted.text).toBe(200)
    expect(deleted.json).toEqual({ ok: true, deleted: true, emoticonOid: id })
    const groups = await world.server.api('/emoticon/group/creator', {
      query: { creatorOid: creator.oid },
    })
    expect(groups.json.emoticonGroups[0].emoticons).toEqual([])
    expect((await fetch(`${world.server.url}${saved.json.emoticon.url}`)).status).toBe(200)
    const library = await world.server.api('/emoticon/uploads', {
      token: creator.token,
      query: { creatorOid: creator.oid },
    })
    expect(library.json.emoticons.map((e: { _id: string }) => e._id)).not.toContain(id)
  })
})
