import { Hono } from 'hono'
import { z } from 'zod'
import { mergeRequest } from '../../../engine/turn'
import { promptTemplates } from '../../../prompts'
import { type AppEnv, badRequest, objectIdField, rateLimit, readBody, readQuery } from '../../http'
import { actorOf } from '../actor'
import type { ChatRuntime } from '../chat-runtime'
import { activePath, type ChatMessage } from '../rooms/messages'
import { findOwnedRoom } from '../rooms/rooms'
import { ownerOf } from '../runtime'
import { summariesOnPath } from './summaries'
import { completeSummary, summarizeRange } from './summarize'

const oid = objectIdField()

/**
 * Plot summaries: a range of the conversation is summarized by the room's model and
 * linked to its first and last message, so it replaces them in later prompts and drops
 * out when a rollback takes its end off the path. Merges are previewed, never saved here.
 */
export function summaryRoutes(runtime: ChatRuntime) {
  const { deps } = runtime
  const db = deps.database.db
  const app = new Hono<AppEnv>()
  const limit = rateLimit({ name: 'plot-summaries', limit: 20, windowMs: 60_000 })

  app.get('/plot-summaries', async (c) => {
    const actor = actorOf(c)
    const query = readQuery(c, z.object({ roomOid: oid }))
    const room = await findOwnedRoom(db, query.roomOid, ownerOf(actor))
    const path = await activePath(db, room.head_message_oid)
    const summaries = await summariesOnPath(
      db,
      room.oid,
      new Set(path.map((message) => message.oid)),
    )
    return c.json({ summaries: summaries.map(summaryView) })
  })

  /** `indices`: positions on the active path (0 = the opening message), consecutive. */
  app.post('/plot-summaries/compress', limit, async (c) => {
    const actor = actorOf(c)
    const body = readBody(
      c,
      z.object({ roomOid: oid, indices: z.array(z.number().int().min(0)).min(2).max(500) }),
    )
    const room = await findOwnedRoom(db, body.roomOid, ownerOf(actor))
    const sorted = [...new Set(body.indices)].sort((a, b) => a - b)
    if (sorted.some((index, position) => position > 0 && index !== sorted[position - 1]! + 1)) {
      throw badRequest('INDICES_NOT_CONSECUTIVE', 'Choose consecutive messages to compress.')
    }
    const path = (await activePath(db, room.head_message_oid)).filter((message) => !message.hidden)
    const range = sorted.map((index) => path[index])
    if (range.some((message) => message?.status !== 'complete')) {
      throw badRequest('INDICES_OUT_OF_RANGE', 'Those messages are not all in the conversation.')
    }
    const summary = await summarizeRange(
      deps,
      runtime.compiledFor,
      room,
      range as ChatMessage[],
      actor.user?.nickname ?? 'Player',
    )
    return c.json({ summary: summaryView(summary) })
  })

  app.post('/plot-summaries/merge-preview', limit, async (c) => {
    const actor = actorOf(c)
    const body = readBody(c, z.object({ roomOid: oid, summaryOids: z.array(oid).min(2).max(20) }))
    const room = await findOwnedRoom(db, body.roomOid, ownerOf(actor))
    const path = await activePath(db, room.head_message_oid)
    const onPath = await summariesOnPath(db, room.oid, new Set(path.map((message) => message.oid)))
    const chosen = onPath.filter((summary) => body.summaryOids.includes(summary.oid))
    if (chosen.length !== new Set(body.summaryOids).size)
      throw badRequest('SUMMARY_NOT_FOUND', 'Summary not found')
    const { compiled } = await runtime.compiledFor(room.content_oid, room.compiled_version)
    const merge = mergeRequest(
      promptTemplates(compiled.language),
      chosen.map((summary) => ({
        startTurn: summary.start_turn,
        endTurn: summary.end_turn,
        content: summary.content,
      })),
    )
    if (!merge.ok)
      throw badRequest('SUMMARIES_NOT_ADJACENT', 'Only adjacent summaries can be merged.')
    const text = await completeSummary(
      deps,
      compiled.model,
      merge.messages as Array<{ role: 'user'; content: string }>,
    )
    return c.json({
      preview: { startTurn: merge.startTurn, endTurn: merge.endTurn, content: text },
    })
  })

  return app
}

function summaryView(summary: {
  oid: string
  start_turn: number
  end_turn: number
  content: string
  start_message_oid: string
  end_message_oid: string
}) {
  return {
    summaryOid: summary.oid,
    startTurn: summary.start_turn,
    endTurn: summary.end_turn,
    startMessageId: summary.start_message_oid,
    endMessageId: summary.end_message_oid,
    content: summary.content,
  }
}
