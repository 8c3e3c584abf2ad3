import { type Context, Hono } from 'hono'
import { z } from 'zod'
import { findMessage, findOwnedRoom } from '../../../platform/chat'
import { type AppEnv, badRequest, rateLimit, readBody, readQuery } from '../../../platform/http'
import type { ChatRuntime } from '../chat-runtime'
import { parseEventId } from '../events'
import { ownerOf } from '../runtime'
import { writeEvents } from '../sse'
import type { TurnRequest } from '../turn/start'
import { actorOf, roomId } from './actor'

const oid = z.string().regex(/^[0-9a-f]{24}$/, 'Expected a 24-character id')
const common = {
  model: z.string().max(64).optional(),
  personaOid: oid.optional(),
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

/**
 * The streamed calls. Each answers an SSE stream of the assistant message's events;
 * refusals before the stream (no credits, no free chats) are JSON errors with 4xx.
 */
export function turnRoutes(runtime: ChatRuntime) {
  const app = new Hono<AppEnv>()
  // Denial-of-wallet guard: a person cannot start turns faster than anyone reads them.
  const turnLimit = rateLimit({ name: 'chat-turn', limit: 30, windowMs: 60_000 })

  const stream = (kind: TurnRequest['kind']) => async (c: Context<AppEnv>) => {
    const actor = actorOf(c)
    const id = roomId(c)
    const headerKey = c.req.header('idempotency-key')
    let request: TurnRequest
    if (kind === 'message') {
      const body = readBody(c, z.object({ message: z.string(), ...common }))
      request = { kind, text: body.message, ...pick(body, headerKey) }
    } else if (kind === 'reroll') {
      const body = readBody(c, z.object({ messageId: oid, ...common }))
      request = { kind, messageOid: body.messageId, ...pick(body, headerKey) }
    } else {
      const body = readBody(c, z.object(common))
      request = { kind, ...pick(body, headerKey) }
    }
    const { messageOid } = await runtime.startTurn(id, actor, request)
    return writeEvents(c, messageOid, (signal) => runtime.deps.hub.subscribe(messageOid, 0, signal))
  }

  app.post('/chat-room/:id/message', turnLimit, stream('message'))
  app.post('/chat-room/:id/reroll', turnLimit, stream('reroll'))
  app.post('/chat-room/:id/auto-chat', turnLimit, stream('auto-chat'))

  /**
   * Resume: replays a message's events after `Last-Event-ID` (`<messageOid>:<seq>`),
   * then follows it live; works on any instance sharing the database.
   */
  app.get('/chat-room/:id/stream', async (c) => {
    const actor = actorOf(c)
    const room = await findOwnedRoom(runtime.deps.database.db, roomId(c), ownerOf(actor))
    const query = readQuery(
      c,
      z.object({ messageId: oid.optional(), lastEventId: z.string().max(40).optional() }),
    )
    const last = parseEventId(c.req.header('last-event-id') ?? query.lastEventId)
    const messageOid = last?.messageOid ?? query.messageId ?? room.head_message_oid
    if (!messageOid) throw badRequest('MISSING_PARAMETERS', 'Missing required parameters')
    const message = await findMessage(runtime.deps.database.db, room.oid, messageOid)
    return writeEvents(c, message.oid, (signal) =>
      runtime.deps.hub.subscribe(message.oid, last?.seq ?? 0, signal),
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
    ...(body.testModeContext ? { testModeContext: body.testModeContext } : {}),
    ...(requestId ? { requestId } : {}),
  }
}
