/** Curated pages on both engines: drafts, publishing, the country fallback and what readers see. */
import pino from 'pino'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { newObjectId } from '../../db'
import { describeEachEngine, openTestDatabase, type TestDatabase } from '../../db/testing'
import type { SessionUser } from '../../http'
import { seedContents } from '../search/testing'
import { type CurationService, createCurationService } from './service'

const now = new Date('2026-03-01T00:00:00Z')
const admin: SessionUser = {
  oid: newObjectId(),
  nickname: 'admin',
  roles: ['user', 'admin'],
  language: 'en',
  isAdult: true,
}
const titles = (en: string) => ({ en, ko: `${en} ko`, jp: `${en} jp`, es: `${en} es` })

describeEachEngine('curated pages', (engine) => {
  let database: TestDatabase
  let service: CurationService
  let oids: string[] = []

  beforeAll(async () => {
    database = await openTestDatabase(engine)
    oids = await seedContents(
      database.db,
      [
        { title: 'First', category: 'asmr' },
        { title: 'Second', category: 'asmr' },
        { title: 'Adult', category: 'asmr', adult: true },
        { title: 'Draft', category: 'asmr', status: 'inprogress' },
      ],
      now,
    )
    service = createCurationService({
      db: database.db,
      clock: { now: () => now },
      logger: pino({ level: 'silent' }),
    })
  })

  afterAll(async () => {
    await database?.close()
  })

  const nth = (index: number) => () => oids[index] as string
  const [first, second, adult, draft] = [nth(0), nth(1), nth(2), nth(3)]

  it('keeps a draft unseen until published, then shows it in the curated order', async () => {
    const saved = await service.save(admin, {
      pageUrl: 'home',
      country: 'ALL',
      title: 'Home for everyone',
      sections: [{ titles: titles('Picks'), contentOids: [second(), adult(), draft(), first()] }],
    })
    expect(saved.before).toBeNull()
    expect(saved.after.unpublishedChanges).toBe(true)
    expect(saved.after.contents.map((label) => [label.title, label.visible])).toEqual([
      ['Second', true],
      ['Adult', true],
      ['Draft', false],
      ['First', true],
    ])
    const reader = { url: 'home', country: 'KR', language: 'ko' as const, adult: false }
    expect(await service.forViewer(reader, null)).toBeNull()

    const published = await service.publish(admin, saved.after.pageOid)
    expect(published.before).toBeNull()
    expect(published.after.unpublishedChanges).toBe(false)
    const page = await service.forViewer(reader, null)
    expect(page?.sections.map((section) => section.title)).toEqual(['Picks ko'])
    // Not the adult one (not asked, not verified) nor the unpublished one.
    expect(page?.sections[0]?.contents.map((hit) => hit.title)).toEqual(['Second', 'First'])
    const asAdult = await service.forViewer({ ...reader, adult: true }, admin)
    expect(asAdult?.sections[0]?.contents.map((hit) => hit.title)).toEqual([
      'Second',
      'Adult',
      'First',
    ])
  })

  it("prefers the reader's country page and falls back to the page for all", async () => {
    const korean = await service.save(admin, {
      pageUrl: 'home',
      country: 'KR',
      title: 'Home in Korea',
      sections: [{ titles: titles('Korea'), contentOids: [first()] }],
    })
    await service.publish(admin, korean.after.pageOid)
    const inKorea = await service.forViewer(
      { url: 'home', country: 'KR', language: 'en', adult: false },
      null,
    )
    expect(inKorea?.country).toBe('KR')
    const inSpain = await service.publicPage({ url: 'home', country: 'ES', language: 'es' })
    expect(inSpain.country).toBe('ALL')
    expect(inSpain.sections[0]?.title).toBe('Picks es')
  })

  it('refuses unknown contents and a second page at one address and country', async () => {
    await expect(
      service.save(admin, {
        pageUrl: 'promo',
        country: 'ALL',
        title: 'Promo',
        sections: [{ titles: titles('X'), contentOids: [newObjectId()] }],
      }),
    ).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/^Unknown content: /) })
    await expect(
      service.save(admin, { pageUrl: 'home', country: 'KR', title: 'Again', sections: [] }),
    ).rejects.toMatchObject({ status: 409 })
  })

  it('lists pages newest first by keyset, searched by address or title, and deletes one', async () => {
    const all = await service.list({})
    expect(all.pages.map((page) => page.country)).toEqual(['KR', 'ALL'])
    expect((await service.list({ q: 'korea' })).pages.map((page) => page.country)).toEqual(['KR'])
    const older = await service.list({ before: all.pages[0]?.pageOid as string })
    expect(older.pages.map((page) => page.country)).toEqual(['ALL'])
    await service.remove(all.pages[0]?.pageOid as string)
    await expect(service.detail(all.pages[0]?.pageOid as string)).rejects.toMatchObject({
      status: 404,
    })
  })
})
