/**
 * Short Korean and Japanese words inside descriptions (migration 0423): one- and
 * two-character words have no word boundary in a run of CJK text and are shorter than a
 * trigram, so the index keeps the descriptions' CJK characters and pairs. A property:
 * every two-character piece of a random Hangul, kana or kanji description finds it.
 */
import fc from 'fast-check'
import pino from 'pino'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeEachEngine, openTestDatabase, type TestDatabase } from '../../db/testing'
import { checkSearchRequest } from './filter'
import { createSearchService, type SearchService } from './service'
import { seedContents } from './testing'

const now = new Date('2026-03-01T00:00:00Z')

describeEachEngine('short CJK words in descriptions', (engine) => {
  let database: TestDatabase
  let service: SearchService
  const ids: Record<string, string> = {}

  beforeAll(async () => {
    database = await openTestDatabase(engine)
    const seeds = {
      fireworks: { title: 'Summer', description: '今日は東京で花火大会を見ました', language: 'jp' },
      firstLove: { title: 'Story', description: '우리의첫사랑이야기를들려줄게', language: 'ko' },
      english: { title: 'Other', description: 'a quiet harbour at dawn' },
    } as const
    const names = Object.keys(seeds) as (keyof typeof seeds)[]
    const oids = await seedContents(
      database.db,
      names.map((name) => seeds[name]),
      now,
    )
    names.forEach((name, index) => {
      ids[name] = oids[index] as string
    })
    service = createSearchService({
      db: database.db,
      clock: { now: () => now },
      logger: pino({ level: 'silent' }),
    })
  })
  afterAll(async () => {
    await database?.close()
  })

  const found = async (keyword: string) => {
    const page = await service.search(checkSearchRequest({ keyword }), null)
    const names = Object.fromEntries(Object.entries(ids).map(([name, oid]) => [oid, name]))
    return page.contents.map((hit) => names[hit.contentOid] ?? hit.contentOid)
  }

  it('finds two-character Japanese and Korean words inside a description', async () => {
    expect(await found('花火')).toEqual(['fireworks'])
    expect(await found('大会')).toEqual(['fireworks'])
    expect(await found('東京')).toEqual(['fireworks'])
    expect(await found('사랑')).toEqual(['firstLove'])
    expect(await found('첫사')).toEqual(['firstLove'])
    // Both words must be there; a pair across two contents finds neither.
    expect(await found('花火 사랑')).toEqual([])
    expect(await found('火사')).toEqual([])
  })

  it('finds every two-character piece of a random CJK description', async () => {
    const hangul = fc.integer({ min: 0xac00, max: 0xd7a3 })
    const kana = fc.integer({ min: 0x3041, max: 0x30fa })
    const kanji = fc.integer({ min: 0x4e00, max: 0x9fa5 })
    const letter = fc.oneof(hangul, kana, kanji).map((code) => String.fromCodePoint(code))
    await fc.assert(
      fc.asyncProperty(
        fc.array(letter, { minLength: 4, maxLength: 24 }),
        fc.nat(),
        async (letters, at) => {
          const description = letters.join('')
          const [oid] = await seedContents(database.db, [{ title: 'Random', description }], now)
          const start = at % (letters.length - 1)
          const word = letters.slice(start, start + 2).join('')
          expect(await found(word)).toContain(oid)
        },
      ),
      { numRuns: 25, seed: 30 },
    )
  })
})
