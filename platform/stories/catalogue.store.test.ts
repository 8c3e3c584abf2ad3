import { sql } from 'kysely'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeEachEngine, openTestDatabase, type TestDatabase } from '../db/testing'
import { demoCanvas, demoMetadata } from './demo-stories/demo'
import { movableClock, sessionUser, testStoriesService } from './testing'

describeEachEngine('catalogue ranking', (engine) => {
  let database: TestDatabase
  const clock = movableClock(new Date('2026-05-20T10:00:00Z'))
  let service: ReturnType<typeof testStoriesService>
  const creator = sessionUser(['creator'])
  const adultReader = sessionUser([], { isAdult: true })
  const ids: Record<string, string> = {}

  beforeAll(async () => {
    database = await openTestDatabase(engine)
    service = testStoriesService(database, clock)
    for (const [name, extra] of [
      ['old', {}],
      ['popular', { hashtags: ['mystery', 'sea'] }],
      ['steady', {}],
      ['adult', { adult: true }],
      ['private', { visibility: 'private' }],
    ] as const) {
      const content = await service.createContent(creator, {
        ...demoMetadata,
        title: `Story ${name}`,
        ...extra,
      })
      await service.saveCanvas(creator, content.contentOid, demoCanvas, 0)
      await service.publish(creator, content.contentOid)
      ids[name] = content.contentOid
      clock.advanceDays(0.01)
    }
    // Ten days ago "old" was the hit; this week "steady" and today "popular".
    clock.advanceDays(-10)
    for (let i = 0; i < 9; i++) await service.recordChatStarted(ids.old as string)
    clock.advanceDays(7)
    for (let i = 0; i < 4; i++) await service.recordChatStarted(ids.steady as string)
    clock.advanceDays(3)
    for (let i = 0; i < 2; i++) await service.recordChatStarted(ids.popular as string)
    await service.recordChatStarted(ids.steady as string)
    await service.recordCreditsSpent(ids.popular as string, 40)
    await service.recordChatStarted(ids.adult as string)
    await service.recordChatStarted(ids.adult as string)
    await service.recordChatStarted(ids.adult as string)
  })
  afterAll(async () => {
    await database?.close()
  })

  const titles = async (
    ranking: 'daily' | 'weekly' | 'monthly' | 'new',
    filters = {},
    viewer = null as typeof adultReader | null,
  ) =>
    (await service.listCatalogue(viewer, ranking, { page: 0, ...filters })).stories.map(
      (story) => story.title,
    )

  it('ranks by chats, then credits, in the window', async () => {
    expect(await titles('daily')).toEqual(['Story popular', 'Story steady', 'Story old'])
    expect(await titles('weekly')).toEqual(['Story steady', 'Story popular', 'Story old'])
    expect(await titles('monthly')).toEqual(['Story old', 'Story steady', 'Story popular'])
    expect(await titles('new')).toEqual(['Story steady', 'Story popular', 'Story old'])
  })

  it('shows adult stories only to adult-verified users who ask', async () => {
    expect(await titles('daily', { adult: true })).not.toContain('Story adult')
    expect((await titles('daily', { adult: true }, adultReader))[0]).toBe('Story adult')
    expect(await titles('daily', {}, adultReader)).not.toContain('Story adult')
    const hidden = await service.listCatalogue(null, 'daily', { page: 0, adult: true })
    expect(hidden.adultHidden).toBe(true)
  })

  it('filters by keyword prefix and tags', async () => {
    expect(await titles('new', { keyword: 'stea' })).toEqual(['Story steady'])
    expect(await titles('new', { keyword: 'island lighth', tags: ['sea'] })).toEqual([
      'Story popular',
    ])
    await expect(
      service.listCatalogue(null, 'new', { page: 0, keyword: '!!!' }),
    ).rejects.toMatchObject({
      code: 'KEYWORD_REQUIRED',
    })
  })

  it('counts chats and credits on the content', async () => {
    const content = await service.getContent(creator, ids.popular as string)
    expect(content.chatCount).toBe(2)
    expect('creditsSpent' in content && content.creditsSpent).toBe(40)
    await expect(service.recordCreditsSpent(ids.popular as string, -1)).rejects.toMatchObject({
      status: 400,
    })
  })

  it('moves both counters in one statement, without a transaction (docs/PERFORMANCE.md)', async () => {
    let statements = 0
    const counted = testStoriesService(
      {
        ...database,
        db: database.db.withPlugin({
          transformQuery: (args) => {
            statements += 1
            return args.node
          },
          transformResult: async (args) => args.result,
        }),
      },
      clock,
    )
    await counted.recordCreditsSpent(ids.steady as string, 2)
    await counted.recordChatStarted(ids.steady as string)
    expect(statements).toBe(2)
  })

  it('counts nothing for a story that is gone, on the content or its day', async () => {
    const gone = await service.createContent(creator, { ...demoMetadata, title: 'Story gone' })
    await service.deleteContent(creator, gone.contentOid)
    const missing = '0123456789abcdef01234567'
    for (const contentOid of [gone.contentOid, missing]) {
      await expect(service.recordChatStarted(contentOid)).rejects.toMatchObject({
        status: 404,
        code: 'CONTENT_NOT_FOUND',
      })
      await expect(service.recordCreditsSpent(contentOid, 30)).rejects.toMatchObject({
        status: 404,
      })
    }
    const days = await database.db
      .selectFrom('story_daily_stats')
      .selectAll()
      .where('content_oid', 'in', [gone.contentOid, missing])
      .execute()
    expect(days).toEqual([])
    const row = await database.db
      .selectFrom('story_contents')
      .select(['chat_count', 'credits_spent'])
      .where('id', '=', gone.contentOid)
      .executeTakeFirstOrThrow()
    expect([Number(row.chat_count), Number(row.credits_spent)]).toEqual([0, 0])
  })

  it('adds to the same day row, and to a new one the next day', async () => {
    const story = ids.steady as string
    const before = await daysOf(story)
    await service.recordChatStarted(story)
    await service.recordCreditsSpent(story, 7)
    clock.advanceDays(1)
    await service.recordCreditsSpent(story, 5)
    clock.advanceDays(-1)
    const after = await daysOf(story)
    const today = before.at(-1)!
    expect(after.slice(0, -2)).toEqual(before.slice(0, -1))
    expect(after.at(-2)).toEqual({ ...today, chats: today.chats + 1, credits: today.credits + 7 })
    expect(after.at(-1)).toEqual({ day: nextDay(today.day), chats: 0, credits: 5 })
  })

  async function daysOf(contentOid: string) {
    const rows = await database.db
      .selectFrom('story_daily_stats')
      .select((eb) => [
        sql<string>`to_char(${eb.ref('day')}, 'YYYY-MM-DD')`.as('day'),
        'chats',
        'credits',
      ])
      .where('content_oid', '=', contentOid)
      .orderBy('day')
      .execute()
    return rows.map((row) => ({
      day: row.day,
      chats: Number(row.chats),
      credits: Number(row.credits),
    }))
  }

  const nextDay = (day: string) =>
    new Date(new Date(`${day}T00:00:00Z`).getTime() + 86_400_000).toISOString().slice(0, 10)
})
