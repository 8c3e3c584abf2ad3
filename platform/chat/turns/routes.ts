import { type Context, Hono, type MiddlewareHandler } from 'hono'
import { z } from 'zod'
import {
  type AppEnv,
  badRequest,
  callerKey,
  guestIpKey,
  objectIdField,
  rateLimit,
  readBody,
  readQuery,
  type UrlSigner,
} from '../../http'
import { actorOf, roomId } from '../actor'
import type { ChatRuntime } from '../chat-runtime'
import { findMessage } from '../rooms/messages'
import { findOwnedRoom } from '../rooms/rooms'
import { ownerOf } from '../runtime'
import { parseEventId } from '../stream/events'
import { writeEvents } from '../stream/sse'
import type { TurnRequest } from './request'

const oid = objectIdField()
const common = {
  model: z.string().max(64).optional(),
  personaOid: oid.optional(),
  testMode: z.boolean().optional(),
  testModeContext: z.string().max(8000).optional(),
  testPromptOid: oid.optional(),
  /** Idempotency: a retry with the same id resumes the first turn instead of paying twice. */
  requestId: z
    .string()
    .min(8)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/)
    .optional(),
}

// Built once: a zod schema compiles itself on its first parse, which a schema made per
// request would pay on every turn.
const messageBody = z.object({ message: z.string(), ...common })
const rerollBody = z.object({ messageId: oid, ...common })
const autoChatBody = z.object(common)
const sendBody = z.object({ roomOid: oid, message: z.string(), ...common })
const resumeQuery = z.object({
  messageId: oid.optional(),
  lastEventId: z.string().max(40).optional(),
})

/**
 * The streamed calls. Each answers an SSE stream of the assistant message's events;
 * refusals before the stream (no credits, no free chats) are JSON errors with 4xx.
 */
export function turnRoutes(
  runtime: ChatRuntime,
  signer: UrlSigner,
  guestTurnsPerIpPerMinute: number,
) {
  const app = new Hono<AppEnv>()
  // Denial-of-wallet guard: a person cannot start turns faster than anyone reads them. A
  // guest counts per device here (guests behind one address do not share 30 turns): a
  // device id is the client's to invent, so the address's own budget is the next limit.
  const perCaller = rateLimit({
    name: 'chat-turn',
    limit: 30,
    windowMs: 60_000,
    key: (c) => {
      const { user, guestDeviceId } = c.get('auth')
      return !user && guestDeviceId ? `guest:${guestDeviceId}` : callerKey(c)
    },
  })
  // Guest device ids are the client's to invent, so guests are also counted per address.
  const perGuestIp = rateLimit({
    name: 'chat-turn-guest-ip',
    limit: guestTurnsPerIpPerMinute,
    windowMs: 60_000,
    key: guestIpKey,
  })
  const turnLimit: MiddlewareHandler<AppEnv> = async function turnLimited(c, next) {
    await perCaller(c, async () => {
      await perGuestIp(c, async () => {
        await registeredGuest(c, next)
      })
    })
  }
  /**
   * A guest's free chats belong to a registered device id. An id the client made up is
   * registered here, against its address's allowance of new ids; past the allowance it
   * stays unregistered and the turn is paid by a coupon or refused ('no more free chats').
   */
  const registeredGuest: MiddlewareHandler<AppEnv> = async function registeredGuest(c, next) {
    const { user, guestDeviceId } = c.get('auth')
    if (!user && guestDeviceId) {
      await runtime.deps.accounts.registerGuest(guestDeviceId, c.get('common').ip)
    }
    await next()
  }

  const stream = (kind: TurnRequest['kind']) => async (c: Context<AppEnv>) => {
    const actor = actorOf(c)
    const id = roomId(c)
    const headerKey = c.req.header('idempotency-key')
    let request: TurnRequest
    if (kind === 'message') {
      const body = readBody(c, messageBody)
      request = { kind, text: body.message, ...pick(body, headerKey) }
    } else if (kind === 'reroll') {
      const body = readBody(c, rerollBody)
      request = { kind, messageOid: body.messageId, ...pick(body, headerKey) }
    } else {
      const body = readBody(c, autoChatBody)
      request = { kind, ...pick(body, headerKey) }
    }
    const { messageOid } = await runtime.startTurn(id, actor, request, { signer })
    return writeEvents(c, messageOid, (signal) =>
      runtime.deps.hub.subscribeBatches(messageOid, 0, signal),
    )
  }

  app.post('/chat-room/:id/message', turnLimit, stream('message'))
  /**
   * The spec's `POST /send` (streamed): the message call with the room in the body, for
   * clients that address a turn by room id rather than by path.
   */
  app.post('/send', turnLimit, async (c) => {
    const actor = actorOf(c)
    const body = readBody(c, sendBody)
    const request: TurnRequest = {
      kind: 'message',
      text: body.message,
      ...pick(body, c.req.header('idempotency-key')),
    }
    const { messageOid } = await runtime.startTurn(body.roomOid, actor, request, { signer })
    return writeEvents(c, messageOid, (signal) =>
      runtime.deps.hub.subscribeBatches(messageOid, 0, signal),
    )
  })
  app.post('/chat-room/:id/reroll', turnLimit, stream('reroll'))
  app.post('/chat-room/:id/auto-chat', turnLimit, stream('auto-chat'))

  /**
   * Resume: replays a message's events after `Last-Event-ID` (`<messageOid>:<seq>`),
   * then follows it live; works on any instance sharing the database.
   */
  app.get('/chat-room/:id/stream', async (c) => {
    const actor = actorOf(c)
    const room = await findOwnedRoom(runtime.deps.database.db, roomId(c), ownerOf(actor))
    const query = readQuery(c, resumeQuery)
    const lastId = c.req.header('last-event-id') ?? query.lastEventId
    const last = parseEventId(lastId)
    // Replaying from the start for an id we never wrote would duplicate what the client has.
    if (lastId?.trim() && !last)
      throw badRequest('INVALID_EVENT_ID', 'Last-Event-ID must be an event id of this stream.')
    const messageOid = last?.messageOid ?? query.messageId ?? room.head_message_oid
    if (!messageOid) throw badRequest('MISSING_PARAMETERS', 'Missing required parameters')
    const message = await findMessage(runtime.deps.database.db, room.oid, messageOid)
    return writeEvents(c, message.oid, (signal) =>
      runtime.deps.hub.subscribeBatches(message.oid, last?.seq ?? 0, signal),
    )
  })

  return app
}

function pick(
  body: {
    model?: string | undefined
    personaOid?: string | undefined
    requestId?: string | undefined
    testPromptOid?: string | undefined
    testMode?: boolean | undefined
    testModeContext?: string | undefined
  },
  headerKey: string | undefined,
) {
  const requestId =
    body.requestId ?? (headerKey && /^[A-Za-z0-9_-]{8,64}$/.test(headerKey) ? headerKey : undefined)
  return {
    ...(body.model ? { model: body.model } : {}),
    ...(body.personaOid ? { personaOid: body.personaOid } : {}),
    ...(body.testPromptOid ? { testPromptOid: body.testPromptOid } : {}),
    ...(body.testMode ? { testMode: true } : {}),
    ...(body.testModeContext ? { testModeContext: body.testModeContext } : {}),
    ...(requestId ? { requestId } : {}),
  }
}
