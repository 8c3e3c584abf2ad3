import { Hono } from 'hono'
import { z } from 'zod'
import { type AppEnv, queryInteger, readQuery } from '../../http'
import { actorOf } from '../actor'
import type { ChatRuntime } from '../chat-runtime'
import { type ChatRoom, findOwnedRoom } from '../rooms/rooms'
import { withStoryOwners } from '../rooms/story-owners'
import { type Actor, type ChatRuntimeDeps, ownerOf } from '../runtime'
import { listPromptLogs, type PromptLog, playerTurnTexts } from './prompt-logs'

const oid = z.string().regex(/^[0-9a-f]{24}$/, 'Expected a 24-character id')

/**
 * `GET /prompt-logs`: what was sent to the model, per turn, newest first. The room's owner
 * and admins may read a room's logs; the whole prompt (admin system prompt, cast, lore,
 * scene goals, the engine's record) is for admins and the story's creator only. Anyone
 * else gets `scope: 'own'`: their own message and the visible reply of each turn.
 */
export function promptLogRoutes(runtime: ChatRuntime) {
  const { deps } = runtime
  const db = deps.database.db
  const app = new Hono<AppEnv>()

  app.get('/prompt-logs', async (c) => {
    const actor = actorOf(c)
    const query = readQuery(
      c,
      z.object({ roomOid: oid, limit: queryInteger(z.number().int().min(1).max(100)).default(20) }),
    )
    const isAdmin = !!actor.user?.roles.includes('admin')
    const room = await findOwnedRoom(db, query.roomOid, ownerOf(actor), { asAdmin: isAdmin })
    const logs = await listPromptLogs(db, room.oid, query.limit)
    if (isAdmin || (await isStoryCreator(deps, actor, room))) {
      return c.json({ scope: 'full' as const, logs: logs.map(fullView) })
    }
    const texts = await playerTurnTexts(
      db,
      room.oid,
      logs.map((log) => log.message_oid),
    )
    return c.json({
      scope: 'own' as const,
      logs: logs.map((log) => ownView(log, texts.get(log.message_oid))),
    })
  })
  return app
}

async function isStoryCreator(deps: ChatRuntimeDeps, actor: Actor, room: ChatRoom) {
  if (!actor.user) return false
  const [withOwner] = await withStoryOwners(deps, [room])
  return withOwner?.story_owner_oid === actor.user.oid
}

function fullView(log: PromptLog) {
  return {
    messageId: log.message_oid,
    model: log.model,
    request: log.request,
    debug: log.debug,
    price: log.price,
    createdAt: log.created_at,
  }
}

/** The turn as the player saw it: no system message, no injected lore, no engine record. */
function ownView(
  log: PromptLog,
  texts: { userText: string | null; replyText: string | null } | undefined,
) {
  const request = (log.request ?? {}) as { offline?: unknown }
  const debug = (log.debug ?? {}) as { finishReason?: unknown; usage?: unknown }
  const price = (log.price ?? {}) as { charged?: unknown }
  return {
    messageId: log.message_oid,
    model: log.model,
    request: {
      messages: [
        ...(texts?.userText != null ? [{ role: 'user', content: texts.userText }] : []),
        ...(texts?.replyText != null ? [{ role: 'assistant', content: texts.replyText }] : []),
      ],
      offline: request.offline === true,
    },
    debug: {
      finishReason: debug.finishReason ?? null,
      usage: debug.usage ?? null,
    },
    price: { charged: typeof price.charged === 'number' ? price.charged : 0 },
    createdAt: log.created_at,
  }
}
