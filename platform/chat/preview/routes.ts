/**
 * The story page's preview of a published story, before any room: its cast with
 * portraits, its openings as they will read, its tags and what a turn costs.
 */
import { Hono } from 'hono'
import { z } from 'zod'
import { DEFAULT_READER_NAME, greetingText, initialState } from '../../../engine/turn'
import { type AppEnv, forbidden, objectIdField, readQuery } from '../../http'
import type { ChatRuntime } from '../chat-runtime'
import { choosableModels } from '../rooms/model-choice'
import { turnQuoteView } from '../turns/quote'
import { resolveTurnModel } from '../turns/turn-model'

const query = z.object({ contentOid: objectIdField() })

export function storyPreviewRoutes(runtime: ChatRuntime): Hono<AppEnv> {
  const { deps } = runtime
  const app = new Hono<AppEnv>()

  /** Public, as the story page is; an adult story only for an adult-verified reader. */
  app.get('/story-preview', async (c) => {
    const { contentOid } = readQuery(c, query)
    const viewer = c.get('auth').user
    const published = await deps.stories.getPublishedContent(contentOid)
    const access = await deps.stories.canView(viewer, contentOid)
    if (access.reason === 'adult-gated') {
      throw forbidden('Adult verification is required.', 'ADULT_VERIFICATION_REQUIRED')
    }
    const { compiled } = await runtime.compiledFor(contentOid, published.version)
    const { descriptor, offline } = resolveTurnModel(deps, compiled.model)
    const name = viewer?.nickname || DEFAULT_READER_NAME
    const reader = { user: name, nickname: name }
    return c.json({
      contentOid,
      cast: compiled.cast.map((character) => ({
        id: character.id,
        name: character.name,
        description: character.description,
        // The first free picture of the character, as the chat's side panel shows it.
        portraitUrl:
          compiled.images.find(
            (image) => character.imageIds.includes(image.id) && image.price === 0,
          )?.url ?? null,
      })),
      openings: compiled.startPoints
        .filter((start) => !start.groupOnly)
        .map((start) => ({
          id: start.id,
          title: start.title,
          greeting: greetingText(compiled, start.id, initialState(compiled, start.id), reader),
        })),
      hashtags: compiled.hashtags,
      // A turn's price at the default settings on the story's own model.
      model: {
        id: compiled.model,
        label: descriptor.label,
        offline,
        feeCredits: descriptor.feeCredits,
        quote: turnQuoteView(descriptor, {}),
      },
      modelChoice: choosableModels(compiled).length > 1,
    })
  })

  return app
}
