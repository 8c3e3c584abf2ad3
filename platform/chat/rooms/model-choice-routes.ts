/** The models a room's player may choose, each with the quote a turn on it would hold. */
import { Hono } from 'hono'
import type { AppEnv } from '../../http'
import { actorOf, roomId } from '../actor'
import type { ChatRuntime } from '../chat-runtime'
import { ownerOf } from '../runtime'
import { turnQuoteView } from '../turns/quote'
import { type StoryChatSettings, storyChatSettingsSchema } from '../turns/settings'
import { allowedSavedModel, choosableModels } from './model-choice'
import { findOwnedRoom } from './rooms'

export function roomModelChoiceRoutes(runtime: ChatRuntime): Hono<AppEnv> {
  const { deps } = runtime
  const app = new Hono<AppEnv>()

  /**
   * `choice` says whether the story lets players choose; `models` are the ones offered
   * that the server's catalogue has, each quoted at the room's settings by the function
   * a turn's hold uses; `selected` is the one the next turn uses.
   */
  app.get('/chat-room/:id/models', async (c) => {
    const actor = actorOf(c)
    const room = await findOwnedRoom(deps.database.db, roomId(c), ownerOf(actor))
    const { compiled } = await runtime.compiledFor(room.content_oid, room.compiled_version)
    const settings = storyChatSettingsSchema.parse(room.user_settings ?? {}) as StoryChatSettings
    const models = choosableModels(compiled).flatMap((id) => {
      try {
        const { descriptor, offline } = deps.resolveModel(id)
        return [
          {
            id,
            label: descriptor.label,
            offline,
            feeCredits: descriptor.feeCredits,
            quote: turnQuoteView(descriptor, settings),
          },
        ]
      } catch {
        // A model the story offers that this server's catalogue lacks is not offered.
        return []
      }
    })
    return c.json({
      choice: compiled.playerModels !== undefined && models.length > 1,
      selected: allowedSavedModel(compiled, settings.model) ?? compiled.model,
      models,
    })
  })

  return app
}
