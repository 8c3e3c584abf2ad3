/**
 * "Test from here" (docs/CREATOR-STUDIO.md, "Test chat"): `POST /story-chat/test-room`
 * compiles the story's saved draft for its owner (or an admin), never publishing it, and
 * opens a test room that starts at a start point or in any scene. Turns there are test turns
 * (free on the offline model) whatever the request says; players never see the draft. Anyone
 * else is refused, and a refused test (someone else's story, a draft with errors, a start or
 * scene the draft lacks) changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CanvasInput } from '../../engine/canvas'
import { demoCanvas } from '../../platform/stories/demo-stories/demo'
import type { SignedIn } from '../support/accounts'
import { databaseFingerprint } from '../support/fuzz'
import { payloads, readSse } from '../support/sse'
import {
  createDraft,
  publishDemo,
  type StoriesWorld,
  startStoriesWorld,
} from '../support/stories-world'

/** The scene the cottage opening enters, and one no opening enters. */
const COTTAGE = 'scene-lighthouse'
const LAMP_ROOM = 'scene-lamp-room'
const EDITED_SITUATION = 'The lamp room is dark now: {{user}} finds the lens cracked.'

let world: StoriesWorld

/** The demo canvas with the lamp room's situation edited. */
function editedCanvas(situation: string): CanvasInput {
  return {
    ...demoCanvas,
    nodes: (demoCanvas.nodes ?? []).map((node) =>
      node.id === LAMP_ROOM
        ? ({ ...node, data: { ...node.data, situation } } as typeof node)
        : node,
    ),
  }
}

type Auth = { token?: string; guestDeviceId?: string }
const as = (who: SignedIn): Auth => ({ token: who.token })

function testRoom(auth: Auth, body: Record<string, unknown>) {
  return world.server.api('/story-chat/test-room', { ...auth, body })
}

async function saveCanvas(owner: SignedIn, contentOid: string, canvas: CanvasInput) {
  const current = await world.server.api('/story-chat/chat-canvas', {
    ...as(owner),
    query: { contentOid },
  })
  const saved = await world.server.api('/story-chat/chat-canvas', {
    ...as(owner),
    body: { contentOid, canvas, version: current.json.version ?? 0 },
  })
  expect(saved.status, saved.text).toBe(200)
}

/** One turn through the route, read to its end. */
async function playTurn(auth: Auth, roomOid: string, body: Record<string, unknown>) {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    ...world.server.clientHeaders,
  }
  if (auth.token) headers.authorization = `Bearer ${auth.token}`
  const response = await fetch(`${world.server.url}/api/story-chat/chat-room/${roomOid}/message`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ message: 'I look around.', ...body }),
  })
  if (!response.ok) return { status: response.status, json: await response.json(), events: [] }
  return { status: response.status, json: null, events: await readSse(response) }
}

async function credits(who: SignedIn) {
  const balances = await world.server.context.wallet.service.balances(who.oid)
  return balances.credits + balances.bonusCredits
}

async function settledFingerprint() {
  await world.server.context.chat.service.drain()
  return databaseFingerprint(world.server.context.database)
}

beforeAll(async () => {
  world = await startStoriesWorld()
}, 120_000)

afterAll(async () => {
  await world?.server.close()
})

