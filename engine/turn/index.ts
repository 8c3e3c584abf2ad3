export { type AfterTurnDebug, type AfterTurnResult, afterTurn } from './after-turn'
export { assembleTurn } from './assemble'
export { greetingText, sceneOpeningText } from './greeting'
export { DEFAULT_READER_NAME, openingText, type Reader, readerMacros } from './reader'
export { chooseSituationImage, type SituationImageChoice } from './situation-image'
export {
  type ForcedLorebookEntry,
  type InjectedInstruction,
  initialState,
  type Summary,
  type TurnState,
} from './state'
export { applyStateBlock, type StateBlockResult } from './state-block'
export { storedTurnDebug } from './stored-debug'
export { mergeRequest, summariesAtTurn, summaryRequest, withSummary } from './summaries'
export { fillTemplate, PROMPT_TYPES, type PromptTemplates, type PromptType } from './templates'
export type { SceneMove, TriggerLog } from './triggers'
export { type TurnPricingSettings, turnPricing } from './turn-pricing'
export type {
  AssembledTurn,
  ChatRole,
  Clock,
  GenerationParameters,
  HistoryMessage,
  InferenceLevel,
  PendingTurn,
  Persona,
  PromptMessage,
  ReasoningOptions,
  StoredTurnDebug,
  TurnDebug,
  TurnInput,
  TurnMode,
  TurnPorts,
  TurnSettings,
} from './types'
export { defaultTurnSettings } from './types'
export type { InvalidUpdate, VariableChange } from './variable-updates'
