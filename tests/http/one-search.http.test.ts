/**
 * The search page's one search over HTTP, as the player sends it: the box's `#horror`
 * finds a chat story and a content carrying the tag (the stories' catalogue and the
 * content search normalize a tag alike), words and tags together narrow both kinds, and
 * a keyword's suggestions carry the tags of both kinds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedContents } from '../../platform/content/search/testing'
import { grantRoles, type SignedIn, seedAdmin, signUp } from '../support/accounts'
import { publishDemo } from '../support/stories-world'
import { startTestServer, type TestServer } from '../support/test-server'

/** Unique to this run: the product is shared, so other files' stories may carry #horror too. */
const WORD = `lantern${process.pid}`

const storyIds = (json: { stories: { contentOid: string }[] }) =>
  json.stories.map((story) => story.contentOid)
const contentIds = (json: { contents: { contentOid: string }[] }) =>
  json.contents.map((hit) => hit.contentOid)

describe('one search over stories and contents', () => {
  let server: TestServer
  let creator: SignedIn
  let storyOid: string
  let contentOid: string
  let untaggedOid: string

  beforeAll(async () => {
    server = await startTestServer()
    const admin = await seedAdmin(server)
    creator = await signUp(server)
    await grantRoles(server, admin.token, creator.oid, ['creator'])
    // The studio sends the tags as the creator typed them.
    ;({ contentOid: storyOid } = await publishDemo({ server }, creator, {
      title: `The Hollow ${WORD}`,
      hashtags: ['#Horror', 'Ghost'],
    }))
    const seeded = await seedContents(
      server.context.database.db,
      [
        { title: `Whispers of the ${WORD}`, creator_oid: creator.oid, hashtags: ['Horror'] },
        { title: `Calm ${WORD} evening`, creator_oid: creator.oid, hashtags: ['cozy'] },
      ],
      server.context.clock.now(),
    )
    ;[contentOid, untaggedOid] = [String(seeded[0]), String(seeded[1])]
  })

  afterAll(async () => {
    await server?.close()
  })

  it('`#horror` finds the story that has the tag, however the tag was typed', async () => {
    for (const tags of ['horror', '#horror', '#HORROR', ' # Horror ']) {
      const response = await server.api('/story-chat/stories', {
        query: { ranking: 'monthly', tags },
      })
      expect(response.status, response.text).toBe(200)
      expect(storyIds(response.json), tags).toContain(storyOid)
    }
    const story = await server.api('/story-chat/chat-content', { query: { contentOid: storyOid } })
    expect(story.json.hashtags).toEqual(['horror', 'ghost'])
  })

  it('`#horror` finds the content that has the tag too, with the same normalization', async () => {
    for (const query of [
      { tagSearch: 'true', positiveTags: 'horror', sort: 'popular' },
      { tagSearch: 'true', positiveTags: '#HORROR' },
      { tagSearch: 'true', keywords: '#Horror' },
    ] as Record<string, string>[]) {
      const response = await server.api('/content/search', { query })
      expect(response.status, response.text).toBe(200)
      const found = contentIds(response.json)
      expect(found, JSON.stringify(query)).toContain(contentOid)
      expect(found).not.toContain(untaggedOid)
    }
  })

  it('words and a tag together narrow both kinds', async () => {
    const stories = await server.api('/story-chat/stories', {
      query: { ranking: 'monthly', keyword: WORD, tags: 'horror' },
    })
    expect(storyIds(stories.json)).toEqual([storyOid])
    const contents = await server.api('/content/search', {
      query: { keywords: WORD, positiveTags: 'horror', sort: 'popular' },
    })
    expect(contentIds(contents.json)).toEqual([contentOid])
    const words = await server.api('/content/search', { query: { keywords: WORD } })
    expect(contentIds(words.json).sort()).toEqual([contentOid, untaggedOid].sort())
    const none = await server.api('/story-chat/stories', {
      query: { ranking: 'monthly', keyword: WORD, tags: 'cozy' },
    })
    expect(storyIds(none.json)).toEqual([])
  })

  it('a keyword’s tags come from the contents, the stories’ from their answer', async () => {
    const main = await server.api('/content/main-search', { query: { keywords: 'horror' } })
    expect(main.status, main.text).toBe(200)
    expect(main.json.tags).toEqual(
      expect.arrayContaining([{ tag: 'horror', count: expect.any(Number) }]),
    )
    const stories = await server.api('/story-chat/stories', {
      query: { ranking: 'monthly', keyword: 'horror' },
    })
    const found = stories.json.stories.find(
      (story: { contentOid: string }) => story.contentOid === storyOid,
    )
    expect(found?.hashtags).toEqual(['horror', 'ghost'])
  })

  it('refuses a tag search with no tag, and changes nothing', async () => {
    for (const query of [
      { tagSearch: 'true', positiveTags: '#' },
      { tagSearch: 'true', keywords: ' # ' },
    ] as Record<string, string>[]) {
      const response = await server.api('/content/search', { query })
      expect(response.status).toBe(400)
      expect(response.json.error).toBe('Please enter a tag.')
    }
    const tooMany = await server.api('/story-chat/stories', {
      query: { ranking: 'monthly', tags: Array.from({ length: 11 }, (_, i) => `t${i}`).join(',') },
    })
    expect(tooMany.status).toBe(400)
    expect(tooMany.json.error).toBe('At most 10 tags.')
  })
})
