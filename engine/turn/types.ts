import type { StoryLanguage } from '../compiled'
import type {
  LorebookDebugDigest,
  LorebookDebugRecord,
  LorebookIndex,
  LorebookSettings,
  TimedEffectsPlan,
} from '../lorebook'
import type { MacroNames } from '../macros'
import type { PriceBreakdown, PriceInput, ResponseLength } from '../pricing'
import type { RandomSource } from '../random'
import type { Tokenizer } from '../tokenizer'
import type { TurnState } from './state'
import type { PromptTemplates } from './templates'
import type { TriggerLog } from './triggers'

export type ChatRole = 'system' | 'user' | 'assistant'

export interface PromptMessage {
  role: ChatRole
  content: string
}

/** A message of the room's history as the runtime stores it. */
export interface HistoryMessage {
  id: string
  role: 'user' | 'assistant'
  content: string
  /** Turn the message belongs to, so summaries can replace it. */
  turnIndex: number
}

export type TurnMode = 'chat' | 'impersonate' | 'auto-chat'

export interface TurnInput {
  /** The player's message ('' for impersonation or auto-chat). */
  userMessage: string
  userMessageId?: string
  /** Oldest → newest, without the new message. */
  history: readonly HistoryMessage[]
  mode?: TurnMode
}

export type InferenceLevel = 'basic' | 'advanced' | 'expert'

export interface Persona {
  name: string
  prompt: string
}

export interface TurnSettings {
  language: StoryLanguage
  promptType: string
  /** Admin overrides of the system prompt, by prompt type. */
  promptOverrides?: Readonly<Record<string, string>>
  templates: PromptTemplates
  persona: Persona
  nickname?: string
  responseLength: ResponseLength
  /** 0–100, default 50. */
  detailLevel: number
  enhancedInference: boolean
  inferenceLevel: InferenceLevel
  /** Impersonation: the AI writes the player's turn, as the persona or this character. */
  impersonationCharacterId?: string
  /** Ask the model for a `<state>{…}</state>` block with variable updates. */
  structuredState: boolean
  /**
   * `contextTokens`: the model's window, prompt and reply together. `maxPromptTokens`: the
   * most a prompt may hold whatever the window (the operator's cost cap); the history past
   * it is left out, newest kept, and the room's summaries carry it.
   */
  model: { fee: number; contextTokens: number; maxPromptTokens?: number }
  /** Token limit per response length. */
  maxTokens: Record<ResponseLength, number>
  temperature: number
  lorebook: LorebookSettings
}

export const defaultTurnSettings = {
  promptType: 'roleplay',
  responseLength: 'normal',
  detailLevel: 50,
  enhancedInference: false,
  inferenceLevel: 'basic',
  structuredState: false,
  maxTokens: { short: 300, normal: 600, long: 1200 },
  temperature: 0.9,
} as const satisfies Partial<TurnSettings>

export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number
}

export interface TurnPorts {
  tokenizer: Tokenizer
  random: RandomSource
  clock: Clock
  /** Prebuilt index; otherwise one is built once per compiled lorebook and memoized. */
  lorebookIndex?: LorebookIndex
}

export interface ReasoningOptions {
  enabled: true
  level: InferenceLevel
  /** Token budget for hidden reasoning. */
  budgetTokens: number
}

export interface GenerationParameters {
  maxTokens: number
  temperature: number
  reasoning?: ReasoningOptions
}

export interface TurnDebug {
  turnIndex: number
  mode: TurnMode
  sections: { name: string; tokens: number }[]
  lorebook: LorebookDebugRecord[]
  historyKept: number
  historyDropped: number
  historySummarized: number
  historyBudget: number
  promptTokens: number
  /** Triggers that fired at turn start (turn-start and user-text). */
  triggersFired: string[]
}

/** A turn's debug record as a prompt log stores it: the lorebook's record as a digest. */
export type StoredTurnDebug = Omit<TurnDebug, 'lorebook'> & { lorebook: LorebookDebugDigest }

/** What afterTurn needs from the assembly of the same turn. */
export interface PendingTurn {
  turnIndex: number
  mode: TurnMode
  userText: string
  /** State after turn-start triggers; afterTurn continues from it. */
  startState: TurnState
  timedEffectsPlan: TimedEffectsPlan
  /** For `actualPrice(priceInput, billableTokens, produced)` at settlement. */
  priceInput: PriceInput
  billableTokens: number
  /** Turn-start triggers already applied to startState, reported again by afterTurn. */
  triggerLog: TriggerLog
  /**
   * Who `{{user}}` and `{{char}}` were in this turn's prompt: the reply's name macros
   * render with them, streamed (`createNameMacroStream`) and stored (afterTurn).
   */
  names: MacroNames
}

export interface AssembledTurn {
  messages: PromptMessage[]
  generation: GenerationParameters
  quote: PriceBreakdown
  debug: TurnDebug
  pending: PendingTurn
}
