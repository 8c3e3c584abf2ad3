/**
 * GET /content/purchased3 lists story-chat purchases beside the catalog's: one order
 * (newest first), pages that continue without repeats or gaps, and only the caller's own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertContent } from '../../platform/content/purchases/testing'
import { signUp } from '../support/accounts'
import { publishDemo, type StoriesWorld, startStoriesWorld } from '../support/stories-world'

interface Listed {
  contentOid: string
  category: string
  source: string
  purchasedAt: string
  paidPrice: number
}

describe('purchased3 with story chats', () => {
  let world: StoriesWorld
  const bought: string[] = []
  let storyOids: string[] = []

  beforeAll(async () => {
    world = await startStoriesWorld()
    const { server, reader, creatorA, creatorB } = world
    await server.context.wallet.service.purchaseCoins({
      key: `fund-${reader.oid}`,
      userOid: reader.oid,
      coins: 500,
    })
    const stories = [
      await publishDemo(world, creatorA, { pricing: { kind: 'paid', price: 30 } }),
      await publishDemo(world, creatorB, { pricing: { kind: 'paid', price: 20 } }),
    ]
    storyOids = stories.map((story) => story.contentOid)
    const contents = []
    for (const title of ['One', 'Two', 'Three'])
      contents.push(
        await insertContent(server.context.database.db, {
          creator_oid: creatorA.oid,
          price: 10,
          title,
        }),
      )
    // Interleaved: content, story (new path), content, story (old route), content.
    const buy = async (contentOid: string, coins: number) => {
      const answer = await server.api('/account/purchase', {
        token: reader.token,
        body: { contentOid, coins },
      })
      expect(answer.status, answer.text).toBe(200)
      bought.push(contentOid)
    }
    await buy(contents[0] as string, 10)
    await buy(storyOids[0] as string, 30)
    await buy(contents[1] as string, 10)
    const old = await server.api('/story-chat/chat-content/purchase', {
      token: reader.token,
      body: { contentOid: storyOids[1] },
    })
    expect(old.status, old.text).toBe(200)
    bought.push(storyOids[1] as string)
    await buy(contents[2] as string, 10)
  }, 120_000)
  afterAll(async () => {
    await world?.server.close()
  })

  const list = async (token: string, query: Record<string, string | number> = {}) => {
    const answer = await world.server.api('/content/purchased3', { token, query })
    expect(answer.status, answer.text).toBe(200)
    return answer.json as { contents: Listed[]; nextCursor: string | null }
  }

  it('lists story-chat purchases with the catalog purchases, newest first', async () => {
    const { contents, nextCursor } = await list(world.reader.token)
    expect(nextCursor).toBeNull()
    expect(new Set(contents.map((entry) => entry.contentOid))).toEqual(new Set(bought))
    const times = contents.map((entry) => Date.parse(entry.purchasedAt))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    const stories = contents.filter((entry) => storyOids.includes(entry.contentOid))
    expect(stories).toHaveLength(2)
    for (const story of stories) {
      expect(story).toMatchObject({ category: 'story-chat', source: 'story-chat' })
    }
    expect(stories.map((story) => story.paidPrice).sort()).toEqual([20, 30])
  })

  it('pages one at a time through the same order, with no repeat and no gap', async () => {
    const all = (await list(world.reader.token)).contents.map((entry) => entry.contentOid)
    for (const count of [1, 2, 3]) {
      const seen: string[] = []
      let cursor: string | null = null
      do {
        const page: { contents: Listed[]; nextCursor: string | null } = await list(
          world.reader.token,
          { count, ...(cursor ? { before: cursor } : {}) },
        )
        expect(page.contents.length).toBeLessThanOrEqual(count)
        seen.push(...page.contents.map((entry) => entry.contentOid))
        cursor = page.nextCursor
      } while (cursor)
      expect(seen, `count ${count}`).toEqual(all)
    }
  })

  it('shows nobody else the story chats one bought, whatever cursor they send', async () => {
    const stranger = await signUp(world.server)
    expect((await list(stranger.token)).contents).toEqual([])
    const first = await list(world.reader.token, { count: 1 })
    expect((await list(stranger.token, { before: first.nextCursor as string })).contents).toEqual(
      [],
    )
    const bad = await world.server.api('/content/purchased3', {
      token: stranger.token,
      query: { before: 'x-y-z' },
    })
    expect(bad.status).toBe(400)
  })
})
