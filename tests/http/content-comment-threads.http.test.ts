/**
 * Comment threads over HTTP: replies (one level deep, never rewarded or rated), the
 * creator's pin (one per content, refused to anyone else), deleting by the author or the
 * creator only, pages without repeats, blocks, and the studio's list of comments received.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { grantRoles, type SignedIn, seedAdmin, signUp } from '../support/accounts'
import { insertPublishedContent } from '../support/contents'
import { startTestServer, type TestServer } from '../support/test-server'

interface Thread {
  commentOid: string
  commenterOid: string
  commentContent: string
  pinned: boolean
  replies: { commentOid: string; commenterOid: string; parentOid: string; commentContent: string }[]
}

describe('comment threads over HTTP', () => {
  let server: TestServer
  let creator: SignedIn
  let other: SignedIn
  let viewer: SignedIn
  let stranger: SignedIn
  let now = new Date('2026-06-01T09:00:00Z').getTime()
  const clock = { now: () => new Date(now) }

  beforeAll(async () => {
    server = await startTestServer({ clock })
    const admin = await seedAdmin(server)
    creator = await signUp(server)
    other = await signUp(server)
    viewer = await signUp(server)
    stranger = await signUp(server)
    await grantRoles(server, admin.token, creator.oid, ['creator'])
    await grantRoles(server, admin.token, other.oid, ['creator'])
  })
  afterAll(async () => {
    await server?.close()
  })

  async function publish(owner: SignedIn = creator) {
    now += 1000
    return insertPublishedContent(server, owner.oid, { at: new Date(now) })
  }

  async function write(user: SignedIn, body: Record<string, unknown>) {
    now += 1000
    return server.api('/content/comment', { token: user.token, body })
  }
  const thread = async (contentOid: string, token?: string, query: Record<string, unknown> = {}) =>
    server.api('/content/comment/thread', { token, query: { contentOid, ...query } })
  const pin = (user: SignedIn, body: Record<string, unknown>) =>
    server.api('/content/comment/pin', { token: user.token, body })

  it('puts replies under their comment, once, without a reward or a rating', async () => {
    const audio = await publish()
    const first = await write(viewer, { contentOid: audio, commentContent: 'Lovely rain.' })
    expect(first.status, first.text).toBe(200)
    const parentOid = first.json.comment.commentOid
    const body = {
      contentOid: audio,
      commentContent: 'Thank you for listening!',
      parentOid,
      requestId: 'reply-retry-1',
    }
    const [reply, retry] = await Promise.all([write(creator, body), write(creator, body)])
    expect(reply.status, reply.text).toBe(200)
    expect(reply.json).toMatchObject({ reward: null, refund: null })
    expect(reply.json.comment).toMatchObject({ parentOid, commenterOid: creator.oid })
    expect(retry.json.comment.commentOid).toBe(reply.json.comment.commentOid)
    // A reply to the reply joins the same thread; a reviewer's reply earns nothing.
    const balance = (await server.context.wallet.service.balances(stranger.oid)).bonusCoins
    const nested = await write(stranger, {
      contentOid: audio,
      commentContent: 'Same here.',
      parentOid: reply.json.comment.commentOid,
    })
    expect(nested.json.comment.parentOid).toBe(parentOid)
    expect((await server.context.wallet.service.balances(stranger.oid)).bonusCoins).toBe(balance)

    const listed = await thread(audio, viewer.token)
    expect(listed.status, listed.text).toBe(200)
    expect(listed.json).toMatchObject({ total: 1, page: 1, hasMore: false, canModerate: false })
    expect(listed.json.ownerOids).toEqual([creator.oid])
    const threads: Thread[] = listed.json.comments
    expect(threads.map((item) => item.commentOid)).toEqual([parentOid])
    expect(threads[0]?.replies.map((item) => item.commentContent)).toEqual([
      'Thank you for listening!',
      'Same here.',
    ])
    expect((await thread(audio, creator.token)).json.canModerate).toBe(true)

    const rated = await write(viewer, { ...body, requestId: undefined, rating: 5 })
    expect(rated.status).toBe(400)
    expect(rated.json.code).toBe('COMMENT_REPLY_RATED')
    const elsewhere = await publish()
    const foreign = await write(viewer, {
      contentOid: elsewhere,
      commentContent: 'Wrong thread',
      parentOid,
    })
    expect(foreign.status).toBe(400)
    expect(foreign.json).toMatchObject({
      code: 'COMMENT_PARENT_INVALID',
      error: 'The comment you reply to is not on this content.',
    })
    expect((await thread(elsewhere)).json.total).toBe(0)
  })

  it('lets only the content’s creator pin, one comment at a time, never a reply', async () => {
    const audio = await publish()
    const a = await write(viewer, { contentOid: audio, commentContent: 'First' })
    const b = await write(stranger, { contentOid: audio, commentContent: 'Second' })
    const reply = await write(creator, {
      contentOid: audio,
      commentContent: 'Reply',
      parentOid: a.json.comment.commentOid,
    })
    const aOid = a.json.comment.commentOid
    const bOid = b.json.comment.commentOid

    for (const caller of [viewer, stranger, other]) {
      const refused = await pin(caller, { contentOid: audio, commentOid: aOid, pinned: true })
      expect(refused.status).toBe(403)
      expect(refused.json).toMatchObject({
        code: 'COMMENT_PIN_FORBIDDEN',
        error: "Only the content's creator can pin comments.",
      })
    }
    // Another creator's content id with this comment: not found there.
    const theirs = await publish(other)
    const mismatched = await pin(other, { contentOid: theirs, commentOid: aOid, pinned: true })
    expect(mismatched.status).toBe(404)
    const replyPin = await pin(creator, {
      contentOid: audio,
      commentOid: reply.json.comment.commentOid,
      pinned: true,
    })
    expect(replyPin.status).toBe(400)

    // Newest first; the pinned one leads.
    expect((await thread(audio)).json.comments.map((item: Thread) => item.commentOid)).toEqual([
      bOid,
      aOid,
    ])
    const pinned = await pin(creator, { contentOid: audio, commentOid: aOid, pinned: true })
    expect(pinned.json).toEqual({ commentOid: aOid, pinned: true })
    const afterPin: Thread[] = (await thread(audio)).json.comments
    expect(afterPin.map((item) => [item.commentOid, item.pinned])).toEqual([
      [aOid, true],
      [bOid, false],
    ])
    await pin(creator, { contentOid: audio, commentOid: bOid, pinned: true })
    const moved: Thread[] = (await thread(audio)).json.comments
    expect(moved.map((item) => [item.commentOid, item.pinned])).toEqual([
      [bOid, true],
      [aOid, false],
    ])
    await pin(creator, { contentOid: audio, commentOid: bOid, pinned: false })
    expect((await thread(audio)).json.comments.filter((item: Thread) => item.pinned)).toEqual([])
  })

  it('deletes a comment for its author or the creator only, with its replies', async () => {
    const audio = await publish()
    const top = await write(viewer, { contentOid: audio, commentContent: 'Top' })
    const topOid = top.json.comment.commentOid
    const reply = await write(stranger, {
      contentOid: audio,
      commentContent: 'Reply',
      parentOid: topOid,
    })
    const remove = (user: SignedIn, commentIdx: string) =>
      server.api('/content/comment', {
        method: 'DELETE',
        token: user.token,
        body: { contentOid: audio, commentIdx },
      })
    expect((await remove(stranger, topOid)).status).toBe(404)
    expect((await remove(other, topOid)).status).toBe(404)
    expect((await remove(viewer, reply.json.comment.commentOid)).status).toBe(404)
    expect((await remove(stranger, reply.json.comment.commentOid)).status).toBe(200)
    expect((await thread(audio)).json.comments[0].replies).toEqual([])
    await write(stranger, { contentOid: audio, commentContent: 'Again', parentOid: topOid })
    expect((await remove(creator, topOid)).status).toBe(200)
    expect((await thread(audio)).json).toMatchObject({ comments: [], total: 0 })
    const flat = await server.api('/content/comment', { query: { contentOid: audio } })
    expect(flat.json.comments).toEqual([])
  })

  it('pages top-level comments without repeats and hides what the reader blocked', async () => {
    const audio = await publish()
    for (let index = 0; index < 23; index += 1) {
      await write(index % 2 === 0 ? viewer : stranger, {
        contentOid: audio,
        commentContent: `Comment ${index}`,
      })
    }
    const first = await thread(audio, undefined, { page: 1, limit: 20 })
    const second = await thread(audio, undefined, { page: 2, limit: 20 })
    expect(first.json).toMatchObject({ total: 23, hasMore: true })
    expect(second.json).toMatchObject({ total: 23, hasMore: false, page: 2 })
    const texts = [...first.json.comments, ...second.json.comments].map(
      (item: Thread) => item.commentContent,
    )
    expect(texts).toEqual(Array.from({ length: 23 }, (_, index) => `Comment ${22 - index}`))

    const blocked = await server.api('/content/block', {
      token: viewer.token,
      body: { operation: 'add', userOid: stranger.oid },
    })
    expect(blocked.status, blocked.text).toBe(200)
    const seen = await thread(audio, viewer.token, { limit: 50 })
    expect(seen.json.total).toBe(12)
    expect(seen.json.hiddenAuthors).toEqual([stranger.oid])
    expect(seen.json.comments.every((item: Thread) => item.commenterOid === viewer.oid)).toBe(true)

    const badPage = await thread(audio, undefined, { page: 0 })
    expect(badPage.status).toBe(400)
    const badLimit = await thread(audio, undefined, { limit: 51 })
    expect(badLimit.status).toBe(400)
  })

  it('lists the comments on the caller’s own contents only', async () => {
    const mine = await publish(other)
    const written = await write(viewer, { contentOid: mine, commentContent: 'For other' })
    await write(other, {
      contentOid: mine,
      commentContent: 'Thanks',
      parentOid: written.json.comment.commentOid,
    })
    const received = await server.api('/content/comment/received', { token: other.token })
    expect(received.status, received.text).toBe(200)
    expect(received.json.comments).toEqual([
      expect.objectContaining({
        commentContent: 'For other',
        contentOid: mine,
        replies: [expect.objectContaining({ commentContent: 'Thanks', commenterOid: other.oid })],
      }),
    ])
    const notTheirs = await server.api('/content/comment/received', { token: viewer.token })
    expect(notTheirs.json).toMatchObject({ comments: [], total: 0 })
    const anonymous = await server.api('/content/comment/received', {})
    expect(anonymous.status).toBe(401)
  })
})
