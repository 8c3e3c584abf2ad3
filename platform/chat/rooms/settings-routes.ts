/** A room's saved settings (the player's, the admin's, the theme) and its single fields. */
import { Hono } from 'hono'
import { z } from 'zod'
import { type AppEnv, badRequest, forbidden, objectIdField, parseInput, readBody } from '../../http'
import { actorOf, roomId } from '../actor'
import type { ChatRuntime } from '../chat-runtime'
import { personaNotFound } from '../errors'
import { findPersona } from '../personal/personas'
import { ownerOf } from '../runtime'
import { storyChatSettingsSchema } from '../turns/settings'
import { resolveTurnModel } from '../turns/turn-model'
import { modelAllowed, modelChoiceRefused } from './model-choice'
import { roomModel } from './room-model'
import { findOwnedRoom, updateRoom } from './rooms'

const oid = objectIdField()

type SettingsColumn = 'user_settings' | 'admin_settings' | 'theme'

/** The answer's key for a settings column. */
const ANSWER_KEYS: Record<SettingsColumn, string> = {
  user_settings: 'userSettings',
  admin_settings: 'adminSettings',
  theme: 'theme',
}

const adminSettingsSchema = z
  .object({
    promptType: storyChatSettingsSchema.shape.promptType,
    impersonationOn: z.boolean().optional(),
    testPromptOid: oid.nullable().optional(),
  })
  .strict()

const themeSchema = z
  .object({
    fontFamily: z.string().max(60).optional(),
    fontSize: z.number().int().min(10).max(32).optional(),
    background: z.string().max(60).optional(),
  })
  .strict()

export function roomSettingsRoutes(runtime: ChatRuntime): Hono<AppEnv> {
  const { deps } = runtime
  const db = deps.database.db
  const app = new Hono<AppEnv>()

  const settingsRoute = (
    path: string,
    column: SettingsColumn,
    schema: z.ZodType<Record<string, unknown>>,
    options: { adminOnly?: boolean } = {},
  ) =>
    app.post(`/chat-room/:id/${path}`, async (c) => {
      const actor = actorOf(c)
      const isAdmin = !!actor.user?.roles.includes('admin')
      const adminOnly = options.adminOnly ?? false
      if (adminOnly && !isAdmin) throw forbidden()
      const room = await findOwnedRoom(db, roomId(c), ownerOf(actor), {
        asAdmin: isAdmin && adminOnly,
      })
      const body = readBody(c, z.object({ settings: schema }))
      // A turn's model must be one the catalogue has: a room saved with another cannot chat.
      const named = (body.settings as { model?: unknown }).model
      if (typeof named === 'string') {
        resolveTurnModel(deps, named)
        // A player picks among the models the story offers (the story's own always).
        const { compiled } = await runtime.compiledFor(room.content_oid, room.compiled_version)
        if (!modelAllowed(compiled, named)) throw modelChoiceRefused()
      }
      // A room may name only the caller's own persona: another's is "not found".
      const personaOid = (body.settings as { personaOid?: unknown }).personaOid
      if (typeof personaOid === 'string') {
        if (!actor.user) throw personaNotFound()
        await findPersona(db, actor.user.oid, personaOid)
      }
      const merged = { ...(room[column] as Record<string, unknown>), ...body.settings }
      await updateRoom(db, room.oid, { [column]: merged })
      // The player's settings change what a turn costs: the answer carries the new quote.
      if (column !== 'user_settings') return c.json({ [ANSWER_KEYS[column]]: merged })
      const model = await roomModel(runtime, { ...room, user_settings: merged })
      return c.json({ [ANSWER_KEYS[column]]: merged, model })
    })
  settingsRoute('user-settings', 'user_settings', storyChatSettingsSchema.strict())
  settingsRoute('admin-settings', 'admin_settings', adminSettingsSchema, { adminOnly: true })
  settingsRoute('user-theme', 'theme', themeSchema)

  app.post('/chat-room/:id/update-field', async (c) => {
    const actor = actorOf(c)
    const room = await findOwnedRoom(db, roomId(c), ownerOf(actor))
    const body = readBody(
      c,
      z.object({
        fieldName: z.enum(['title', 'bookmarks', 'autoProgress']),
        fieldValue: z.unknown(),
      }),
    )
    if (body.fieldName === 'title') {
      const title = z.string().trim().min(1).max(100).safeParse(body.fieldValue)
      if (!title.success) throw badRequest('TITLE_UPDATE_FAILED', 'Failed to update title.')
      await updateRoom(db, room.oid, { title: title.data })
      return c.json({ title: title.data })
    }
    const value =
      body.fieldName === 'bookmarks'
        ? parseInput(z.array(oid).max(500), body.fieldValue)
        : parseInput(z.boolean(), body.fieldValue)
    const options = { ...(room.options as Record<string, unknown>), [body.fieldName]: value }
    await updateRoom(db, room.oid, { options })
    return c.json({ options })
  })

  return app
}
