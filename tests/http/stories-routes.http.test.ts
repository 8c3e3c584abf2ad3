import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CANVAS_DEFER_JSON_FROM } from '../../platform/stories/canvas-save-check'
import { demoCanvas, demoMetadata } from '../../platform/stories/demo-stories/demo'
import {
  createDraft,
  publishDemo,
  type StoriesWorld,
  startStoriesWorld,
} from '../support/stories-world'

describe('story-chat routes', () => {
  let world: StoriesWorld
  beforeAll(async () => {
    world = await startStoriesWorld()
  })
  afterAll(async () => {
    await world?.server.close()
  })
  const api = (...args: Parameters<StoriesWorld['server']['api']>) => world.server.api(...args)

  it('takes the demo story from draft to the catalogue', async () => {
    const { creatorA, reader } = world
    const contentOid = await createDraft(world, creatorA, { ...demoMetadata })
    const empty = await api('/story-chat/chat-canvas', {
      token: creatorA.token,
      query: { contentOid },
    })
    expect(empty.json).toMatchObject({ version: 0, canvas: { nodes: [], edges: [] } })
    const saved = await api('/story-chat/chat-canvas', {
      token: creatorA.token,
      body: { contentOid, canvas: demoCanvas, version: 0 },
    })
    expect(saved.json).toEqual({ contentOid, version: 1 })
    const check = await api('/story-chat/compiled/update', {
      token: creatorA.token,
      body: { contentOid, action: 'compile' },
    })
    expect(check.json).toMatchObject({ ok: true, errors: [] })
    const published = await api('/story-chat/chat-content', {
      token: creatorA.token,
      body: { requestType: 'upload', contentOid },
    })
    expect(published.json).toMatchObject({ version: 1, hash: check.json.hash })

    const page = await api('/story-chat/stories', { query: { ranking: 'new' } })
    expect(page.json.stories.map((story: { contentOid: string }) => story.contentOid)).toContain(
      contentOid,
    )
    const asPlayer = await api('/story-chat/chat-content', {
      token: reader.token,
      query: { contentOid },
    })
    expect(asPlayer.json).toMatchObject({ title: demoMetadata.title, publishedVersion: 1 })
    expect(asPlayer.json.metadata).toBeUndefined()
    // The story page offers the published version's openings.
    const story0 = await world.server.context.stories.service.getPublishedStory(contentOid)
    expect(asPlayer.json.startPoints).toEqual(
      story0.compiled.startPoints.map(({ id, title }) => ({ id, title })),
    )
    expect(asPlayer.json.startPoints.length).toBeGreaterThan(0)
    const asOwner = await api('/story-chat/chat-content', {
      token: creatorA.token,
      query: { contentOid },
    })
    expect(asOwner.json).toMatchObject({ status: 'published', metadataVersion: 0 })
    const canView = await api('/story-chat/chat-content/can-view', { query: { contentOid } })
    expect(canView.json).toEqual({ canView: true, reason: 'free' })
    const story = await world.server.context.stories.service.getPublishedStory(contentOid)
    expect(story.compiled.hash).toBe(check.json.hash)
  })

  it('answers version conflicts with the spec texts and keeps the stored documents', async () => {
    const { creatorA } = world
    const contentOid = await createDraft(world, creatorA)
    await api('/story-chat/chat-canvas', {
      token: creatorA.token,
      body: { contentOid, canvas: demoCanvas, version: 0 },
    })
    const stale = await api('/story-chat/chat-canvas', {
      token: creatorA.token,
      body: { contentOid, canvas: { nodes: [], edges: [] }, version: 0 },
    })
    expect(stale.status).toBe(409)
    expect(stale.json.error).toBe('Canvas version conflict')
    const stored = await api('/story-chat/chat-canvas', {
      token: creatorA.token,
      query: { contentOid },
    })
    expect(stored.json.canvas.nodes.length).toBe(demoCanvas.nodes?.length)

    const first = await api('/story-chat/chat-canvas/metadata', {
      token: creatorA.token,
      body: { contentOid, metadata: { title: 'First' }, metadataVersion: 0 },
    })
    expect(first.json.metadataVersion).toBe(1)
    const second = await api('/story-chat/chat-content', {
      token: creatorA.token,
      body: { requestType: 'save', contentOid, metadata: { title: 'Second' }, metadataVersion: 0 },
    })
    expect(second.status).toBe(409)
    expect(second.json.error).toBe('Metadata version conflict.')
    const price = await api('/story-chat/chat-canvas/metadata', {
      token: creatorA.token,
      body: {
        contentOid,
        metadata: { pricing: { kind: 'paid', price: 100_000_001 } },
        metadataVersion: 1,
      },
    })
    expect(price.status).toBe(400)
    expect(price.json.error).toBe('There is something wrong with the price.')
    const now = await api('/story-chat/chat-content', {
      token: creatorA.token,
      query: { contentOid },
    })
    expect(now.json).toMatchObject({ title: 'First', metadataVersion: 1, price: 0 })
  })

  it('publishes only after a successful compile', async () => {
    const { creatorA } = world
    const contentOid = await createDraft(world, creatorA, { title: 'Unfinished' })
    for (const body of [
      { requestType: 'upload', contentOid },
      { contentOid, action: 'publish' },
    ]) {
      const path = 'action' in body ? '/story-chat/compiled/update' : '/story-chat/chat-content'
      const refused = await api(path, { token: creatorA.token, body })
      expect(refused.status).toBe(400)
      expect(refused.json.code).toBe('COMPILATION_REQUIRED')
      expect(refused.json.details.map((entry: { key: string }) => entry.key)).toContain(
        'THUMBNAIL_REQUIRED',
      )
    }
    const draft = await api('/story-chat/chat-content', {
      token: creatorA.token,
      query: { contentOid },
    })
    expect(draft.json.status).toBe('draft')
    const versions = await api('/story-chat/compiled/versions', {
      token: creatorA.token,
      query: { contentOid },
    })
    expect(versions.json.versions).toEqual([])
  })

  it('rolls back to the previous compiled version and lists versions for the studio', async () => {
    const { creatorA } = world
    const { contentOid, hash } = await publishDemo(world, creatorA)
    await api('/story-chat/chat-content', {
      token: creatorA.token,
      body: {
        requestType: 'update',
        contentOid,
        metadata: { description: 'Second cut.' },
        metadataVersion: 0,
      },
    })
    const second = await api('/story-chat/compiled/update', {
      token: creatorA.token,
      body: { contentOid, action: 'publish' },
    })
    expect(second.json.version).toBe(2)
    const rollback = await api('/story-chat/compiled/update', {
      token: creatorA.token,
      body: { contentOid, action: 'rollback' },
    })
    expect(rollback.json).toMatchObject({ version: 1, hash })
    const again = await api('/story-chat/compiled/update', {
      token: creatorA.token,
      body: { contentOid, action: 'rollback' },
    })
    expect(again.status).toBe(409)
    const versions = await api('/story-chat/compiled/versions', {
      token: creatorA.token,
      query: { contentOid },
    })
    expect(versions.json.publishedVersion).toBe(1)
    expect(versions.json.versions.map((entry: { version: number }) => entry.version)).toEqual([
      2, 1,
    ])
    expect(versions.json.versions[0].createdAt).toMatch(/^\d{4}-/)
  })

  it('ranks the catalogue by chats in the window and gates adult stories', async () => {
    const { creatorB, reader, adultReader } = world
    const stories = world.server.context.stories.service
    const quiet = await publishDemo(world, creatorB, {
      title: 'Quiet tide',
      hashtags: ['ranktest'],
    })
    const busy = await publishDemo(world, creatorB, {
      title: 'Busy harbour',
      hashtags: ['ranktest'],
    })
    const adult = await publishDemo(world, creatorB, {
      title: 'After dark',
      hashtags: ['ranktest'],
      adult: true,
    })
    for (let i = 0; i < 3; i++) await stories.recordChatStarted(busy.contentOid)
    await stories.recordChatStarted(quiet.contentOid)
    await stories.recordCreditsSpent(quiet.contentOid, 500)
    for (let i = 0; i < 5; i++) await stories.recordChatStarted(adult.contentOid)

    const titles = async (token: string | null, query: Record<string, string>) => {
      const response = await api('/story-chat/stories', {
        token,
        query: { tags: 'ranktest', ...query },
      })
      expect(response.status, response.text).toBe(200)
      return response.json.stories.map((story: { title: string }) => story.title)
    }
    expect(await titles(null, { ranking: 'daily' })).toEqual(['Busy harbour', 'Quiet tide'])
    expect(await titles(reader.token, { ranking: 'weekly', adult: 'true' })).toEqual([
      'Busy harbour',
      'Quiet tide',
    ])
    expect(await titles(adultReader.token, { ranking: 'daily', adult: 'true' })).toEqual([
      'After dark',
      'Busy harbour',
      'Quiet tide',
    ])
    expect(await titles(adultReader.token, { ranking: 'new', adult: 'true' })).toEqual([
      'After dark',
      'Busy harbour',
      'Quiet tide',
    ])
    const gated = await api('/story-chat/chat-content', {
      token: reader.token,
      query: { contentOid: adult.contentOid },
    })
    expect(gated.status).toBe(403)
    const canView = await api('/story-chat/chat-content/can-view', {
      token: reader.token,
      query: { contentOid: adult.contentOid },
    })
    expect(canView.json).toEqual({ canView: false, reason: 'adult-gated' })
    const related = await api('/story-chat/chat-content/related-creator', {
      body: { contentOid: quiet.contentOid },
    })
    expect(related.json.creator).toEqual({ oid: creatorB.oid, nickname: creatorB.nickname })
    expect(related.json.stories.map((story: { title: string }) => story.title)).toEqual([
      'Busy harbour',
    ])
  })

  it('lists my contents, copies, searches nodes, compiles a node and soft-deletes', async () => {
    const { creatorA, reader } = world
    const { contentOid } = await publishDemo(world, creatorA, { title: 'To be copied' })
    const copy = await api('/story-chat/chat-content/copy', {
      token: creatorA.token,
      body: { contentOid },
    })
    expect(copy.json).toMatchObject({
      status: 'draft',
      visibility: 'private',
      title: 'To be copied',
    })
    const mine = await api('/story-chat/chat-contents', {
      token: creatorA.token,
      query: { mine: 'true', status: 'draft' },
    })
    expect(
      mine.json.contents.map((content: { contentOid: string }) => content.contentOid),
    ).toContain(copy.json.contentOid)
    const nodes = await api('/story-chat/search/nodes', {
      token: creatorA.token,
      query: { contentOid, types: 'character,text', text: 'wren' },
    })
    expect(nodes.json.nodes.map((node: { id: string }) => node.id)).toContain('char-wren')
    const compiled = await api('/story-chat/compile-node', {
      token: creatorA.token,
      body: { contentOid, nodeId: 'scene-dawn' },
    })
    expect(compiled.json).toMatchObject({ ok: true, compiledNode: { kind: 'scene' } })
    const deleted = await api('/story-chat/chat-content', {
      token: creatorA.token,
      body: { requestType: 'delete', contentOid },
    })
    expect(deleted.json).toEqual({ contentOid, status: 'deleted' })
    expect(
      (await api('/story-chat/chat-content', { token: reader.token, query: { contentOid } }))
        .status,
    ).toBe(404)
    const raw = await api('/story-chat/chat-content/raw', {
      token: creatorA.token,
      query: { contentOid },
    })
    expect(raw.json.content.status).toBe('deleted')
    const rawList = await api('/story-chat/chat-contents/raw', {
      token: creatorA.token,
      query: { includeDeleted: 'true' },
    })
    expect(rawList.json.contents.some((row: { id: string }) => row.id === contentOid)).toBe(true)
  })

  it('accepts canvases above the 1 MB default on the canvas route, up to its own limit', async () => {
    const { creatorA } = world
    const contentOid = await createDraft(world, creatorA)
    const bigNote = {
      id: 'note-big',
      type: 'note',
      position: { x: 0, y: 0 },
      data: { text: 'x'.repeat(3_000_000) },
    }
    const big = await api('/story-chat/chat-canvas', {
      token: creatorA.token,
      body: { contentOid, canvas: { nodes: [bigNote], edges: [] }, version: 0 },
    })
    expect(big.status, big.text.slice(0, 200)).toBe(200)
    const tooBig = { ...bigNote, data: { text: 'x'.repeat(11 * 1024 * 1024) } }
    const refused = await api('/story-chat/chat-canvas', {
      token: creatorA.token,
      body: { contentOid, canvas: { nodes: [tooBig], edges: [] }, version: 1 },
    })
    expect(refused.status).toBe(413)
    const elsewhere = await api('/story-chat/chat-canvas/metadata', {
      token: creatorA.token,
      body: { contentOid, metadata: { description: 'x'.repeat(2_000_000) }, metadataVersion: 0 },
    })
    expect(elsewhere.status).toBe(413)
  })

  it("reads a large canvas save off the server's thread, answering exactly as for a small one", async () => {
    const { creatorA, creatorB } = world
    const service = world.server.context.stories.service
    const check = service.checkCanvasSave
    let offThread = 0
    service.checkCanvasSave = (body) => {
      offThread += 1
      return check(body)
    }
    try {
      // The same request twice: as it is, and with an unknown field (which the route
      // ignores) or leading blanks that take its body past CANVAS_DEFER_JSON_FROM.
      const pad = 'p'.repeat(CANVAS_DEFER_JSON_FROM)
      const both = async (
        token: string | null,
        body: Record<string, unknown> | { text: string },
      ) => {
        const answers = []
        for (const large of [false, true]) {
          // Without a session a body is held to the smaller limit, before anything reads it.
          if (large && token === null) continue
          const sent = offThread
          const response = await api('/story-chat/chat-canvas', {
            token,
            rawBody: {
              contentType: 'application/json',
              bytes: new TextEncoder().encode(
                'text' in body
                  ? `${large ? ' '.repeat(pad.length) : ''}${body.text}`
                  : JSON.stringify(large ? { pad, ...body } : body),
              ),
            },
          })
          expect(offThread - sent).toBe(large ? 1 : 0)
          const { requestId: _, ...json } = response.json ?? {}
          answers.push({ status: response.status, json })
        }
        // The large body (sent with a session only) is answered as the small one.
        expect(answers).toEqual(token === null ? [answers[0]] : [answers[0], answers[0]])
        return answers[0]!
      }
      const draft = await createDraft(world, creatorA)
      const twoDrafts = [await createDraft(world, creatorA), await createDraft(world, creatorA)]
      const saved = []
      for (const [index, contentOid] of twoDrafts.entries()) {
        const body = { contentOid, canvas: demoCanvas, version: 0 }
        const response = await api('/story-chat/chat-canvas', {
          token: creatorA.token,
          body: index === 1 ? { pad, ...body } : body,
        })
        expect(response.json).toEqual({ contentOid, version: 1 })
        saved.push(
          (await api('/story-chat/chat-canvas', { token: creatorA.token, query: { contentOid } }))
            .json,
        )
      }
      expect(saved[1]).toEqual(saved[0])
      expect(offThread).toBe(1)

      const refusals = [
        await both(creatorA.token, { text: '{"contentOid": ' }),
        await both(null, { text: '{"contentOid": ' }),
        await both(creatorA.token, { text: ' [1, 2]' }),
        await both(null, {
          contentOid: draft,
          canvas: { nodes: [], edges: [], note: 'a\u0000b' },
          version: 0,
        }),
        await both(null, { contentOid: draft, canvas: demoCanvas, version: 0 }),
        await both(creatorA.token, { contentOid: draft, canvas: demoCanvas }),
        await both(creatorA.token, { contentOid: 'nope', canvas: demoCanvas, version: 0 }),
        await both(creatorA.token, {
          contentOid: draft,
          canvas: { nodes: [{ id: 'x', type: 'nope' }], edges: [] },
          version: 0,
        }),
        await both(creatorB.token, { contentOid: draft, canvas: demoCanvas, version: 0 }),
        await both(creatorA.token, { contentOid: draft, canvas: demoCanvas, version: 7 }),
      ]
      expect(refusals.map(({ status, json }) => [status, json.code])).toEqual([
        [400, 'INVALID_JSON'],
        [400, 'INVALID_JSON'],
        [400, 'INVALID_JSON'],
        [400, 'INVALID_TEXT'],
        [401, expect.any(String)],
        [400, 'MISSING_PARAMETERS'],
        [400, 'INVALID_PARAMETERS'],
        [400, 'CANVAS_INVALID'],
        [403, expect.any(String)],
        [409, expect.any(String)],
      ])
      expect(refusals[7]!.json.details.length).toBeGreaterThan(0)
      const sent = offThread
      const tooLarge = await api('/story-chat/chat-canvas', {
        token: null,
        body: { pad, contentOid: draft, canvas: demoCanvas, version: 0 },
      })
      expect([tooLarge.status, tooLarge.json?.code, offThread - sent]).toEqual([
        413,
        'PAYLOAD_TOO_LARGE',
        0,
      ])
      // None of them changed the draft.
      const stored = await api('/story-chat/chat-canvas', {
        token: creatorA.token,
        query: { contentOid: draft },
      })
      expect(stored.json).toMatchObject({ version: 0, canvas: { nodes: [], edges: [] } })
    } finally {
      service.checkCanvasSave = check
    }
  })
})
