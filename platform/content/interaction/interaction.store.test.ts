/**
 * The interaction service on both engines, wired as the server wires it: comments through
 * the chat area's own functions, users and suspensions through the accounts service.
 */
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { codeFrom, movableClock, testAccountsService } from '../../accounts/testing'
import { findCommentAt, insertComment } from '../../chat/comments'
import { newObjectId } from '../../db'
import { describeEachEngine, openTestDatabase, type TestDatabase } from '../../db/testing'
import type { SessionUser } from '../../http'
import { createInteraction } from '.'
import { REPEAT_WINDOW_MS } from './like-state'
import { ratingFee } from './rating-fees'

describe('rating fee', () => {
  it('charges KRW 10,000 per started 10 minutes, at least one block', () => {
    expect(ratingFee(1)).toEqual({ blocks: 1, amountKrw: 10_000 })
    expect(ratingFee(600)).toEqual({ blocks: 1, amountKrw: 10_000 })
    expect(ratingFee(601)).toEqual({ blocks: 2, amountKrw: 20_000 })
    expect(ratingFee(3600)).toEqual({ blocks: 6, amountKrw: 60_000 })
  })
})

describeEachEngine('content interaction', (engine) => {
  let database: TestDatabase
  const clock = movableClock(new Date('2026-03-01T10:00:00Z'))
  let accounts: ReturnType<typeof testAccountsService>
  let interaction: ReturnType<typeof createInteraction>
  let counter = 0

  beforeAll(async () => {
    database = await openTestDatabase(engine)
    accounts = testAccountsService(database.db, clock)
    const db = database.db
    interaction = createInteraction({
      db,
      clock,
      logger: pino({ level: 'silent' }),
      interaction: {
        comments: {
          async findComment(contentOid, ref) {
            const row = await findCommentAt(db, contentOid, ref)
            return row
              ? { commentOid: row.oid, contentOid: row.content_oid, authorOid: row.user_oid }
              : null
          },
        },
        accounts: {
          userExists: async (userOid) => (await accounts.service.getUserById(userOid)) !== null,
          suspendForIllegalDownload: async (userOid) => {
            await accounts.service.suspend(userOid, 'illegal download')
          },
          liftSuspension: async (userOid) => {
            await accounts.service.liftSuspension(userOid)
          },
        },
      },
    })
  })
  afterAll(async () => {
    await database?.close()
  })

  async function signUp(options: { adult?: boolean; admin?: boolean } = {}) {
    counter += 1
    const email = `interaction${counter}@example.com`
    await accounts.service.register(
      {
        email,
        password: 'story123',
        passwordRepeat: 'story123',
        nickname: `Liker${counter}`,
        birthDate: '1990-05-01',
        agreePersonalData: true,
      },
      'en',
    )
    const login = await accounts.service.confirmRegistration(
      email,
      codeFrom(accounts.mailer.lastTo(email)),
    )
    const user: SessionUser = {
      oid: login.oid,
      nickname: `Liker${counter}`,
      roles: options.admin ? ['user', 'admin'] : ['user'],
      language: 'en',
      isAdult: options.adult ?? false,
    }
    return { ...user, email }
  }

  async function content(extra: Record<string, unknown> = {}) {
    const oid = newObjectId()
    await database.db
      .insertInto('contents')
      .values({
        oid,
        creator_oid: newObjectId(),
        title: `Content ${oid}`,
        status: 'published',
        visibility: 'public',
        published_at: clock.now(),
        created_at: clock.now(),
        updated_at: clock.now(),
        ...extra,
      } as never)
      .execute()
    return oid
  }

  async function storedLikes(contentOid: string) {
    const row = await database.db
      .selectFrom('contents')
      .select('likes')
      .where('oid', '=', contentOid)
      .executeTakeFirstOrThrow()
    const rows = await database.db
      .selectFrom('content_likes')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('content_oid', '=', contentOid)
      .where('liked', '=', true)
      .executeTakeFirstOrThrow()
    return { counter: Number(row.likes), rows: Number(rows.n) }
  }

  it('toggles a like by the stored state, and a repeated like or undo changes nothing', async () => {
    const user = await signUp()
    const target = await content()
    const { service } = interaction
    expect(await service.like(user, target, 'toggle')).toMatchObject({
      liked: true,
      changed: true,
      likes: 1,
    })
    expect(await service.like(user, target, 'like')).toMatchObject({
      liked: true,
      changed: false,
      likes: 1,
    })
    // The same click again within the window: a repeat, ignored.
    expect(await service.like(user, target, 'toggle')).toMatchObject({
      liked: true,
      changed: false,
      likes: 1,
    })
    clock.advance(REPEAT_WINDOW_MS)
    expect(await service.like(user, target, 'toggle')).toMatchObject({
      liked: false,
      changed: true,
      likes: 0,
    })
    expect(await service.like(user, target, 'undoLike')).toMatchObject({
      liked: false,
      changed: false,
      likes: 0,
    })
    expect(await storedLikes(target)).toEqual({ counter: 0, rows: 0 })
  })

  it('counts a click repeated while in flight once, and many users exactly', async () => {
    const target = await content()
    const users = await Promise.all(Array.from({ length: 6 }, () => signUp()))
    const [first] = users
    // The same user's like sent 20 times at once: one row, one count.
    const repeats = await Promise.all(
      Array.from({ length: 20 }, () => interaction.service.like(first!, target, 'like')),
    )
    expect(repeats.filter((answer) => answer.changed)).toHaveLength(1)
    // Concurrent toggles by one user all meet the same state: they end liked, counted once.
    const toggles = await Promise.all(
      users
        .slice(1)
        .flatMap((user) =>
          Array.from({ length: 5 }, () => interaction.service.like(user, target, 'toggle')),
        ),
    )
    expect(toggles.filter((answer) => answer.changed)).toHaveLength(5)
    expect(toggles.every((answer) => answer.liked)).toBe(true)
    expect(await storedLikes(target)).toEqual({ counter: 6, rows: 6 })
    // Later toggles (past the window), all at once: each user's first flips, the rest repeat.
    clock.advance(REPEAT_WINDOW_MS)
    const later = await Promise.all(
      users.flatMap((user) =>
        Array.from({ length: 3 }, () => interaction.service.like(user, target, 'toggle')),
      ),
    )
    expect(later.filter((answer) => answer.changed)).toHaveLength(6)
    expect(await storedLikes(target)).toEqual({ counter: 0, rows: 0 })
  })

  it('likes only contents the user may see; undoing a like of a vanished content still works', async () => {
    const user = await signUp()
    const adultFan = await signUp({ adult: true })
    const { service } = interaction
    const hidden = await content({ visibility: 'private' })
    const draft = await content({ status: 'unpublished', published_at: null })
    const adult = await content({ adult: true })
    await expect(service.like(user, hidden, 'like')).rejects.toMatchObject({ status: 404 })
    await expect(service.like(user, draft, 'like')).rejects.toMatchObject({ status: 404 })
    await expect(service.like(user, newObjectId(), 'like')).rejects.toMatchObject({
      status: 404,
      message: 'Content not found',
    })
    await expect(service.like(user, adult, 'like')).rejects.toMatchObject({
      status: 403,
      code: 'ADULT_VERIFICATION_REQUIRED',
    })
    expect((await service.like(adultFan, adult, 'like')).liked).toBe(true)
    await database.db
      .updateTable('contents')
      .set({ status: 'deleted', deleted_at: clock.now() })
      .where('oid', '=', adult)
      .execute()
    clock.advance(REPEAT_WINDOW_MS)
    expect(await service.like(adultFan, adult, 'toggle')).toMatchObject({
      liked: false,
      changed: true,
    })
    expect(await storedLikes(adult)).toEqual({ counter: 0, rows: 0 })
  })

  it('lists liked contents newest like first, in pages, without contents gone or hidden', async () => {
    const user = await signUp()
    const contents = [await content(), await content(), await content(), await content()]
    for (const oid of contents) {
      clock.advance(60_000)
      await interaction.service.like(user, oid, 'like')
    }
    await database.db
      .updateTable('contents')
      .set({ visibility: 'private' })
      .where('oid', '=', contents[1]!)
      .execute()
    const first = await interaction.service.likedList(user.oid, 1, 2)
    expect(first.items.map((item) => item.contentOid)).toEqual([contents[3], contents[2]])
    expect(first.hasMore).toBe(true)
    const second = await interaction.service.likedList(user.oid, 2, 2)
    expect(second.items.map((item) => item.contentOid)).toEqual([contents[0]])
    expect(second.hasMore).toBe(false)
    expect(first.items[0]).toMatchObject({ likes: 1, contentType: 'story' })
  })

  it('likes comments by position or id, once per user, and refuses a missing comment', async () => {
    const story = await content()
    const [author, fan, other] = [await signUp(), await signUp(), await signUp()]
    const first = await insertComment(database.db, {
      contentOid: story,
      userOid: author.oid,
      text: 'First',
      requestKey: null,
    })
    clock.advance(1000)
    await database.db
      .updateTable('story_comments')
      .set({ created_at: new Date('2000-01-01T00:00:00Z') } as never)
      .where('oid', '=', first.oid)
      .execute()
    const second = await insertComment(database.db, {
      contentOid: story,
      userOid: author.oid,
      text: 'Second',
      requestKey: null,
    })
    const { service } = interaction
    const liked = await Promise.all(
      Array.from({ length: 10 }, () =>
        service.likeComment(fan, { contentOid: story, commentPosition: 1, intent: 'like' }),
      ),
    )
    expect(liked.filter((answer) => answer.changed)).toHaveLength(1)
    expect(liked[0]).toMatchObject({ commentOid: second.oid, likes: 1 })
    await service.likeComment(other, {
      contentOid: story,
      commentPosition: second.oid,
      intent: 'toggle',
    })
    expect(await service.commentLikes(story, fan.oid)).toEqual({
      likes: { [second.oid]: 2 },
      liked: [second.oid],
    })
    clock.advance(REPEAT_WINDOW_MS)
    expect(
      await service.likeComment(fan, { contentOid: story, commentPosition: 1, intent: 'toggle' }),
    ).toMatchObject({ liked: false, likes: 1 })
    await expect(
      service.likeComment(fan, { contentOid: story, commentPosition: 5, intent: 'like' }),
    ).rejects.toMatchObject({ status: 404, message: 'Comment not found' })
  })

  it('blocks and unblocks users, contents, comments and tags, and hides them from the blocker only', async () => {
    const [user, bad, other] = [await signUp(), await signUp(), await signUp()]
    const story = await content()
    const comment = await insertComment(database.db, {
      contentOid: story,
      userOid: bad.oid,
      text: 'Spoilers',
      requestKey: null,
    })
    const { service } = interaction
    await service.block(user, 'add', { kind: 'user', userOid: bad.oid })
    await service.block(user, 'add', { kind: 'content', contentOid: story })
    await service.block(user, 'add', { kind: 'comment', contentOid: story, comment: 0 })
    const tag = await service.block(user, 'add', { kind: 'tag', tag: '  #Horror ' })
    expect(tag).toMatchObject({ target: 'horror', changed: true })
    expect((await service.block(user, 'add', { kind: 'tag', tag: 'horror' })).changed).toBe(false)
    expect(await service.hiddenFor(user.oid)).toEqual({
      userOids: [bad.oid],
      contentOids: [story],
      commentOids: [comment.oid],
      tags: ['horror'],
    })
    expect(await service.hiddenFor(other.oid)).toEqual({
      userOids: [],
      contentOids: [],
      commentOids: [],
      tags: [],
    })
    expect(await service.hiddenFor(null)).toMatchObject({ userOids: [] })
    await service.block(user, 'remove', { kind: 'user', userOid: bad.oid })
    await service.block(user, 'remove', {
      kind: 'comment',
      contentOid: story,
      comment: comment.oid,
    })
    expect(await service.blockList(user.oid)).toEqual({
      users: [],
      contents: [story],
      comments: [],
      tags: ['horror'],
    })
    await expect(
      service.block(user, 'add', { kind: 'user', userOid: user.oid }),
    ).rejects.toMatchObject({
      code: 'BLOCK_SELF',
    })
    await expect(
      service.block(user, 'add', { kind: 'user', userOid: newObjectId() }),
    ).rejects.toMatchObject({ status: 404, code: 'USER_NOT_FOUND' })
    await expect(service.block(user, 'add', { kind: 'tag', tag: ' # ' })).rejects.toMatchObject({
      status: 400,
    })
  })

  it('stores reports for admins: a reason is required, a repeat answers the open report', async () => {
    const [user, admin] = [await signUp(), await signUp({ admin: true })]
    const target = await content({ content_type: 'clip' })
    const { service } = interaction
    await expect(
      service.report(user, { contentMetadata: { contentOid: target }, complaint: '   ' }),
    ).rejects.toMatchObject({ status: 400, message: 'Please enter the reason for your report.' })
    const filed = await service.report(user, {
      contentMetadata: { contentOid: target, contentType: 'story', title: 'x' },
      complaint: ' Stolen artwork ',
    })
    expect(filed.duplicate).toBe(false)
    expect(filed.report).toMatchObject({
      complaint: 'Stolen artwork',
      contentMetadata: { contentOid: target, contentType: 'clip' },
      status: 'open',
    })
    const again = await service.report(user, {
      contentMetadata: { contentOid: target },
      complaint: 'Again',
    })
    expect(again).toMatchObject({ duplicate: true, report: { reportOid: filed.report.reportOid } })
    const open = await service.listReports('open', 1, 50)
    expect(open.reports.filter((report) => report.contentOid === target)).toHaveLength(1)
    const resolved = await service.resolveReport(admin, filed.report.reportOid, 'actioned')
    expect(resolved.status).toBe('actioned')
    await expect(
      service.resolveReport(admin, filed.report.reportOid, 'dismissed'),
    ).rejects.toMatchObject({ status: 404 })
    // Once handled, the same user may report the content again.
    expect(
      (await service.report(user, { contentMetadata: { contentOid: target }, complaint: 'Back' }))
        .duplicate,
    ).toBe(false)
  })

  it('warns on a first illegal download (444 until read), suspends on the second (999, no login)', async () => {
    const [user, admin] = [await signUp(), await signUp({ admin: true })]
    const { service } = interaction
    expect(await service.illegalDownloads.check(user)).toBeNull()
    expect(await service.recordIllegalDownload(admin, { userOid: user.oid })).toMatchObject({
      detections: 1,
      status: 'warned',
    })
    expect(await service.illegalDownloads.check(user)).toBe(444)
    expect(await service.acknowledgeIllegalDownloadWarning(user.oid)).toBeNull()
    expect(await service.illegalDownloads.check(user)).toBeNull()
    expect(await service.recordIllegalDownload(admin, { userOid: user.oid })).toMatchObject({
      detections: 2,
      status: 'suspended',
    })
    expect(await service.illegalDownloads.check(user)).toBe(999)
    expect(await accounts.service.suspension(user.oid)).toMatchObject({
      reason: 'illegal download',
    })
    await expect(accounts.service.login(user.email, 'story123')).rejects.toMatchObject({
      status: 403,
      code: 'ILLEGAL_DOWNLOADER',
      details: { illegalDownloader: true, errorStatus: 999 },
    })
    await service.clearIllegalDownloader(user.oid)
    expect(await service.illegalDownloads.check(user)).toBeNull()
    expect(await accounts.service.suspension(user.oid)).toBeNull()
    expect(await accounts.service.login(user.email, 'story123')).toMatchObject({
      token: expect.any(String),
    })
    await expect(
      service.recordIllegalDownload(admin, { userOid: newObjectId() }),
    ).rejects.toMatchObject({ status: 404 })
  })

  it('counts two detections recorded at once as two, and suspends', async () => {
    const [user, admin] = [await signUp(), await signUp({ admin: true })]
    await Promise.all([
      interaction.service.recordIllegalDownload(admin, { userOid: user.oid }),
      interaction.service.recordIllegalDownload(admin, { userOid: user.oid }),
    ])
    expect(await interaction.service.illegalDownloaderState(user.oid)).toMatchObject({
      detections: 2,
      status: 'suspended',
    })
    expect(await accounts.service.suspension(user.oid)).not.toBeNull()
  })

  it('answers a discount code with the discounted price, and 404 for an unknown code', async () => {
    const user = await signUp()
    const target = await content({
      price: 500,
      discount_settings: JSON.stringify([
        { code: 'SPRING', amount: 150 },
        { code: 'all-free', amount: 9999 },
      ]),
    })
    const { service } = interaction
    expect(
      await service.checkDiscountCode(user, { discountCode: ' spring ', contentOid: target }),
    ).toMatchObject({ originalPrice: 500, discount: 150, price: 350, discountCode: 'SPRING' })
    expect(
      await service.checkDiscountCode(user, { discountCode: 'ALL-FREE', contentOid: target }),
    ).toMatchObject({ discount: 500, price: 0 })
    await expect(
      service.checkDiscountCode(user, { discountCode: 'WINTER', contentOid: target }),
    ).rejects.toMatchObject({
      status: 404,
      message: 'This discount code does not exist for this content.',
    })
    await expect(
      service.checkDiscountCode(user, {
        discountCode: 'SPRING',
        contentOid: target,
        contentType: 'clip',
      }),
    ).rejects.toMatchObject({ status: 404, code: 'DISCOUNT_CODE_NOT_FOUND' })
    expect(await service.priceWithCode(target, 'spring')).toMatchObject({ price: 350 })
  })

  it('records the rating review fee due for the creator, once per content', async () => {
    const [creator, stranger] = [await signUp(), await signUp()]
    const target = await content({ creator_oid: creator.oid, length_seconds: 1_501 })
    const silent = await content({ creator_oid: creator.oid, length_seconds: 0 })
    const { service } = interaction
    await expect(
      service.requestRatingReview(stranger, { contentOid: target }),
    ).rejects.toMatchObject({ status: 403 })
    await expect(
      service.requestRatingReview(creator, { contentOid: silent }),
    ).rejects.toMatchObject({ status: 400, code: 'CONTENT_HAS_NO_LENGTH' })
    const [one, two] = await Promise.all([
      service.requestRatingReview(creator, { contentOid: target, requestedRating: '15' }),
      service.requestRatingReview(creator, { contentOid: target, requestedRating: '15' }),
    ])
    expect([one.duplicate, two.duplicate].sort()).toEqual([false, true])
    expect(one.ratingFee).toMatchObject({
      blocks: 3,
      amountKrw: 30_000,
      status: 'due',
      currency: 'KRW',
    })
    expect(two.ratingFee.ratingFeeOid).toBe(one.ratingFee.ratingFeeOid)
    expect(await service.quoteRatingFee(creator, target)).toMatchObject({
      amountKrw: 30_000,
      due: { ratingFeeOid: one.ratingFee.ratingFeeOid },
    })
  })
})
