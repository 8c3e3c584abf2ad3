/**
 * The story page before playing, over HTTP: reviews with star ratings (one rating per
 * reader and story, replaced by the next review), reporting a review once and blocking its
 * writer (hidden for the blocker only), the public preview of a published story, and the
 * player's model choice, refused where the story offers none and priced by the quote.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newObjectId } from '../../platform/db'
import { type SignedIn, signUp } from '../support/accounts'
import { readSse } from '../support/sse'
import { publishDemo, type StoriesWorld, startStoriesWorld } from '../support/stories-world'

let world: StoriesWorld
let fixedStory: string
let openStory: string

beforeAll(async () => {
  world = await startStoriesWorld()
  fixedStory = (await publishDemo(world, world.creatorA)).contentOid
  openStory = (
    await publishDemo(world, world.creatorA, {
      allowModelChoice: true,
      playerModels: ['gpt-4o', 'local'],
    })
  ).contentOid
}, 120_000)

afterAll(async () => {
  await world?.server.close()
})

const review = (user: SignedIn, contentOid: string, body: Record<string, unknown>) =>
  world.server.api('/content/comment', {
    token: user.token,
    body: { contentOid, commentContent: 'A tense night at sea.', ...body },
  })
const list = (contentOid: string, user?: SignedIn) =>
  world.server.api('/content/comment', {
    query: { contentOid },
    ...(user ? { token: user.token } : {}),
  })

describe('reviews with ratings', () => {
  it('keeps one rating per reader: a new review replaces it, and the summary counts each once', async () => {
    const story = (await publishDemo(world, world.creatorB)).contentOid
    const ann = await signUp(world.server)
    const bob = await signUp(world.server)
    const first = await review(ann, story, { rating: 4, requestId: 'ann-review-1' })
    expect(first.status, first.text).toBe(200)
    expect(first.json.comment).toMatchObject({ rating: 4, commenterOid: ann.oid })
    // A retry of the same request writes nothing more.
    const retry = await review(ann, story, { rating: 4, requestId: 'ann-review-1' })
    expect(retry.json.comment.commentOid).toBe(first.json.comment.commentOid)
    const second = await review(ann, story, { rating: 2, commentContent: 'Second thoughts.' })
    expect(second.status, second.text).toBe(200)
    expect((await review(bob, story, { rating: 5 })).status).toBe(200)

    const listed = await list(story, ann)
    expect(listed.status, listed.text).toBe(200)
    expect(listed.json.ratings).toEqual({ average: 3.5, count: 2, distribution: [0, 1, 0, 0, 1] })
    expect(listed.json.mine).toEqual({ stars: 2, commentOid: second.json.comment.commentOid })
    // The stars sit on the review that carries the rating; the replaced one has none.
    expect(
      listed.json.comments.map((item: { commentContent: string; rating?: number }) => [
        item.commentContent,
        item.rating ?? null,
      ]),
    ).toEqual([
      ['A tense night at sea.', null],
      ['Second thoughts.', 2],
      ['A tense night at sea.', 5],
    ])
    // A visitor reads the same summary and has no rating of their own.
    const visitor = await list(story)
    expect(visitor.json.ratings.count).toBe(2)
    expect(visitor.json.mine).toBeNull()
  })

  it('refuses a rating outside 1–5 stars with its reason, writing nothing', async () => {
    const story = (await publishDemo(world, world.creatorB)).contentOid
    const reader = await signUp(world.server)
    for (const rating of [0, 6, 3.5, '4']) {
      const refused = await review(reader, story, { rating })
      expect(refused.status, refused.text).toBe(400)
      expect(refused.text).toContain('A rating is a whole number of stars from 1 to 5.')
    }
    const listed = await list(story)
    expect(listed.json.comments).toEqual([])
    expect(listed.json.ratings.count).toBe(0)
  })

  it('a deleted review takes its rating with it', async () => {
    const story = (await publishDemo(world, world.creatorB)).contentOid
    const reader = await signUp(world.server)
    // A reader's own story earns no reward, so the review may be deleted.
    const written = await review(world.creatorB, story, { rating: 1 })
    expect(written.status, written.text).toBe(200)
    const removed = await world.server.api('/content/comment', {
      method: 'DELETE',
      token: world.creatorB.token,
      body: { contentOid: story, commentIdx: written.json.comment.commentOid },
    })
    expect(removed.status, removed.text).toBe(200)
    expect((await list(story, reader)).json.ratings.count).toBe(0)
  })
})

describe('report and block on a story review', () => {
  it('stores a report once per reader and review, with its reason, for the admins', async () => {
    const story = (await publishDemo(world, world.creatorB)).contentOid
    const writer = await signUp(world.server)
    const reporter = await signUp(world.server)
    const written = await review(writer, story, { rating: 1, commentContent: 'Rude words.' })
    const commentOid = written.json.comment.commentOid
    const report = (complaint?: string) =>
      world.server.api('/content/report', {
        token: reporter.token,
        body: {
          contentMetadata: { contentOid: story, contentType: 'story', commentOid },
          ...(complaint === undefined ? {} : { complaint }),
        },
      })
    const noReason = await report('   ')
    expect(noReason.status).toBe(400)
    const first = await report('Insults another reader.')
    expect(first.status, first.text).toBe(200)
    expect(first.json.duplicate).toBe(false)
    const again = await report('Still rude.')
    expect(again.json).toMatchObject({ duplicate: true, report: first.json.report })
    const queue = await world.server.api('/content/admin/reports', {
      token: world.admin.token,
      query: { limit: 100 },
    })
    const mine = queue.json.reports.filter(
      (item: { commentOid: string | null }) => item.commentOid === commentOid,
    )
    expect(mine).toEqual([
      expect.objectContaining({
        reporterOid: reporter.oid,
        contentOid: story,
        creatorOid: world.creatorB.oid,
        complaint: 'Insults another reader.',
        contentMetadata: expect.objectContaining({ contentType: 'story', commentOid }),
      }),
    ])
  })

  it("hides a blocked writer's reviews for the blocker only, until unblocked", async () => {
    const story = (await publishDemo(world, world.creatorB)).contentOid
    const writer = await signUp(world.server)
    const blocker = await signUp(world.server)
    const other = await signUp(world.server)
    const rude = await review(writer, story, { rating: 1, commentContent: 'Boo.' })
    const kind = await review(other, story, { rating: 5, commentContent: 'Lovely.' })
    const block = (operation: 'add' | 'remove') =>
      world.server.api('/content/block', {
        token: blocker.token,
        body: { operation, userOid: writer.oid },
      })
    expect((await block('add')).status).toBe(200)
    const ids = (answer: { json: { comments: { commentOid: string }[] } }) =>
      answer.json.comments.map((item) => item.commentOid)
    const forBlocker = await list(story, blocker)
    expect(ids(forBlocker)).toEqual([kind.json.comment.commentOid])
    expect(forBlocker.json.comments[0].position).toBe(1)
    expect(forBlocker.json.hiddenAuthors).toEqual([writer.oid])
    // The rating still counts: blocks hide reviews, not votes.
    expect(forBlocker.json.ratings.count).toBe(2)
    const forOther = await list(story, other)
    expect(ids(forOther)).toEqual([rude.json.comment.commentOid, kind.json.comment.commentOid])
    expect(forOther.json.hiddenAuthors).toEqual([])
    expect((await block('remove')).status).toBe(200)
    expect(ids(await list(story, blocker))).toHaveLength(2)
  })
})

describe('story preview', () => {
  it('shows a published story’s cast, openings, tags and a turn’s quote to anyone', async () => {
    const preview = await world.server.api('/story-chat/story-preview', {
      query: { contentOid: fixedStory },
    })
    expect(preview.status, preview.text).toBe(200)
    expect(preview.json.cast.length).toBeGreaterThan(0)
    for (const character of preview.json.cast) {
      expect(character).toEqual({
        id: expect.any(String),
        name: expect.any(String),
        description: expect.any(String),
        portraitUrl: character.portraitUrl === null ? null : expect.any(String),
      })
    }
    expect(preview.json.openings.length).toBeGreaterThan(0)
    expect(preview.json.openings[0].greeting).not.toContain('{{')
    expect(preview.json.hashtags).toEqual(['mystery', 'lighthouse', 'storm', 'adventure'])
    expect(preview.json.model).toMatchObject({ id: 'gemini', quote: { upTo: false } })
    expect(preview.json.model.quote.credits).toBe(preview.json.model.feeCredits)
    expect(preview.json.modelChoice).toBe(false)
    const open = await world.server.api('/story-chat/story-preview', {
      query: { contentOid: openStory },
    })
    expect(open.json.modelChoice).toBe(true)
  })

  it('answers 404 for a draft or an unknown story and 400 for a malformed id', async () => {
    const draft = await world.server.api('/story-chat/chat-content', {
      token: world.creatorA.token,
      body: { requestType: 'create', metadata: { title: 'Unpublished' } },
    })
    for (const contentOid of [draft.json.contentOid, newObjectId()]) {
      const answer = await world.server.api('/story-chat/story-preview', { query: { contentOid } })
      expect(answer.status).toBe(404)
    }
    const bad = await world.server.api('/story-chat/story-preview', {
      query: { contentOid: 'nope' },
    })
    expect(bad.status).toBe(400)
  })
})

describe('player-chosen model', () => {
  async function room(user: SignedIn, contentOid: string) {
    const created = await world.server.api('/story-chat/chat-room', {
      token: user.token,
      body: { contentOid },
    })
    expect(created.status, created.text).toBe(200)
    return created.json.room.roomOid as string
  }

  it('is refused where the story offers one model, and nothing is saved', async () => {
    const player = await signUp(world.server)
    const roomOid = await room(player, fixedStory)
    const choices = await world.server.api(`/story-chat/chat-room/${roomOid}/models`, {
      token: player.token,
    })
    expect(choices.status, choices.text).toBe(200)
    expect(choices.json).toMatchObject({ choice: false, selected: 'gemini' })
    expect(choices.json.models.map((model: { id: string }) => model.id)).toEqual(['gemini'])
    const refused = await world.server.api(`/story-chat/chat-room/${roomOid}/user-settings`, {
      token: player.token,
      body: { settings: { model: 'gpt-4o' } },
    })
    expect(refused.status).toBe(403)
    expect(refused.json).toMatchObject({
      code: 'MODEL_CHOICE_NOT_ALLOWED',
      error: 'This story does not let players choose this model.',
    })
    const status = await world.server.api(`/story-chat/chat-room/${roomOid}/status`, {
      token: player.token,
    })
    expect(status.json.room.userSettings).toEqual({})
    expect(status.json.model.id).toBe('gemini')
  })

  it('lists the offered models with their quotes and charges a turn the chosen one’s quote', async () => {
    const player = await signUp(world.server)
    await world.server.context.wallet.service.grant({
      key: `story-page-credits-${player.oid}`,
      userOid: player.oid,
      kind: 'credits',
      amount: 500,
    })
    const roomOid = await room(player, openStory)
    const choices = await world.server.api(`/story-chat/chat-room/${roomOid}/models`, {
      token: player.token,
    })
    expect(choices.json.choice).toBe(true)
    expect(choices.json.models.map((model: { id: string }) => model.id)).toEqual([
      'gemini',
      'gpt-4o',
      'local',
    ])
    const listed = choices.json.models.find((model: { id: string }) => model.id === 'gpt-4o')
    const saved = await world.server.api(`/story-chat/chat-room/${roomOid}/user-settings`, {
      token: player.token,
      body: { settings: { model: 'gpt-4o', responseLength: 'long' } },
    })
    expect(saved.status, saved.text).toBe(200)
    expect(saved.json.model.id).toBe('gpt-4o')
    // The long reply doubles the quote; the list follows the saved settings.
    expect(saved.json.model.quote.credits).toBe(2 * listed.quote.credits)
    const again = await world.server.api(`/story-chat/chat-room/${roomOid}/models`, {
      token: player.token,
    })
    expect(again.json.selected).toBe('gpt-4o')
    const quoted = again.json.models.find((model: { id: string }) => model.id === 'gpt-4o')
    expect(quoted.quote).toEqual(saved.json.model.quote)
    // A model the story does not offer is still refused here.
    const refused = await world.server.api(`/story-chat/chat-room/${roomOid}/user-settings`, {
      token: player.token,
      body: { settings: { model: 'gemini-pro' } },
    })
    expect(refused.status).toBe(403)

    const before = (await world.server.context.wallet.service.balances(player.oid)).credits
    const turn = await fetch(`${world.server.url}/api/story-chat/chat-room/${roomOid}/message`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${player.token}` },
      body: JSON.stringify({ message: 'I open the door.' }),
    })
    expect(turn.status).toBe(200)
    const events = await readSse(turn)
    expect(events.at(-1)?.event).toBe('message-end')
    const start = events.find((event) => event.event === 'message-start')
    expect(JSON.parse(start?.data ?? '{}')).toMatchObject({ model: 'gpt-4o' })
    const after = (await world.server.context.wallet.service.balances(player.oid)).credits
    expect(before - after).toBe(saved.json.model.quote.credits)
  })
})
