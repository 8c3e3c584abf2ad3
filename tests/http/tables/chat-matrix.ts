/**
 * Story-chat rows of the role × route matrix (tests/http/chat-authorization.http.test.ts).
 * User A owns the rooms, the persona and the prompt logs; user B owns nothing of A's;
 * the creator owns the story; the admin runs the admin calls. Everyone calls on A's
 * things, so each row is also an IDOR check.
 */

import { createHash } from 'node:crypto'
import { solidPng } from '../../../platform/assets/testing'
import type { SignedIn } from '../../support/accounts'
import type { Actor, RouteRequest, UserActor } from '../../support/authorization-matrix'
import type { TestServer } from '../../support/test-server'

export interface ChatMatrixWorld {
  server: TestServer
  users: Record<UserActor, SignedIn>
  guestDeviceId: string
  /** The creator's published story, where A's rooms play. */
  contentOid: string
  /** The creator's drafts the write rows change (and delete: one per deleting caller). */
  draftOid: string
  deletableDraftOid: string
  adminDeletableDraftOid: string
  /** User A's room with one finished turn. */
  room: { oid: string; greetingId: string; userMessageId: string; replyId: string }
  /** User A's rooms the destructive rows use, so the other rows keep their room. */
  roomToDelete: string
  roomToTrim: { oid: string; replyId: string }
  personaOid: string
  testPromptOid: string
  couponOid: string
}

export interface ChatRouteCase {
  method: 'GET' | 'POST' | 'DELETE'
  path: string | ((world: ChatMatrixWorld) => string)
  /** What this caller sends; may read the database (versions that move as rows succeed). */
  request?: (world: ChatMatrixWorld, actor: Actor) => RouteRequest | Promise<RouteRequest>
  expect: Record<Actor, number | number[]>
  note?: string
}

/** A's rooms: A alone, everyone else as if the room did not exist. */
const ownerOnly = (status = 200): ChatRouteCase['expect'] => ({
  anonymous: 401,
  guest: 404,
  userA: status,
  userB: 404,
  creator: 404,
  admin: 404,
})
/** A's room, readable by its owner and by admins (support and audits). */
const ownerOrAdmin = (status = 200): ChatRouteCase['expect'] => ({
  ...ownerOnly(status),
  admin: status,
})
/** A's persona: signed-in users only, and then A alone. */
const personaOwner = (status = 200): ChatRouteCase['expect'] => ({
  ...ownerOnly(status),
  guest: 401,
})
/** Every signed-in user on their own data. */
const signedIn = (status = 200): ChatRouteCase['expect'] => ({
  anonymous: 401,
  guest: 401,
  userA: status,
  userB: status,
  creator: status,
  admin: status,
})
/** The creator's content: its creator and admins. */
const contentOwner = (status = 200): ChatRouteCase['expect'] => ({
  anonymous: 401,
  guest: 401,
  userA: 403,
  userB: 403,
  creator: status,
  admin: status,
})
const adminOnly = (status = 200): ChatRouteCase['expect'] => ({
  anonymous: 401,
  guest: 401,
  userA: 403,
  userB: 403,
  creator: 403,
  admin: status,
})

const MATRIX_PNG = solidPng(8, 8, [40, 90, 160])
const MATRIX_PNG_SHA256 = createHash('sha256').update(MATRIX_PNG).digest('hex')

const roomPath =
  (suffix: string) =>
  ({ room }: ChatMatrixWorld) =>
    `/story-chat/chat-room/${room.oid}/${suffix}`

async function versions(world: ChatMatrixWorld, contentOid: string) {
  const [row] = await world.server.context.database.query<{ metadata: number; canvas: number }>(
    `select c.metadata_version as metadata, coalesce(v.version, 0) as canvas
     from story_contents c left join story_canvases v on v.content_oid = c.id
     where c.id = $1`,
    [contentOid],
  )
  return row ?? { metadata: 0, canvas: 0 }
}

