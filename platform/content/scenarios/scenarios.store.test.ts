import { Readable } from 'node:stream'
import pino from 'pino'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeEachEngine, openTestDatabase, type TestDatabase } from '../../db/testing'
import { manualClock } from '../../wallet/testing'
import { sessionUser } from '../gacha/testing'
import { createContent } from '../index'
import { ROOM_ROUND_MS } from './room'
import { option, page, SCENARIO_METADATA, scenarioOf, threePageScenario } from './testing'

describeEachEngine('scenarios', (engine) => {
  let database: TestDatabase
  const clock = manualClock()
  const creator = sessionUser(['user', 'creator'])
  /** Who the fake entitlement port says bought or subscribed. */
  const entitled = new Set<string>()
  let area: ReturnType<typeof createContent>
  const uploads = new Map<string, string>([
    ['cover.png', 'png'],
    ['clip.mp4', 'mp4'],
  ])

  beforeAll(async () => {
    database = await openTestDatabase(engine)
    area = createContent({
      db: database.db,
      clock,
      logger: pino({ level: 'silent' }),
      entitlements: {
        find: async (userOid, contents) =>
          contents.map(() => (entitled.has(userOid) ? 'purchased' : null)),
      },
      scenarioAssets: {
        readyUploads: async (owner, keys) =>
          owner === creator.oid
            ? keys
                .filter((key) => uploads.has(key))
                .map((key) => ({ key, filetype: uploads.get(key)! }))
            : [],
        read: async (owner, key) =>
          owner === creator.oid && uploads.has(key)
            ? { body: Readable.from([Buffer.from('bytes')]), size: 5 }
            : null,
      },
      scenarioSecret: 'test-secret',
    })
  })
  afterAll(async () => {
    await area?.scenarioRooms.close()
    await database?.close()
  })

  const service = () => area.service.scenarios
  const viewer = (user = sessionUser()) => ({ user, guestDeviceId: null })
  const code = (promise: Promise<unknown>) =>
    promise.then(
      () => 'ok',
      (error: { code?: string }) => error.code,
    )

  async function scenarioContent(price = 0) {
    const saved = await area.service.catalog.save(
      creator,
      { metaData: { ...SCENARIO_METADATA, ...(price > 0 ? { price } : {}) } },
      { kind: 'save' },
      { contentType: 'scenario' },
    )
    return saved.contentOid
  }

  async function publishedScenario(document = threePageScenario(), price = 0) {
    const oid = await scenarioContent(price)
    const saved = await service().save(creator, oid, { document, version: 0 })
    await service().publish(creator, oid, { version: saved.version })
    return oid
  }

  it('saves a draft against its version and refuses a stale one', async () => {
    const oid = await scenarioContent()
    expect(await service().load(creator, oid)).toMatchObject({
      version: 0,
      problems: [{ code: 'no-start' }],
    })
    const first = await service().save(creator, oid, { document: threePageScenario(), version: 0 })
    expect(first).toMatchObject({ version: 1, problems: [], publishedVersion: null })
    expect(
      await code(service().save(creator, oid, { document: threePageScenario(), version: 0 })),
    ).toBe('SCENARIO_VERSION_CONFLICT')
    const second = await service().save(creator, oid, { document: threePageScenario(), version: 1 })
    expect(second.version).toBe(2)
    // Another creator's scenario does not exist for them.
    expect(await code(service().load(sessionUser(['user', 'creator']), oid))).toBe(
      'SCENARIO_NOT_FOUND',
    )
  })

  it('refuses to publish a scenario with problems, and publishes a sound one', async () => {
    const oid = await scenarioContent()
    const broken = scenarioOf([
      page({ id: 'a', media: { kind: 'image', key: 'missing.png' }, options: [option('o', 'b')] }),
      page({ id: 'b' }),
    ])
    const saved = await service().save(creator, oid, { document: broken, version: 0 })
    expect(saved.problems.map((problem) => problem.code).sort()).toEqual([
      'dead-end',
      'missing-asset',
      'no-exit',
    ])
    const refused = await service()
      .publish(creator, oid, { version: 1 })
      .catch((error) => error)
    expect(refused).toMatchObject({
      code: 'SCENARIO_HAS_PROBLEMS',
      details: { problems: saved.problems },
    })
    expect(await code(service().play(viewer(), oid))).toBe('SCENARIO_NOT_FOUND')

    const sound = scenarioOf([
      page({ id: 'a', media: { kind: 'image', key: 'cover.png' }, options: [option('o', 'b')] }),
      page({ id: 'b', kind: 'ending', media: { kind: 'video', key: 'clip.mp4' } }),
    ])
    await service().save(creator, oid, { document: sound, version: 1 })
    const published = await service().publish(creator, oid, { version: 2 })
    expect(published).toMatchObject({ status: 'published', publishedVersion: 2 })
    expect((await area.service.catalog.findRow(oid))?.status).toBe('published')
    // The viewer's copy stays as published while the draft moves on.
    await service().save(creator, oid, { document: broken, version: 2 })
    const played = await service().play(viewer(), oid)
    expect(played.page).toMatchObject({ id: 'a', media: { kind: 'image' }, options: [{ id: 'o' }] })
  })

  it('plays, remembers the path, resumes after a reload and restarts', async () => {
    const oid = await publishedScenario()
    const reader = viewer()
    const start = await service().play(reader, oid)
    expect(start.page).toMatchObject({
      id: 'start',
      options: [{ id: 'go-left' }, { id: 'go-right' }],
    })
    const moved = await service().choose(reader, oid, { pageId: 'start', optionId: 'go-left' })
    expect(moved.progress).toMatchObject({
      pageId: 'left',
      path: ['start', 'left'],
      choices: ['go-left'],
    })
    expect(moved.page).toMatchObject({ kind: 'ending', options: [] })
    // A retry of the same choice is stale, and changes nothing.
    expect(
      await code(service().choose(reader, oid, { pageId: 'start', optionId: 'go-left' })),
    ).toBe('SCENARIO_STALE_CHOICE')
    expect((await service().play(reader, oid)).progress.pageId).toBe('left')
    // Another viewer (a guest device) has a place of their own.
    const guest = { user: null, guestDeviceId: 'device-1' }
    expect((await service().play(guest, oid)).progress.pageId).toBe('start')
    expect((await service().restart(reader, oid)).progress).toMatchObject({
      pageId: 'start',
      path: ['start'],
    })
  })

  it('steps once when the same choice arrives many times at once', async () => {
    const oid = await publishedScenario()
    const reader = viewer()
    await service().play(reader, oid)
    const results = await Promise.all(
      Array.from({ length: 30 }, () =>
        code(service().choose(reader, oid, { pageId: 'start', optionId: 'go-right' })),
      ),
    )
    expect(results.filter((result) => result === 'ok')).toHaveLength(1)
    expect(new Set(results)).toEqual(new Set(['ok', 'SCENARIO_STALE_CHOICE']))
    const [row] = await database.query<{ choices: unknown }>(
      'select choices from content_scenario_progress where content_oid = $1',
      [oid],
    )
    expect(row?.choices).toEqual(['go-right'])
  })

  it('locks paid and tier-only pages until the entitlement port answers', async () => {
    const document = scenarioOf([
      page({ id: 'start', options: [option('paid', 'vault'), option('tier', 'club')] }),
      page({ id: 'vault', kind: 'ending', access: { kind: 'paid' } }),
      page({ id: 'club', kind: 'ending', access: { kind: 'tier', tiers: ['gold'] } }),
    ])
    const oid = await publishedScenario(document, 10)
    const reader = viewer()
    const locked = await service().choose(reader, oid, { pageId: 'start', optionId: 'paid' })
    expect(locked.page).toMatchObject({
      id: 'vault',
      text: null,
      locked: { reason: 'paid', price: 10 },
    })
    const guest = { user: null, guestDeviceId: 'device-2' }
    const club = await service().choose(guest, oid, { pageId: 'start', optionId: 'tier' })
    expect(club.page.locked).toEqual({ reason: 'tier', tiers: ['gold'] })
    entitled.add(reader.user.oid)
    expect((await service().play(reader, oid)).page).toMatchObject({
      text: 'Text of vault',
      locked: null,
    })
    // The creator always sees every page.
    expect(
      (await service().choose(viewer(creator), oid, { pageId: 'start', optionId: 'tier' })).page
        .locked,
    ).toBeNull()
  })

  it('serves a page’s media only at the signed address', async () => {
    const document = scenarioOf([
      page({ id: 'a', kind: 'ending', media: { kind: 'image', key: 'cover.png' } }),
    ])
    const oid = await publishedScenario(document)
    const url = new URL((await service().play(viewer(), oid)).page.media!.url, 'http://local')
    const query = {
      expires: Number(url.searchParams.get('expires')),
      signature: url.searchParams.get('signature')!,
    }
    const found = await service().media({ contentOid: oid, pageId: 'a', ...query })
    expect(found).toMatchObject({ size: 5, contentType: 'image/png' })
    expect(
      await code(service().media({ contentOid: oid, pageId: 'a', ...query, signature: 'x' })),
    ).toBe('SCENARIO_MEDIA_NOT_FOUND')
    clock.advance(5 * 60 * 60 * 1000)
    expect(await code(service().media({ contentOid: oid, pageId: 'a', ...query }))).toBe(
      'SCENARIO_MEDIA_NOT_FOUND',
    )
  })

  it('advances a multiplay room once by the majority, and on the timer', async () => {
    const oid = await publishedScenario()
    const [a, b, c] = [viewer(), viewer(), viewer()]
    const room = await service().createRoom(a, oid)
    expect(room).toMatchObject({ round: 1, members: 1, page: { id: 'start' } })
    await service().joinRoom(b, room.roomOid)
    await service().joinRoom(c, room.roomOid)
    await service().vote(a, room.roomOid, { optionId: 'go-right', round: 1 })
    const tallied = await service().vote(b, room.roomOid, { optionId: 'go-left', round: 1 })
    expect(tallied).toMatchObject({
      tally: { 'go-right': 1, 'go-left': 1 },
      myVote: 'go-left',
      round: 1,
    })
    // c never votes: the timer ends the round; the tie goes to the option listed first.
    clock.advance(ROOM_ROUND_MS)
    const after = await service().room(c, room.roomOid)
    expect(after).toMatchObject({
      round: 2,
      page: { id: 'left' },
      path: ['start', 'left'],
      closesAt: null,
    })
    expect(await code(service().vote(a, room.roomOid, { optionId: 'go-right', round: 1 }))).toBe(
      'SCENARIO_STALE_CHOICE',
    )
    expect(
      await code(service().vote(viewer(), room.roomOid, { optionId: 'go-right', round: 2 })),
    ).toBe('SCENARIO_ROOM_NOT_MEMBER')
  })

  it('counts every vote of a crowd voting at once and advances once', async () => {
    const oid = await publishedScenario()
    const members = Array.from({ length: 12 }, () => viewer())
    const room = await service().createRoom(members[0]!, oid)
    for (const member of members.slice(1)) await service().joinRoom(member, room.roomOid)
    await Promise.all(
      members.map((member, index) =>
        service().vote(member, room.roomOid, {
          optionId: index < 7 ? 'go-right' : 'go-left',
          round: 1,
        }),
      ),
    )
    const after = await service().room(members[0]!, room.roomOid)
    expect(after).toMatchObject({ round: 2, page: { id: 'right' }, path: ['start', 'right'] })
  })
})
