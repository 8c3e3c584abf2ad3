import type { RandomSource } from '../random'
import type { Tokenizer } from '../tokenizer/types'
import type { ScanMessage } from './scan-window'
import type { LorebookEntry, LorebookTimedState, TimedEffect } from './types'

export interface LorebookScanInput {
  /** Oldest → newest, including the player's new message. */
  messages: readonly ScanMessage[]
  /** The turn being generated; timed effects are keyed to it. */
  turnIndex: number
  sceneId?: string
  /** Characters present in the current scene, for character-scoped entries. */
  castIds?: readonly string[]
  /** Names and tags of the characters present, for SillyTavern's character filter. */
  castNames?: readonly string[]
  castTags?: readonly string[]
  /**
   * Chat messages so far as SillyTavern counts them (greeting and the new message
   * included), for books whose timed effects count messages. Defaults to `2 × turnIndex`.
   */
  messageCount?: number
}

export interface LorebookSettings {
  /** Messages scanned when an entry has no scan depth of its own (SillyTavern default 2). */
  scanDepth: number
  caseSensitive: boolean
  matchWholeWords: boolean
  /** Tokens available to activated entries (budget-exempt constants do not count). */
  tokenBudget: number
  /** Extra passes over activated text; 0 turns recursion off, Infinity has no limit. */
  maxRecursionSteps: number
  /**
   * When an entry does not fit the budget: `stop` (SillyTavern) ends the activation there,
   * with no more recursion; `skip` (default) drops it and goes on, a smaller one may fit.
   */
  overflow?: 'stop' | 'skip'
  /** Inclusion groups keep only their best-scoring members (SillyTavern `use_group_scoring`). */
  useGroupScoring?: boolean
  /** Messages are scanned as `Name: text` (SillyTavern `world_info_include_names`); default true. */
  includeNames?: boolean
  /** Sticky, cooldown and delay count turns (default) or chat messages (SillyTavern). */
  timedEffectsUnit?: 'turns' | 'messages'
}

export const defaultLorebookSettings: LorebookSettings = {
  scanDepth: 2,
  caseSensitive: false,
  matchWholeWords: false,
  tokenBudget: 2048,
  maxRecursionSteps: 3,
  overflow: 'skip',
  useGroupScoring: false,
  includeNames: true,
  timedEffectsUnit: 'turns',
}

export interface LorebookPorts {
  tokenizer: Tokenizer
  /**
   * This activation's own source. Once no entry left can fit the budget, the passes left
   * (and their rolls) only decide the debug record's reasons, so they run when `debug` is
   * first read: a source shared with later draws would see those rolls late.
   */
  random: RandomSource
  /**
   * Renders the text that will be inserted (macro expansion); identity when absent. Pure:
   * it may also be called for entries that are not inserted.
   */
  renderContent?: (entry: LorebookEntry) => string
  /**
   * Expands macros in a key before it is matched (SillyTavern's substituteParams on keys);
   * identity when absent. Only called for keys holding `{{`.
   */
  renderKey?: (key: string) => string
}

export type ActivationCause = 'constant' | 'sticky' | 'keys'

export type DropReason =
  | 'disabled'
  | 'scope'
  | 'delay'
  | 'cooldown'
  | 'no-match'
  | 'secondary-keys'
  | 'delay-until-recursion'
  | 'group'
  | 'probability'
  | 'budget'

export type LorebookDebugRecord =
  | {
      entryId: string
      outcome: 'activated'
      cause: ActivationCause
      /** 0 = the chat itself, n = the n-th recursion pass. */
      step: number
      matchedKey?: string
      tokens: number
    }
  | { entryId: string; outcome: 'dropped'; reason: DropReason; step: number; tokens?: number }

export interface ActivatedEntry {
  entry: LorebookEntry
  content: string
  tokens: number
  cause: ActivationCause
  step: number
}

export type TimedEffectKind = 'sticky' | 'cooldown'

/** What to change in the timed state; apply with applyTimedEffectsPlan at the edge. */
export interface TimedEffectsPlan {
  turnIndex: number
  set: { kind: TimedEffectKind; entryId: string; effect: TimedEffect }[]
  remove: { kind: TimedEffectKind; entryId: string }[]
}

export interface LorebookActivation {
  /** In activation order (priority, then step). */
  activated: ActivatedEntry[]
  /**
   * Every activated entry in placement order: lowest priority first, so the highest sits
   * closest to the chat. The turn lays them out by position (engine/turn/placement.ts).
   */
  placed: ActivatedEntry[]
  /** The entries of one position each, in the same order. */
  before: ActivatedEntry[]
  after: ActivatedEntry[]
  atDepth: ActivatedEntry[]
  /** Tokens charged to the budget (budget-exempt constants excluded). */
  budgetTokensUsed: number
  /** One record per entry, in the lorebook's order. */
  debug: LorebookDebugRecord[]
  timedEffectsPlan: TimedEffectsPlan
}

export type { LorebookTimedState }