describe('test from here', () => {
  it('opens a never-published draft in the scene asked for; its turns are free test turns and players see nothing', async () => {
    const { creatorA, reader } = world
    // No title or thumbnail yet: the catalogue needs them, a test does not.
    const contentOid = await createDraft(world, creatorA)
    await saveCanvas(creatorA, contentOid, editedCanvas(EDITED_SITUATION))
    expect(await credits(creatorA)).toBe(0)

    const opened = await testRoom(as(creatorA), { contentOid, sceneId: LAMP_ROOM })
    expect(opened.status, opened.text).toBe(200)
    const { room, messages, draft } = opened.json
    expect(room.compiledVersion).toBeLessThan(0)
    expect(draft).toMatchObject({ sceneId: LAMP_ROOM, warnings: expect.any(Number) })
    expect(room.startStoryOid).toBe(draft.startPointId)
    // The scene's situation opens the test, as the reader's name fills it.
    expect(messages).toHaveLength(1)
    expect(messages[0].text).toBe(
      `The lamp room is dark now: ${creatorA.nickname} finds the lens cracked.`,
    )

    // A turn without the test flag is a test turn all the same: free, in the lamp room.
    const turn = await playTurn(as(creatorA), room.roomOid, {})
    expect(turn.status, JSON.stringify(turn.json)).toBe(200)
    expect(payloads(turn.events, 'message-start')[0]).toMatchObject({
      paidWith: 'test-offline',
      offline: true,
    })
    expect(payloads<{ sceneId: string }>(turn.events, 'state-update')[0]?.sceneId).toBe(LAMP_ROOM)
    expect(payloads(turn.events, 'message-end')[0]).toMatchObject({ creditsCharged: 0 })
    await world.server.context.chat.service.drain()
    expect(await credits(creatorA)).toBe(0)

    // The dock reads the test room's model; the room's story reads as the draft's cast.
    const dock = await world.server.api('/story-chat/test-allowance', {
      ...as(creatorA),
      query: { contentOid, roomOid: room.roomOid },
    })
    expect(dock.status, dock.text).toBe(200)
    expect(dock.json).toMatchObject({ offline: true, used: 0 })
    const cast = await world.server.api('/story-chat/character-info', {
      ...as(creatorA),
      query: { roomOid: room.roomOid },
    })
    expect(
      cast.json.characters.map((character: { name: string }) => character.name).sort(),
    ).toEqual(['Elias Brand', 'Tobias Hale', 'Wren Calloway'])

    // Nothing was published: no player finds it, and it is no chat in the writer's list.
    const asPlayer = await world.server.api('/story-chat/chat-room', {
      ...as(reader),
      body: { contentOid },
    })
    expect(asPlayer.status).toBe(404)
    const versions = await world.server.api('/story-chat/compiled/versions', {
      ...as(creatorA),
      query: { contentOid },
    })
    expect(versions.json).toMatchObject({ publishedVersion: null, versions: [] })
    const listed = await world.server.api('/story-chat/chat-rooms', { ...as(creatorA) })
    expect(
      listed.json.rooms.map((listedRoom: { roomOid: string }) => listedRoom.roomOid),
    ).not.toContain(room.roomOid)
    // The room is its opener's alone: another user's turn finds no room.
    const intruder = await playTurn(as(reader), room.roomOid, { testMode: true })
    expect(intruder.status).toBe(404)
  })

  it('plays an edit the players do not get until it is published', async () => {
    const { creatorA, reader } = world
    const { contentOid } = await publishDemo(world, creatorA)
    await saveCanvas(creatorA, contentOid, editedCanvas('A new, unpublished lamp room.'))

    const opened = await testRoom(as(creatorA), {
      contentOid,
      startStoryOid: 'start-cottage',
      sceneId: COTTAGE,
    })
    expect(opened.status, opened.text).toBe(200)
    // The cottage is where this opening starts: its greeting opens the test.
    const cottageStart = await testRoom(as(creatorA), {
      contentOid,
      startStoryOid: 'start-cottage',
    })
    expect(opened.json.messages[0].text).toBe(cottageStart.json.messages[0].text)
    const fromScene = await testRoom(as(creatorA), { contentOid, sceneId: LAMP_ROOM })
    expect(fromScene.json.messages[0].text).toBe('A new, unpublished lamp room.')
    // The same draft tested three times is one draft.
    expect(
      new Set([opened, cottageStart, fromScene].map((answer) => answer.json.room.compiledVersion)),
    ).toEqual(new Set([opened.json.room.compiledVersion]))

    // Players still play version 1; the writer's versions list is unchanged.
    const versions = await world.server.api('/story-chat/compiled/versions', {
      ...as(creatorA),
      query: { contentOid },
    })
    expect(versions.json).toMatchObject({ publishedVersion: 1 })
    expect(versions.json.versions).toHaveLength(1)
    const player = await world.server.api('/story-chat/chat-room', {
      ...as(reader),
      body: { contentOid },
    })
    expect(player.json.room.compiledVersion).toBe(1)
    const { compiled } = await world.server.context.stories.service.getPublishedStory(contentOid)
    const lampRoom = compiled.scenes.find((scene) => scene.id === LAMP_ROOM)
    expect(lampRoom?.situation).not.toBe('A new, unpublished lamp room.')
  })

  it("refuses anyone but the story's owner and admins, changing nothing", async () => {
    const { creatorA, creatorB, reader, admin, guestDeviceId } = world
    const contentOid = await createDraft(world, creatorA)
    await saveCanvas(creatorA, contentOid, demoCanvas)
    const before = await settledFingerprint()
    for (const [who, auth, status, code] of [
      ['another creator', as(creatorB), 403, 'NOT_CONTENT_OWNER'],
      ['a reader', as(reader), 403, 'NOT_CONTENT_OWNER'],
      ['a guest', { guestDeviceId }, 401, 'AUTHENTICATION_FAILED'],
      ['nobody', {}, 401, 'AUTHENTICATION_FAILED'],
    ] as const) {
      const refused = await testRoom(auth, { contentOid, sceneId: COTTAGE })
      expect(refused.status, `${who}: ${refused.text}`).toBe(status)
      expect(refused.json.code, who).toBe(code)
    }
    expect(await settledFingerprint()).toEqual(before)

    const byAdmin = await testRoom(as(admin), { contentOid, sceneId: COTTAGE })
    expect(byAdmin.status, byAdmin.text).toBe(200)
    const turn = await playTurn(as(admin), byAdmin.json.room.roomOid, {})
    expect(payloads(turn.events, 'message-start')[0]).toMatchObject({ paidWith: 'test-offline' })
  })

  it("refuses a draft with errors with the engine's first error, and a start or scene it lacks, changing nothing", async () => {
    const { creatorA } = world
    const contentOid = await createDraft(world, creatorA)
    await saveCanvas(creatorA, contentOid, {
      ...demoCanvas,
      edges: (demoCanvas.edges ?? []).filter((edge) => edge.source !== 'start-ferry'),
    })
    const before = await settledFingerprint()
    const broken = await testRoom(as(creatorA), { contentOid })
    expect(broken.status).toBe(400)
    expect(broken.json).toMatchObject({
      code: 'DRAFT_HAS_ERRORS',
      error: 'Connect this start node to the scene it opens.',
      details: [{ key: 'START_WITHOUT_SCENE', nodeId: 'start-ferry', severity: 'error' }],
    })
    expect(await settledFingerprint()).toEqual(before)

    await saveCanvas(creatorA, contentOid, demoCanvas)
    const fixed = await settledFingerprint()
    for (const [body, code, error] of [
      [{ sceneId: 'scene-nowhere' }, 'SCENE_NOT_FOUND', 'This story has no such scene.'],
      [
        { startStoryOid: 'start-nowhere' },
        'START_POINT_NOT_FOUND',
        'This story has no such start point.',
      ],
      // A start node's id is no scene.
      [{ sceneId: 'start-ferry' }, 'SCENE_NOT_FOUND', 'This story has no such scene.'],
    ] as const) {
      const refused = await testRoom(as(creatorA), { contentOid, ...body })
      expect(refused.status, refused.text).toBe(400)
      expect(refused.json).toMatchObject({ code, error })
    }
    const malformed = await testRoom(as(creatorA), { contentOid: 'not-an-id' })
    expect(malformed.status).toBe(400)
    expect(malformed.json.error).toBe('Expected a 24-character id')
    expect(await settledFingerprint()).toEqual(fixed)
  })
})
