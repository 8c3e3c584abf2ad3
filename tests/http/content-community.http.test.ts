/**
 * Community posts and polls over real HTTP: a creator's post with a poll, a fan's votes
 * (50 at once count once), comments through the comment system, tier-only posts locked for
 * non-subscribers, and another creator refused every change to a post that is not theirs.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { solidPng } from '../../platform/assets/testing'
import { type SignedIn, signUp } from '../support/accounts'
import { describeOnEngine } from '../support/http-engine'
import { startTestServer, type TestServer } from '../support/test-server'

describeOnEngine('community posts and polls', (engine) => {
  let server: TestServer
  const clock = { now: () => new Date('2026-06-10T12:00:00Z') }
  let creator: SignedIn
  let rival: SignedIn
  let fan: SignedIn
  let stranger: SignedIn
  let tier = ''
  const tag = `${process.pid}${engine === 'pglite' ? 'p' : 'q'}`
  const api = (...args: Parameters<TestServer['api']>) => server.api(...args)

  beforeAll(async () => {
    server = await startTestServer({ engine, clock })
    ;[creator, rival, fan, stranger] = await Promise.all([
      signUp(server),
      signUp(server),
      signUp(server),
      signUp(server),
    ])
    for (const [user, suffix] of [
      [creator, 'a'],
      [rival, 'b'],
    ] as const) {
      const registered = await api('/account/creator/register', {
        token: user.token,
        body: { agreeTerms: true, agreeFeeTerms: true, customUrl: `comm${tag}${suffix}` },
      })
      expect(registered.status, registered.text).toBe(200)
    }
    const pushed = await api('/account/modify/subscription_tiers', {
      token: creator.token,
      body: { mode: 'push', tier: { name: 'Members', isFree: true } },
    })
    tier = pushed.json.tiers[0].tierHash
    const subscribed = await api('/account/subscribefree', {
      token: fan.token,
      body: { creatorOid: creator.oid, tierHash: tier },
    })
    expect(subscribed.status, subscribed.text).toBe(200)
  }, 120_000)
  afterAll(async () => {
    await server?.close()
  })

  const post = async (token: string, postMetaData: object, requestId?: string) =>
    api('/content/community', {
      token,
      body: { operation: 'submit', postMetaData, ...(requestId ? { requestId } : {}) },
    })
  const read = async (postOid: string, token?: string) =>
    (await api('/content/community', { token: token ?? null, query: { postOids: postOid } })).json
      .posts[0]

  it('counts a fan’s 50 simultaneous votes once and reads exact results', async () => {
    const made = await post(creator.token, {
      text: 'Which story next?',
      visibility: 'everyone',
      poll: { question: 'Next story', options: ['Sea', 'Forest'] },
    })
    expect(made.status, made.text).toBe(200)
    const contentOid = made.json.post.postOid
    const votes = await Promise.all(
      Array.from({ length: 50 }, () =>
        api('/content/poll/vote', {
          token: fan.token,
          body: { contentType: 'community', contentOid, optionIdx: 1 },
        }),
      ),
    )
    expect(votes.filter((vote) => vote.status === 200)).toHaveLength(50)
    const results = await api('/content/poll/votes', {
      token: fan.token,
      query: { contentType: 'community', contentOid },
    })
    expect(results.json.poll).toMatchObject({ totalVotes: 1, myVote: 'o2' })
    expect(results.json.poll.options.map((option: { votes: number }) => option.votes)).toEqual([
      0, 1,
    ])
    const changed = await api('/content/poll/vote', {
      token: fan.token,
      body: { contentType: 'community', contentOid, optionId: 'o1' },
    })
    expect(changed.json.poll).toMatchObject({ totalVotes: 1, myVote: 'o1' })
    const bad = await api('/content/poll/vote', {
      token: fan.token,
      body: { contentType: 'community', contentOid, optionIdx: 7 },
    })
    expect(bad.status).toBe(400)
    expect(bad.json.error).toBe('Choose one of the poll options.')
  })

  it('locks a tier-only post, its poll and comments for a non-subscriber', async () => {
    const made = await post(creator.token, {
      text: 'Members only news',
      visibility: 'tiers',
      tierHashes: [tier],
      poll: { question: 'Secret?', options: ['Yes', 'No'] },
    })
    const postOid = made.json.post.postOid
    expect(await read(postOid, fan.token)).toMatchObject({
      locked: false,
      text: 'Members only news',
    })
    const locked = await read(postOid, stranger.token)
    expect(locked).toMatchObject({ locked: true, text: null, poll: null })
    expect(JSON.stringify(await read(postOid))).not.toContain('Members only news')
    const vote = await api('/content/poll/vote', {
      token: stranger.token,
      body: { contentType: 'community', contentOid: postOid, optionIdx: 0 },
    })
    expect(vote.status).toBe(403)
    const comment = await api('/content/comment', {
      token: stranger.token,
      body: { contentOid: postOid, commentContent: 'let me in' },
    })
    expect(comment.status).toBe(403)
    const comments = await api('/content/community/comments', {
      token: stranger.token,
      query: { postOid },
    })
    expect(comments.status).toBe(403)
    expect(comments.json.code).toBe('COMMUNITY_POST_LOCKED')
  })

  it('takes comments through the comment system, without review coins', async () => {
    const made = await post(creator.token, { text: 'Say hi', visibility: 'everyone' })
    const postOid = made.json.post.postOid
    const written = await api('/content/comment', {
      token: fan.token,
      body: { contentOid: postOid, commentContent: 'Hi there', requestId: `hi${tag}00` },
    })
    expect(written.status, written.text).toBe(200)
    expect(written.json.reward).toBeNull()
    const listed = await api('/content/community/comments', { query: { postOid } })
    expect(
      listed.json.comments.map(
        (item: { text?: string; commentContent?: string }) => item.text ?? item.commentContent,
      ),
    ).toEqual(['Hi there'])
  })

  it('refuses another creator every change to a post, which stays unchanged', async () => {
    const made = await post(creator.token, { text: 'Original', visibility: 'everyone' })
    const postOid = made.json.post.postOid
    const attempts = [
      api('/content/community/edit', {
        token: rival.token,
        body: { postOid, postMetaData: { text: 'Hijacked', visibility: 'everyone' } },
      }),
      api('/content/community', { token: rival.token, body: { operation: 'pin', postOid } }),
      api('/content/community', { method: 'DELETE', token: rival.token, body: { postOid } }),
      api('/content/community', { method: 'DELETE', token: fan.token, body: { postOid } }),
    ]
    for (const response of await Promise.all(attempts)) {
      expect(response.status, response.text).toBe(403)
      expect(response.json.code).toBe('COMMUNITY_POST_NOT_YOURS')
    }
    expect(await read(postOid)).toMatchObject({ text: 'Original', pinned: false, editedAt: null })
    const byFan = await post(fan.token, { text: 'I am no creator', visibility: 'everyone' })
    expect(byFan.status).toBe(403)
    expect(byFan.json.error).toBe('Only creators can post in the community.')
  })

  /** A public image uploaded the way the composer does it (uploads area, `image` context). */
  async function uploadImage(token: string, key: string) {
    const opened = await api('/upload/url', {
      token,
      query: { key, filetype: 'png', context: 'image', access: 'public', numParts: 1 },
    })
    expect(opened.status, opened.text).toBe(200)
    const put = await fetch(new URL(opened.json.uploadUrls[0], server.url), {
      method: 'PUT',
      body: new Uint8Array(solidPng(8, 8, [200, 40, 40])),
    })
    expect(put.status).toBe(200)
    const done = await api('/upload/multipart/done', { token, body: { key } })
    expect(done.status, done.text).toBe(200)
    return done.json.url as string
  }

  it('shows the creator’s own uploaded images and refuses another’s', async () => {
    const url = await uploadImage(creator.token, `community/${tag}.png`)
    await uploadImage(rival.token, `community/${tag}r.png`)
    const made = await post(creator.token, {
      text: 'A picture',
      visibility: 'everyone',
      images: [`community/${tag}.png`],
    })
    expect(made.status, made.text).toBe(200)
    expect(made.json.post.images).toEqual([{ key: `community/${tag}.png`, url }])
    const stolen = await post(creator.token, {
      text: 'Not mine',
      visibility: 'everyone',
      images: [`community/${tag}r.png`],
    })
    expect(stolen.status).toBe(400)
    expect(stolen.json.code).toBe('COMMUNITY_IMAGE_NOT_FOUND')
  })

  it('answers bad input with a clear 400 and writes nothing', async () => {
    const before = await api('/content/community', { query: { creatorOid: creator.oid } })
    const cases: Array<[object, string]> = [
      [{ text: '  ', visibility: 'everyone' }, 'Please write something to post.'],
      [
        { text: 'x', visibility: 'tiers' },
        'Choose at least one subscription tier for a subscribers-only post.',
      ],
      [
        { text: 'x', visibility: 'everyone', poll: { question: 'Q', options: ['only one'] } },
        'A poll has 2 to 5 options.',
      ],
      [
        {
          text: 'x',
          visibility: 'everyone',
          poll: { question: 'Q', options: ['a', 'b'], closesAt: '2026-06-01T00:00:00Z' },
        },
        'A poll must close in the future.',
      ],
      [
        { text: 'x', visibility: 'everyone', images: ['not-mine.png'] },
        'An image of the post is not one of your uploaded images.',
      ],
    ]
    for (const [meta, message] of cases) {
      const response = await post(creator.token, meta)
      expect(response.status, message).toBe(400)
      expect(response.json.error).toBe(message)
    }
    const after = await api('/content/community', { query: { creatorOid: creator.oid } })
    expect(after.json.posts.length).toBe(before.json.posts.length)
  })

  it('writes one post for a retried submit and deletes it with its poll', async () => {
    const meta = {
      text: 'Once',
      visibility: 'everyone',
      poll: { question: 'Q', options: ['a', 'b'] },
    }
    const [first, retry] = await Promise.all([
      post(creator.token, meta, `once${tag}x`),
      post(creator.token, meta, `once${tag}x`),
    ])
    expect(retry.json.post.postOid).toBe(first.json.post.postOid)
    const postOid = first.json.post.postOid
    const deleted = await api('/content/community', {
      method: 'DELETE',
      token: creator.token,
      body: { postOid },
    })
    expect(deleted.json).toEqual({ deleted: true })
    const votes = await api('/content/poll/votes', {
      query: { contentType: 'community', contentOid: postOid },
    })
    expect(votes.status).toBe(404)
  })
})
