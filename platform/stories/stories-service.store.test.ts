import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { writeSetting } from '../db'
import { describeEachEngine, openTestDatabase, type TestDatabase } from '../db/testing'
import type { CompileRunner } from './compile-deadline'
import { sharedCompileThread } from './compile-thread'
import { demoCanvas, demoMetadata } from './demo-stories/demo'
import { WRITER_ALLOW_LIST_SETTING } from './permissions'
import { movableClock, sessionUser, testStoriesService } from './testing'

const rejectsWith = async (promise: Promise<unknown>, code: string) =>
  expect(promise).rejects.toMatchObject({ code })

describeEachEngine('stories service', (engine) => {
  let database: TestDatabase
  const clock = movableClock()
  let service: ReturnType<typeof testStoriesService>
  const creator = sessionUser(['creator'])
  const other = sessionUser(['creator'])
  const admin = sessionUser(['admin'])
  const reader = sessionUser()
  const adultReader = sessionUser([], { isAdult: true })

  beforeAll(async () => {
    database = await openTestDatabase(engine)
    service = testStoriesService(database, clock)
  })
  afterAll(async () => {
    await database?.close()
  })

  /** A published story with the demo canvas and the given metadata changes. */
  async function publishedStory(owner = creator, metadata: Record<string, unknown> = {}) {
    const content = await service.createContent(owner, {
      ...demoMetadata,
      ...metadata,
      version: undefined,
    })
    await service.saveCanvas(owner, content.contentOid, demoCanvas, 0)
    const published = await service.publish(owner, content.contentOid)
    return { contentOid: content.contentOid, published }
  }

  it('creates drafts only for story-chat writers: admins, creators and the allow-list', async () => {
    await rejectsWith(service.createContent(reader, {}), 'NOT_STORY_CHAT_WRITER')
    await writeSetting(database.db, WRITER_ALLOW_LIST_SETTING, [reader.oid])
    const draft = await service.createContent(reader, { title: 'Beta' })
    expect(draft).toMatchObject({ status: 'draft', title: 'Beta', metadataVersion: 0, price: 0 })
    await writeSetting(database.db, WRITER_ALLOW_LIST_SETTING, [])
    expect((await service.createContent(admin, {})).status).toBe('draft')
  })

  it('saves metadata with an optimistic version and mirrors it into the catalogue columns', async () => {
    const draft = await service.createContent(creator, {})
    const saved = await service.saveMetadata(
      creator,
      draft.contentOid,
      {
        title: 'Night Ferry',
        hashtags: ['#Sea', 'sea', ' Storm '],
        pricing: { kind: 'paid', price: 300 },
      },
      0,
    )
    expect(saved).toMatchObject({
      metadataVersion: 1,
      price: 300,
      isPaid: true,
      hashtags: ['sea', 'storm'],
    })
    await rejectsWith(
      service.saveMetadata(creator, draft.contentOid, { title: 'Stale' }, 0),
      'METADATA_VERSION_CONFLICT',
    )
    expect((await service.getContent(creator, draft.contentOid)).title).toBe('Night Ferry')
  })

  it('rejects bad prices and long intros with the spec texts, changing nothing', async () => {
    const draft = await service.createContent(creator, {})
    for (const pricing of [
      { kind: 'paid', price: 0 },
      { kind: 'paid', price: -5 },
      { kind: 'paid', price: 1.5 },
      { kind: 'paid', price: 100_000_001 },
      { kind: 'paid' },
      { kind: 'gift', price: 5 },
      'free',
    ]) {
      await expect(
        service.saveMetadata(creator, draft.contentOid, { pricing }, 0),
      ).rejects.toMatchObject({
        message: 'There is something wrong with the price.',
      })
    }
    await expect(
      service.saveMetadata(creator, draft.contentOid, { briefIntro: '가'.repeat(41) }, 0),
    ).rejects.toMatchObject({ code: 'BRIEF_INTRO_TOO_LONG' })
    const ok = await service.saveMetadata(
      creator,
      draft.contentOid,
      { briefIntro: '가'.repeat(40), pricing: { kind: 'paid', price: 100_000_000 } },
      0,
    )
    expect(ok.metadataVersion).toBe(1)
  })

  it('requires title and thumbnail for update, not for save', async () => {
    const draft = await service.createContent(creator, {})
    await rejectsWith(
      service.saveMetadata(creator, draft.contentOid, { title: 'No thumbnail' }, 0, {
        publishable: true,
      }),
      'THUMBNAIL_REQUIRED',
    )
    expect(
      (await service.saveMetadata(creator, draft.contentOid, { title: 'No thumbnail' }, 0))
        .metadataVersion,
    ).toBe(1)
  })

  it('keeps the story-chat creator once set, and only admins attribute to someone else', async () => {
    const draft = await service.createContent(creator, {})
    await expect(
      service.saveMetadata(creator, draft.contentOid, { storyChatCreatorOid: other.oid }, 0),
    ).rejects.toMatchObject({ status: 403 })
    const set = await service.saveMetadata(
      creator,
      draft.contentOid,
      { storyChatCreatorOid: creator.oid },
      0,
    )
    expect(set.storyChatCreatorOid).toBe(creator.oid)
    await rejectsWith(
      service.saveMetadata(admin, draft.contentOid, { storyChatCreatorOid: other.oid }, 1),
      'STORY_CHAT_CREATOR_LOCKED',
    )
  })

  it('saves canvases against the version they started from', async () => {
    const draft = await service.createContent(creator, {})
    expect(await service.getCanvas(creator, draft.contentOid)).toMatchObject({ version: 0 })
    const saved = await service.saveCanvas(creator, draft.contentOid, demoCanvas, 0)
    expect(saved.version).toBe(1)
    await rejectsWith(
      service.saveCanvas(creator, draft.contentOid, demoCanvas, 0),
      'CANVAS_VERSION_CONFLICT',
    )
    await rejectsWith(
      service.saveCanvas(creator, draft.contentOid, { nodes: [{ id: 'x', type: 'nope' }] }, 1),
      'CANVAS_INVALID',
    )
    const stored = await service.getCanvas(creator, draft.contentOid)
    expect(stored.version).toBe(1)
    expect((stored.canvas.nodes as unknown[]).length).toBe(demoCanvas.nodes?.length)
  })

  it("compiles on the process's compile thread, not the server's (docs/PERFORMANCE.md)", async () => {
    const compile = vi.spyOn(sharedCompileThread(), 'compile')
    try {
      await publishedStory()
      expect(compile).toHaveBeenCalledOnce()
    } finally {
      compile.mockRestore()
    }
  })

  it('publishes only after a successful compile, and versions each change', async () => {
    const draft = await service.createContent(creator, {})
    await rejectsWith(service.publish(creator, draft.contentOid), 'COMPILATION_REQUIRED')
    expect(await service.getContent(creator, draft.contentOid)).toMatchObject({ status: 'draft' })
    const check = await service.checkCompile(creator, draft.contentOid)
    expect(check.ok).toBe(false)
    expect(check.errors.map((entry) => entry.key)).toContain('TITLE_REQUIRED')

    const { contentOid, published } = await publishedStory()
    expect(published).toMatchObject({ version: 1, unchanged: false })
    expect(published.hash).toMatch(/^[0-9a-f]{64}$/)
    expect((await service.publish(creator, contentOid)).unchanged).toBe(true)
    const story = await service.getPublishedStory(contentOid)
    expect(story.version).toBe(1)
    expect(story.compiled.hash).toBe(published.hash)
    expect(story.compiled.title).toBe('The Keeper of Gull Rock')

    await service.saveMetadata(creator, contentOid, { title: 'The Keeper of Gull Rock II' }, 0)
    const second = await service.publish(creator, contentOid)
    expect(second.version).toBe(2)
    const rolledBack = await service.rollback(creator, contentOid)
    expect(rolledBack).toMatchObject({ version: 1, hash: published.hash })
    expect((await service.getPublishedStory(contentOid)).compiled.title).toBe(
      'The Keeper of Gull Rock',
    )
    // The same content and version without the compiled story.
    const content = await service.getPublishedContent(contentOid)
    expect(content).toMatchObject({ version: 1, content: { ownerOid: creator.oid } })
    expect(content).not.toHaveProperty('compiled')
    await rejectsWith(service.rollback(creator, contentOid), 'NO_PREVIOUS_VERSION')
    const versions = await service.listVersions(creator, contentOid)
    expect(versions.versions.map((entry) => [entry.version, entry.current])).toEqual([
      [2, false],
      [1, true],
    ])
    expect((await service.publish(creator, contentOid)).version).toBe(3)
  })

  it('answers the spec texts when a compile times out or fails, storing nothing', async () => {
    const slow: CompileRunner = () =>
      new Promise((resolve) => setTimeout(() => resolve({ ok: false, errors: [] }), 200))
    const broken: CompileRunner = async () => {
      throw new Error('boom')
    }
    const { contentOid } = await publishedStory()
    const slowService = testStoriesService(database, clock, {
      compileRunner: slow,
      compileTimeLimitMs: 20,
    })
    await expect(slowService.publish(creator, contentOid)).rejects.toMatchObject({
      message: 'Compilation timed out. Please try again.',
    })
    const brokenService = testStoriesService(database, clock, { compileRunner: broken })
    await expect(brokenService.publish(creator, contentOid)).rejects.toMatchObject({
      message: 'An error occurred during compilation. Please try again.',
      status: 500,
    })
    expect((await service.listVersions(creator, contentOid)).versions).toHaveLength(1)
  })

  it('lets only the owner or an admin manage a content', async () => {
    const { contentOid } = await publishedStory()
    await rejectsWith(
      service.saveMetadata(other, contentOid, { title: 'Mine now' }, 0),
      'NOT_CONTENT_OWNER',
    )
    await rejectsWith(service.saveCanvas(other, contentOid, demoCanvas, 1), 'NOT_CONTENT_OWNER')
    await rejectsWith(service.publish(other, contentOid), 'NOT_CONTENT_OWNER')
    await rejectsWith(service.deleteContent(other, contentOid), 'NOT_CONTENT_OWNER')
    await rejectsWith(service.getRawContent(other, contentOid), 'NOT_CONTENT_OWNER')
    expect((await service.getRawContent(admin, contentOid)).content.id).toBe(contentOid)
    expect('metadata' in (await service.getContent(other, contentOid))).toBe(false)
    expect('metadata' in (await service.getContent(admin, contentOid))).toBe(true)
  })

  it('copies own contents and, for admins, listed ones', async () => {
    const { contentOid } = await publishedStory()
    const copy = await service.copyContent(creator, contentOid)
    expect(copy).toMatchObject({
      status: 'draft',
      visibility: 'private',
      title: 'The Keeper of Gull Rock',
    })
    expect((await service.getCanvas(creator, copy.contentOid)).version).toBe(0)
    await rejectsWith(service.copyContent(other, contentOid), 'NOT_CONTENT_OWNER')
    expect((await service.copyContent(admin, contentOid)).ownerOid).toBe(admin.oid)
    await rejectsWith(service.copyContent(admin, copy.contentOid), 'NOT_CONTENT_OWNER')
  })

  it('soft-deletes: the content disappears for everyone but stays in raw reads', async () => {
    const { contentOid } = await publishedStory()
    await service.deleteContent(creator, contentOid)
    await rejectsWith(service.getContent(reader, contentOid), 'CONTENT_NOT_FOUND')
    await rejectsWith(service.getPublishedStory(contentOid), 'CONTENT_NOT_FOUND')
    await rejectsWith(service.getPublishedContent(contentOid), 'CONTENT_NOT_FOUND')
    expect((await service.getRawContent(creator, contentOid)).content.status).toBe('deleted')
  })

  it('answers can-view: owner, free, paid with price, adult-gated, and entitlements', async () => {
    const free = await publishedStory()
    const paid = await publishedStory(creator, { pricing: { kind: 'paid', price: 250 } })
    const adult = await publishedStory(creator, { adult: true })
    expect(await service.canView(creator, paid.contentOid)).toEqual({
      canView: true,
      reason: 'owner',
    })
    expect(await service.canView(null, free.contentOid)).toEqual({ canView: true, reason: 'free' })
    expect(await service.canView(reader, paid.contentOid)).toEqual({
      canView: false,
      reason: 'paid',
      price: 250,
    })
    expect(await service.canView(reader, adult.contentOid)).toEqual({
      canView: false,
      reason: 'adult-gated',
    })
    expect(await service.canView(adultReader, adult.contentOid)).toEqual({
      canView: true,
      reason: 'free',
    })
    const entitled = testStoriesService(database, clock, {
      entitlements: { find: async (userOid) => (userOid === reader.oid ? 'purchased' : null) },
    })
    expect(await entitled.canView(reader, paid.contentOid)).toEqual({
      canView: true,
      reason: 'purchased',
    })
  })

  it('searches canvas nodes by type and text', async () => {
    const { contentOid } = await publishedStory()
    const characters = await service.searchNodes(creator, contentOid, { types: ['character'] })
    expect(characters.nodes.map((node) => node.id).sort()).toEqual([
      'char-elias',
      'char-tobias',
      'char-wren',
    ])
    const byText = await service.searchNodes(creator, contentOid, { text: 'lighthou' })
    expect(byText.nodes.length).toBeGreaterThan(0)
    const byId = await service.searchNodes(creator, contentOid, {
      types: ['story'],
      text: 'scene-dawn',
    })
    expect(byId.nodes.map((node) => node.id)).toContain('scene-dawn')
    expect((await service.searchNodes(creator, contentOid, { text: 'zzzzqqq' })).nodes).toEqual([])
    // Far more words than one tsvector holds (1 MB): matched as plain text, not an error.
    const words = Array.from({ length: 150_000 }, (_, index) => `word${index}`).join(' ')
    const huge = { id: 'note-huge', type: 'note', data: { text: `${words} needle` } }
    const draft = await service.createContent(creator, {})
    await service.saveCanvas(creator, draft.contentOid, { nodes: [huge], edges: [] }, 0)
    const found = await service.searchNodes(creator, draft.contentOid, { text: 'needle' })
    expect(found.nodes.map((node) => node.id)).toEqual(['note-huge'])
    // Words are matched by prefix, whatever their case and the escapes of their JSON text
    // (a newline, quotes); the name of a key is not a word of the node.
    const notes = [
      { id: 'note-a', type: 'note', data: { text: 'Gull-Rock\n"LIGHTHOUSE" Keeper' } },
      { id: 'note-b', type: 'note', data: { text: 'gull' } },
    ]
    await service.saveCanvas(creator, draft.contentOid, { nodes: notes, edges: [] }, 1)
    const ids = async (text: string) =>
      (await service.searchNodes(creator, draft.contentOid, { text })).nodes.map((n) => n.id)
    expect(await ids('gull lig')).toEqual(['note-a'])
    expect(await ids('KEEP rock')).toEqual(['note-a'])
    expect(await ids('gul')).toEqual(['note-a', 'note-b'])
    expect(await ids('text')).toEqual([])
  })

  it('compiles one node against the stored or the sent canvas', async () => {
    const { contentOid } = await publishedStory()
    const result = await service.compileNode(creator, contentOid, 'char-elias')
    expect(result.ok).toBe(true)
    expect(result.compiledNode?.kind).toBe('character')
    const missing = await service.compileNode(creator, contentOid, 'nope', { nodes: [], edges: [] })
    expect(missing).toMatchObject({ ok: false, errors: [{ key: 'UNKNOWN_NODE' }] })
  })
})
