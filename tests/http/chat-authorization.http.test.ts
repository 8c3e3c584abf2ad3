/**
 * The role × route matrix of the story-chat routes (rows in tables/chat-matrix.ts): every
 * caller tries user A's rooms, persona and prompt logs, the creator's content and the
 * admin calls. Each refusal must answer the table's status and leave the database exactly
 * as it was, and no response to another caller may carry A's private text.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoCanvas, demoMetadata } from '../../platform/stories/demo-stories/demo'
import { signUp } from '../support/accounts'
import { ACTORS, type Actor } from '../support/authorization-matrix'
import { databaseFingerprint } from '../support/fuzz'
import { createDraft, publishDemo, startStoriesWorld } from '../support/stories-world'
import type { ApiInit } from '../support/test-server'
import { type ChatMatrixWorld, type ChatRouteCase, chatMatrix } from './tables/chat-matrix'

/** Text only user A (and admins, on the admin reads) may ever see. */
const A_PERSONA_SECRET = 'persona-secret-of-user-a'
const A_MESSAGE_SECRET = 'room-secret-of-user-a'
/** The admin's active system prompt: in every prompt, and for admins' eyes only. */
const ADMIN_PROMPT_SECRET = 'admin-system-prompt-secret'

let world: ChatMatrixWorld

function credentials(actor: Actor): Pick<ApiInit, 'token' | 'guestDeviceId'> {
  if (actor === 'anonymous') return {}
  if (actor === 'guest') return { guestDeviceId: world.guestDeviceId }
  return { token: world.users[actor].token }
}

/** A room of user A with one finished turn. */
async function roomWithTurn(message: string) {
  const { server, users, contentOid } = world
  const created = await server.api('/story-chat/chat-room', {
    token: users.userA.token,
    body: { contentOid },
  })
  expect(created.status, created.text).toBe(200)
  const roomOid: string = created.json.room.roomOid
  const turn = await server.api(`/story-chat/chat-room/${roomOid}/message`, {
    token: users.userA.token,
    body: { message },
  })
  expect(turn.status, turn.text).toBe(200)
  const history = await server.api(`/story-chat/chat-room/${roomOid}/prev-messages`, {
    token: users.userA.token,
  })
  const [greeting, asked, reply] = history.json.messages as Array<{ messageId: string }>
  return {
    oid: roomOid,
    greetingId: greeting!.messageId,
    userMessageId: asked!.messageId,
    replyId: reply!.messageId,
  }
}

/** Turns finish their bookkeeping after the stream ends: wait for the ones in flight. */
async function settledFingerprint() {
  await world.server.context.chat.service.drain()
  return databaseFingerprint(world.server.context.database)
}

const allowedStatuses = (expected: number | number[]) =>
  Array.isArray(expected) ? expected : [expected]
const refuses = (route: ChatRouteCase, actor: Actor) =>
  allowedStatuses(route.expect[actor]).every((status) => status >= 400)

beforeAll(async () => {
  const stories = await startStoriesWorld()
  const { server } = stories
  const userB = await signUp(server)
  const { contentOid } = await publishDemo(stories, stories.creatorA)
  const draftOid = await createDraft(stories, stories.creatorA, demoMetadata)
  const canvas = await server.api('/story-chat/chat-canvas', {
    token: stories.creatorA.token,
    body: { contentOid: draftOid, canvas: demoCanvas, version: 0 },
  })
  expect(canvas.status, canvas.text).toBe(200)
  await server.context.wallet.service.grant({
    key: 'matrix-credits',
    userOid: stories.reader.oid,
    kind: 'credits',
    amount: 5000,
  })
  world = {
    server,
    users: { userA: stories.reader, userB, creator: stories.creatorA, admin: stories.admin },
    guestDeviceId: stories.guestDeviceId,
    contentOid,
    draftOid,
    deletableDraftOid: await createDraft(stories, stories.creatorA),
    adminDeletableDraftOid: await createDraft(stories, stories.creatorA),
    room: { oid: '', greetingId: '', userMessageId: '', replyId: '' },
    roomToDelete: '',
    roomToTrim: { oid: '', replyId: '' },
    personaOid: '',
    testPromptOid: '',
    couponOid: '',
  }
  const systemPrompt = await server.api('/story-chat/system-prompts', {
    token: stories.admin.token,
    body: { promptType: 'roleplay', language: 'en', text: `Narrate. ${ADMIN_PROMPT_SECRET}` },
  })
  expect(systemPrompt.status, systemPrompt.text).toBe(200)
  world.room = await roomWithTurn(`Hello, ${A_MESSAGE_SECRET}.`)
  world.roomToDelete = (await roomWithTurn('A room to delete.')).oid
  world.roomToTrim = await roomWithTurn('A room to trim.')
  const persona = await server.api('/story-chat/personas/create', {
    token: stories.reader.token,
    body: { name: 'Alias', prompt: A_PERSONA_SECRET, sex: 'female' },
  })
  expect(persona.status, persona.text).toBe(200)
  world.personaOid = persona.json.persona.personaOid
  const testPrompt = await server.api('/story-chat/test-prompts', {
    token: stories.admin.token,
    body: { name: 'Fixture', promptType: 'roleplay', text: 'Narrate.' },
  })
  world.testPromptOid = testPrompt.json.prompt.oid
  const coupon = await server.api('/story-chat/chat-coupons', {
    token: stories.admin.token,
    body: { chats: 2, note: 'matrix fixture' },
  })
  world.couponOid = coupon.json.coupon.couponOid ?? coupon.json.coupon.oid
  expect(world.couponOid, coupon.text).toMatch(/^[0-9a-f]{24}$/)
}, 180_000)

