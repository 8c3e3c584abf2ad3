import { badRequest } from '../../http'
import { UnknownChatModelError } from '../ports'
import type { ChatRuntimeDeps } from '../runtime'

/**
 * The model a client names: 400 'Unknown model: …' when the catalogue has no such id
 * (the caller's mistake, not a 500).
 */
export function resolveTurnModel(deps: Pick<ChatRuntimeDeps, 'resolveModel'>, modelId: string) {
  try {
    return deps.resolveModel(modelId)
  } catch (error) {
    if (error instanceof UnknownChatModelError)
      throw badRequest('UNKNOWN_MODEL', `Unknown model: ${modelId}`)
    throw error
  }
}

/**
 * The turn's model: the request's, else the room's setting, else the story's. A setting
 * saved before its model left the catalogue falls back to the story's model, so the room
 * goes on (the player has no model picker to get out of it); a request naming an unknown
 * model is refused.
 */
export function turnModel(
  deps: Pick<ChatRuntimeDeps, 'resolveModel' | 'logger'>,
  requested: string | undefined,
  saved: string | undefined,
  storyModel: string,
) {
  if (requested === undefined && saved !== undefined) {
    try {
      return { modelId: saved, resolved: deps.resolveModel(saved) }
    } catch (error) {
      if (!(error instanceof UnknownChatModelError)) throw error
      deps.logger.warn(
        { model: saved },
        'saved model not in the catalogue: the story model is used',
      )
    }
  }
  const modelId = requested ?? storyModel
  return { modelId, resolved: resolveTurnModel(deps, modelId) }
}
