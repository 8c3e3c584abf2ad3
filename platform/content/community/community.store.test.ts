import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeEachEngine, openTestDatabase, type TestDatabase } from '../../db/testing'
import { manualClock } from '../../wallet/testing'
import { COMMUNITY_LIMITS } from './contract'
import { communityFixture, sessionUser } from './testing'

describeEachEngine('community posts', (engine) => {
  let database: TestDatabase
  let fixture: ReturnType<typeof communityFixture>
  const clock = manualClock()
  const creator = sessionUser('c'.repeat(24), ['user', 'creator'])
  const other = sessionUser('d'.repeat(24), ['user', 'creator'])
  const fan = sessionUser('e'.repeat(24))
  const stranger = sessionUser('f'.repeat(24))

  beforeAll(async () => {
    database = await openTestDatabase(engine)
    fixture = communityFixture(database.db, clock)
  })
  afterAll(async () => {
    await database?.close()
  })

  const write = (text: string, extra: object = {}) =>
    fixture.community.submit(creator, { text, visibility: 'everyone', ...extra })

  it('lists pinned posts first, then the newest, paged by cursor', async () => {
    const posts = []
    for (let index = 0; index < COMMUNITY_LIMITS.pageSize + 3; index += 1) {
      clock.advance(1000)
      posts.push(await write(`post ${index}`))
    }
    const oldest = posts[0]?.postOid as string
    await fixture.community.pin(creator, oldest, true)
    const first = await fixture.community.list(null, { creatorOid: creator.oid })
    expect(first.posts[0]?.postOid).toBe(oldest)
    expect(first.posts[0]?.pinned).toBe(true)
    expect(first.posts[1]?.text).toBe(`post ${COMMUNITY_LIMITS.pageSize + 2}`)
    expect(first.next).not.toBeNull()
    const second = await fixture.community.list(null, {
      creatorOid: creator.oid,
      cursor: first.next ?? undefined,
    })
    const seen = [...first.posts, ...second.posts].map((post) => post.postOid)
    expect(new Set(seen).size).toBe(posts.length)
    expect(second.next).toBeNull()
  })

  it(`refuses a pin beyond ${COMMUNITY_LIMITS.pinned}, also when pins race`, async () => {
    const fresh = sessionUser(`${'a'.repeat(23)}1`, ['user', 'creator'])
    const made = []
    for (let index = 0; index < 6; index += 1)
      made.push(
        await fixture.community.submit(fresh, { text: `p${index}`, visibility: 'everyone' }),
      )
    const outcomes = await Promise.allSettled(
      made.map((post) => fixture.community.pin(fresh, post.postOid, true)),
    )
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(
      COMMUNITY_LIMITS.pinned,
    )
    const list = await fixture.community.list(null, { creatorOid: fresh.oid })
    expect(list.posts.filter((post) => post.pinned)).toHaveLength(COMMUNITY_LIMITS.pinned)
  })

  it('shows a tier post to its subscribers only; others get the locked card', async () => {
    const post = await write('for gold members', { visibility: 'tiers', tierHashes: ['gold'] })
    fixture.subscribers.set(fan.oid, ['gold'])
    const [forFan] = (await fixture.community.byOids(fan, [post.postOid])).posts
    const [forStranger] = (await fixture.community.byOids(stranger, [post.postOid])).posts
    const [forGuest] = (await fixture.community.byOids(null, [post.postOid])).posts
    expect(forFan?.text).toBe('for gold members')
    expect(forStranger).toMatchObject({ locked: true, text: null, poll: null, images: [] })
    expect(forGuest).toMatchObject({ locked: true, text: null })
    await expect(fixture.community.comments(stranger, post.postOid)).rejects.toThrow(
      'This post is for subscribers',
    )
  })

  it('lets only the post’s creator edit, pin or delete it, and leaves it unchanged otherwise', async () => {
    const post = await write('mine')
    await expect(
      fixture.community.edit(other, post.postOid, { text: 'hijack', visibility: 'everyone' }),
    ).rejects.toThrow('This post is not yours.')
    await expect(fixture.community.pin(other, post.postOid, true)).rejects.toThrow('not yours')
    await expect(fixture.community.remove(other, post.postOid)).rejects.toThrow('not yours')
    const [after] = (await fixture.community.byOids(null, [post.postOid])).posts
    expect(after).toMatchObject({ text: 'mine', pinned: false, editedAt: null })
    await expect(
      fixture.community.submit(fan, { text: 'x', visibility: 'everyone' }),
    ).rejects.toThrow('Only creators can post')
  })

  it('writes one post for a retried submit, and deletes a post with its poll', async () => {
    const poll = { question: 'Next?', options: ['A', 'B'], closesAt: null }
    const first = await fixture.community.submit(
      creator,
      { text: 'q', visibility: 'everyone', poll },
      'retry-key-1',
    )
    const again = await fixture.community.submit(
      creator,
      { text: 'q', visibility: 'everyone', poll },
      'retry-key-1',
    )
    expect(again.postOid).toBe(first.postOid)
    expect(first.poll?.options.map((option) => option.text)).toEqual(['A', 'B'])
    await fixture.community.remove(creator, first.postOid)
    expect((await fixture.community.byOids(null, [first.postOid])).posts).toEqual([])
    await expect(
      fixture.polls.votes(fan, { contentType: 'community', contentOid: first.postOid }),
    ).rejects.toThrow('Post not found')
  })
})
