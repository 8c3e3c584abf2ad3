/** Recommendations on both engines: item-to-item cosine over user sets, the fill, picks, adult and blind rules. */
import pino from 'pino'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { newObjectId } from '../../db'
import { writeSetting } from '../../db/settings'
import { describeEachEngine, openTestDatabase, type TestDatabase } from '../../db/testing'
import type { SessionUser } from '../../http'
import { BLIND_TAGS_SETTING } from '../search/service'
import { type ContentSeed, seedContents } from '../search/testing'
import { createRecommendService, type RecommendService } from './service'

const now = new Date('2026-03-01T00:00:00Z')
const user = (extra: Partial<SessionUser> = {}): SessionUser => ({
  oid: newObjectId(),
  nickname: 'someone',
  roles: ['user'],
  language: 'en',
  isAdult: false,
  ...extra,
})

describeEachEngine('content recommendations', (engine) => {
  let database: TestDatabase
  let service: RecommendService
  const ids: Record<string, string> = {}
  const nameOf = (oid: string) => Object.entries(ids).find(([, id]) => id === oid)?.[0]
  const users = Object.fromEntries(['u1', 'u2', 'u3', 'u4'].map((name) => [name, user()]))

  const seeds: Record<string, ContentSeed> = {
    a: { title: 'A', category: 'asmr', hashtags: ['rain'], likes: 1 },
    b: { title: 'B', category: 'asmr', likes: 2 },
    c: { title: 'C', category: 'asmr', likes: 3 },
    d: { title: 'D', category: 'asmr', likes: 40 },
    e: { title: 'E', category: 'bl', hashtags: ['#Rain'], likes: 5 },
    f: { title: 'F', category: 'bl', likes: 100 },
    adult: { title: 'Adult', category: 'asmr', adult: true },
    blind: { title: 'Blind', category: 'asmr', hashtags: ['spoiler'] },
    draft: { title: 'Draft', category: 'asmr', status: 'inprogress' },
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
    await writeSetting(database.db, BLIND_TAGS_SETTING, ['spoiler'])
    service = createRecommendService({
      db: database.db,
      clock: { now: () => now },
      logger: pino({ level: 'silent' }),
    })
    // Users of A: u1, u2, u3; of B: u1, u2, u4; of C: u2, u3; of D: u4. Adult, blind and
    // draft contents share users with A too.
    const sets: Record<string, string[]> = {
      u1: ['a', 'b', 'adult', 'blind'],
      u2: ['a', 'b', 'c', 'draft'],
      u3: ['a', 'c'],
      u4: ['b', 'd'],
    }
    for (const [name, contents] of Object.entries(sets))
      for (const content of contents) {
        // The draft cannot be recommended any more; its signal predates the unpublishing.
        await database.db
          .insertInto('content_recommend_signals')
          .values({
            user_oid: (users[name] as SessionUser).oid,
            content_oid: ids[content] as string,
            created_at: now,
          })
          .execute()
      }
  })
  afterAll(async () => {
    await database?.close()
  })

  it('ranks contents by the cosine of their user sets, then fills with shared tags and the same category', async () => {
    const answer = await service.recommendation(
      { contentOid: ids.a as string, count: 6, includeAdult: false },
      null,
    )
    const names = answer.contents.map((hit) => nameOf(hit.contentOid))
    // C: 2 shared of 2 and 3 users (0.816); B: 2 of 3 and 3 (0.667). Then E (its tag), then
    // the rest of the category by likes; F shares neither and stays out.
    expect(names).toEqual(['c', 'b', 'e', 'd'])
    expect(answer.contents[0]?.score).toBeCloseTo(2 / Math.sqrt(6), 5)
    expect(answer.contents[1]?.score).toBeCloseTo(2 / Math.sqrt(9), 5)
    expect(answer.contents.slice(2).every((hit) => hit.reason === 'popular')).toBe(true)
  })

  it('includes adult contents only when asked by an adult, and blind-tagged ones only for admins', async () => {
    const names = async (includeAdult: boolean, viewer: SessionUser | null) =>
      (
        await service.recommendation(
          { contentOid: ids.a as string, count: 3, includeAdult },
          viewer,
        )
      ).contents.map((hit) => nameOf(hit.contentOid))
    expect(await names(true, user())).toEqual(['c', 'b', 'e'])
    expect(await names(true, user({ isAdult: true }))).toEqual(['c', 'b', 'adult'])
    expect(await names(false, user({ roles: ['user', 'admin'] }))).toEqual(['c', 'b', 'blind'])
    await expect(
      service.recommendation(
        { contentOid: ids.draft as string, count: 3, includeAdult: false },
        null,
      ),
    ).rejects.toMatchObject({ status: 404 })
  })

  it('recommends a user what is alike to their own history, never their own contents', async () => {
    const reader = user()
    await service.signal(reader, { contentOid: ids.c as string, undo: false })
    const answer = await service.forViewer({ count: 3, adult: false }, reader)
    expect(answer.personalized).toBe(true)
    // Users of C: u2, u3 (and the reader): A shared by both, B by u2.
    expect(answer.contents.map((hit) => nameOf(hit.contentOid))).toEqual(['a', 'b', 'd'])
    await service.signal(reader, { contentOid: ids.c as string, undo: true })
    const after = await service.forViewer({ count: 2, adult: false }, reader)
    expect(after.personalized).toBe(false)
  })

  it('lists admin picks first, then the category’s most popular', async () => {
    const admin = user({ roles: ['user', 'admin'] })
    await service.pick(admin, {
      contentOid: ids.b as string,
      category: null,
      position: 0,
      undo: false,
    })
    const list = await service.list({ category: 'asmr', count: 3, adult: false }, null)
    expect(list.contents.map((hit) => [nameOf(hit.contentOid), hit.reason])).toEqual([
      ['b', 'pick'],
      ['d', 'popular'],
      ['c', 'popular'],
    ])
    const visitor = await service.forViewer({ count: 2, adult: false }, null)
    expect(visitor.contents.map((hit) => nameOf(hit.contentOid))).toEqual(['b', 'f'])
    await service.pick(admin, {
      contentOid: ids.b as string,
      category: 'asmr',
      position: 0,
      undo: true,
    })
    const without = await service.list({ category: 'asmr', count: 1, adult: false }, null)
    expect(without.contents.map((hit) => nameOf(hit.contentOid))).toEqual(['d'])
  })
})