export const chatMatrix: ChatRouteCase[] = [
  // Rooms: reads.
  { method: 'GET', path: roomPath('status'), expect: ownerOnly() },
  { method: 'GET', path: roomPath('prev-messages'), expect: ownerOnly() },
  {
    method: 'GET',
    path: '/story-chat/chat-rooms',
    note: "asking for A's room by id lists it for A alone",
    request: (world) => ({ query: { roomOids: world.room.oid } }),
    expect: { ...signedIn(), guest: 200 },
  },
  {
    method: 'GET',
    path: '/story-chat/prompt-logs',
    request: (world) => ({ query: { roomOid: world.room.oid } }),
    expect: ownerOrAdmin(),
  },
  { method: 'GET', path: roomPath('models'), expect: ownerOnly() },
  {
    method: 'GET',
    path: '/story-chat/story-preview',
    note: 'a published story is previewed by anyone, as its page is read',
    request: (world) => ({ query: { contentOid: world.contentOid } }),
    expect: {
      anonymous: 200,
      guest: 200,
      userA: 200,
      userB: 200,
      creator: 200,
      admin: 200,
    },
  },
  {
    method: 'GET',
    path: '/story-chat/character-info',
    request: (world) => ({ query: { roomOid: world.room.oid } }),
    expect: ownerOnly(),
  },
  {
    method: 'GET',
    path: '/story-chat/situation-image',
    request: (world) => ({ query: { roomOid: world.room.oid } }),
    expect: ownerOnly(),
  },
  {
    method: 'GET',
    path: '/story-chat/plot-summaries',
    request: (world) => ({ query: { roomOid: world.room.oid } }),
    expect: ownerOnly(),
  },
  // Rooms: streamed turns (A's turns are real, paid from A's credits).
  {
    method: 'POST',
    path: roomPath('reroll'),
    request: (world) => ({ body: { messageId: world.room.replyId } }),
    expect: ownerOnly(),
  },
  {
    method: 'POST',
    path: roomPath('message'),
    request: () => ({ body: { message: 'I look around the hall.' } }),
    expect: ownerOnly(),
  },
  {
    method: 'POST',
    path: roomPath('message'),
    note: "test mode: A's room plays the creator's story, so A's flag is refused, not free",
    request: () => ({ body: { message: 'A free turn, please.', testMode: true } }),
    expect: ownerOnly(403),
  },
  { method: 'POST', path: roomPath('auto-chat'), expect: ownerOnly() },
  {
    method: 'POST',
    path: '/story-chat/send',
    request: (world) => ({ body: { roomOid: world.room.oid, message: 'Onwards.' } }),
    expect: ownerOnly(),
  },
  {
    method: 'GET',
    path: roomPath('stream'),
    request: (world) => ({ query: { messageId: world.room.replyId } }),
    expect: ownerOnly(),
  },
  // Rooms: changes.
  {
    method: 'POST',
    path: roomPath('rollback'),
    request: (world) => ({ body: { rollbackToMessageId: world.room.greetingId } }),
    expect: ownerOnly(),
  },
  {
    method: 'POST',
    path: roomPath('switch'),
    request: (world) => ({ body: { messageId: world.room.replyId } }),
    expect: ownerOnly(),
  },
  {
    method: 'POST',
    path: roomPath('rating'),
    request: (world) => ({
      body: { messageId: world.room.replyId, rating: 'down', reason: 'repetitive' },
    }),
    expect: ownerOnly(),
  },
  {
    method: 'POST',
    path: '/story-chat/message/update',
    request: (world) => ({
      body: { roomId: world.room.oid, messageId: world.room.userMessageId, text: 'Edited.' },
    }),
    expect: ownerOnly(),
  },
  {
    method: 'POST',
    path: roomPath('update-field'),
    request: () => ({ body: { fieldName: 'title', fieldValue: 'Renamed by the caller' } }),
    expect: ownerOnly(),
  },
  {
    method: 'POST',
    path: roomPath('pin'),
    request: () => ({ body: { pinned: true } }),
    expect: ownerOnly(),
  },
  { method: 'GET', path: roomPath('export'), expect: ownerOnly() },
  {
    method: 'POST',
    path: '/story-chat/chat-rooms/import',
    note: "a new room of the caller's own, from a chat file",
    request: (world) => ({
      body: {
        contentOid: world.contentOid,
        jsonl: [
          { user_name: 'Reader', character_name: 'Keeper' },
          { name: 'Keeper', is_user: false, mes: 'The lamp is lit.' },
        ]
          .map((line) => JSON.stringify(line))
          .join('\n'),
      },
    }),
    expect: { ...signedIn(), guest: 401 },
  },
  {
    method: 'POST',
    path: roomPath('user-settings'),
    request: () => ({ body: { settings: { responseLength: 'short' } } }),
    expect: ownerOnly(),
  },
  {
    method: 'POST',
    path: roomPath('user-theme'),
    request: () => ({ body: { settings: { fontSize: 18 } } }),
    expect: ownerOnly(),
  },
  {
    method: 'POST',
    path: roomPath('admin-settings'),
    note: 'admins on any room; the owner is no admin',
    request: () => ({ body: { settings: { impersonationOn: true } } }),
    expect: { ...adminOnly(), guest: 403 },
  },
  {
    method: 'DELETE',
    path: ({ roomToTrim }) => `/story-chat/chat-room/${roomToTrim.oid}/response`,
    request: (world) => ({ body: { messageId: world.roomToTrim.replyId } }),
    expect: ownerOnly(),
  },
  {
    method: 'DELETE',
    path: '/story-chat/chat-room',
    request: (world) => ({ body: { roomOid: world.roomToDelete } }),
    expect: ownerOnly(),
  },
  // The creator test allowance of the story A plays: its creator's and admins'.
  {
    method: 'GET',
    path: '/story-chat/test-allowance',
    request: (world) => ({ query: { contentOid: world.contentOid } }),
    expect: contentOwner(),
  },
  // Reply ratings of the story A plays: its creator alone (not admins: a creator's own figures).
  {
    method: 'GET',
    path: '/story-chat/reply-ratings',
    request: (world) => ({ query: { contentOid: world.contentOid } }),
    expect: { ...contentOwner(), admin: 403 },
  },
  // "Test from here": a test room on the creator's draft (never published), for its
  // creator and admins; a success opens a room for the caller and changes no story.
  {
    method: 'POST',
    path: '/story-chat/test-room',
    request: (world) => ({ body: { contentOid: world.draftOid, sceneId: 'scene-lighthouse' } }),
    expect: contentOwner(),
  },
  {
    method: 'GET',
    path: '/story-chat/test-allowance',
    note: "with A's room: others find no room, and A tests no one's story",
    request: (world) => ({ query: { contentOid: world.contentOid, roomOid: world.room.oid } }),
    expect: { ...ownerOnly(403), guest: 401 },
  },
  // Personas and chat options.
  { method: 'GET', path: '/story-chat/personas', expect: signedIn() },
  {
    method: 'POST',
    path: '/story-chat/personas/create',
    request: () => ({ body: { name: 'Wanderer', prompt: 'A quiet traveller.', sex: 'other' } }),
    expect: signedIn(),
  },
  {
    method: 'POST',
    path: '/story-chat/personas/update',
    request: (world) => ({ body: { personaOid: world.personaOid, name: 'Taken over' } }),
    expect: personaOwner(),
  },
  {
    method: 'DELETE',
    path: '/story-chat/personas',
    request: (world) => ({ body: { personaOid: world.personaOid } }),
    expect: personaOwner(),
  },
  { method: 'GET', path: '/story-chat/user-chat-options', expect: signedIn() },
  {
    method: 'POST',
    path: '/story-chat/user-chat-options',
    request: () => ({ body: { options: { responseLength: 'long' } } }),
    expect: signedIn(),
  },
  // The creator's content.
  {
    method: 'POST',
    path: '/story-chat/chat-content',
    note: 'save',
    request: async (world) => ({
      body: {
        requestType: 'save',
        contentOid: world.draftOid,
        metadata: { title: 'Retitled draft' },
        metadataVersion: (await versions(world, world.draftOid)).metadata,
      },
    }),
    expect: contentOwner(),
  },
  {
    method: 'GET',
    path: '/story-chat/chat-canvas',
    request: (world) => ({ query: { contentOid: world.draftOid } }),
    expect: contentOwner(),
  },
  {
    method: 'POST',
    path: '/story-chat/chat-canvas',
    request: async (world) => {
      const canvas = await world.server.api('/story-chat/chat-canvas', {
        token: world.users.creator.token,
        query: { contentOid: world.draftOid },
      })
      return {
        body: {
          contentOid: world.draftOid,
          canvas: canvas.json.canvas,
          version: (await versions(world, world.draftOid)).canvas,
        },
      }
    },
    expect: contentOwner(),
  },
  {
    method: 'POST',
    path: '/story-chat/compiled/update',
    request: (world) => ({ body: { contentOid: world.draftOid, action: 'compile' } }),
    expect: contentOwner(),
  },
  {
    method: 'POST',
    path: '/story-chat/chat-content',
    note: 'upload',
    request: (world) => ({ body: { requestType: 'upload', contentOid: world.draftOid } }),
    expect: contentOwner(),
  },
  {
    method: 'POST',
    path: '/story-chat/chat-content',
    note: 'delete',
    request: (world, actor) => ({
      body: {
        requestType: 'delete',
        contentOid: actor === 'admin' ? world.adminDeletableDraftOid : world.deletableDraftOid,
      },
    }),
    expect: contentOwner(),
  },
  // Admin calls.
  { method: 'GET', path: '/story-chat/system-prompts', expect: adminOnly() },
  {
    method: 'POST',
    path: '/story-chat/system-prompts',
    request: () => ({
      body: { promptType: 'roleplay', language: 'en', text: 'You narrate the story.' },
    }),
    expect: adminOnly(),
  },
  { method: 'GET', path: '/story-chat/test-prompts', expect: adminOnly() },
  {
    method: 'POST',
    path: '/story-chat/test-prompts',
    request: () => ({ body: { name: 'Probe', promptType: 'novel', text: 'Write prose.' } }),
    expect: adminOnly(),
  },
  {
    method: 'POST',
    path: '/story-chat/test-prompts/update',
    request: (world) => ({ body: { oid: world.testPromptOid, name: 'Renamed probe' } }),
    expect: adminOnly(),
  },
  {
    method: 'DELETE',
    path: '/story-chat/test-prompts',
    request: (world) => ({ body: { oid: world.testPromptOid } }),
    expect: adminOnly(),
  },
  { method: 'GET', path: '/story-chat/old-chat-rooms', expect: adminOnly() },
  {
    method: 'POST',
    path: '/story-chat/archive-chat-rooms',
    request: () => ({ body: { days: 3650 } }),
    expect: adminOnly(),
  },
  { method: 'GET', path: '/story-chat/top-credit-consuming-chats', expect: adminOnly() },
  { method: 'GET', path: '/story-chat/creator/consume', expect: adminOnly() },
  { method: 'GET', path: '/story-chat/credit-event', expect: adminOnly() },
  { method: 'GET', path: '/story-chat/chat-coupons', expect: adminOnly() },
  {
    method: 'POST',
    path: '/story-chat/chat-coupons',
    request: () => ({ body: { chats: 3, note: 'matrix' } }),
    expect: adminOnly(),
  },
  {
    method: 'GET',
    path: '/story-chat/chat-coupons/usage',
    request: (world) => ({ query: { couponOid: world.couponOid } }),
    expect: adminOnly(),
  },
  {
    method: 'DELETE',
    path: '/story-chat/chat-coupons',
    request: (world) => ({ body: { couponOid: world.couponOid } }),
    expect: adminOnly(),
  },
  {
    method: 'GET',
    path: '/story-chat/image/unlock-quote',
    request: (world) => ({ query: { contentOid: world.contentOid } }),
    expect: signedIn(),
  },
  {
    method: 'POST',
    path: '/story-chat/asset',
    note: 'upload: story-chat writers only',
    request: () => ({
      query: { purpose: 'image' },
      rawBody: { bytes: MATRIX_PNG, contentType: 'image/png' },
    }),
    expect: contentOwner(201),
  },
  {
    method: 'GET',
    path: `/story-chat/asset/${MATRIX_PNG_SHA256}`,
    note: 'an uploaded image is public, like the stories that show it',
    expect: {
      anonymous: 200,
      guest: 200,
      userA: 200,
      userB: 200,
      creator: 200,
      admin: 200,
    },
  },
]
