import type { ChatModelResolver, ChatModels } from '../../platform/chat'
import { UnknownChatModelError } from '../../platform/chat'
import {
  DEFAULT_MAX_PROMPT_TOKENS,
  type ModelResolver,
  streamGeneration,
  UnknownModelError,
} from '../models'
import { seedOf } from '../models/offline'

/** The model registry as chat's ports: generation, the offline seed and the resolver. */
export const chatModels: ChatModels = { streamGeneration, seedOf }

/**
 * The registry's resolver in chat's terms: the prompt cap's default filled in, and an
 * unknown id as chat's own error.
 */
export function chatModelResolver(resolve: ModelResolver): ChatModelResolver {
  return (modelId) => {
    try {
      const resolved = resolve(modelId)
      return {
        ...resolved,
        descriptor: {
          ...resolved.descriptor,
          maxPromptTokens: resolved.descriptor.maxPromptTokens ?? DEFAULT_MAX_PROMPT_TOKENS,
        },
      }
    } catch (error) {
      if (error instanceof UnknownModelError) throw new UnknownChatModelError(modelId)
      throw error
    }
  }
}
