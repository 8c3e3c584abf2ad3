/**
 * The search page's categories and banners over HTTP: an admin saves, orders, publishes and
 * removes categories that the player's search screen reads; saves and publishes banners
 * that players see at their placement, whose impressions and clicks count once per viewer
 * a day; every change is written once to the audit log; bad input changes nothing.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createMatrixWorld, type MatrixWorld } from '../support/authorization-matrix'
import { describeOnEngine } from '../support/http-engine'
import { startTestServer } from '../support/test-server'

const titles = (en: string) => ({ en, ko: `${en} (ko)`, jp: `${en} (jp)`, es: `${en} (es)` })
const hour = 3_600_000

describeOnEngine('admin content discovery', (engine) => {
  let world: MatrixWorld
  let admin: string

  beforeAll(async () => {
    world = await createMatrixWorld(await startTestServer({ engine }))
    admin = world.users.admin.token
  }, 120_000)
  afterAll(async () => {
    await world?.server.close()
  })

  const call = (path: string, init: Parameters<MatrixWorld['server']['api']>[1] = {}) =>
    world.server.api(path, { token: admin, ...init })
  const auditOf = async (oid: string) =>
    (await call('/admin/audit-log', { query: { target: oid } })).json.entries as {
      action: string
      before: unknown
      after: unknown
    }[]
  const inputs = async (language = 'en') =>
    (await world.server.api('/content/curation/search-inputs', { query: { language } })).json
      .components as { componentOid: string; kind: string; title: string; inputs: unknown[] }[]
  const saveCategory = async (body: Record<string, unknown>) => {
    const saved = await call('/content/admin/search-component', { body })
    expect(saved.status, saved.text).toBe(200)
    return saved.json.component as { componentOid: string; position: number }
  }

  it('publishes categories that the search screen then reads in order, in its language', async () => {
    const tag = `rain${world.unique()}`.slice(0, 30).toLowerCase()
    const moods = await saveCategory({
      kind: 'tags',
      titles: titles('Moods'),
      inputs: [`#${tag}`, 'cozy'],
      hidden: false,
    })
    const makers = await saveCategory({
      kind: 'creators',
      titles: titles('Makers'),
      inputs: [world.users.creator.oid],
      hidden: false,
    })
    expect(makers.position).toBe(moods.position + 1)
    expect((await inputs()).some((c) => c.componentOid === moods.componentOid)).toBe(false)

    const moved = await call('/content/admin/search-component/move', {
      body: { componentOid: makers.componentOid, position: moods.position },
    })
    expect(moved.status, moved.text).toBe(200)
    expect(moved.json.component.position).toBe(moods.position)
    const published = await call('/content/admin/search-components/publish', { body: {} })
    expect(published.status, published.text).toBe(200)

    const read = (await inputs('ko')).filter((c) =>
      [moods.componentOid, makers.componentOid].includes(c.componentOid),
    )
    expect(read.map((c) => c.title)).toEqual(['Makers (ko)', 'Moods (ko)'])
    expect(read[0]?.inputs).toEqual([
      { value: world.users.creator.oid, label: world.users.creator.nickname },
    ])
    expect(read[1]?.inputs).toEqual([
      { value: tag, label: tag },
      { value: 'cozy', label: 'cozy' },
    ])
    expect((await auditOf(makers.componentOid)).map((entry) => entry.action)).toEqual([
      'search-category.move',
      'search-category.save',
    ])
  })

  it('hides and removes a category, and refuses bad input changing nothing', async () => {
    const gone = await saveCategory({
      kind: 'contentTypes',
      titles: titles('Kinds'),
      inputs: ['clip'],
      hidden: false,
    })
    await call('/content/admin/search-components/publish', { body: {} })
    expect((await inputs()).some((c) => c.componentOid === gone.componentOid)).toBe(true)
    await saveCategory({
      componentOid: gone.componentOid,
      kind: 'contentTypes',
      titles: titles('Kinds'),
      inputs: ['clip'],
      hidden: true,
    })
    await call('/content/admin/search-components/publish', { body: {} })
    expect((await inputs()).some((c) => c.componentOid === gone.componentOid)).toBe(false)

    const bad = await call('/content/admin/search-component', {
      body: { kind: 'contentTypes', titles: titles('Bad'), inputs: ['film'], hidden: false },
    })
    expect(bad.status).toBe(400)
    expect(bad.json.message ?? bad.json.error).toMatch(/content type/)
    const unknown = await call('/content/admin/search-component', {
      body: { kind: 'creators', titles: titles('Bad'), inputs: ['f'.repeat(24)], hidden: false },
    })
    expect(unknown.status).toBe(400)

    const removed = await call('/content/admin/search-component', {
      method: 'DELETE',
      body: { componentOid: gone.componentOid },
    })
    expect(removed.status, removed.text).toBe(200)
    const again = await call('/content/admin/search-component', {
      query: { componentOid: gone.componentOid },
    })
    expect(again.status).toBe(404)
    expect((await auditOf(gone.componentOid)).map((entry) => entry.action)).toEqual([
      'search-category.delete',
      'search-category.save',
      'search-category.save',
    ])
    const list = await call('/content/admin/search-components')
    const positions = (list.json.components as { position: number }[]).map((c) => c.position)
    expect(positions).toEqual(positions.map((_, index) => index + 1))
  })

  const saveBanner = async (body: Record<string, unknown>) => {
    const now = Date.now()
    const saved = await call('/content/admin/banner', {
      body: {
        kind: 'platform',
        title: 'Spring picks',
        imageUrl: '/files/banner.png',
        linkUrl: '/search?tags=spring',
        placement: 'search',
        languages: [],
        countries: [],
        startsAt: new Date(now - hour).toISOString(),
        endsAt: new Date(now + 24 * hour).toISOString(),
        order: 0,
        ...body,
      },
    })
    expect(saved.status, saved.text).toBe(200)
    return saved.json.banner as { bannerOid: string; status: string; linkUrl: string }
  }
  const live = async (placement: string, init: { language?: string; country?: string } = {}) =>
    (await world.server.api('/content/banners', { query: { placement, ...init } })).json
      .banners as { bannerOid: string }[]

  it('shows a published banner at its placement and counts a viewer once a day', async () => {
    const banner = await saveBanner({ title: `Spring ${world.unique()}`, languages: ['ko'] })
    expect(banner.status).toBe('draft')
    expect((await live('search', { language: 'ko' })).map((b) => b.bannerOid)).not.toContain(
      banner.bannerOid,
    )
    const published = await call('/content/admin/banner/publish', {
      body: { bannerOid: banner.bannerOid, published: true },
    })
    expect(published.status, published.text).toBe(200)
    expect((await live('search', { language: 'ko' })).map((b) => b.bannerOid)).toContain(
      banner.bannerOid,
    )
    expect((await live('search', { language: 'en' })).map((b) => b.bannerOid)).not.toContain(
      banner.bannerOid,
    )
    expect((await live('home-top', { language: 'ko' })).map((b) => b.bannerOid)).not.toContain(
      banner.bannerOid,
    )

    const viewer = { token: world.users.userA.token }
    const seen = (init: object) =>
      world.server.api('/content/banners/impression', {
        ...init,
        body: { bannerOids: [banner.bannerOid, banner.bannerOid] },
      })
    expect((await seen(viewer)).json).toEqual({ counted: 1 })
    expect((await seen(viewer)).json).toEqual({ counted: 0 })
    expect((await seen({ guestDeviceId: world.guestDeviceId })).json).toEqual({ counted: 1 })
    const click = () =>
      world.server.api('/content/banners/click', {
        ...viewer,
        body: { bannerOid: banner.bannerOid },
      })
    expect((await click()).json).toEqual({ counted: true })
    expect((await click()).json).toEqual({ counted: false })
    const anonymous = await world.server.api('/content/banners/click', {
      body: { bannerOid: banner.bannerOid },
    })
    expect(anonymous.status).toBe(401)

    const today = new Date().toISOString().slice(0, 10)
    const counts = await call('/content/admin/banner-counts', {
      query: { from: today, to: today, bannerOid: banner.bannerOid },
    })
    expect(counts.status, counts.text).toBe(200)
    expect(counts.json.totals).toEqual({ impressions: 2, clicks: 1 })
    expect(counts.json.days).toEqual([{ day: today, impressions: 2, clicks: 1 }])
    expect(counts.json.banners[0]).toMatchObject({ bannerOid: banner.bannerOid, clicks: 1 })
    expect((await auditOf(banner.bannerOid)).map((entry) => entry.action)).toEqual([
      'banner.publish',
      'banner.save',
    ])
  })

  it('links a creator banner to the channel, lists it by creator, and removes it', async () => {
    const banner = await saveBanner({
      kind: 'creator',
      creatorOid: world.users.creator.oid,
      linkUrl: undefined,
      title: `Creator ${world.unique()}`,
    })
    expect(banner.linkUrl).toBe(`/creatorhome/${world.users.creator.oid}`)
    const listed = await call('/content/admin/banners', {
      query: { kind: 'creator', creatorOid: world.users.creator.oid },
    })
    expect(listed.json.banners.map((b: { bannerOid: string }) => b.bannerOid)).toContain(
      banner.bannerOid,
    )
    const platform = await call('/content/admin/banners', { query: { kind: 'platform' } })
    expect(platform.json.banners.map((b: { bannerOid: string }) => b.bannerOid)).not.toContain(
      banner.bannerOid,
    )
    await call('/content/admin/banner/publish', {
      body: { bannerOid: banner.bannerOid, published: true },
    })
    const removed = await call('/content/admin/banner', {
      method: 'DELETE',
      body: { bannerOid: banner.bannerOid },
    })
    expect(removed.status, removed.text).toBe(200)
    expect((await live('search')).map((b) => b.bannerOid)).not.toContain(banner.bannerOid)
    const clicked = await world.server.api('/content/banners/click', {
      token: world.users.userA.token,
      body: { bannerOid: banner.bannerOid },
    })
    expect(clicked.status).toBe(400)
    expect((await auditOf(banner.bannerOid)).map((entry) => entry.action)).toEqual([
      'banner.delete',
      'banner.publish',
      'banner.save',
    ])
  })

  it('refuses bad banners and ranges, changing nothing', async () => {
    const before = await call('/content/admin/banners', { query: { kind: 'platform' } })
    const backwards = await call('/content/admin/banner', {
      body: {
        kind: 'platform',
        title: 'Bad',
        imageUrl: '/x.png',
        linkUrl: '/',
        placement: 'search',
        languages: [],
        countries: [],
        startsAt: '2026-03-02T00:00:00Z',
        endsAt: '2026-03-01T00:00:00Z',
        order: 0,
      },
    })
    expect(backwards.status).toBe(400)
    const after = await call('/content/admin/banners', { query: { kind: 'platform' } })
    expect(after.json.banners.length).toBe(before.json.banners.length)
    const long = await call('/content/admin/banner-counts', {
      query: { from: '2026-01-01', to: '2026-06-01' },
    })
    expect(long.status).toBe(400)
    const creator = await world.server.api('/content/admin/banners', {
      token: world.users.creator.token,
      query: { kind: 'platform' },
    })
    expect(creator.status).toBe(403)
  })
})
