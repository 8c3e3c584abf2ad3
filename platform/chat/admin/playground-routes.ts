import { Hono } from 'hono'
import { z } from 'zod'
import { type AppEnv, noteAdminChange, readBody, requireAdmin } from '../../http'
import type { ChatRuntime } from '../chat-runtime'
import { playgroundModels, runPlayground } from './playground'

/** At most this many messages in one playground conversation (the admin's and the model's). */
export const PLAYGROUND_MAX_MESSAGES = 40

const message = z.object({
  role: z.enum(['user', 'assistant']),
  text: z.string().trim().min(1, 'A message is empty').max(20_000),
})

const playgroundRequest = z.object({
  model: z.string().min(1).max(64),
  systemPrompt: z.string().max(20_000).default(''),
  messages: z
    .array(message)
    .min(1)
    .max(PLAYGROUND_MAX_MESSAGES, `At most ${PLAYGROUND_MAX_MESSAGES} messages`)
    .refine((list) => list.at(-1)?.role === 'user', 'The last message must be the admin’s'),
  temperature: z.number().min(0).max(2).optional(),
  maxOutputTokens: z.number().int().min(16).max(32_768).optional(),
})

/**
 * The admin playground and AI chat: any catalogue model, any prompt, one reply at a time.
 * Nothing is stored and nobody is charged; each run spends the provider's tokens, so it is
 * in the audit log with its model and usage (not its text).
 */
export function playgroundRoutes(runtime: ChatRuntime) {
  const app = new Hono<AppEnv>()
  app.get('/admin/models', (c) => {
    requireAdmin(c)
    return c.json({ models: playgroundModels(runtime.deps) })
  })
  app.post('/admin/playground', async (c) => {
    requireAdmin(c)
    const run = readBody(c, playgroundRequest)
    const reply = await runPlayground(runtime.deps, run)
    noteAdminChange(c, {
      action: 'chat-playground.run',
      after: {
        model: reply.model.id,
        messages: run.messages.length,
        inputTokens: reply.usage.inputTokens,
        outputTokens: reply.usage.outputTokens,
        credits: reply.credits,
        latencyMs: reply.latencyMs,
      },
    })
    return c.json(reply)
  })
  return app
}
