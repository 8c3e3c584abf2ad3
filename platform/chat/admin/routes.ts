import { Hono } from 'hono'
import { sql } from 'kysely'
import { z } from 'zod'
import { PROMPT_TYPES } from '../../../engine/turn'
import { DEFAULT_PROMPTS } from '../../../prompts'
import {
  type AppEnv,
  noteAdminChange,
  objectIdField,
  queryInteger,
  readBody,
  readQuery,
  requireAdmin,
} from '../../http'
import type { ChatRuntime } from '../chat-runtime'
import {
  activateSystemPrompt,
  createTestPrompt,
  deleteTestPrompt,
  listSystemPrompts,
  listTestPrompts,
  saveSystemPrompt,
  updateTestPrompt,
} from './system-prompts'

const oid = objectIdField()
const language = z.enum(['en', 'ko', 'jp', 'es'])
const promptType = z.enum(PROMPT_TYPES)
const promptText = z.string().trim().min(1).max(20_000)

/** Admin-only story-chat calls: system and test prompts, room housekeeping, credit reports. */
export function adminRoutes(runtime: ChatRuntime) {
  const db = runtime.deps.database.db
  const app = new Hono<AppEnv>()

  app.get('/system-prompts', async (c) => {
    requireAdmin(c)
    const prompts = await listSystemPrompts(db)
    return c.json({
      prompts: prompts.map((prompt) => ({
        oid: prompt.oid,
        promptType: prompt.prompt_type,
        language: prompt.language,
        version: prompt.version,
        text: prompt.text,
        active: prompt.active,
        createdAt: prompt.created_at,
      })),
      defaults: Object.fromEntries(
        Object.entries(DEFAULT_PROMPTS).map(([lang, templates]) => [lang, templates.system]),
      ),
    })
  })
  app.post('/system-prompts', async (c) => {
    const admin = requireAdmin(c)
    const body = readBody(c, z.object({ promptType, language, text: promptText }))
    const saved = await saveSystemPrompt(db, { ...body, createdBy: admin.oid })
    noteAdminChange(c, {
      action: 'system-prompt.save',
      target: { kind: 'system-prompt', oid: saved.oid },
      before: versionOf(saved.replaced),
      after: { promptType: body.promptType, language: body.language, ...versionOf(saved) },
    })
    return c.json({ oid: saved.oid, version: saved.version, active: saved.active })
  })
  app.post('/system-prompts/activate', async (c) => {
    requireAdmin(c)
    const body = readBody(c, z.object({ oid }))
    const active = await activateSystemPrompt(db, body.oid)
    noteAdminChange(c, {
      action: 'system-prompt.activate',
      target: { kind: 'system-prompt', oid: active.oid },
      before: versionOf(active.replaced),
      after: { promptType: active.prompt_type, language: active.language, ...versionOf(active) },
    })
    return c.json({ oid: active.oid, version: active.version, active: true })
  })

  app.get('/test-prompts', async (c) => {
    requireAdmin(c)
    const prompts = await listTestPrompts(db)
    return c.json({ prompts: prompts.map(testPromptView) })
  })
  app.post('/test-prompts', async (c) => {
    const admin = requireAdmin(c)
    const body = readBody(
      c,
      z.object({ name: z.string().trim().min(1).max(100), promptType, text: promptText }),
    )
    const prompt = await createTestPrompt(db, { ...body, createdBy: admin.oid })
    noteAdminChange(c, {
      action: 'test-prompt.create',
      target: { kind: 'test-prompt', oid: prompt.oid },
      after: body,
    })
    return c.json({ prompt: testPromptView(prompt) })
  })
  app.post('/test-prompts/update', async (c) => {
    requireAdmin(c)
    const body = readBody(
      c,
      z.object({
        oid,
        name: z.string().trim().min(1).max(100).optional(),
        promptType: promptType.optional(),
        text: promptText.optional(),
      }),
    )
    return c.json({ prompt: testPromptView(await updateTestPrompt(db, body.oid, body)) })
  })
  app.delete('/test-prompts', async (c) => {
    requireAdmin(c)
    const body = readBody(c, z.object({ oid }))
    await deleteTestPrompt(db, body.oid)
    return c.json({ ok: true })
  })

  /** Rooms by credits spent on their replies, highest first (spec default limit 100). */
  app.get('/top-credit-consuming-chats', async (c) => {
    requireAdmin(c)
    const query = readQuery(
      c,
      z.object({ limit: queryInteger(z.number().int().min(1).max(1000)).default(100) }),
    )
    const rows = await db
      .selectFrom('chat_messages')
      .innerJoin('chat_rooms', 'chat_rooms.oid', 'chat_messages.room_oid')
      .select([
        'chat_rooms.oid as roomOid',
        'chat_rooms.content_oid as contentOid',
        'chat_rooms.owner_user_oid as userOid',
        sql<number>`sum(chat_messages.credits_charged)::int`.as('credits'),
        sql<number>`count(*)::int`.as('replies'),
      ])
      .where('chat_messages.role', '=', 'assistant')
      .groupBy(['chat_rooms.oid', 'chat_rooms.content_oid', 'chat_rooms.owner_user_oid'])
      .having(sql`sum(chat_messages.credits_charged)`, '>', 0)
      .orderBy('credits', 'desc')
      .limit(query.limit)
      .execute()
    return c.json({ chats: rows })
  })

  return app
}

function testPromptView(prompt: {
  oid: string
  name: string
  prompt_type: string
  text: string
  created_at: Date
}) {
  return {
    oid: prompt.oid,
    name: prompt.name,
    promptType: prompt.prompt_type,
    text: prompt.text,
    createdAt: prompt.created_at,
  }
}

/** A prompt version as the audit log keeps it: its number and text (null: the built-in one). */
function versionOf(prompt: { version: number; text: string } | null) {
  return prompt ? { version: prompt.version, text: prompt.text } : null
}
