import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeEachEngine, openTestDatabase, type TestDatabase } from '../../db/testing'
import { manualClock } from '../../wallet/testing'
import { communityFixture, sessionUser } from '../community/testing'

describeEachEngine('polls', (engine) => {
  let database: TestDatabase
  let fixture: ReturnType<typeof communityFixture>
  const clock = manualClock()
  const creator = sessionUser('c'.repeat(24), ['user', 'creator'])
  const voters = Array.from({ length: 5 }, (_, index) =>
    sessionUser(String(index).padStart(24, '9')),
  )

  beforeAll(async () => {
    database = await openTestDatabase(engine)
    fixture = communityFixture(database.db, clock)
  })
  afterAll(async () => {
    await database?.close()
  })

  async function pollPost(
    closesAt: string | null = null,
    visibility: 'everyone' | 'tiers' = 'everyone',
  ) {
    const post = await fixture.community.submit(creator, {
      text: 'Pick one',
      visibility,
      tierHashes: visibility === 'tiers' ? ['gold'] : [],
      poll: { question: 'Which?', options: ['Red', 'Green', 'Blue'], closesAt },
    })
    return { contentType: 'community' as const, contentOid: post.postOid }
  }

  it('counts 50 votes at once by one user as one', async () => {
    const key = await pollPost()
    const voter = voters[0] ?? creator
    await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        fixture.polls.vote(voter, { ...key, optionIdx: index % 3 }),
      ),
    )
    const poll = await fixture.polls.votes(voter, key)
    expect(poll.totalVotes).toBe(1)
    expect(poll.options.reduce((sum, option) => sum + option.votes, 0)).toBe(1)
    expect(poll.myVote).not.toBeNull()
  })

  it('moves a second vote to the new option and counts every voter exactly', async () => {
    const key = await pollPost()
    const [a, b, c] = voters
    if (!a || !b || !c) throw new Error('voters')
    await fixture.polls.vote(a, { ...key, optionId: 'o1' })
    await fixture.polls.vote(b, { ...key, optionId: 'o1' })
    await fixture.polls.vote(c, { ...key, optionIdx: 2 })
    const moved = await fixture.polls.vote(a, { ...key, optionId: 'o2' })
    expect(moved.options.map((option) => option.votes)).toEqual([1, 1, 1])
    expect(moved.myVote).toBe('o2')
    const taken = await fixture.polls.unvote(b, key)
    expect(taken.options.map((option) => option.votes)).toEqual([0, 1, 1])
    expect(taken.totalVotes).toBe(2)
    await expect(fixture.polls.vote(a, { ...key, optionIdx: 3 })).rejects.toThrow(
      'Choose one of the poll options.',
    )
  })

  it('refuses votes from the closing time on, keeping the counts', async () => {
    const key = await pollPost(new Date(clock.now().getTime() + 60_000).toISOString())
    const voter = voters[1] ?? creator
    await fixture.polls.vote(voter, { ...key, optionIdx: 0 })
    clock.advance(60_000)
    await expect(fixture.polls.vote(voter, { ...key, optionIdx: 1 })).rejects.toThrow(
      'This poll is closed.',
    )
    const poll = await fixture.polls.votes(null, key)
    expect(poll).toMatchObject({ closed: true, totalVotes: 1, myVote: null })
  })

  it('keeps a tier post’s poll from non-subscribers and lets only its creator delete it', async () => {
    const key = await pollPost(null, 'tiers')
    const outsider = voters[2] ?? creator
    await expect(fixture.polls.vote(outsider, { ...key, optionIdx: 0 })).rejects.toThrow(
      'subscribers',
    )
    fixture.subscribers.set(outsider.oid, ['gold'])
    await fixture.polls.vote(outsider, { ...key, optionIdx: 0 })
    await expect(fixture.polls.remove(outsider, key)).rejects.toThrow('Only the creator')
    await fixture.polls.remove(creator, key)
    await expect(fixture.polls.votes(creator, key)).rejects.toThrow('Poll not found')
  })
})
