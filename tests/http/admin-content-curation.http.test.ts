/**
 * Curated pages over HTTP: an admin saves a draft, publishes it, and the player's home reads
 * it (per country, with the reader's adult setting) while GET /content/page2 serves the
 * cached public copy; every change is written once to the audit log; bad input changes nothing.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { seedContents } from '../../platform/content/search/testing'
import { createMatrixWorld, type MatrixWorld } from '../support/authorization-matrix'
import { describeOnEngine } from '../support/http-engine'
import { startTestServer } from '../support/test-server'

const titles = (en: string) => ({ en, ko: `${en} (ko)`, jp: `${en} (jp)`, es: `${en} (es)` })

describeOnEngine('admin curated pages', (engine) => {
  let world: MatrixWorld
  let admin: string
  let contents: string[]

  beforeAll(async () => {
    world = await createMatrixWorld(await startTestServer({ engine }))
    admin = world.users.admin.token
    contents = await seedContents(
      world.server.context.database.db,
      [
        { title: 'Curated rain', category: 'asmr' },
        { title: 'Curated night', category: 'asmr' },
        { title: 'Curated adult', category: 'asmr', adult: true },
      ],
      new Date('2026-03-01T00:00:00Z'),
    )
  }, 120_000)
  afterAll(async () => {
    await world?.server.close()
  })

  const call = (path: string, init: Parameters<MatrixWorld['server']['api']>[1] = {}) =>
    world.server.api(path, { token: admin, ...init })
  const auditOf = async (pageOid: string) =>
    (await call('/admin/audit-log', { query: { target: pageOid } })).json.entries as {
      action: string
      before: unknown
      after: unknown
    }[]

  it('publishes a draft that the home then shows in order, once in the audit log each', async () => {
    const url = `home-${world.unique()}`.slice(0, 40)
    const saved = await call('/content/admin/curated-page', {
      body: {
        pageUrl: url,
        country: 'ALL',
        title: 'Everyone',
        sections: [
          { titles: titles('Rainy picks'), contentOids: [contents[1], contents[2], contents[0]] },
        ],
      },
    })
    expect(saved.status, saved.text).toBe(200)
    const pageOid = saved.json.page.pageOid
    const unpublished = await world.server.api('/content/curation', { query: { pageUrl: url } })
    expect(unpublished.json).toEqual({ page: null })

    const published = await call('/content/admin/curated-page/publish', { body: { pageOid } })
    expect(published.status, published.text).toBe(200)
    expect(published.json.page.unpublishedChanges).toBe(false)

    const home = await world.server.api('/content/curation', {
      query: { pageUrl: url, country: 'KR', language: 'ko' },
    })
    expect(home.status, home.text).toBe(200)
    expect(home.json.page.sections[0].title).toBe('Rainy picks (ko)')
    expect(home.json.page.sections[0].contents.map((hit: { title: string }) => hit.title)).toEqual([
      'Curated night',
      'Curated rain',
    ])
    const cached = await world.server.api('/content/page2', {
      query: { pageUrl: url, country: 'JP' },
    })
    expect(cached.status, cached.text).toBe(200)
    expect(cached.headers.get('cache-control')).toBe('public, max-age=1800')
    expect(cached.json.page.pageOid).toBe(pageOid)

    const entries = await auditOf(pageOid)
    expect(entries.map((entry) => entry.action).sort()).toEqual([
      'curation.page-publish',
      'curation.page-save',
    ])
    expect(entries.find((entry) => entry.action === 'curation.page-publish')).toMatchObject({
      before: { published: null },
    })
  })

  it('refuses bad input with a precise 4xx and changes nothing', async () => {
    const before = (await call('/content/curated-pages')).json.pages.length
    const unknown = await call('/content/admin/curated-page', {
      body: {
        pageUrl: 'nowhere',
        country: 'ALL',
        title: 'Nowhere',
        sections: [{ titles: titles('x'), contentOids: ['d'.repeat(24)] }],
      },
    })
    expect(unknown.status).toBe(400)
    expect(unknown.json.error).toBe(`Unknown content: ${'d'.repeat(24)}`)
    const country = await call('/content/admin/curated-page', {
      body: { pageUrl: 'nowhere', country: 'Korea', title: 'Nowhere', sections: [] },
    })
    expect(country.status).toBe(400)
    expect(country.json.error).toBe('A country is a two-letter code or ALL')
    const untitled = await call('/content/admin/curated-page', {
      body: {
        pageUrl: 'nowhere',
        country: 'ALL',
        title: 'Nowhere',
        sections: [{ titles: { ...titles('x'), jp: ' ' }, contentOids: [] }],
      },
    })
    expect(untitled.status).toBe(400)
    expect(untitled.json.error).toBe('Every section needs a title in each language')
    expect((await call('/content/curated-pages')).json.pages.length).toBe(before)
  })

  it('deletes a page after which players get nothing there', async () => {
    const url = `gone-${world.unique()}`.slice(0, 40)
    const saved = await call('/content/admin/curated-page', {
      body: { pageUrl: url, country: 'ALL', title: 'Gone soon', sections: [] },
    })
    const pageOid = saved.json.page.pageOid
    await call('/content/admin/curated-page/publish', { body: { pageOid } })
    const removed = await call('/content/admin/curated-page', {
      method: 'DELETE',
      body: { pageOid },
    })
    expect(removed.status, removed.text).toBe(200)
    const page2 = await world.server.api('/content/page2', { query: { pageOid } })
    expect(page2.status).toBe(404)
    expect(page2.json.error).toBe('Curated page not found')
    expect(
      (await auditOf(pageOid)).filter((entry) => entry.action === 'curation.page-delete'),
    ).toHaveLength(1)
  })
})
