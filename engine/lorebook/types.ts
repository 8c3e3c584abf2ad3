/**
 * Compiled lorebook entry: SillyTavern World Info semantics, normalized by the compiler.
 * SillyTavern's `order` / `insertion_order` maps to `priority` (higher wins the budget
 * first and is placed closer to the chat, as in SillyTavern).
 */
export type SelectiveLogic = 'and-any' | 'and-all' | 'not-any' | 'not-all'

/** SillyTavern's world_info_position: ↑Char, ↓Char, @D, ↑AN, ↓AN, ↑EM, ↓EM. */
export type LorebookPosition =
  | 'before'
  | 'after'
  | 'atDepth'
  | 'anTop'
  | 'anBottom'
  | 'emTop'
  | 'emBottom'

export type LorebookRole = 'system' | 'user' | 'assistant'

export interface LorebookScope {
  /** Only active while the story is in this scene. */
  sceneId?: string
  /** Only active while this character is in the current scene's cast. */
  characterId?: string
}

export interface LorebookEntry {
  id: string
  /** Writer-facing label (SillyTavern `comment`). */
  name?: string
  comment?: string
  /** Primary keys: plain words or `/pattern/flags` regex literals; any one matching is enough. */
  keys: string[]
  secondaryKeys: string[]
  /**
   * Whether the secondary keys apply (SillyTavern `selective`); undefined = true. With
   * false they are ignored, as SillyTavern and the V2 card spec read the field.
   */
  selective?: boolean
  selectiveLogic: SelectiveLogic
  content: string
  /** Always active (still subject to groups, probability and the budget unless exempt). */
  constant: boolean
  /** Only honoured for constant entries: the entry is never dropped by the token budget. */
  budgetExempt: boolean
  /** Higher first when fitting the budget; higher is also inserted later (closer to the chat). */
  priority: number
  /** Stays active for this many further turns after activating (0 = off). */
  sticky: number
  /** Cannot activate again for this many turns after activating or after sticky ends (0 = off). */
  cooldown: number
  /** Cannot activate before this turn index (0 = off). */
  delay: number
  /** Percentage 0–100, only rolled when useProbability is true. */
  probability: number
  useProbability: boolean
  /** Messages scanned (newest first); undefined = the global setting. */
  scanDepth?: number
  /** undefined = the global setting. */
  caseSensitive?: boolean
  /** undefined = the global setting. */
  matchWholeWords?: boolean
  position: LorebookPosition
  /** Messages from the end of the history, for `atDepth`. */
  depth: number
  role: LorebookRole
  /** Inclusion group(s), comma separated as in SillyTavern; one winner per group. */
  group?: string
  /** Weight for the random pick inside a group (SillyTavern default 100). */
  groupWeight: number
  /** The highest-priority entry of the group wins instead of a weighted pick. */
  groupOverride?: boolean
  scope?: LorebookScope
  enabled: boolean
  /** Cannot be activated by recursion (only by the chat itself). */
  excludeRecursion: boolean
  /** Its content is not scanned for recursion. */
  preventRecursion: boolean
  /**
   * Can only be activated by recursion: true = level 1, a number N = not before recursion
   * level N (SillyTavern's delay levels, each scanned once the lower ones are done).
   */
  delayUntilRecursion: boolean | number
  /** Inclusion-group scoring for this entry; undefined = the book's setting. */
  useGroupScoring?: boolean
  /** SillyTavern's character filter: by character name or tag, inverted by `isExclude`. */
  characterFilter?: CharacterFilter
  /** Unknown import fields survive round trips. */
  extensions?: Record<string, unknown>
}

export interface CharacterFilter {
  names: string[]
  tags: string[]
  isExclude: boolean
}

/** A timed effect keyed to the turn index that started it, so a reroll never advances it. */
export interface TimedEffect {
  /** Turn index of the activation that created the effect. */
  activatedTurn: number
  /** First and last turn (inclusive) the effect applies to. */
  firstTurn: number
  lastTurn: number
  /**
   * Counted in chat messages instead (imported books, as SillyTavern): the message count
   * when the effect started and the count at which it ends (SillyTavern's start / end).
   * The turn fields are then unused.
   */
  messages?: { start: number; end: number }
}

export interface LorebookTimedState {
  sticky: Record<string, TimedEffect>
  cooldown: Record<string, TimedEffect>
}
