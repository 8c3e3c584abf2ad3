/** Banners on both engines: what players see when, and impressions and clicks counted once a day. */
import pino from 'pino'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { newObjectId } from '../../db'
import { describeEachEngine, openTestDatabase, type TestDatabase } from '../../db/testing'
import type { SessionUser } from '../../http'
import { bannerInput } from './rules'
import { type BannersService, createBannersService } from './service'

const admin: SessionUser = {
  oid: newObjectId(),
  nickname: 'admin',
  roles: ['user', 'admin'],
  language: 'en',
  isAdult: true,
}
const input = (change: Record<string, unknown>) =>
  bannerInput.parse({
    kind: 'platform',
    title: 'Spring',
    imageUrl: '/files/spring.png',
    linkUrl: '/search',
    placement: 'home-top',
    languages: [],
    countries: [],
    startsAt: '2026-03-01T00:00:00Z',
    endsAt: '2026-03-10T00:00:00Z',
    order: 0,
    ...change,
  })

describeEachEngine('banners', (engine) => {
  let database: TestDatabase
  let service: BannersService
  let now = new Date('2026-02-28T12:00:00Z')
  const reader = { language: 'en', country: 'KR' }

  beforeAll(async () => {
    database = await openTestDatabase(engine)
    service = createBannersService({
      db: database.db,
      clock: { now: () => now },
      logger: pino({ level: 'silent' }),
    })
  })
  afterAll(async () => {
    await database?.close()
  })

  it('shows a published banner only between its start and end, in order', async () => {
    const later = await service.save(admin, input({ title: 'Later', order: 5 }))
    const first = await service.save(admin, input({ title: 'First', order: 1 }))
    await service.setPublished(admin, later.after.bannerOid, true)
    expect(await service.live('home-top', reader)).toEqual([])
    now = new Date('2026-03-01T00:00:00Z')
    expect((await service.live('home-top', reader)).map((b) => b.title)).toEqual(['Later'])
    await service.setPublished(admin, first.after.bannerOid, true)
    expect((await service.live('home-top', reader)).map((b) => b.title)).toEqual(['First', 'Later'])
    // A change takes it back to draft until published again.
    await service.save(admin, input({ bannerOid: first.after.bannerOid, title: 'First!' }))
    expect((await service.live('home-top', reader)).map((b) => b.title)).toEqual(['Later'])
    now = new Date('2026-03-10T00:00:00Z')
    expect(await service.live('home-top', reader)).toEqual([])
  })

  it('counts a viewer once per banner and day, and again the next day', async () => {
    now = new Date('2026-03-02T23:00:00Z')
    const { after } = await service.save(admin, input({ title: 'Counted', placement: 'search' }))
    await service.setPublished(admin, after.bannerOid, true)
    const oid = after.bannerOid
    expect((await service.impressions([oid, oid], 'u:a')).counted).toBe(1)
    expect((await service.impressions([oid], 'u:a')).counted).toBe(0)
    expect((await service.impressions([oid], 'g:device')).counted).toBe(1)
    expect((await service.click(oid, 'u:a')).counted).toBe(1)
    expect((await service.click(oid, 'u:a')).counted).toBe(0)
    now = new Date('2026-03-03T00:30:00Z')
    expect((await service.impressions([oid], 'u:a')).counted).toBe(1)
    // Not live: nothing is counted.
    expect((await service.impressions([newObjectId()], 'u:a')).counted).toBe(0)

    const counts = await service.counts({ from: '2026-03-02', to: '2026-03-04', bannerOid: oid })
    expect(counts.days).toEqual([
      { day: '2026-03-02', impressions: 2, clicks: 1 },
      { day: '2026-03-03', impressions: 1, clicks: 0 },
      { day: '2026-03-04', impressions: 0, clicks: 0 },
    ])
    expect(counts.totals).toEqual({ impressions: 3, clicks: 1 })
    await service.remove(admin, oid)
    // A removed banner keeps its counts and is named in them.
    const kept = await service.counts({ from: '2026-03-02', to: '2026-03-03' })
    expect(kept.banners.map((b) => [b.title, b.impressions])).toEqual([['Counted', 3]])
  })
})
