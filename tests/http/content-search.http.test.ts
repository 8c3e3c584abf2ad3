/** Search over HTTP: creators from the accounts area, creator languages, the spec's texts, adult and discovery rules. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedContents } from '../../platform/content/search/testing'
import { grantRoles, type SignedIn, seedAdmin, signUp } from '../support/accounts'
import { startTestServer, type TestServer } from '../support/test-server'

describe('content search over HTTP', () => {
  let server: TestServer
  let admin: SignedIn
  let korean: SignedIn
  let english: SignedIn
  const ids: Record<string, string> = {}
  const now = new Date()

  beforeAll(async () => {
    // Search answers count every content of the product: a product (and corpus) of its own.
    server = await startTestServer({ private: true })
    admin = await seedAdmin(server)
    korean = await signUp(server, { nickname: `RainMaker${process.pid}` })
    english = await signUp(server, { nickname: `Stormy${process.pid}` })
    for (const creator of [korean, english])
      await grantRoles(server, admin.token, creator.oid, ['creator'])
    const language = await server.api('/account/settings/language', {
      token: korean.token,
      body: { language: 'ko' },
    })
    expect(language.status, language.text).toBe(200)
    const [rainKo, rainEn, adult] = await seedContents(
      server.context.database.db,
      [
        {
          title: '비 오는 밤 rainfall',
          creator_oid: korean.oid,
          hashtags: ['rainy'],
          language: 'ko',
        },
        { title: 'Rainfall on the roof', creator_oid: english.oid, hashtags: ['rain'] },
        { title: 'Rainfall after dark', creator_oid: english.oid, adult: true },
      ],
      now,
    )
    Object.assign(ids, { rainKo, rainEn, adult })
  })
  afterAll(async () => {
    await server?.close()
  })

  it('main search answers creators, tags and keyword hits', async () => {
    const response = await server.api('/content/main-search', { query: { keyword: 'rain' } })
    expect(response.status, response.text).toBe(200)
    expect(response.json.creators.map((creator: { oid: string }) => creator.oid)).toEqual([
      korean.oid,
    ])
    expect(response.json.tags).toEqual([
      { tag: 'rain', count: 1 },
      { tag: 'rainy', count: 1 },
    ])
    expect(
      response.json.contents.map((hit: { contentOid: string }) => hit.contentOid).sort(),
    ).toEqual([ids.rainKo, ids.rainEn].sort())
  })

  it('filters by the creators’ account language and answers the spec’s texts for a missing input', async () => {
    const response = await server.api('/content/search', {
      query: { keywords: 'rainfall', creatorLangs: 'ko' },
    })
    expect(response.status, response.text).toBe(200)
    expect(response.json.contents.map((hit: { contentOid: string }) => hit.contentOid)).toEqual([
      ids.rainKo,
    ])
    for (const [query, text] of [
      [{}, 'Please enter a keyword to search.'],
      [{ creatorSearch: 'true' }, 'Please select a creator.'],
      [{ tagSearch: 'true', keywords: '#' }, 'Please enter a tag.'],
    ] as const) {
      const refused = await server.api('/content/search', { query })
      expect(refused.status).toBe(400)
      expect(refused.json.error).toBe(text)
    }
  })

  it('shows adult contents only to an adult-verified caller who asks', async () => {
    const ask = (token?: string) =>
      server.api('/content/search', { token, query: { keywords: 'after dark', adult: 'true' } })
    expect((await ask()).json.contents).toEqual([])
    expect((await ask(english.token)).json.contents).toEqual([])
    const certified = await server.api('/account/certified', {
      token: english.token,
      body: { birthDate: '19900501' },
    })
    expect(certified.status, certified.text).toBe(200)
    expect(
      (await ask(english.token)).json.contents.map((hit: { contentOid: string }) => hit.contentOid),
    ).toEqual([ids.adult])
  })

  it('lets admins pin contents to a language’s discovery shelf', async () => {
    const pinned = await server.api('/content/discovery', {
      token: admin.token,
      body: { contentOid: ids.rainKo, language: 'ko', position: 1 },
    })
    expect(pinned.status, pinned.text).toBe(200)
    const shelf = await server.api('/content/discovery', { query: { language: 'ko' } })
    expect(shelf.json.pinned.map((hit: { contentOid: string }) => hit.contentOid)).toEqual([
      ids.rainKo,
    ])
    const refused = await server.api('/content/discovery', {
      token: korean.token,
      body: { contentOid: ids.rainEn, language: 'ko' },
    })
    expect(refused.status).toBe(403)
  })
  it("leaves out what the caller blocked: a content, a creator's contents, a tag", async () => {
    const reader = await signUp(server, { nickname: `Blocker${process.pid}` })
    const hits = async () => {
      const response = await server.api('/content/search', {
        token: reader.token,
        query: { keywords: 'rainfall' },
      })
      expect(response.status, response.text).toBe(200)
      return response.json.contents.map((hit: { contentOid: string }) => hit.contentOid).sort()
    }
    const block = async (body: Record<string, string>, operation = 'add') => {
      const response = await server.api('/content/block', {
        token: reader.token,
        body: { operation, ...body },
      })
      expect(response.status, response.text).toBe(200)
    }
    expect(await hits()).toEqual([ids.rainKo, ids.rainEn].sort())
    await block({ contentOid: ids.rainKo as string })
    expect(await hits()).toEqual([ids.rainEn])
    await block({ contentOid: ids.rainKo as string }, 'remove')
    await block({ userOid: english.oid })
    expect(await hits()).toEqual([ids.rainKo])
    await block({ userOid: english.oid }, 'remove')
    await block({ tag: '#Rainy' })
    expect(await hits()).toEqual([ids.rainEn])
    // Another caller's blocks change nothing for a visitor.
    const visitor = await server.api('/content/search', { query: { keywords: 'rainfall' } })
    expect(visitor.json.contents).toHaveLength(2)
  })
})
