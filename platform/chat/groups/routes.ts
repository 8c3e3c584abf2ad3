import { Hono, type MiddlewareHandler } from 'hono'
import { type AppEnv, callerKey, notFound, rateLimit, readBody, type UrlSigner } from '../../http'
import { actorOf, roomId, signedInActorOf } from '../actor'
import type { ChatRuntime } from '../chat-runtime'
import { openRoom } from '../rooms/open-room'
import { findOwnedRoom } from '../rooms/rooms'
import { messageView, roomView } from '../rooms/views'
import { ownerOf } from '../runtime'
import { writeEvents } from '../stream/sse'
import { addCardMember } from './add-card'
import { cardPortrait, lockGroup } from './card-store'
import { GROUP_LIMITS } from './contract'
import { groupNotFound } from './errors'
import { groupFileRoutes } from './file-routes'
import { checkedMembers } from './members'
import { startGroupTurn } from './next-turn'
import { recordsSettled } from './pending-records'
import { addCardBody, createGroupBody, groupSettingsBody, nextTurnBody } from './requests'
import { findGroup, insertGroup, roomSpeakers, updateGroupSettings } from './store'
import { groupView } from './views'

/** A card is up to 2 MB read and compiled: a few a minute is what a person does. */
const cardLimit = rateLimit({ name: 'chat-group-card', limit: 20, windowMs: 60_000 })

/** Group chats' routes, under `/api/story-chat` (docs/GROUP-CHATS.md). */
export function groupRoutes(runtime: ChatRuntime, signer: UrlSigner): Hono<AppEnv> {
  const { db } = runtime.deps.database
  const app = new Hono<AppEnv>()
  // A group reply is a story-chat turn: it counts against the same 30 turns a minute.
  const perCaller = rateLimit({
    name: 'chat-turn',
    limit: 30,
    windowMs: 60_000,
    key: (c) => {
      const { user, guestDeviceId } = c.get('auth')
      return !user && guestDeviceId ? `guest:${guestDeviceId}` : callerKey(c)
    },
  })
  const turnLimit: MiddlewareHandler<AppEnv> = async (c, next) => {
    await perCaller(c, async () => {
      const { user, guestDeviceId } = c.get('auth')
      // A guest's free chats belong to a registered device id, as for any turn.
      if (!user && guestDeviceId)
        await runtime.deps.accounts.registerGuest(guestDeviceId, c.get('common').ip)
      await next()
    })
  }

  app.post('/group-room', async (c) => {
    const actor = actorOf(c)
    const body = readBody(c, createGroupBody)
    const published = await runtime.deps.stories.getPublishedContent(body.contentOid)
    const { compiled } = await runtime.compiledFor(body.contentOid, published.version)
    // Checked before the room is opened: a refused group writes nothing.
    const members = checkedMembers(
      compiled,
      body.memberIds.map((id) => ({ id })),
    )
    const { room, greeting } = await openRoom(runtime, actor, body)
    await insertGroup(db, {
      room_oid: room.oid,
      name: members
        .map((member) => compiled.cast.find((character) => character.id === member.id)?.name)
        .join(', ')
        .slice(0, 100),
      strategy: body.strategy ?? 'natural',
      allow_self_responses: false,
      auto_mode: false,
      auto_cap: GROUP_LIMITS.defaultAutoCap,
      members,
    })
    const group = await findGroup(db, room.oid)
    if (!group) throw groupNotFound()
    return c.json({
      room: roomView(room),
      messages: [messageView(greeting)],
      group: groupView(compiled, group),
    })
  })

  app.get('/chat-room/:id/group', async (c) => {
    const actor = actorOf(c)
    const room = await findOwnedRoom(db, roomId(c), ownerOf(actor))
    await recordsSettled(room.oid)
    const [group, speakers, { compiled }] = await Promise.all([
      findGroup(db, room.oid),
      roomSpeakers(db, room.oid),
      runtime.compiledFor(room.content_oid, room.compiled_version),
    ])
    if (!group) throw groupNotFound()
    return c.json({ group: groupView(compiled, group), speakers: Object.fromEntries(speakers) })
  })

  app.post('/chat-room/:id/group', async (c) => {
    const actor = actorOf(c)
    const room = await findOwnedRoom(db, roomId(c), ownerOf(actor))
    const body = readBody(c, groupSettingsBody)
    await recordsSettled(room.oid)
    const { compiled } = await runtime.compiledFor(room.content_oid, room.compiled_version)
    // The list is read locked, as a card's add reads it: neither writes over the other.
    await db.transaction().execute(async (trx) => {
      const group = await lockGroup(trx, room.oid)
      if (!group) throw groupNotFound()
      const members = body.members
        ? checkedMembers(compiled, body.members, group.members)
        : undefined
      await updateGroupSettings(trx, room.oid, {
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.strategy ? { strategy: body.strategy } : {}),
        ...(body.allowSelfResponses !== undefined
          ? { allow_self_responses: body.allowSelfResponses }
          : {}),
        ...(body.autoMode !== undefined ? { auto_mode: body.autoMode } : {}),
        ...(body.autoCap !== undefined ? { auto_cap: body.autoCap } : {}),
        ...(members ? { members } : {}),
      })
    })
    const updated = await findGroup(db, room.oid)
    if (!updated) throw groupNotFound()
    return c.json({ group: groupView(compiled, updated) })
  })

  /** One member's reply, streamed exactly as a story-chat turn (docs/SSE.md). */
  app.post('/chat-room/:id/group/next', turnLimit, async (c) => {
    const actor = actorOf(c)
    const body = readBody(c, nextTurnBody)
    const header = c.req.header('idempotency-key')
    const requestId =
      body.requestId ?? (header && /^[A-Za-z0-9_-]{8,64}$/.test(header) ? header : undefined)
    const { messageOid } = await startGroupTurn(
      runtime,
      actor,
      roomId(c),
      {
        message: body.message ?? null,
        speakerId: body.speakerId ?? null,
        auto: body.auto ?? false,
      },
      {
        requestId,
        model: body.model,
        personaOid: body.personaOid,
        rerollOf: body.rerollOf,
        signer,
      },
    )
    return writeEvents(c, messageOid, (signal) =>
      runtime.deps.hub.subscribeBatches(messageOid, 0, signal),
    )
  })

  /** An imported character card joins the room's group (signed-in players, as file imports). */
  app.post('/group-room/cards', cardLimit, async (c) => {
    const actor = signedInActorOf(c)
    const body = readBody(c, addCardBody)
    return c.json(await addCardMember(runtime, actor, body))
  })

  /** A card member's picture: public by its unguessable key, as story pictures are public. */
  app.get('/group-card-portrait/:key', async (c) => {
    const key = c.req.param('key')
    const bytes = /^[0-9a-f]{32}$/.test(key) ? await cardPortrait(db, key) : null
    if (!bytes) throw notFound('No such picture.', 'NOT_FOUND')
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': 'image/png',
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    })
  })

  app.route('/', groupFileRoutes(runtime))
  return app
}
