/**
 * The studio's comment management reads community posts' comments beside the contents':
 * `GET /content/comment/received` marks each thread's kind, filters by it, and the creator
 * replies to and deletes a post's comment as on a content.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { grantRoles, type SignedIn, seedAdmin, signUp } from '../support/accounts'
import { insertPublishedContent } from '../support/contents'
import { startTestServer, type TestServer } from '../support/test-server'

describe('community comments in the studio over HTTP', () => {
  let server: TestServer
  let creator: SignedIn
  let fan: SignedIn
  let now = new Date('2026-06-01T09:00:00Z').getTime()
  const clock = { now: () => new Date(now) }

  beforeAll(async () => {
    server = await startTestServer({ clock })
    const admin = await seedAdmin(server)
    creator = await signUp(server)
    fan = await signUp(server)
    await grantRoles(server, admin.token, creator.oid, ['creator'])
  })
  afterAll(async () => {
    await server?.close()
  })

  const write = async (user: SignedIn, body: Record<string, unknown>) => {
    now += 1000
    return server.api('/content/comment', { token: user.token, body })
  }
  const received = (kind?: string) =>
    server.api('/content/comment/received', {
      token: creator.token,
      query: kind ? { kind } : {},
    })

  it('lists, filters and moderates a community post’s comments with the contents’', async () => {
    now += 1000
    const contentOid = await insertPublishedContent(server, creator.oid, { at: new Date(now) })
    const made = await server.api('/content/community', {
      token: creator.token,
      body: {
        operation: 'submit',
        postMetaData: { text: 'New story soon', visibility: 'everyone' },
      },
    })
    expect(made.status, made.text).toBe(200)
    const postOid = made.json.post.postOid as string
    expect((await write(fan, { contentOid, commentContent: 'On the content' })).status).toBe(200)
    const onPost = await write(fan, { contentOid: postOid, commentContent: 'On the post' })
    expect(onPost.status, onPost.text).toBe(200)

    const all = await received()
    expect(all.status, all.text).toBe(200)
    expect(all.json.comments.map((t: { kind: string; commentContent: string }) => t)).toEqual([
      expect.objectContaining({
        kind: 'community',
        contentOid: postOid,
        commentContent: 'On the post',
      }),
      expect.objectContaining({ kind: 'content', contentOid, commentContent: 'On the content' }),
    ])
    expect((await received('community')).json).toMatchObject({
      total: 1,
      comments: [{ kind: 'community', commentContent: 'On the post' }],
    })
    expect((await received('content')).json).toMatchObject({
      total: 1,
      comments: [{ kind: 'content', commentContent: 'On the content' }],
    })
    const bad = await received('gacha')
    expect(bad.status).toBe(400)
    expect(bad.text).toContain('kind is all, content or community.')

    // The same actions as on a content: the creator replies, then deletes the fan's comment.
    const commentOid = onPost.json.comment.commentOid as string
    const reply = await write(creator, {
      contentOid: postOid,
      parentOid: commentOid,
      commentContent: 'Thanks!',
      requestId: 'reply-0001',
    })
    expect(reply.status, reply.text).toBe(200)
    expect((await received('community')).json.comments[0].replies).toEqual([
      expect.objectContaining({ commentContent: 'Thanks!', commenterOid: creator.oid }),
    ])
    const removed = await server.api('/content/comment', {
      method: 'DELETE',
      token: creator.token,
      body: { contentOid: postOid, commentIdx: commentOid },
    })
    expect(removed.status, removed.text).toBe(200)
    expect((await received('community')).json).toMatchObject({ total: 0, comments: [] })

    // A deleted post's comments leave the list.
    await write(fan, { contentOid: postOid, commentContent: 'Again' })
    await server.api('/content/community', {
      method: 'DELETE',
      token: creator.token,
      body: { postOid },
    })
    expect((await received('community')).json.total).toBe(0)
  })
})
