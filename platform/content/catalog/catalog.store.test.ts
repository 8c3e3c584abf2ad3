/** The catalog service against the real tables, on both engines. */
import { sql } from 'kysely'
import pino from 'pino'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { newObjectId, writeSetting } from '../../db'
import { describeEachEngine, openTestDatabase, type TestDatabase } from '../../db/testing'
import type { SessionUser } from '../../http'
import type { EntitlementPort } from '../ports'
import { type ContentRow, toView } from './access'
import { findRow, findRows } from './rows'
import { type CatalogService, createCatalogService } from './service'
import { BLIND_TAGS_SETTING } from './viewing'

const THUMB = `/api/story-chat/asset/${'a'.repeat(64)}`
const AUDIO = '/api/upload/content/abc/voice.mp3'

const person = (roles: SessionUser['roles'], isAdult = false): SessionUser => ({
  oid: newObjectId(),
  nickname: 'someone',
  roles,
  language: null,
  isAdult,
})

describeEachEngine('content catalog', (engine) => {
  let database: TestDatabase
  let service: CatalogService
  let now: Date
  /** Subscriptions stand in for the tiers area through the entitlement port (user → tiers). */
  let subscriptions: Map<string, string[]>
  const creator = person(['user', 'creator'])
  const viewer = person(['user'])
  const adult = person(['user'], true)
  const admin = person(['user', 'admin'])

  const entitlements: EntitlementPort = {
    async find(userOid, contents) {
      const tiers = subscriptions.get(userOid) ?? []
      return contents.map((content) =>
        content.viewableTiers.some((tier) => tiers.includes(tier)) ? 'subscriber' : null,
      )
    },
  }

  beforeEach(async () => {
    database = await openTestDatabase(engine)
    now = new Date('2026-04-01T10:00:00Z')
    subscriptions = new Map()
    service = createCatalogService({
      db: database.db,
      clock: { now: () => now },
      logger: pino({ level: 'silent' }),
      entitlements,
      users: null,
      illegalDownloads: null,
      comments: null,
    })
  })
  afterEach(async () => {
    await database.close()
  })

  const publish = (metaData: Record<string, unknown>, user = creator) =>
    service.save(
      user,
      { metaData: { title: 'Night rain', thumbnail: THUMB, ...metaData } },
      { kind: 'publish' },
    )
  const get = (user: SessionUser | null, contentOid: string) =>
    service.getContent({ user, guestDeviceId: null }, { contentOid })

  it('saves drafts as in progress until publishable, then unpublished; only creators may', async () => {
    const draft = await service.save(creator, { metaData: { title: 'Untitled' } }, { kind: 'save' })
    expect(draft.status).toBe('inprogress')
    const ready = await service.save(
      creator,
      { contentOid: draft.contentOid, metaData: { thumbnail: THUMB } },
      { kind: 'save' },
    )
    expect(ready.status).toBe('unpublished')
    await expect(service.save(viewer, { metaData: {} }, { kind: 'save' })).rejects.toMatchObject({
      status: 403,
      message: "You don't have permission to use this feature.",
    })
    await expect(
      service.save(creator, { metaData: { title: 'No picture' } }, { kind: 'publish' }),
    ).rejects.toMatchObject({ code: 'THUMBNAIL_REQUIRED' })
    // Nobody else sees a draft, not even by its oid.
    await expect(get(viewer, draft.contentOid)).rejects.toMatchObject({ status: 404 })
    expect((await get(creator, draft.contentOid)).content.isMine).toBe(true)
  })

  it('enforces the pricing rules with their texts', async () => {
    await expect(publish({ price: 100_000_001, viewableWithoutSub: false })).rejects.toMatchObject({
      message: 'There is something wrong with the price.',
    })
    await expect(publish({ price: -1 })).rejects.toMatchObject({ code: 'PRICE_INVALID' })
    await expect(publish({ price: '10' })).rejects.toMatchObject({ code: 'PRICE_INVALID' })
    await expect(publish({ price: 10, viewableWithoutSub: true })).rejects.toMatchObject({
      message: 'Contents that are open to all or free tier must be free.',
    })
    await expect(publish({ price: 10, freeTier: true })).rejects.toMatchObject({
      message: 'Contents that are open to all or free tier must be free.',
    })
    await expect(
      publish({ price: 10, onlyPurchasableWithCoins: true, allowBonus: true }),
    ).rejects.toMatchObject({ code: 'BONUS_CONFLICT' })
    const capped = await publish({ price: 100_000_000 })
    expect(capped.content).toMatchObject({
      price: 100_000_000,
      isPaidContent: true,
      viewableWithoutSub: false,
    })
    const coinsOnly = await publish({ price: 50, onlyPurchasableWithCoins: true })
    expect(coinsOnly.content).toMatchObject({ onlyPurchasableWithCoins: true, allowBonus: false })
    await expect(
      service.save(
        creator,
        {
          metaData: { title: 'x', thumbnail: THUMB, price: 5 },
          discountSettings: [{ code: 'HALF', amount: 6 }],
        },
        { kind: 'publish' },
      ),
    ).rejects.toMatchObject({ code: 'DISCOUNT_TOO_LARGE' })
  })

  it('refuses foreign addresses naming the field, and bad co-creators', async () => {
    await expect(publish({ thumbnail: 'https://evil.example/x.png' })).rejects.toMatchObject({
      status: 400,
      code: 'INVALID_ASSET_ADDRESS',
      details: { field: 'thumbnail' },
    })
    await expect(
      publish({ mediaAssets: { sources: [AUDIO, '/api/upload/../etc/passwd'] } }),
    ).rejects.toMatchObject({
      details: { field: 'mediaAssets.sources[1]' },
    })
    await expect(publish({ collaborators: [{ userOid: 'nope' }] })).rejects.toMatchObject({
      message: 'The co-creator address is not valid.',
    })
    await expect(publish({ collaborators: [{ userOid: creator.oid }] })).rejects.toMatchObject({
      code: 'COLLABORATOR_SELF',
    })
    const fine = await publish({
      collaborators: [{ userOid: viewer.oid, share: 30 }],
      mediaAssets: { sources: [AUDIO] },
    })
    expect(fine.content.collaborators).toEqual([{ userOid: viewer.oid, share: 30 }])
  })

  it('schedules: files locked, published by the due-check at its time', async () => {
    const at = new Date(now.getTime() + 3_600_000)
    const scheduled = await publish({ scheduledAt: at.toISOString() })
    expect(scheduled.status).toBe('scheduled')
    await expect(get(viewer, scheduled.contentOid)).rejects.toMatchObject({ status: 404 })
    await expect(
      service.save(
        creator,
        { contentOid: scheduled.contentOid, metaData: { thumbnail: `/api/upload/t/new.png` } },
        { kind: 'save' },
      ),
    ).rejects.toMatchObject({ message: 'Files of scheduled content cannot be edited.' })
    // A title is not a file.
    const renamed = await service.save(
      creator,
      { contentOid: scheduled.contentOid, metaData: { title: 'Dawn' } },
      { kind: 'save' },
    )
    expect(renamed.status).toBe('scheduled')
    const other = await publish({ scheduledAt: new Date(now.getTime() + 7_200_000).toISOString() })
    now = new Date(at.getTime() + 1000)
    expect(await service.publishDue()).toEqual([scheduled.contentOid])
    const seen = await get(viewer, scheduled.contentOid)
    expect(seen.content).toMatchObject({
      status: 'published',
      publishedAt: at.toISOString(),
      title: 'Dawn',
    })
    // A read after its time publishes it even before the periodic check.
    now = new Date(at.getTime() + 7_200_000)
    expect((await get(viewer, other.contentOid)).content.status).toBe('published')
  })

  it('moves through encoding to where the creator sent it', async () => {
    const draft = await service.save(
      creator,
      {
        metaData: {
          title: 'Clip',
          thumbnail: THUMB,
          media: 'video',
          mediaAssets: { sources: [AUDIO] },
        },
      },
      { kind: 'save' },
    )
    await service.markEncoding(draft.contentOid)
    const waiting = await publish({}, creator).catch(() => null)
    expect(waiting).not.toBeNull()
    const published = await service.save(
      creator,
      { contentOid: draft.contentOid, metaData: {} },
      { kind: 'publish' },
    )
    expect(published.status).toBe('encoding')
    await service.markEncoded(draft.contentOid, {
      renditions: [
        { kind: 'hls', address: '/api/upload/content/x/master.m3u8', width: 1280, height: 720 },
      ],
      lengthSeconds: 61.6,
    })
    const seen = await get(viewer, draft.contentOid)
    expect(seen.content).toMatchObject({ status: 'published', length: 62, canView: true })
    expect(seen.content.mediaUrls?.renditions[0]?.kind).toBe('hls')
    await service.markEncoding(draft.contentOid)
    await service.markEncodingFailed(draft.contentOid, 'Encoding request failed')
    const failed = await get(creator, draft.contentOid)
    expect(failed.content).toMatchObject({
      status: 'inprogress',
      encodingError: 'encoder',
    })
  })

  it('decides who sees and who views: tiers, price, adult, private, blind tags', async () => {
    const paid = await publish({ price: 30 })
    const tierOnly = await publish({ viewableTiers: ['gold'] })
    const adultOnly = await publish({ isAdultContent: true, mediaAssets: { preview: AUDIO } })
    const secret = await publish({ isPrivateContent: true })
    const blind = await publish({ hashtags: ['#spoiler'] })
    const open = await publish({})

    expect((await get(null, open.contentOid)).content).toMatchObject({
      canView: true,
      canViewReason: 'free',
    })
    expect((await get(viewer, paid.contentOid)).content).toMatchObject({
      canView: false,
      canViewReason: 'paid',
    })
    expect((await get(viewer, paid.contentOid)).content.mediaUrls).toBeUndefined()
    expect((await get(viewer, tierOnly.contentOid)).content.canViewReason).toBe('subscriber-only')
    subscriptions.set(viewer.oid, ['gold'])
    expect((await get(viewer, tierOnly.contentOid)).content).toMatchObject({
      canView: true,
      canViewReason: 'subscriber',
    })
    const gated = (await get(viewer, adultOnly.contentOid)).content
    expect(gated).toMatchObject({ canView: false, canViewReason: 'adult-gated', preview: null })
    expect((await get(adult, adultOnly.contentOid)).content).toMatchObject({
      canView: true,
      preview: AUDIO,
    })
    await expect(get(viewer, secret.contentOid)).rejects.toMatchObject({ status: 404 })
    expect((await get(creator, secret.contentOid)).content.isPrivateContent).toBe(true)
    await writeSetting(database.db, BLIND_TAGS_SETTING, ['spoiler'])
    await expect(get(viewer, blind.contentOid)).rejects.toMatchObject({ status: 404 })
    expect((await get(admin, blind.contentOid)).content.hashtags).toEqual(['spoiler'])
    // Discount codes are the creator's.
    expect((await get(viewer, paid.contentOid)).content.discountCodeSettings).toBeUndefined()
    expect((await get(creator, paid.contentOid)).content.discountCodeSettings).toEqual([])

    const map = await service.bulk(viewer, {
      ids: [open.contentOid, secret.contentOid, blind.contentOid, paid.contentOid],
    })
    expect(Object.keys(map)).toEqual([open.contentOid, paid.contentOid])
    await expect(
      service.bulk(viewer, { ids: Array.from({ length: 151 }, () => newObjectId()) }),
    ).rejects.toMatchObject({ message: 'At most 150 contents per call.' })
    const listed = await service.allStory(viewer, { limit: 10 })
    expect(listed.contents.map((content) => content.contentOid).sort()).toEqual(
      [paid.contentOid, tierOnly.contentOid, open.contentOid].sort(),
    )
  })

  it('reads many rows in one statement into the same views as one row read alone', async () => {
    const first = await publish({ length: 600, hashtags: ['밤', 'Drama'] })
    const second = await publish({})
    await database.db
      .updateTable('contents')
      .set({
        views: 9_007_199_254_740_000,
        likes: 12,
        scheduled_at: sql<Date>`'2026-05-01 10:00:00.123456+09'::timestamptz`,
        deleted_at: new Date('2026-04-02T00:00:00.5Z'),
        media_assets: JSON.stringify({ sources: [AUDIO], subtitles: { ko: null } }) as never,
        multi_lang_title: JSON.stringify({ ko: '제목 "따옴표"', es: 'Título' }) as never,
        encoding_error: 'failed: \\ "quoted"',
      })
      .where('oid', '=', second.contentOid)
      .execute()
    const oids = [second.contentOid, first.contentOid, newObjectId()]
    // Counters come as the driver gives bigints (text or number); views read them alike.
    const view = (row: ContentRow | null) =>
      row && toView(creator, row, { canView: true, reason: 'owner' })
    const many = (await findRows(database.db, oids)).sort((a, b) => a.oid.localeCompare(b.oid))
    const one = await Promise.all(
      [first.contentOid, second.contentOid].sort().map((oid) => findRow(database.db, oid)),
    )
    expect(many.map(view)).toEqual(one.map(view))
    expect(many[1]?.scheduled_at).toEqual(one[1]?.scheduled_at)
    expect(Number(many[1]?.views)).toBe(9_007_199_254_740_000)
    expect(await findRows(database.db, [])).toEqual([])
  })

  it('counts a view once per viewer in 30 minutes, and plays and play time', async () => {
    const open = await publish({ length: 600 })
    const watcher = { user: viewer, guestDeviceId: null }
    expect((await service.recordView(watcher, open.contentOid)).counted).toBe(true)
    expect((await service.recordView(watcher, open.contentOid)).counted).toBe(false)
    now = new Date(now.getTime() + 31 * 60_000)
    expect((await service.recordView(watcher, open.contentOid)).counted).toBe(true)
    await service.recordView({ user: null, guestDeviceId: 'device-1234' }, open.contentOid)
    await service.recordPlay(watcher, open.contentOid, { count: true })
    const timed = await service.recordPlay(watcher, open.contentOid, { seconds: 42, position: 300 })
    expect(timed.watchHistory).toMatchObject({
      views: 2,
      playCount: 1,
      playSeconds: 42,
      lastPosition: 300,
    })
    expect((await get(viewer, open.contentOid)).content).toMatchObject({ views: 3, playCount: 1 })
  })

  it('lists each content’s sales and tiers in the studio, and only to its creator', async () => {
    const sold = await publish({ price: 30 })
    const tierOnly = await publish({ viewableTiers: ['gold'] })
    const buyer = (oid: string, price: number) => ({
      oid: newObjectId(),
      user_oid: oid,
      content_oid: sold.contentOid,
      creator_oid: creator.oid,
      buyer_oid: oid,
      price,
      list_price: 30,
      paid_coins: price,
      bonus_coins: 0,
      discount_code: null,
      source: 'purchase' as const,
      wallet_key: null,
      purchased_at: now,
    })
    await database.db
      .insertInto('content_purchases')
      .values([buyer(newObjectId(), 30), buyer(newObjectId(), 25)])
      .execute()
    const { lists } = await service.projected(creator, { limit: 50, offset: 0 })
    const rows = new Map(lists.published?.map((row) => [row.contentOid, row]))
    expect(rows.get(sold.contentOid)).toMatchObject({ purchases: 2, revenue: 55, price: 30 })
    expect(rows.get(tierOnly.contentOid)).toMatchObject({
      purchases: 0,
      revenue: 0,
      viewableTiers: ['gold'],
      price: 0,
    })
    // Another creator's (and a viewer's) ask for this creator's lists is refused.
    const other = person(['user', 'creator'])
    await expect(
      service.projected(other, { limit: 50, offset: 0, creatorOid: creator.oid }),
    ).rejects.toMatchObject({ status: 403 })
    await expect(service.projected(viewer, { limit: 50, offset: 0 })).rejects.toMatchObject({
      status: 403,
    })
  })

  it('deletes by state, lists the studio projection, and sells within the limit', async () => {
    const published = await publish({ price: 20, saleCountLimit: 1 })
    const draft = await service.save(creator, { metaData: { title: 'wip' } }, { kind: 'save' })
    const clip = await publish({ contentType: 'clip' })
    const projected = await service.projected(creator, { limit: 50, offset: 0 })
    expect(projected.counts).toMatchObject({ published: 1, inprogress: 1, clips: 1, scheduled: 0 })
    expect(projected.lists.clips?.map((item) => item.contentOid)).toEqual([clip.contentOid])
    expect(await service.claimSale(database.db, published.contentOid)).toBe(true)
    expect(await service.claimSale(database.db, published.contentOid)).toBe(false)
    expect((await get(viewer, published.contentOid)).content).toMatchObject({
      soldOut: true,
      soldCount: 1,
    })
    await expect(
      service.save(
        creator,
        { contentOid: published.contentOid, metaData: { saleCountLimit: 0 } },
        { kind: 'save' },
      ),
    ).rejects.toMatchObject({ status: 400 })
    await expect(
      service.deleteContent(viewer, { contentOid: published.contentOid }),
    ).rejects.toMatchObject({ status: 403 })
    const other = person(['user', 'creator'])
    await expect(
      service.deleteContent(other, { contentOid: draft.contentOid }),
    ).rejects.toMatchObject({ status: 404 })
    await expect(
      service.deleteContent(creator, { contentOid: draft.contentOid, contentState: 'published' }),
    ).rejects.toMatchObject({ status: 409 })
    await service.deleteContent(creator, {
      contentOid: draft.contentOid,
      contentState: 'inprogress',
    })
    await expect(get(creator, draft.contentOid)).rejects.toMatchObject({ status: 404 })
    const issued = await service.issueId(creator)
    expect(await service.ownsContentOid(creator.oid, issued.contentOid)).toBe(true)
    expect(await service.ownsContentOid(other.oid, issued.contentOid)).toBe(false)
    await expect(
      service.save(other, { contentOid: issued.contentOid, metaData: {} }, { kind: 'save' }),
    ).rejects.toMatchObject({ status: 404 })
    const claimed = await service.save(
      creator,
      { contentOid: issued.contentOid, metaData: { title: 'Mine' } },
      { kind: 'save' },
    )
    expect(claimed.contentOid).toBe(issued.contentOid)
  })
})
