import type { CompiledStory } from '../../../engine/compiled'
import { forbidden } from '../../http'

/** The models a player may choose for their turns: the story's own, then those it offers. */
export function choosableModels(compiled: Pick<CompiledStory, 'model' | 'playerModels'>): string[] {
  return compiled.playerModels?.length ? [...compiled.playerModels] : [compiled.model]
}

/** Whether a saved or named model may run this story's turns for its player. */
export function modelAllowed(
  compiled: Pick<CompiledStory, 'model' | 'playerModels'>,
  modelId: string,
): boolean {
  return choosableModels(compiled).includes(modelId)
}

/**
 * A room's saved model as the story allows it: a model the story no longer offers (or
 * never did: a user's defaults from another story) gives way to the story's own.
 */
export function allowedSavedModel(
  compiled: Pick<CompiledStory, 'model' | 'playerModels'>,
  saved: string | undefined,
): string | undefined {
  return saved !== undefined && modelAllowed(compiled, saved) ? saved : undefined
}

export const modelChoiceRefused = () =>
  forbidden('This story does not let players choose this model.', 'MODEL_CHOICE_NOT_ALLOWED')
