/**
 * The compiled story: the plain-JSON artefact `compile` produces from a canvas and its
 * metadata, and the only input the turn assembler and the runtime read. It is stored
 * per published version and identified by `hash`. Writer's notes are dropped.
 */
import type { Condition, VariableValue } from '../conditions/ast'
import type { LorebookBookSettings } from '../lorebook/book-settings'
import type { LorebookEntry } from '../lorebook/types'

export type { Condition, LorebookEntry, VariableValue }

/** Languages a story can be written in. */
export type StoryLanguage = 'en' | 'ko' | 'jp' | 'es'

/** Free to chat, or a fixed price in credits. */
export type StoryPricing = { kind: 'free' } | { kind: 'paid'; price: number }

export interface CompiledStory {
  /** `ENGINE_VERSION` of the compiler that produced this story. */
  engineVersion: string
  /** SHA-256 hex of the canonical JSON of every other field. */
  hash: string
  title: string
  /** Short catalogue line (≤ 40 characters). */
  briefIntro: string
  description: string
  /** Thumbnail asset URL or id. */
  thumbnail: string
  hashtags: string[]
  language: StoryLanguage
  /** Model id from the model catalogue (e.g. 'gemini'). */
  model: string
  /**
   * The models a player may choose for their turns, the story's own first; absent when
   * the story does not let players choose (the hash of such a story is unchanged).
   */
  playerModels?: string[]
  pricing: StoryPricing
  adult: boolean
  /** 'classic' allows 3 tags per image, 'new' allows 7. */
  imageTaggingMode: 'classic' | 'new'
  /** Openings the player may pick, 1–5. */
  startPoints: CompiledStartPoint[]
  scenes: CompiledScene[]
  cast: CompiledCharacter[]
  /** Variable schema with initial values. */
  variables: CompiledVariable[]
  triggers: CompiledTrigger[]
  /** Entries ordered by priority (descending), then id in natural order. */
  lorebook: LorebookEntry[]
  /** The lorebook's settings; absent = the studio's defaults. */
  lorebookSettings?: LorebookBookSettings
  images: CompiledImage[]
  imageCategories: CompiledImageCategory[]
}

export interface CompiledStartPoint {
  id: string
  title: string
  /** The first AI message shown when the player picks this opening. */
  greeting: string
  /** Scene the story enters. */
  sceneId: string
  /** Initial variable values that replace the schema's for this opening. */
  variableOverrides: Record<string, VariableValue>
  /** Imported from a card's `group_only_greetings`. */
  groupOnly: boolean
}

export interface CompiledScene {
  id: string
  title: string
  /** Where we are and what is happening, told to the model. */
  situation: string
  /** What the player is trying to achieve here. */
  goals: string
  /** Instructions to the AI for this scene (text-node instructions appended). */
  instructions: string
  tags: string[]
  /** Outgoing moves, checked in order after each turn; the first whose condition holds wins. */
  transitions: CompiledTransition[]
  /** What is in play in this scene. */
  scope: CompiledSceneScope
}

export interface CompiledTransition {
  /** Target scene id. */
  to: string
  /** Absent means the move is offered unconditionally (the model or a trigger decides). */
  condition?: Condition
}

export interface CompiledSceneScope {
  /** Characters present in the scene (empty = the whole cast). */
  characterIds: string[]
  /** Lorebook entries scoped to this scene. */
  lorebookEntryIds: string[]
}

export interface CompiledCharacter {
  id: string
  name: string
  description: string
  personality: string
  /** Example dialogue in the card's `<START>` block form. */
  exampleDialogue: string
  /** Text of the one text node in the speech-style socket ('' if none). */
  speechStyle: string
  /** Images attached to the character. */
  imageIds: string[]
}

export type VariableType = 'string' | 'number' | 'boolean'

export interface CompiledVariable {
  name: string
  type: VariableType
  initial: VariableValue
  description: string
  /** Whether the value is shown to the model in the prompt. */
  visibleToModel: boolean
}

export type TriggerWhenKind = 'turn-start' | 'turn-end' | 'user-text' | 'ai-text' | 'condition'

export interface CompiledTriggerWhen {
  kind: TriggerWhenKind
  /** For 'user-text' / 'ai-text': plain text or `/pattern/flags`. */
  pattern?: string
  /** For 'condition': fires when it becomes true; for other kinds an extra guard. */
  condition?: Condition
  /** Fire at most once per play-through. */
  once: boolean
}

export type TriggerEffect =
  | { kind: 'set-variable'; name: string; value: VariableValue }
  | { kind: 'add-variable'; name: string; amount: number }
  | { kind: 'move-to-scene'; sceneId: string }
  | { kind: 'activate-lorebook'; entryId: string; turns: number }
  | { kind: 'inject-instruction'; text: string; turns: number }
  | { kind: 'make-image-available'; imageId: string }
  | { kind: 'show-image'; imageId: string }
  | { kind: 'end-story'; text?: string }

export interface CompiledTrigger {
  id: string
  name: string
  when: CompiledTriggerWhen
  /** Applied in order. */
  effects: TriggerEffect[]
}

export interface CompiledImageUnlock {
  /** The player may buy it at `price`. */
  manual: boolean
  /** Unlocked for free when this condition holds. */
  auto?: Condition
}

export interface CompiledImage {
  id: string
  /** Content hash of the asset (the spec's imageHash). */
  hash: string
  url: string
  tags: string[]
  categoryId: string | null
  /** Credits; 0 = free. Paid images cost at least 10. */
  price: number
  unlock: CompiledImageUnlock
}

export interface CompiledImageCategory {
  id: string
  name: string
  description: string
}