afterAll(async () => {
  await world?.server.close()
})

describe('story-chat role × route matrix', () => {
  for (const route of chatMatrix) {
    const label = typeof route.path === 'string' ? route.path : route.path.name || 'room path'
    it(`${route.method} ${label}${route.note ? ` (${route.note})` : ''}`, async () => {
      // Refusals first, so a caller who succeeds (and may delete) does so last.
      const order = [...ACTORS].sort(
        (a, b) => Number(refuses(route, b)) - Number(refuses(route, a)),
      )
      for (const actor of order) {
        const path = typeof route.path === 'string' ? route.path : route.path(world)
        const request = (await route.request?.(world, actor)) ?? {}
        const before = refuses(route, actor) ? await settledFingerprint() : null
        const response = await world.server.api(path, {
          method: route.method,
          ...(request.body === undefined && request.rawBody === undefined && route.method !== 'GET'
            ? { body: {} }
            : {}),
          ...request,
          ...credentials(actor),
        })
        const context = `${route.method} ${path} as ${actor}: ${response.status} ${response.text.slice(0, 200)}`
        expect(allowedStatuses(route.expect[actor]), context).toContain(response.status)
        if (before) {
          expect(await databaseFingerprint(world.server.context.database), context).toEqual(before)
        }
        // Not even A's own prompt log shows the admin's system prompt to A.
        if (actor !== 'admin') {
          expect(
            response.text.includes(ADMIN_PROMPT_SECRET),
            `${context} leaked the system prompt`,
          ).toBe(false)
        }
        const adminRead = actor === 'admin' && route.expect.admin === 200 && refuses(route, 'userB')
        if (actor !== 'userA' && !adminRead) {
          for (const secret of [A_PERSONA_SECRET, A_MESSAGE_SECRET, world.users.userA.email]) {
            expect(response.text.includes(secret), `${context} leaked A's data`).toBe(false)
          }
        }
      }
    }, 60_000)
  }
})

describe("A's things in another caller's own requests", () => {
  it("refuses A's persona in B's own room, before any charge", async () => {
    const { server, users, contentOid } = world
    await server.context.wallet.service.grant({
      key: 'matrix-b-credits',
      userOid: users.userB.oid,
      kind: 'credits',
      amount: 100,
    })
    const created = await server.api('/story-chat/chat-room', {
      token: users.userB.token,
      body: { contentOid },
    })
    const roomOid: string = created.json.room.roomOid
    const before = await settledFingerprint()
    const turn = await server.api(`/story-chat/chat-room/${roomOid}/message`, {
      token: users.userB.token,
      body: { message: 'Who am I?', personaOid: world.personaOid },
    })
    expect(turn.status, turn.text).toBe(404)
    expect(turn.json.code).toBe('PERSONA_NOT_FOUND')
    expect(await databaseFingerprint(server.context.database)).toEqual(before)
  })

  it("refuses to edit A's message through B's own room id", async () => {
    const { server, users, contentOid } = world
    const created = await server.api('/story-chat/chat-room', {
      token: users.userB.token,
      body: { contentOid },
    })
    const before = await settledFingerprint()
    const edited = await server.api('/story-chat/message/update', {
      token: users.userB.token,
      body: {
        roomId: created.json.room.roomOid,
        messageId: world.room.userMessageId,
        text: 'Rewritten by B',
      },
    })
    expect(edited.status).toBe(404)
    expect(await databaseFingerprint(server.context.database)).toEqual(before)
  })
})
