/**
 * A user's blocks in the content area's reads, on both engines, wired as the server wires
 * them: the catalog asks the interaction capability's hiddenFor, comments come from the
 * chat area's own functions, users from the accounts service.
 */
import pino from 'pino'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { codeFrom, movableClock, testAccountsService } from '../accounts/testing'
import { findCommentAt, insertComment, listVisibleComments } from '../chat/comments'
import { newObjectId } from '../db'
import { describeEachEngine, openTestDatabase, type TestDatabase } from '../db/testing'
import type { SessionUser } from '../http'
import { createContent } from '.'
import { excludeHiddenContents, isHiddenContent } from './hidden'

describeEachEngine('blocks hide contents and comments', (engine) => {
  let database: TestDatabase
  const clock = movableClock(new Date('2026-05-01T10:00:00Z'))
  let accounts: ReturnType<typeof testAccountsService>
  let content: ReturnType<typeof createContent>
  let counter = 0

  beforeAll(async () => {
    database = await openTestDatabase(engine)
    accounts = testAccountsService(database.db, clock)
    const db = database.db
    content = createContent({
      db,
      clock,
      logger: pino({ level: 'silent' }),
      comments: {
        list: async (contentOid, hidden) =>
          (await listVisibleComments(db, contentOid, { limit: 100, ...hidden })).map((row) => ({
            commentOid: row.oid,
            contentOid: row.content_oid,
            commenterOid: row.user_oid,
            commentContent: row.text,
            createdAt: new Date(row.created_at).toISOString(),
            position: row.position,
            rewardCoins: row.reward_coins ?? 0,
          })),
      },
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
          suspendForIllegalDownload: async () => {},
          liftSuspension: async () => {},
        },
      },
    })
  })
  afterAll(async () => {
    await database?.close()
  })

  async function signUp(options: { adult?: boolean } = {}): Promise<SessionUser> {
    counter += 1
    const email = `blocks${counter}@example.com`
    await accounts.service.register(
      {
        email,
        password: 'story123',
        passwordRepeat: 'story123',
        nickname: `Blocker${counter}`,
        birthDate: '1990-05-01',
        agreePersonalData: true,
      },
      'en',
    )
    const login = await accounts.service.confirmRegistration(
      email,
      codeFrom(accounts.mailer.lastTo(email)),
    )
    return {
      oid: login.oid,
      nickname: `Blocker${counter}`,
      roles: ['user'],
      language: 'en',
      isAdult: options.adult ?? false,
    }
  }

  async function publish(creatorOid: string, extra: Record<string, unknown> = {}) {
    const oid = newObjectId()
    clock.advance(1000)
    await database.db
      .insertInto('contents')
      .values({
        oid,
        creator_oid: creatorOid,
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

  it('leaves blocked contents, creators and tags out of lists, bulk reads and the liked list', async () => {
    const [viewer, other, liked, blockedCreator, friend] = [
      await signUp(),
      await signUp(),
      await signUp(),
      await signUp(),
      await signUp(),
    ]
    const byBlocked = await publish(blockedCreator.oid)
    const blockedOne = await publish(friend.oid)
    const tagged = await publish(friend.oid, { hashtags: ['#HORROR', 'night'] })
    const kept = await publish(friend.oid, { hashtags: ['comedy'] })
    const own = await publish(viewer.oid, { hashtags: ['horror'] })
    const all = [byBlocked, blockedOne, tagged, kept, own]
    const { interaction, catalog } = content.service
    for (const oid of all) {
      if (oid !== own) await interaction.like(viewer, oid, 'like')
    }
    await interaction.block(viewer, 'add', { kind: 'user', userOid: blockedCreator.oid })
    await interaction.block(viewer, 'add', { kind: 'content', contentOid: blockedOne })
    await interaction.block(viewer, 'add', { kind: 'tag', tag: ' #Horror' })

    const stories = async (user: SessionUser) =>
      (await catalog.allStory(user, { limit: 100 })).contents
        .map((item) => item.contentOid)
        .filter((oid) => all.includes(oid))
    // Published stories are listed for others; the viewer's own content stays in their lists.
    expect(new Set(await stories(other))).toEqual(new Set(all))
    expect(new Set(await stories(viewer))).toEqual(new Set([kept, own]))

    const bulk = await catalog.bulk(viewer, { ids: all })
    expect(Object.keys(bulk)).toEqual([kept, own])
    expect(Object.keys(await catalog.bulk(other, { ids: all }))).toEqual(all)

    expect((await catalog.creatorContentOids(viewer, blockedCreator.oid)).contentOids).toEqual([])
    expect((await catalog.creatorContentOids(viewer, friend.oid)).contentOids).toEqual([kept])
    expect((await catalog.creatorContentOids(other, friend.oid)).contentOids).toHaveLength(3)

    const likedList = await interaction.likedList(viewer.oid, 1, 100)
    expect(likedList.items.map((item) => item.contentOid)).toEqual([kept])
    // Someone else's likes of the same contents are untouched by the viewer's blocks.
    for (const oid of all) {
      if (oid !== own) await interaction.like(liked, oid, 'like')
    }
    expect((await interaction.likedList(liked.oid, 1, 100)).items).toHaveLength(4)

    // A single read by link still answers (blocks hide from lists, as hideContent does).
    expect(
      (await catalog.getContent({ user: viewer, guestDeviceId: null }, { contentOid: tagged }))
        .content.contentOid,
    ).toBe(tagged)

    // Unblocking brings them back.
    await interaction.block(viewer, 'remove', { kind: 'tag', tag: 'horror' })
    expect(Object.keys(await catalog.bulk(viewer, { ids: all }))).toEqual([tagged, kept, own])
  })

  it('the SQL condition and the code decide alike', async () => {
    const creator = newObjectId()
    const rows = [
      await publish(creator, { hashtags: ['  #Quiet ', 'rain'] }),
      await publish(creator, { hashtags: ['loud'] }),
      await publish(newObjectId(), { hashtags: [] }),
    ]
    const hidden = {
      userOids: [],
      contentOids: [rows[1] as string],
      commentOids: [],
      tags: ['quiet'],
    }
    const kept = await database.db
      .selectFrom('contents')
      .select(['oid', 'creator_oid', 'hashtags'])
      .where('oid', 'in', rows)
      .where(excludeHiddenContents(hidden))
      .execute()
    const all = await database.db
      .selectFrom('contents')
      .select(['oid', 'creator_oid', 'hashtags'])
      .where('oid', 'in', rows)
      .execute()
    const inCode = all.filter(
      (row) =>
        !isHiddenContent(hidden, {
          oid: row.oid,
          creatorOid: row.creator_oid,
          hashtags: row.hashtags,
        }),
    )
    expect(kept.map((row) => row.oid).sort()).toEqual([rows[2]])
    expect(inCode.map((row) => row.oid).sort()).toEqual([rows[2]])
    const byCreator = await database.db
      .selectFrom('contents')
      .select('oid')
      .where('oid', 'in', rows)
      .where(excludeHiddenContents({ ...hidden, contentOids: [], tags: [], userOids: [creator] }))
      .execute()
    expect(byCreator.map((row) => row.oid)).toEqual([rows[2]])
  })

  it('answers withComments without blocked users’ and blocked comments, and none to adult-gated readers', async () => {
    const [reader, adultReader, rude, polite, creator] = [
      await signUp(),
      await signUp({ adult: true }),
      await signUp(),
      await signUp(),
      await signUp(),
    ]
    const story = await publish(creator.oid)
    const write = async (user: SessionUser, text: string, contentOid = story) => {
      clock.advance(1000)
      return insertComment(database.db, { contentOid, userOid: user.oid, text, requestKey: null })
    }
    const rude1 = await write(rude, 'Spoilers ahead')
    const polite1 = await write(polite, 'Lovely')
    const polite2 = await write(polite, 'Off topic')
    const { interaction, catalog } = content.service
    await interaction.block(reader, 'add', { kind: 'user', userOid: rude.oid })
    await interaction.block(reader, 'add', { kind: 'comment', contentOid: story, comment: 2 })
    const read = (user: SessionUser | null, contentOid = story) =>
      catalog.getContent({ user, guestDeviceId: null }, { contentOid, withComments: true })
    const forReader = await read(reader)
    expect(forReader.comments?.map((item) => [item.commentOid, item.position])).toEqual([
      [polite1.oid, 1],
    ])
    expect((await read(null)).comments?.map((item) => item.commentOid)).toEqual([
      rude1.oid,
      polite1.oid,
      polite2.oid,
    ])

    const adult = await publish(creator.oid, { adult: true })
    await write(polite, 'For grown-ups', adult)
    expect((await read(reader, adult)).comments).toBeUndefined()
    expect((await read(adultReader, adult)).comments).toHaveLength(1)
  })

  it('tells the comments calls who owns a content and whether the reader may view it', async () => {
    const [creator, partner, reader] = [await signUp(), await signUp(), await signUp()]
    const { catalog } = content.service
    expect(await catalog.commentTarget(reader, newObjectId())).toBeNull()
    const paid = await publish(creator.oid, {
      price: 30,
      viewable_without_sub: false,
      collaborators: JSON.stringify([{ userOid: partner.oid, share: 20 }]),
    })
    expect(await catalog.commentTarget(reader, paid)).toEqual({
      contentOid: paid,
      ownerOids: [creator.oid, partner.oid],
      adultGated: false,
      canView: false,
      title: `Content ${paid}`,
      link: `/play/${paid}`,
    })
    const adult = await publish(creator.oid, { adult: true })
    expect(await catalog.commentTarget(reader, adult)).toMatchObject({ adultGated: true })
    const draft = await publish(creator.oid, { status: 'inprogress', published_at: null })
    await expect(catalog.commentTarget(reader, draft)).rejects.toMatchObject({ status: 404 })
  })
})
