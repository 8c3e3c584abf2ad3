/** Content search on both engines: keywords in four languages, the filter, sorts, paging, visibility. */
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newObjectId } from '../../db'
import { writeSetting } from '../../db/settings'
import { describeEachEngine, openTestDatabase, type TestDatabase } from '../../db/testing'
import type { SessionUser } from '../../http'
import { checkSearchRequest } from './filter'
import { BLIND_TAGS_SETTING, createSearchService, type SearchService } from './service'
import { type ContentSeed, seedContents } from './testing'

const now = new Date('2026-03-01T00:00:00Z')
const day = (n: number) => new Date(now.getTime() - n * 86_400_000)
const viewer = (extra: Partial<SessionUser> = {}): SessionUser => ({
  oid: newObjectId(),
  nickname: 'viewer',
  roles: ['user'],
  language: 'en',
  isAdult: false,
  ...extra,
})

describeEachEngine('content search', (engine) => {
  let database: TestDatabase
  let service: SearchService
  const ids: Record<string, string> = {}
  const creatorA = newObjectId()
  const creatorB = newObjectId()

  const seeds: Record<string, ContentSeed> = {
    seoul: {
      title: '서울의 밤 이야기',
      language: 'ko',
      hashtags: ['#힐링', 'asmr'],
      creator_oid: creatorA,
      likes: 5,
      price: 300,
      chat_count: 50,
      published_at: day(3),
    },
    tokyo: {
      title: '東京タワーの夜景',
      language: 'jp',
      hashtags: ['夜景'],
      creator_oid: creatorB,
      likes: 9,
      price: 0,
      chat_count: 20_000,
      published_at: day(2),
    },
    lighthouse: {
      title: 'The Lighthouse Keeper',
      description: 'A storm on Gull Rock.',
      hashtags: ['Drama'],
      creator_oid: creatorA,
      content_type: 'clip',
      likes: 1,
      price: 1000,
      chat_count: 0,
      published_at: day(1),
    },
    multiLang: {
      title: 'Night walk',
      multi_lang_title: { ko: '밤 산책', es: 'Paseo nocturno' },
      language: 'es',
      creator_oid: creatorB,
      likes: 3,
      price: 50,
      chat_count: 500,
      published_at: day(4),
    },
    adult: { title: 'Lighthouse after dark', adult: true, published_at: day(5) },
    blind: { title: 'Lighthouse rumours', hashtags: ['spoiler'], published_at: day(6) },
    draft: { title: 'Lighthouse draft', status: 'inprogress' },
    private: { title: 'Lighthouse private', visibility: 'private' },
    hidden: { title: 'Lighthouse hidden', hide_content: true },
    deleted: { title: 'Lighthouse deleted', deleted_at: now },
  }

  beforeAll(async () => {
    database = await openTestDatabase(engine)
    const names = Object.keys(seeds)
    const oids = await seedContents(
      database.db,
      names.map((name) => seeds[name] as ContentSeed),
      now,
    )
    names.forEach((name, index) => {
      ids[name] = oids[index] as string
    })
    await writeSetting(database.db, BLIND_TAGS_SETTING, ['#Spoiler'])
    service = createSearchService({
      db: database.db,
      clock: { now: () => now },
      logger: pino({ level: 'silent' }),
    })
  })
  afterAll(async () => {
    await database?.close()
  })

  const found = async (
    input: Parameters<typeof checkSearchRequest>[0],
    user: SessionUser | null = null,
  ) => {
    const page = await service.search(checkSearchRequest(input), user)
    const names = Object.fromEntries(Object.entries(ids).map(([name, oid]) => [oid, name]))
    return page.contents.map((hit) => names[hit.contentOid])
  }

  it('finds Korean words inside longer words and Japanese words inside text without spaces', async () => {
    expect(await found({ keyword: '서울' })).toEqual(['seoul'])
    expect(await found({ keyword: '이야기' })).toEqual(['seoul'])
    expect(await found({ keyword: 'タワー' })).toEqual(['tokyo'])
    // Two and one characters inside a run of kana and kanji: the CJK pairs of the index.
    expect(await found({ keyword: '夜景' })).toEqual(['tokyo'])
    expect(await found({ keyword: 'ワー' })).toEqual(['tokyo'])
    expect(await found({ keyword: '東京 夜景' })).toEqual(['tokyo'])
  })

  it('finds English words by any part, in any case, in titles, descriptions, tags and other-language titles', async () => {
    expect(await found({ keyword: 'house' })).toEqual(['lighthouse'])
    expect(await found({ keyword: 'LIGHT keeper' })).toEqual(['lighthouse'])
    expect(await found({ keyword: 'gull' })).toEqual(['lighthouse'])
    expect(await found({ keyword: 'drama' })).toEqual(['lighthouse'])
    expect(await found({ keyword: '밤', sort: 'oldest' })).toEqual(['multiLang', 'seoul'])
    expect(await found({ keyword: 'nocturno' })).toEqual(['multiLang'])
    expect(await found({ keyword: 'asmr' })).toEqual(['seoul'])
    expect(await found({ keyword: 'zebra' })).toEqual([])
  })

  it('shows only published public contents, adult ones only to adult callers who ask, blind tags only to admins', async () => {
    expect(await found({ keyword: 'lighthouse' })).toEqual(['lighthouse'])
    const adult = viewer({ isAdult: true })
    expect(await found({ keyword: 'lighthouse', adult: true }, viewer())).toEqual(['lighthouse'])
    expect(await found({ keyword: 'lighthouse' }, adult)).toEqual(['lighthouse'])
    expect(await found({ keyword: 'lighthouse', adult: true }, adult)).toEqual([
      'lighthouse',
      'adult',
    ])
    const admin = viewer({ roles: ['user', 'admin'] })
    expect(await found({ keyword: 'lighthouse' }, admin)).toEqual(['lighthouse', 'blind'])
  })

  it('pages a keyword with more hits than its index path takes through the plain query alike', async () => {
    // Two candidates at most: 'lighthouse' has three hits for an adult admin, 'gull' one.
    const capped = createSearchService(
      { db: database.db, clock: { now: () => now }, logger: pino({ level: 'silent' }) },
      { keywordCandidates: 2 },
    )
    const admin = viewer({ roles: ['user', 'admin'], isAdult: true })
    for (const input of [
      { keyword: 'lighthouse', adult: true, limit: 2 },
      { keyword: 'lighthouse', adult: true, limit: 2, page: 2 },
      { keyword: 'lighthouse', adult: true, limit: 2, page: 3 },
      { keyword: 'lighthouse', adult: true, sort: 'popular' as const },
      { keyword: 'lighthouse', limit: 1, page: 2 },
      { keyword: 'gull' },
      { keyword: 'zebra' },
    ]) {
      const request = checkSearchRequest(input)
      expect(await capped.search(request, admin)).toEqual(await service.search(request, admin))
    }
    const pages = await Promise.all(
      [1, 2].map((page) =>
        capped.search(
          checkSearchRequest({ keyword: 'lighthouse', adult: true, limit: 2, page }),
          admin,
        ),
      ),
    )
    expect(pages.map((page) => page.contents.length)).toEqual([2, 1])
    expect(pages.map((page) => page.hasMore)).toEqual([true, false])
  })

  it('applies tags, price, chat-count (0 and 10000 by default), content type, language, creator and date filters', async () => {
    const both = { creatorSearch: true, creators: [{ oid: creatorA }, { oid: creatorB }] }
    const search = async (extra: Parameters<typeof checkSearchRequest>[0]) =>
      (await found({ ...both, ...extra })).sort()
    expect(await search({})).toEqual(['lighthouse', 'multiLang', 'seoul', 'tokyo'])
    expect(await search({ positiveTags: ['ASMR', '#힐링'] })).toEqual(['seoul'])
    expect(await search({ negativeTags: ['힐링'] })).toEqual(['lighthouse', 'multiLang', 'tokyo'])
    expect(await search({ priceRanges: [{ min: 100 }] })).toEqual(['lighthouse', 'seoul'])
    expect(await search({ priceRanges: [{ max: 100 }] })).toEqual(['multiLang', 'tokyo'])
    expect(await search({ priceRanges: [{ max: 10 }, { min: 900, max: 1000 }] })).toEqual([
      'lighthouse',
      'tokyo',
    ])
    expect(await search({ contentTypes: ['clip'] })).toEqual(['lighthouse'])
    expect(await search({ langs: ['es'] })).toEqual(['multiLang'])
    expect(await search({ creators: [{ oid: creatorA }] })).toEqual(['lighthouse', 'seoul'])
    // A creator carries the tags of their published contents.
    expect(await search({ creatorTags: ['asmr'] })).toEqual(['lighthouse', 'seoul'])
    expect(await search({ extraCreatorTag: '#asmr' })).toEqual(['lighthouse', 'seoul'])
    const range = { start: day(3.5).toISOString(), end: day(1.5).toISOString() }
    expect(await search({ dateRanges: [range as never] })).toEqual(['seoul', 'tokyo'])
    const chat = (range: Record<string, unknown>) => search({ chatCountRanges: [range as never] })
    expect(await chat({})).toEqual(['lighthouse', 'multiLang', 'seoul'])
    expect(await chat({ min: 50 })).toEqual(['multiLang', 'seoul'])
    expect(await chat({ mode: 'greaterThan', min: 100 })).toEqual(['multiLang', 'tokyo'])
    expect(await chat({ mode: 'lessThan', max: 50 })).toEqual(['lighthouse', 'seoul'])
    expect(await chat({ mode: 'any' })).toEqual(['lighthouse', 'multiLang', 'seoul', 'tokyo'])
    expect(await chat({ min: 0, max: 20_000 })).toEqual([
      'lighthouse',
      'multiLang',
      'seoul',
      'tokyo',
    ])
    // The tag search: its input's words are the tags.
    expect(await found({ tagSearch: true, keyword: 'drama' })).toEqual(['lighthouse'])
  })

  it('sorts latest, oldest, popular, lowest and highest price, and pages without overlap', async () => {
    const both = { creatorSearch: true, creators: [{ oid: creatorA }, { oid: creatorB }] }
    const orderOf = (sort: string) => found({ ...both, sort: sort as never })
    expect(await orderOf('latest')).toEqual(['lighthouse', 'tokyo', 'seoul', 'multiLang'])
    expect(await orderOf('oldest')).toEqual(['multiLang', 'seoul', 'tokyo', 'lighthouse'])
    expect(await orderOf('popular')).toEqual(['tokyo', 'seoul', 'multiLang', 'lighthouse'])
    expect(await orderOf('lowestPrice')).toEqual(['tokyo', 'multiLang', 'seoul', 'lighthouse'])
    expect(await orderOf('highestPrice')).toEqual(['lighthouse', 'seoul', 'multiLang', 'tokyo'])
    const pages = []
    for (let page = 1; page <= 3; page++)
      pages.push(await service.search(checkSearchRequest({ ...both, page, limit: 2 }), null))
    expect(pages.map((page) => page.hasMore)).toEqual([true, false, false])
    expect(pages.flatMap((page) => page.contents.map((hit) => hit.contentOid))).toEqual(
      ['lighthouse', 'tokyo', 'seoul', 'multiLang'].map((name) => ids[name]),
    )
  })

  it('main search splits a keyword into creators, tags and content hits; a category without keyword is its shelf', async () => {
    const answer = await service.mainSearch(
      { keyword: '夜', category: null, langs: [], adult: false, limit: 20 },
      null,
    )
    expect(answer.contents.map((hit) => hit.contentOid)).toEqual([ids.tokyo])
    expect(answer.tags).toEqual([{ tag: '夜景', count: 1 }])
    expect(answer.creators).toEqual([])
    const shelf = await service.mainSearch(
      { keyword: null, category: 'other', langs: ['ko', 'jp'], adult: false, limit: 20 },
      null,
    )
    expect(shelf.contents.map((hit) => hit.contentOid)).toEqual([ids.tokyo, ids.seoul])
  })

  it('answers the discovery shelf with pins first, filled by the language’s most liked', async () => {
    const admin = viewer({ roles: ['user', 'admin'] })
    await service.pin(admin, { contentOid: ids.lighthouse as string, language: 'en', position: 0 })
    const shelf = await service.discovery({ language: 'en', count: 3, adult: false }, null)
    expect(shelf.pinned.map((hit) => hit.contentOid)).toEqual([ids.lighthouse])
    // The adult and blind-tagged English contents stay off it.
    expect(shelf.contents.map((hit) => hit.contentOid)).toEqual([ids.lighthouse])
    await expect(
      service.pin(admin, { contentOid: ids.draft as string, language: 'en', position: 0 }),
    ).rejects.toMatchObject({ status: 404 })
    await service.unpin({ contentOid: ids.lighthouse as string, language: 'en' })
    await expect(
      service.unpin({ contentOid: ids.lighthouse as string, language: 'en' }),
    ).rejects.toMatchObject({ status: 404 })
  })
})

describe('search request', () => {
  it('asks for the search mode’s input with the spec’s texts', () => {
    expect(() => checkSearchRequest({})).toThrow('Please enter a keyword to search.')
    expect(() => checkSearchRequest({ keyword: ' ?! ' })).toThrow(
      'Please enter a keyword to search.',
    )
    expect(() => checkSearchRequest({ creatorSearch: true })).toThrow('Please select a creator.')
    expect(() => checkSearchRequest({ tagSearch: true, keyword: ' # ' })).toThrow(
      'Please enter a tag.',
    )
  })

  it('fills chat-count bounds with 0 and 10000', () => {
    const { filter } = checkSearchRequest({ keyword: 'x', chatCountRanges: [{}, { min: 7 }] })
    expect(filter.chatCountRanges).toEqual([
      { min: 0, max: 10000, mode: 'between' },
      { min: 7, max: 10000, mode: 'between' },
    ])
  })
})
