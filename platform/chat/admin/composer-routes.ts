import { Hono } from 'hono'
import { z } from 'zod'
import { type AppEnv, noteAdminChange, objectIdField, readBody, requireAdmin } from '../../http'
import type { ChatRuntime } from '../chat-runtime'
import { type ComposedPrompt, composeRoomPrompt } from './composer'

const composerRequest = z.object({
  roomOid: objectIdField(),
  userMessage: z.string().trim().min(1, 'Write the next message of the room').max(4000),
  systemPrompt: z.string().trim().min(1).max(20_000).optional(),
  persona: z
    .object({ name: z.string().trim().min(1).max(40), prompt: z.string().max(5000) })
    .optional(),
  lorebookEntryIds: z.array(z.string().min(1).max(200)).max(50).optional(),
  historyMessages: z.number().int().min(0).max(2000).optional(),
  model: z.string().min(1).max(64).optional(),
})

/**
 * The custom prompt composer: a real room's next prompt as the engine assembles it, with an
 * admin's system prompt, persona, forced lorebook entries and history length. A POST for the
 * size of its parts, but a read: nothing is stored, so nothing is audited.
 */
export function composerRoutes(runtime: ChatRuntime) {
  const app = new Hono<AppEnv>()
  app.post('/admin/prompt-composer', async (c) => {
    requireAdmin(c)
    const parts = readBody(c, composerRequest)
    const composed = await composeRoomPrompt(runtime.deps, runtime, parts)
    noteAdminChange(c, { unchanged: true })
    return c.json(composedView(composed))
  })
  return app
}

function composedView(composed: ComposedPrompt) {
  const { room, compiled, assembled } = composed
  const names = new Map(compiled.lorebook.map((entry) => [entry.id, entryName(entry)]))
  return {
    room: {
      roomOid: room.oid,
      title: room.title,
      contentOid: room.content_oid,
      ownerUserOid: room.owner_user_oid,
      language: compiled.language,
      promptType: composed.promptType,
      model: composed.modelId,
    },
    persona: composed.persona,
    messages: assembled.messages,
    sections: assembled.debug.sections,
    promptTokens: assembled.debug.promptTokens,
    history: {
      onPath: composed.historyOnPath,
      kept: assembled.debug.historyKept,
      dropped: assembled.debug.historyDropped,
      summarized: assembled.debug.historySummarized,
    },
    lorebook: assembled.debug.lorebook.map((record) => ({
      entryId: record.entryId,
      name: names.get(record.entryId) ?? record.entryId,
      outcome: record.outcome,
      why: record.outcome === 'activated' ? String(record.cause) : String(record.reason),
    })),
    entries: compiled.lorebook.map((entry) => ({
      id: entry.id,
      name: entryName(entry),
      keys: entry.keys,
      constant: entry.constant,
    })),
    credits: assembled.quote.credits,
  }
}

function entryName(entry: { id: string; name?: string; comment?: string; keys: string[] }) {
  return entry.name || entry.comment || entry.keys[0] || entry.id
}
