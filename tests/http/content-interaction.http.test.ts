/**
 * Interaction over HTTP: likes, comment likes, blocks, reports, the liked list, the
 * illegal-downloader rule, discount codes and the rating fee, with each user's data kept
 * to that user whatever ids the body names.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertComment } from '../../platform/chat/comments'
import { newObjectId } from '../../platform/db'
import { grantRoles, type SignedIn, seedAdmin, signUp } from '../support/accounts'
import { startTestServer, type TestServer } from '../support/test-server'

describe('content interaction over HTTP', () => {
  let server: TestServer
  let admin: SignedIn
  let userA: SignedIn
  let userB: SignedIn
  let creator: SignedIn

  beforeAll(async () => {
    server = await startTestServer()
    admin = await seedAdmin(server)
    userA = await signUp(server)
    userB = await signUp(server)
    creator = await signUp(server)
    await grantRoles(server, admin.token, creator.oid, ['creator'])
  })
  afterAll(async () => {
    await server?.close()
  })

  async function publish(extra: Record<string, unknown> = {}) {
    const oid = newObjectId()
    const now = new Date()
    await server.context.database.db
      .insertInto('contents')
      .values({
        oid,
        creator_oid: creator.oid,
        title: `Story ${oid}`,
        status: 'published',
        visibility: 'public',
        published_at: now,
        created_at: now,
        updated_at: now,
        ...extra,
      } as never)
      .execute()
    return oid
  }

  const like = (token: string, body: Record<string, unknown>) =>
    server.api('/content/like', { token, body })

  it('likes as the caller whatever likerOid says; B cannot undo A’s like or read A’s list', async () => {
    const story = await publish()
    const first = await like(userA.token, { contentOid: story, likerOid: userB.oid, mode: 'story' })
    expect(first.status, first.text).toBe(200)
    expect(first.json).toMatchObject({ liked: true, changed: true, likes: 1 })
    // A click repeated in flight is answered, not counted.
    const repeats = await Promise.all(
      Array.from({ length: 5 }, () =>
        like(userA.token, { contentOid: story, likeOrUndoLike: 'like' }),
      ),
    )
    expect(repeats.every((response) => response.json.likes === 1)).toBe(true)
    // B names A as the liker and asks to undo: only B's (absent) like is touched.
    const undo = await like(userB.token, {
      contentOid: story,
      likerOid: userA.oid,
      likeOrUndoLike: 'undoLike',
      requestorOid: userA.oid,
    })
    expect(undo.json).toMatchObject({ liked: false, changed: false, likes: 1 })
    const listA = await server.api('/account/liked-list', { token: userA.token })
    expect(listA.json.items.map((item: { contentOid: string }) => item.contentOid)).toContain(story)
    const listB = await server.api('/account/liked-list', {
      token: userB.token,
      query: { userOid: userA.oid, requestorOid: userA.oid },
    })
    expect(listB.status).toBe(200)
    expect(listB.json.items).toEqual([])
    expect((await server.api('/account/liked-list')).status).toBe(401)
  })

  it('refuses bad like requests with a clear 4xx and changes nothing', async () => {
    const story = await publish()
    expect((await like(userA.token, {})).json.error).toBe('Missing required parameters')
    expect((await like(userA.token, { contentOid: 'nope' })).status).toBe(400)
    const unknown = await like(userA.token, { contentOid: newObjectId() })
    expect(unknown.status).toBe(404)
    expect(unknown.json.error).toBe('Content not found')
    const badIntent = await like(userA.token, { contentOid: story, likeOrUndoLike: 'love' })
    expect(badIntent.status).toBe(400)
    const adult = await publish({ adult: true })
    const gated = await like(userA.token, { contentOid: adult })
    expect(gated.status).toBe(403)
    expect(gated.json.code).toBe('ADULT_VERIFICATION_REQUIRED')
    const rows = await server.context.database.db
      .selectFrom('content_likes')
      .select('content_oid')
      .where('content_oid', 'in', [story, adult])
      .execute()
    expect(rows).toEqual([])
  })

  it('likes a comment by its position and shows the counts', async () => {
    const story = await publish()
    const comment = await insertComment(server.context.database.db, {
      contentOid: story,
      userOid: userB.oid,
      text: 'Lovely voice',
      requestKey: null,
    })
    const liked = await server.api('/content/comment/like', {
      token: userA.token,
      body: { contentOid: story, commentPosition: 0 },
    })
    expect(liked.status, liked.text).toBe(200)
    expect(liked.json).toMatchObject({ commentOid: comment.oid, liked: true, likes: 1 })
    const counts = await server.api('/content/comment/like', {
      token: userA.token,
      query: { contentOid: story },
    })
    expect(counts.json).toEqual({ likes: { [comment.oid]: 1 }, liked: [comment.oid] })
    const anonymous = await server.api('/content/comment/like', { query: { contentOid: story } })
    expect(anonymous.json).toEqual({ likes: { [comment.oid]: 1 }, liked: [] })
    const missing = await server.api('/content/comment/like', {
      token: userA.token,
      body: { contentOid: story, commentPosition: 3 },
    })
    expect(missing.status).toBe(404)
    expect(missing.json.error).toBe('Comment not found')
  })

  it('keeps each user’s blocks to that user', async () => {
    const story = await publish()
    for (const body of [
      { operation: 'add', userOid: userB.oid },
      { operation: 'add', contentOid: story },
      { operation: 'add', tag: '#ASMR' },
    ]) {
      const response = await server.api('/content/block', { token: userA.token, body })
      expect(response.status, response.text).toBe(200)
    }
    const both = await server.api('/content/block', {
      token: userA.token,
      body: { operation: 'add', userOid: userB.oid, tag: 'x' },
    })
    expect(both.status).toBe(400)
    expect(both.json.code).toBe('BLOCK_TARGET_REQUIRED')
    const mine = await server.api('/content/block', { token: userA.token })
    expect(mine.json).toEqual({
      users: [userB.oid],
      contents: [story],
      comments: [],
      tags: ['asmr'],
    })
    const theirs = await server.api('/content/block', {
      token: userB.token,
      query: { userOid: userA.oid },
    })
    expect(theirs.json).toEqual({ users: [], contents: [], comments: [], tags: [] })
    // B removing "A's" block removes nothing of A's.
    await server.api('/content/block', {
      token: userB.token,
      body: { operation: 'remove', contentOid: story, requestorOid: userA.oid },
    })
    const service = server.context.content.service.interaction
    expect((await service.hiddenFor(userA.oid)).contentOids).toEqual([story])
    await server.api('/content/block', {
      token: userA.token,
      body: { operation: 'remove', userOid: userB.oid },
    })
    expect((await service.hiddenFor(userA.oid)).userOids).toEqual([])
  })

  it('requires a reason for a report and keeps reports for admins', async () => {
    const story = await publish()
    const noReason = await server.api('/content/report', {
      token: userA.token,
      body: { contentMetadata: { contentOid: story } },
    })
    expect(noReason.status).toBe(400)
    expect(noReason.json.error).toBe('Please enter the reason for your report.')
    const filed = await server.api('/content/report', {
      token: userA.token,
      body: { contentMetadata: { contentOid: story, contentType: 'story' }, complaint: 'Spam' },
    })
    expect(filed.status, filed.text).toBe(200)
    expect(filed.json.report).not.toHaveProperty('complaint')
    expect((await server.api('/content/admin/reports', { token: userA.token })).status).toBe(403)
    const queue = await server.api('/content/admin/reports', { token: admin.token })
    const report = queue.json.reports.find(
      (entry: { contentOid: string }) => entry.contentOid === story,
    )
    expect(report).toMatchObject({ reporterOid: userA.oid, complaint: 'Spam', status: 'open' })
    const resolved = await server.api('/content/admin/reports/resolve', {
      token: admin.token,
      body: { reportOid: report.reportOid, resolution: 'dismissed' },
    })
    expect(resolved.json.report.status).toBe('dismissed')
  })

  it('warns a first illegal download with 444, suspends the second with 999 and refuses login', async () => {
    const offender = await signUp(server)
    const record = (token: string) =>
      server.api('/content/admin/illegal-downloader', {
        token,
        body: { userOid: offender.oid, note: 'ripped audio' },
      })
    expect((await record(userA.token)).status).toBe(403)
    expect((await record(admin.token)).json).toMatchObject({ detections: 1, status: 'warned' })
    const status = () => server.api('/content/illegal-downloader', { token: offender.token })
    expect((await status()).json).toEqual({ errorStatus: 444 })
    const story = await publish()
    const fetchContent = () =>
      server.api('/content', { token: offender.token, query: { contentOid: story } })
    expect((await fetchContent()).status).toBe(444)
    const read = await server.api('/content/illegal-downloader/acknowledge', {
      token: offender.token,
      body: {},
    })
    expect(read.json).toEqual({ errorStatus: null })
    expect((await fetchContent()).status).toBe(200)
    expect((await record(admin.token)).json).toMatchObject({ detections: 2, status: 'suspended' })
    expect((await status()).json).toEqual({ errorStatus: 999 })
    const suspended = await fetchContent()
    expect(suspended.status).toBe(999)
    expect(suspended.json).toEqual({ errorStatus: 999 })
    const login = await server.api('/account/login', {
      body: { email: offender.email, password: offender.password },
    })
    expect(login.status).toBe(403)
    expect(login.json).toMatchObject({
      code: 'ILLEGAL_DOWNLOADER',
      details: { illegalDownloader: true, errorStatus: 999 },
    })
    const state = await server.api('/content/admin/illegal-downloader', {
      token: admin.token,
      query: { userOid: offender.oid },
    })
    expect(state.json).toMatchObject({ detections: 2, status: 'suspended' })
    const cleared = await server.api('/content/admin/illegal-downloader', {
      method: 'DELETE',
      token: admin.token,
      body: { userOid: offender.oid },
    })
    expect(cleared.status).toBe(200)
    const again = await server.api('/account/login', {
      body: { email: offender.email, password: offender.password },
    })
    expect(again.status).toBe(200)
  })

  it('answers a discount code’s price, and 404 with a clear text for an unknown code', async () => {
    const story = await publish({
      price: 1000,
      discount_settings: JSON.stringify([{ code: 'FANS', amount: 300 }]),
    })
    const ok = await server.api('/content/dc-code', {
      token: userA.token,
      query: { discountCode: 'fans', contentOid: story, contentType: 'story' },
    })
    expect(ok.status, ok.text).toBe(200)
    expect(ok.json).toMatchObject({ originalPrice: 1000, discount: 300, price: 700 })
    const unknown = await server.api('/content/dc-code', {
      token: userA.token,
      query: { discountCode: 'NOPE', contentOid: story },
    })
    expect(unknown.status).toBe(404)
    expect(unknown.json.error).toBe('This discount code does not exist for this content.')
  })

  it('records the rating fee due for the content’s creator only (paying: content-rating-fee)', async () => {
    const story = await publish({ length_seconds: 1200 })
    const stranger = await server.api('/content/payratingfee', {
      token: userA.token,
      body: { ratingDoc: { contentOid: story } },
    })
    expect(stranger.status).toBe(403)
    const quote = await server.api('/content/payratingfee', {
      token: creator.token,
      query: { contentOid: story },
    })
    expect(quote.json).toMatchObject({ blocks: 2, amountKrw: 20_000, due: null })
    // Without coins the request is recorded and its fee stays due.
    const unpaid = await server.api('/content/payratingfee', {
      token: creator.token,
      body: { ratingDoc: { contentOid: story, requestedRating: '15', note: 'Horror scenes' } },
    })
    expect(unpaid.json.code).toBe('NOT_ENOUGH_COINS')
    const due = await server.api('/content/payratingfee', {
      token: creator.token,
      query: { contentOid: story },
    })
    expect(due.json.due).toMatchObject({
      amountKrw: 20_000,
      coins: 200,
      status: 'due',
      currency: 'KRW',
      ratingDoc: { requestedRating: '15', note: 'Horror scenes' },
    })
  })
})
