import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoCanvas } from '../../platform/stories/demo-stories/demo'
import {
  databaseFingerprint,
  type FuzzCaller,
  type FuzzRoute,
  fuzzRoute,
  inputFor,
  junkValue,
} from '../support/fuzz'
import {
  createDraft,
  publishDemo,
  type StoriesWorld,
  startStoriesWorld,
} from '../support/stories-world'
import type { ApiInit } from '../support/test-server'
import { storiesFuzz } from './tables/stories-fuzz'

/** Generated inputs per route; raise with FUZZ_RUNS=50 for a longer hunt. */
const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 6)

describe('story-chat access and bad input', () => {
  let world: StoriesWorld
  let published: string
  let privateDraft: string
  beforeAll(async () => {
    world = await startStoriesWorld()
    published = (await publishDemo(world, world.creatorA)).contentOid
    privateDraft = await createDraft(world, world.creatorA, { title: 'Secret draft' })
  })
  afterAll(async () => {
    await world?.server.close()
  })

  /** Every call that manages a content, aimed at `contentOid`. */
  const managingCalls = (contentOid: string): [string, ApiInit][] => [
    ['/story-chat/chat-content/raw', { query: { contentOid } }],
    ['/story-chat/chat-canvas', { query: { contentOid } }],
    [
      '/story-chat/chat-canvas',
      { body: { contentOid, canvas: { nodes: [], edges: [] }, version: 1 } },
    ],
    [
      '/story-chat/chat-canvas/metadata',
      { body: { contentOid, metadata: { title: 'Mine' }, metadataVersion: 0 } },
    ],
    ...(['save', 'update'] as const).map((requestType): [string, ApiInit] => [
      '/story-chat/chat-content',
      { body: { requestType, contentOid, metadata: { title: 'Mine' }, metadataVersion: 0 } },
    ]),
    ['/story-chat/chat-content', { body: { requestType: 'upload', contentOid } }],
    ['/story-chat/chat-content', { body: { requestType: 'delete', contentOid } }],
    ...(['compile', 'publish', 'rollback'] as const).map((action): [string, ApiInit] => [
      '/story-chat/compiled/update',
      { body: { contentOid, action } },
    ]),
    ['/story-chat/compiled/versions', { query: { contentOid } }],
    ['/story-chat/search/nodes', { query: { contentOid, text: 'wren' } }],
    ['/story-chat/compile-node', { body: { contentOid, nodeId: 'char-wren' } }],
    ['/story-chat/chat-content/copy', { body: { contentOid } }],
  ]

  it("lets no other user read raw, save, publish or delete someone's content (IDOR)", async () => {
    const { server, creatorB, reader } = world
    for (const contentOid of [published, privateDraft]) {
      const before = await databaseFingerprint(server.context.database)
      for (const intruder of [creatorB, reader]) {
        for (const [path, init] of managingCalls(contentOid)) {
          const response = await server.api(path, { ...init, token: intruder.token })
          expect(response.status, `${path} ${JSON.stringify(init)} → ${response.text}`).toBe(403)
          expect(response.text).not.toContain('Secret draft')
          expect(response.text).not.toContain('"canvas"')
        }
      }
      for (const [path, init] of managingCalls(contentOid)) {
        expect((await server.api(path, init)).status, `${path} anonymous`).toBe(401)
        const asGuest = await server.api(path, { ...init, guestDeviceId: world.guestDeviceId })
        expect(asGuest.status, `${path} guest`).toBe(401)
      }
      expect(await databaseFingerprint(server.context.database)).toEqual(before)
    }
    const hidden = await server.api('/story-chat/chat-content', {
      token: creatorB.token,
      query: { contentOid: privateDraft },
    })
    expect(hidden.status).toBe(404)
    expect(hidden.json.error).toBe('Content not found')
    const rawOfA = await server.api('/story-chat/chat-contents/raw', {
      token: creatorB.token,
      query: { creatorOid: world.creatorA.oid },
    })
    expect(rawOfA.status).toBe(403)
    const mine = await server.api('/story-chat/chat-contents', {
      token: creatorB.token,
      query: { mine: 'true' },
    })
    expect(
      mine.json.contents.every(
        (content: { ownerOid: string }) => content.ownerOid === creatorB.oid,
      ),
    ).toBe(true)
  })

  it('lets admins manage any content and only writers create', async () => {
    const { server, admin, reader, guestDeviceId } = world
    const raw = await server.api('/story-chat/chat-content/raw', {
      token: admin.token,
      query: { contentOid: privateDraft },
    })
    expect(raw.status).toBe(200)
    expect(raw.json.content.title).toBe('Secret draft')
    const create = { body: { requestType: 'create', metadata: { title: 'Mine' } } }
    expect((await server.api('/story-chat/chat-content', create)).status).toBe(401)
    expect(
      (await server.api('/story-chat/chat-content', { ...create, guestDeviceId })).status,
    ).toBe(401)
    const refused = await server.api('/story-chat/chat-content', { ...create, token: reader.token })
    expect(refused.status).toBe(403)
    expect(refused.json.error).toBe('Only story-chat writers can create story chats.')
    expect(
      (await server.api('/story-chat/chat-content', { ...create, token: admin.token })).status,
    ).toBe(200)
  })

  it('answers precise 400s for malformed requests', async () => {
    const { server, creatorA } = world
    const cases: [string, ApiInit, string][] = [
      [
        '/story-chat/chat-content',
        { body: { requestType: 'publish', contentOid: published } },
        'requestType must be one of create, save, update, upload or delete.',
      ],
      [
        '/story-chat/chat-content',
        { body: { requestType: 'save', contentOid: published, metadata: {} } },
        'Missing required parameters',
      ],
      [
        '/story-chat/chat-content',
        { body: { requestType: 'upload', contentOid: 'abc' } },
        'The content id must be 24 hexadecimal characters.',
      ],
      [
        '/story-chat/chat-canvas',
        { body: { contentOid: published, canvas: { nodes: 'x' }, version: 1 } },
        'The canvas is invalid.',
      ],
      [
        '/story-chat/chat-canvas',
        { body: { contentOid: published, canvas: demoCanvas, version: -1 } },
        'The version must be a whole number.',
      ],
      [
        '/story-chat/compiled/update',
        { body: { contentOid: published, action: 'destroy' } },
        'action must be compile, publish or rollback.',
      ],
      [
        '/story-chat/search/nodes',
        { query: { contentOid: published, types: 'story,bogus' } },
        'types must be among start, story, character, text, variable, condition, trigger, lorebookEntry, image, imageCategory, note, group.',
      ],
      [
        '/story-chat/stories',
        { query: { ranking: 'yearly' } },
        'ranking must be daily, weekly, monthly or new.',
      ],
      ['/story-chat/stories', { query: { keyword: '%%%' } }, 'Please enter a keyword to search.'],
      ['/story-chat/chat-content/related-creator', { body: {} }, 'Missing required parameters'],
    ]
    for (const [path, init, message] of cases) {
      const response = await server.api(path, { ...init, token: creatorA.token })
      expect(response.status, `${path} ${response.text}`).toBe(400)
      expect(response.json.error, path).toBe(message)
    }
  })

  it('survives generated bodies on every route: no 5xx, a rejection changes nothing', async () => {
    const { server, creatorA, admin, guestDeviceId } = world
    const credentials: Record<FuzzCaller, Pick<ApiInit, 'token' | 'guestDeviceId'>> = {
      none: {},
      guest: { guestDeviceId },
      user: { token: creatorA.token },
      admin: { token: admin.token },
    }
    for (const route of storiesFuzz) {
      if (route.method === 'GET') await fuzzQuery(route, credentials)
      else await fuzzRoute(server, route, credentials, FUZZ_RUNS)
    }
  }, 240_000)

  /**
   * GET variant of `fuzzRoute` with queries under 8 kB: a 100 kB query string is refused
   * by Node's HTTP parser (431, no JSON body) before any route runs, whatever the route.
   */
  async function fuzzQuery(
    route: FuzzRoute,
    credentials: Record<FuzzCaller, Pick<ApiInit, 'token' | 'guestDeviceId'>>,
  ) {
    const { server } = world
    const queries = inputFor(route.fields)
      .map((input) =>
        Object.fromEntries(
          Object.entries(input).map(([key, value]) => [
            key,
            typeof value === 'string' ? value : (JSON.stringify(value) ?? ''),
          ]),
        ),
      )
      .filter((query) => JSON.stringify(query).length < 8_000)
    await fc.assert(
      fc.asyncProperty(queries, async (query) => {
        const before = await databaseFingerprint(server.context.database)
        const response = await server.api(route.path, { query, ...credentials[route.caller] })
        expect(response.status, `${route.path} → ${response.text.slice(0, 300)}`).toBeLessThan(500)
        if (response.status >= 400) {
          expect(typeof response.json?.error).toBe('string')
          expect(await databaseFingerprint(server.context.database)).toEqual(before)
        }
      }),
      { numRuns: FUZZ_RUNS },
    )
  }

  it('survives generated fields around a real owned content', async () => {
    const { server, creatorA } = world
    const routes: [string, fc.Arbitrary<Record<string, unknown>>][] = [
      [
        '/story-chat/chat-content',
        fc.record(
          {
            requestType: fc.oneof(fc.constantFrom('create', 'save', 'update', 'upload'), junkValue),
            metadata: fc.oneof(
              junkValue,
              fc.record(
                {
                  title: junkValue,
                  pricing: junkValue,
                  hashtags: junkValue,
                  briefIntro: junkValue,
                },
                { requiredKeys: [] },
              ),
            ),
            metadataVersion: junkValue,
          },
          { requiredKeys: [] },
        ),
      ],
      [
        '/story-chat/chat-canvas',
        fc.record(
          {
            canvas: fc.oneof(
              junkValue,
              fc.record({ nodes: fc.array(junkValue, { maxLength: 3 }), edges: junkValue }),
            ),
            version: junkValue,
          },
          { requiredKeys: [] },
        ),
      ],
      [
        '/story-chat/chat-canvas/metadata',
        fc.record({ metadata: junkValue, metadataVersion: junkValue }, { requiredKeys: [] }),
      ],
      [
        '/story-chat/compile-node',
        fc.record({ nodeId: junkValue, canvas: junkValue }, { requiredKeys: [] }),
      ],
      [
        '/story-chat/compiled/update',
        fc.record(
          { action: fc.oneof(fc.constantFrom('compile', 'rollback'), junkValue) },
          { requiredKeys: [] },
        ),
      ],
    ]
    for (const [path, fields] of routes) {
      await fc.assert(
        fc.asyncProperty(fields, async (input) => {
          const before = await databaseFingerprint(server.context.database)
          const response = await server.api(path, {
            token: creatorA.token,
            body: { ...input, contentOid: published },
          })
          expect(response.status, `${path} ${response.text.slice(0, 300)}`).toBeLessThan(500)
          if (response.status >= 400) {
            expect(
              await databaseFingerprint(server.context.database),
              `${path} changed state on ${response.status}`,
            ).toEqual(before)
          }
        }),
        { numRuns: FUZZ_RUNS },
      )
    }
  }, 240_000)
})
