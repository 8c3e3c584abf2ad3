/** The catalog's calls over HTTP: lifecycle, reads, bulk, history, and one creator against another. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { grantRoles, type SignedIn, seedAdmin, signUp } from '../support/accounts'
import { startTestServer, type TestServer } from '../support/test-server'

const THUMB = `/api/story-chat/asset/${'b'.repeat(64)}`
const SOURCE = '/api/upload/content/demo/episode-1.mp3'

describe('content catalog over HTTP', () => {
  let server: TestServer
  let admin: SignedIn
  let creatorA: SignedIn
  let creatorB: SignedIn
  let viewer: SignedIn

  beforeAll(async () => {
    server = await startTestServer()
    admin = await seedAdmin(server)
    creatorA = await signUp(server)
    creatorB = await signUp(server)
    viewer = await signUp(server)
    await grantRoles(server, admin.token, creatorA.oid, ['creator'])
    await grantRoles(server, admin.token, creatorB.oid, ['creator'])
  })
  afterAll(async () => {
    await server?.close()
  })

  async function publish(token: string, metaData: Record<string, unknown> = {}) {
    const response = await server.api('/content', {
      token,
      body: {
        metaData: {
          title: 'Rain talk',
          thumbnail: THUMB,
          mediaAssets: { sources: [SOURCE] },
          ...metaData,
        },
      },
    })
    expect(response.status, response.text).toBe(200)
    return response.json.contentOid as string
  }

  it('issues an id, saves a draft under it, publishes it, and anyone reads it', async () => {
    const issued = await server.api('/content/issueid', { token: creatorA.token, body: {} })
    expect(issued.status).toBe(200)
    const contentOid = issued.json.contentOid
    const saved = await server.api('/content/save', {
      token: creatorA.token,
      body: {
        contentOid,
        metaData: { title: 'Episode 1', multiLangTitle: { ko: '1화', jp: '第1話' } },
      },
    })
    expect(saved.json).toMatchObject({ contentOid, status: 'inprogress' })
    const published = await server.api('/content', {
      token: creatorA.token,
      body: { contentOid, metaData: { thumbnail: THUMB, mediaAssets: { sources: [SOURCE] } } },
    })
    expect(published.json.status).toBe('published')
    const read = await server.api('/content', { query: { contentOid, includeWatchHistory: true } })
    expect(read.status).toBe(200)
    expect(read.json.content).toMatchObject({
      contentOid,
      creatorOid: creatorA.oid,
      title: 'Episode 1',
      multiLangTitle: { ko: '1화', jp: '第1話' },
      canView: true,
      isMine: false,
    })
    expect(read.json.content.mediaUrls.sources).toEqual([SOURCE])
    const meta = await server.api('/content', {
      token: creatorA.token,
      query: { contentOid, withContentMetadata: 'true' },
    })
    expect(meta.json.metadata.mediaAssets.sources).toEqual([SOURCE])
  })

  it('refuses publishing to non-creators with the spec text, and bad input with a 400', async () => {
    const refused = await server.api('/content', {
      token: viewer.token,
      body: { metaData: { title: 'x', thumbnail: THUMB } },
    })
    expect(refused.status).toBe(403)
    expect(refused.json.error).toBe("You don't have permission to use this feature.")
    const priced = await server.api('/content', {
      token: creatorA.token,
      body: { metaData: { title: 'x', thumbnail: THUMB, price: 10, viewableWithoutSub: true } },
    })
    expect(priced.status).toBe(400)
    expect(priced.json.error).toBe('Contents that are open to all or free tier must be free.')
    const foreign = await server.api('/content', {
      token: creatorA.token,
      body: { metaData: { title: 'x', thumbnail: 'javascript:alert(1)' } },
    })
    expect(foreign.status).toBe(400)
    expect(foreign.json.details).toEqual({ field: 'thumbnail' })
  })

  it('answers bulk as a map, in batches of at most 150, cacheable for 600 s', async () => {
    const first = await publish(creatorA.token)
    const second = await publish(creatorA.token, { price: 40 })
    const draft = (
      await server.api('/content/save', {
        token: creatorA.token,
        body: { metaData: { title: 'wip' } },
      })
    ).json.contentOid
    const response = await server.api('/content/bulk', {
      token: viewer.token,
      query: { requestFormQueue: [first, second, draft].join('|') },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, max-age=600')
    expect(Object.keys(response.json)).toEqual([first, second])
    expect(response.json[second]).toMatchObject({
      canView: false,
      canViewReason: 'paid',
      price: 40,
    })
    const ids = Array.from({ length: 151 }, (_, index) => index.toString(16).padStart(24, '0'))
    const tooMany = await server.api('/content/bulk', {
      query: { requestFormQueue: ids.join('|') },
    })
    expect(tooMany.status).toBe(400)
    expect(tooMany.json.error).toBe('At most 150 contents per call.')
  })

  it("keeps one creator's drafts, private contents and edits from another (IDOR)", async () => {
    const draft = (
      await server.api('/content/save', {
        token: creatorA.token,
        body: { metaData: { title: 'secret draft' } },
      })
    ).json.contentOid
    const hidden = await publish(creatorA.token, { isPrivateContent: true })
    const open = await publish(creatorA.token)
    for (const contentOid of [draft, hidden]) {
      const read = await server.api('/content', { token: creatorB.token, query: { contentOid } })
      expect(read.status).toBe(404)
      const bulk = await server.api('/content/bulk', {
        token: creatorB.token,
        query: { requestFormQueue: contentOid, includeDeletedContents: true, privateFields: true },
      })
      expect(bulk.json).toEqual({})
    }
    const update = await server.api('/content/update', {
      token: creatorB.token,
      body: { contentOid: open, metaData: { title: 'taken over' } },
    })
    expect(update.status).toBe(403)
    const updateDraft = await server.api('/content/update', {
      token: creatorB.token,
      body: { contentOid: draft, metaData: { title: 'taken over' } },
    })
    expect(updateDraft.status).toBe(404)
    const remove = await server.api('/content', {
      method: 'DELETE',
      token: creatorB.token,
      body: { contentOid: open, creatorOid: creatorA.oid },
    })
    expect(remove.status).toBe(403)
    const projected = await server.api('/content/projected', {
      token: creatorB.token,
      query: { creatorOid: creatorA.oid },
    })
    expect(projected.status).toBe(403)
    const oids = await server.api('/content/creator/all-content-oids', {
      token: creatorB.token,
      query: { creatorOid: creatorA.oid },
    })
    expect(oids.json.contentOids).toContain(open)
    expect(oids.json.contentOids).not.toContain(draft)
    expect(oids.json.contentOids).not.toContain(hidden)
    const after = await server.api('/content', { query: { contentOid: open } })
    expect(after.json.content.title).toBe('Rain talk')
    expect(after.json.content.status).toBe('published')
  })

  it('updates, unpublishes, deletes by state, and lists the studio projection', async () => {
    const contentOid = await publish(creatorA.token)
    const down = await server.api('/content/update', {
      token: creatorA.token,
      body: { contentOid, metaData: { title: 'Taken down' }, contentStatus: 'unpublished' },
    })
    expect(down.json.status).toBe('unpublished')
    expect((await server.api('/content', { query: { contentOid } })).status).toBe(404)
    const projected = await server.api('/content/projected', {
      token: creatorA.token,
      query: { list: 'unpublished' },
    })
    expect(
      projected.json.lists.unpublished.map((item: { contentOid: string }) => item.contentOid),
    ).toContain(contentOid)
    const back = await server.api('/content/update', {
      token: creatorA.token,
      body: { contentOid, metaData: {} },
    })
    expect(back.json.status).toBe('published')
    const stale = await server.api('/content', {
      method: 'DELETE',
      token: creatorA.token,
      body: { contentOid, creatorOid: creatorA.oid, contentState: 'inprogress' },
    })
    expect(stale.status).toBe(409)
    const removed = await server.api('/content', {
      method: 'DELETE',
      token: creatorA.token,
      body: { contentOid, creatorOid: creatorA.oid, contentState: 'published' },
    })
    expect(removed.json).toEqual({ contentOid, status: 'deleted' })
    expect(
      (await server.api('/content', { token: creatorA.token, query: { contentOid } })).status,
    ).toBe(404)
  })

  it('edits as the studio does: metadata read back by its creator only, tiers and price by the rules', async () => {
    const contentOid = await publish(creatorA.token, { hashtags: ['rain'] })
    // Another creator reads the content but never its editable metadata, nor re-encodes it.
    const foreign = await server.api('/content', {
      token: creatorB.token,
      query: { contentOid, withContentMetadata: true },
    })
    expect(foreign.status).toBe(200)
    expect(foreign.json.metadata).toBeUndefined()
    const reencode = await server.api('/content/reencoding', {
      token: creatorB.token,
      body: { contentOid },
    })
    expect([403, 404]).toContain(reencode.status)
    const status = await server.api('/content/encoding-status', {
      token: creatorB.token,
      query: { contentOid },
    })
    expect([403, 404]).toContain(status.status)

    const own = await server.api('/content', {
      token: creatorA.token,
      query: { contentOid, withContentMetadata: true },
    })
    expect(own.json.metadata).toMatchObject({ title: 'Rain talk', hashtags: ['rain'], price: 0 })
    // Tier-only: no price, one tier; the list and the reader's view say so.
    const tiered = await server.api('/content/update', {
      token: creatorA.token,
      body: {
        contentOid,
        metaData: { title: 'Rain talk, for Gold', viewableTiers: ['gold'], price: 0 },
        contentStatus: 'published',
      },
    })
    expect(tiered.status, tiered.text).toBe(200)
    const read = await server.api('/content', { token: viewer.token, query: { contentOid } })
    expect(read.json.content).toMatchObject({
      title: 'Rain talk, for Gold',
      viewableTiers: ['gold'],
      canView: false,
      canViewReason: 'subscriber-only',
    })
    // Open to all with a price is refused with the spec's text, and nothing changes.
    const wrong = await server.api('/content/update', {
      token: creatorA.token,
      body: { contentOid, metaData: { viewableTiers: [], viewableWithoutSub: true, price: 30 } },
    })
    expect(wrong.status).toBe(400)
    expect(wrong.json.error).toBe('Contents that are open to all or free tier must be free.')
    const after = await server.api('/content', { token: creatorA.token, query: { contentOid } })
    expect(after.json.content).toMatchObject({ viewableTiers: ['gold'], price: 0 })
    const listed = await server.api('/content/projected', {
      token: creatorA.token,
      query: { list: 'published' },
    })
    expect(
      listed.json.lists.published.find(
        (row: { contentOid: string }) => row.contentOid === contentOid,
      ),
    ).toMatchObject({ viewableTiers: ['gold'], purchases: 0, revenue: 0, encodingFailure: null })
  })

  it('gates adult content, downloads and subtitles for the entitled, and records history', async () => {
    const adult = await publish(creatorA.token, {
      isAdultContent: true,
      mediaAssets: { sources: [SOURCE], subtitles: { en: '/api/upload/content/demo/en.vtt' } },
    })
    const gated = await server.api('/content', {
      token: viewer.token,
      query: { contentOid: adult },
    })
    expect(gated.json.content).toMatchObject({ canView: false, canViewReason: 'adult-gated' })
    expect(gated.json.content.mediaUrls).toBeUndefined()
    expect(
      (await server.api('/content/download', { token: viewer.token, query: { contentOid: adult } }))
        .status,
    ).toBe(403)
    const certified = await server.api('/account/certified', {
      token: viewer.token,
      body: { birthDate: '19900501' },
    })
    expect(certified.status, certified.text).toBe(200)
    const download = await server.api('/content/download', {
      token: viewer.token,
      query: { contentOid: adult },
    })
    expect(download.json).toMatchObject({
      contentOid: adult,
      url: SOURCE,
      fileName: 'Rain talk.mp3',
    })
    const subtitle = await server.api('/content/subtitle', {
      token: viewer.token,
      query: { contentOid: adult, lang: 'en' },
    })
    expect(subtitle.json.url).toBe('/api/upload/content/demo/en.vtt')

    const view = await server.api('/content/view', {
      token: viewer.token,
      body: { contentOid: adult },
    })
    expect(view.json.counted).toBe(true)
    const again = await server.api('/content/view', {
      token: viewer.token,
      body: { contentOid: adult },
    })
    expect(again.json.counted).toBe(false)
    // The counted view (once, not the repeat) lands in the creator's analytics.
    // A range around now, so a view on either side of midnight is inside it.
    const today = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10)
    const analytics = await server.context.revenue.service.analytics.report({
      creatorOid: creatorA.oid,
      fromDay: today,
      toDay: tomorrow,
    })
    expect(analytics.days.reduce((sum, day) => sum + day.views, 0)).toBe(1)
    expect(analytics.countries.reduce((sum, cell) => sum + cell.users, 0)).toBe(1)
    await server.api('/content/history/play-count', {
      token: viewer.token,
      body: { contentOid: adult },
    })
    const timed = await server.api('/content/history/play-time', {
      token: viewer.token,
      body: { contentOid: adult, time: 15, position: 120 },
    })
    expect(timed.json.watchHistory).toMatchObject({
      views: 1,
      playCount: 1,
      playSeconds: 15,
      lastPosition: 120,
    })
    expect(
      (
        await server.api('/content/history/play-time', {
          token: viewer.token,
          body: { contentOid: adult, time: -3 },
        })
      ).status,
    ).toBe(400)
    const read = await server.api('/content', {
      token: viewer.token,
      query: { contentOid: adult, includeWatchHistory: true },
    })
    expect(read.json.watchHistory).toMatchObject({ views: 1, playCount: 1, lastPosition: 120 })
    expect(read.json.content.views).toBe(1)
  })

  it('answers a warned illegal downloader 444 with its errorStatus', async () => {
    const contentOid = await publish(creatorA.token)
    const warned = await signUp(server)
    const adminUser = await server.context.accounts.service.sessionUserByEmail(admin.email)
    if (!adminUser) throw new Error('the seeded admin has no session user')
    await server.context.content.service.interaction.recordIllegalDownload(adminUser, {
      userOid: warned.oid,
    })
    const refused = await server.api('/content', { token: warned.token, query: { contentOid } })
    expect(refused.status).toBe(444)
    expect(refused.json).toEqual({ errorStatus: 444 })
  })

  it('saves and publishes scenario items and lists stories', async () => {
    const scenario = await server.api('/content/scenario', {
      token: creatorA.token,
      body: { metaData: { title: 'Choose a door', thumbnail: THUMB }, contentStatus: 'published' },
    })
    expect(scenario.json.content).toMatchObject({ isScenarioItem: true, status: 'published' })
    const byStatus = await server.api('/content', {
      query: { contentOid: scenario.json.contentOid, status: 'scenario' },
    })
    expect(byStatus.status).toBe(200)
    const all = await server.api('/content/allstory', { query: { limit: 100 } })
    expect(all.status).toBe(200)
    const oids = all.json.contents.map((content: { contentOid: string }) => content.contentOid)
    expect(oids).not.toContain(scenario.json.contentOid)
    expect(
      all.json.contents.every((content: { status: string }) => content.status === 'published'),
    ).toBe(true)
  })
})
