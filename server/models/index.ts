export {
  createModelCatalogue,
  DEFAULT_MAX_PROMPT_TOKENS,
  DEFAULT_MODEL_ID,
  DEFAULT_MODELS,
  loadModelCatalogue,
  type ModelCatalogue,
  type ModelDescriptor,
  type ProviderName,
} from './catalogue'
export {
  foldSystemMessages,
  type GenerationPart,
  type GenerationRequest,
  streamGeneration,
} from './generate'
export { createOfflineModel, type OfflineStoryHints } from './offline'
export {
  createModelResolver,
  type ModelResolver,
  type ProviderSettings,
  type ResolvedModel,
  UnknownModelError,
} from './providers'
