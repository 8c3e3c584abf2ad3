/**
 * Comments on every content type over HTTP: the review reward (2 coins first, 1 a day
 * after, paid once per comment whatever the retries), the refused delete of a rewarded
 * comment, adult verification, GET /content withComments, and blocks in the content
 * lists, bulk reads, the liked list and the comments a reader gets.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newObjectId } from '../../platform/db'
import { grantRoles, type SignedIn, seedAdmin, signUp } from '../support/accounts'
import { insertPublishedContent } from '../support/contents'
import { startTestServer, type TestServer } from '../support/test-server'

describe('content comments, rewards and blocks over HTTP', () => {
  let server: TestServer
  let creator: SignedIn
  let userA: SignedIn
  let userB: SignedIn
  // The server's clock, moved by the test to reach the next day's reward.
  let now = new Date('2026-06-01T09:00:00Z').getTime()
  const clock = { now: () => new Date(now) }

  beforeAll(async () => {
    server = await startTestServer({ clock })
    const admin = await seedAdmin(server)
    creator = await signUp(server)
    userA = await signUp(server)
    userB = await signUp(server)
    await grantRoles(server, admin.token, creator.oid, ['creator'])
  })
  afterAll(async () => {
    await server?.close()
  })

  async function publish(extra: Record<string, unknown> = {}) {
    now += 1000
    return insertPublishedContent(server, creator.oid, { at: new Date(now), extra })
  }

  const comment = (token: string, body: Record<string, unknown>) =>
    server.api('/content/comment', { token, body })
  const bonusCoins = async (user: SignedIn) =>
    (await server.context.wallet.service.balances(user.oid)).bonusCoins

  it('rewards a review with 2 coins, then 1 a day, once per comment; a rewarded comment stays', async () => {
    const audio = await publish()
    const before = await bonusCoins(userA)
    const body = {
      contentOid: audio,
      commentContent: 'Lovely rain sounds.',
      requestId: 'review-retry-1',
      commenterOid: userB.oid,
    }
    const [first, retry] = await Promise.all([
      comment(userA.token, body),
      comment(userA.token, body),
    ])
    expect(first.status, first.text).toBe(200)
    // The comment is the caller's whatever commenterOid says, and the retry is the same one.
    expect(first.json.comment).toMatchObject({ commenterOid: userA.oid, contentOid: audio })
    expect(retry.json.comment.commentOid).toBe(first.json.comment.commentOid)
    expect(first.json.reward).toEqual({ coins: 2, firstReview: true })
    expect(retry.json.reward).toEqual({ coins: 2, firstReview: true })
    expect(await bonusCoins(userA)).toBe(before + 2)

    const sameDay = await comment(userA.token, { contentOid: audio, commentContent: 'Again!' })
    expect(sameDay.json.reward).toBeNull()
    now += 24 * 60 * 60_000
    const nextDay = await comment(userA.token, { contentOid: audio, commentContent: 'Still.' })
    expect(nextDay.json.reward).toEqual({ coins: 1, firstReview: false })
    expect(await bonusCoins(userA)).toBe(before + 3)
    const history = await server.context.wallet.service.coinHistory({ userOid: userA.oid })
    expect(history.filter((event) => event.type === 'bonus')).toHaveLength(2)

    const refused = await server.api('/content/comment', {
      method: 'DELETE',
      token: userA.token,
      body: { contentOid: audio, commentIdx: first.json.comment.commentOid },
    })
    expect(refused.status).toBe(409)
    expect(refused.json).toMatchObject({
      code: 'COMMENT_REWARDED',
      error: 'A comment that received rewards cannot be deleted.',
    })
    // By position: the second comment (oldest first) earned nothing and can go.
    const removed = await server.api('/content/comment', {
      method: 'DELETE',
      token: userA.token,
      body: { contentOid: audio, commentIdx: 1 },
    })
    expect(removed.status, removed.text).toBe(200)
    const listed = await server.api('/content/comment', { query: { contentOid: audio } })
    expect(listed.json.comments.map((item: { commentOid: string }) => item.commentOid)).toEqual([
      first.json.comment.commentOid,
      nextDay.json.comment.commentOid,
    ])
    // Another user cannot delete it either way.
    const foreign = await server.api('/content/comment', {
      method: 'DELETE',
      token: userB.token,
      body: { contentOid: audio, commentIdx: nextDay.json.comment.commentOid },
    })
    expect(foreign.status).toBe(404)
    // The content's creator manages its comments: even a rewarded one goes.
    const moderated = await server.api('/content/comment', {
      method: 'DELETE',
      token: creator.token,
      body: { contentOid: audio, commentIdx: first.json.comment.commentOid },
    })
    expect(moderated.status, moderated.text).toBe(200)
    const after = await server.api('/content/comment', { query: { contentOid: audio } })
    expect(after.json.comments.map((item: { commentOid: string }) => item.commentOid)).toEqual([
      nextDay.json.comment.commentOid,
    ])
  })

  it('pays one reward when ten reviews of one content race', async () => {
    const racer = await signUp(server)
    const audio = await publish()
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        comment(racer.token, { contentOid: audio, commentContent: `Review ${index}` }),
      ),
    )
    for (const answer of answers) expect(answer.status, answer.text).toBe(200)
    const rewards = answers.map((answer) => answer.json.reward).filter(Boolean)
    expect(rewards).toEqual([{ coins: 2, firstReview: true }])
    expect(await bonusCoins(racer)).toBe(2)
    const audit = await server.context.wallet.service.auditLedger()
    expect(audit.mismatched).toEqual([])
    expect(audit.totals).toEqual({ coin: 0, credit: 0 })
  })

  it('pays nothing on one’s own content or for a paid content not bought', async () => {
    const free = await publish()
    const own = await comment(creator.token, { contentOid: free, commentContent: 'Thanks all!' })
    expect(own.status, own.text).toBe(200)
    expect(own.json.reward).toBeNull()
    const paid = await publish({ price: 50, viewable_without_sub: false })
    const before = await bonusCoins(userB)
    const unbought = await comment(userB.token, { contentOid: paid, commentContent: 'Pricey.' })
    expect(unbought.status, unbought.text).toBe(200)
    expect(unbought.json.reward).toBeNull()
    expect(await bonusCoins(userB)).toBe(before)
  })

  it('refuses bad comment calls with a clear 4xx and writes nothing', async () => {
    const audio = await publish()
    const draft = await publish({ status: 'inprogress', published_at: null })
    const missing = await comment(userA.token, { contentOid: newObjectId(), commentContent: 'Hi' })
    expect(missing.status).toBe(404)
    expect((await comment(userA.token, { contentOid: draft, commentContent: 'Hi' })).status).toBe(
      404,
    )
    expect((await comment(userA.token, { contentOid: audio, commentContent: '   ' })).status).toBe(
      400,
    )
    expect(
      (await server.api('/content/comment', { body: { contentOid: audio, commentContent: 'Hi' } }))
        .status,
    ).toBe(401)
    const rows = await server.context.database.db
      .selectFrom('story_comments')
      .select('oid')
      .where('content_oid', 'in', [audio, draft])
      .execute()
    expect(rows).toEqual([])
  })

  it('opens adult contents’ comments to adult-verified readers only', async () => {
    const reader = await signUp(server)
    const adult = await publish({ adult: true })
    const written = await comment(reader.token, { contentOid: adult, commentContent: 'Hm.' })
    expect(written.status).toBe(403)
    expect(written.json.error).toBe('Adult verification is required.')
    const list = await server.api('/content/comment', {
      token: reader.token,
      query: { contentOid: adult },
    })
    expect(list.status).toBe(403)
    const page = await server.api('/content', {
      token: reader.token,
      query: { contentOid: adult, withComments: true },
    })
    expect(page.status, page.text).toBe(200)
    expect(page.json.comments).toBeUndefined()
    const certified = await server.api('/account/certified', {
      token: reader.token,
      body: { birthDate: '19900501' },
    })
    expect(certified.status, certified.text).toBe(200)
    const now2 = await comment(reader.token, { contentOid: adult, commentContent: 'Now I may.' })
    expect(now2.status, now2.text).toBe(200)
    const after = await server.api('/content', {
      token: reader.token,
      query: { contentOid: adult, withComments: true },
    })
    expect(after.json.comments).toMatchObject([
      { commentOid: now2.json.comment.commentOid, position: 0, commenterOid: reader.oid },
    ])
  })

  it('hides what a reader blocked: comments, contents, creators and tags', async () => {
    const reader = await signUp(server)
    const rude = await signUp(server)
    const audio = await publish()
    const rudeComment = await comment(rude.token, { contentOid: audio, commentContent: 'Boo' })
    const kind = await comment(userB.token, { contentOid: audio, commentContent: 'Nice' })
    const offTopic = await comment(userB.token, { contentOid: audio, commentContent: 'Off' })
    const block = (body: Record<string, unknown>) =>
      server.api('/content/block', { token: reader.token, body: { operation: 'add', ...body } })
    expect((await block({ userOid: rude.oid })).status).toBe(200)
    expect((await block({ contentOid: audio, commentPosition: 2 })).status).toBe(200)
    const page = await server.api('/content', {
      token: reader.token,
      query: { contentOid: audio, withComments: true },
    })
    expect(page.json.comments.map((item: { commentOid: string }) => item.commentOid)).toEqual([
      kind.json.comment.commentOid,
    ])
    expect(page.json.comments[0].position).toBe(1)
    // Others still read every comment.
    const forB = await server.api('/content', {
      token: userB.token,
      query: { contentOid: audio, withComments: true },
    })
    expect(forB.json.comments.map((item: { commentOid: string }) => item.commentOid)).toEqual([
      rudeComment.json.comment.commentOid,
      kind.json.comment.commentOid,
      offTopic.json.comment.commentOid,
    ])

    const tagged = await publish({ hashtags: ['Horror'] })
    const blockedOne = await publish()
    const kept = await publish({ hashtags: ['calm'] })
    for (const contentOid of [tagged, blockedOne, kept]) {
      const liked = await server.api('/content/like', {
        token: reader.token,
        body: { contentOid, likeOrUndoLike: 'like' },
      })
      expect(liked.status, liked.text).toBe(200)
    }
    expect((await block({ tag: '#horror' })).status).toBe(200)
    expect((await block({ contentOid: blockedOne })).status).toBe(200)
    const ids = [tagged, blockedOne, kept]
    const bulk = await server.api('/content/bulk', {
      token: reader.token,
      query: { requestFormQueue: ids.join('|') },
    })
    expect(Object.keys(bulk.json)).toEqual([kept])
    const stories = await server.api('/content/allstory', {
      token: reader.token,
      query: { limit: 100, category: 'asmr' },
    })
    const listed = stories.json.contents.map((item: { contentOid: string }) => item.contentOid)
    expect(listed).toContain(kept)
    expect(listed).not.toContain(tagged)
    expect(listed).not.toContain(blockedOne)
    const likedList = await server.api('/account/liked-list', { token: reader.token })
    expect(likedList.json.items.map((item: { contentOid: string }) => item.contentOid)).toEqual([
      kept,
    ])

    // Blocking the creator empties their listing for the reader, and no one else's.
    expect((await block({ userOid: creator.oid })).status).toBe(200)
    const creatorList = await server.api('/content/creator/all-content-oids', {
      token: reader.token,
      query: { creatorOid: creator.oid },
    })
    expect(creatorList.json.contentOids).toEqual([])
    const forOthers = await server.api('/content/creator/all-content-oids', {
      token: userB.token,
      query: { creatorOid: creator.oid },
    })
    expect(forOthers.json.contentOids).toEqual(expect.arrayContaining(ids))
    const bulkAfter = await server.api('/content/bulk', {
      token: reader.token,
      query: { requestFormQueue: ids.join('|') },
    })
    expect(bulkAfter.json).toEqual({})
  })
})
