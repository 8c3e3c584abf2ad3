import type { CompiledCharacter, CompiledScene, CompiledStory, VariableValue } from '../compiled'
import type { ActivatedEntry } from '../lorebook'
import type { Tokenizer } from '../tokenizer'
import type { LorePlacement } from './placement'
import {
  castSection,
  loreSection,
  personaSection,
  storySection,
  summariesSection,
  variablesSection,
  withExampleBlocks,
} from './sections'
import type { Summary } from './state'
import type { PromptTemplates } from './templates'
import type { Persona } from './types'

/** A named part of the system message and its text ('' when the part is empty). */
export type SystemSection = [name: string, text: string]

/** What the system message is made of. */
export interface SystemPromptInput {
  compiled: CompiledStory
  scene: CompiledScene | undefined
  cast: readonly CompiledCharacter[]
  persona: Persona
  systemPrompt: string
  lore: LorePlacement
  summaries: readonly Summary[]
  variables: Readonly<Record<string, VariableValue>>
  labels: PromptTemplates['labels']
  /** Macros expanded in the prompt, the definitions and the persona. */
  expand: (text: string) => string
}

/**
 * The system message's sections in order: system → story and scene → cast → persona →
 * lorebook (before) → summaries → visible variables → lorebook (after). A book placed as
 * SillyTavern does puts its ↑Char lore right after the system prompt.
 */
export function systemSections(input: SystemPromptInput): SystemSection[] {
  const { lore, labels, expand } = input
  const loreBefore: SystemSection = ['lorebook-before', loreSection(lore.before, labels)]
  const definitions: SystemSection[] = [
    ['story', expand(storySection(input.compiled, input.scene, labels))],
    [
      'cast',
      expand(
        castSection(withExampleBlocks(input.cast, lore.examplesTop, lore.examplesBottom), labels),
      ),
    ],
    ['persona', expand(personaSection(input.persona, labels))],
  ]
  // SillyTavern puts ↑Char entries after the main prompt, ahead of the definitions
  // (promptManagerDefaultPromptOrder, public/scripts/PromptManager.js:1899, 1.12.6).
  const sillyTavern = lore.placement === 'sillytavern'
  return [
    ['system', expand(input.systemPrompt)],
    ...(sillyTavern ? [loreBefore, ...definitions] : [...definitions, loreBefore]),
    ['summaries', summariesSection(input.summaries, labels)],
    ['variables', variablesSection(input.compiled, input.variables, labels)],
    ['lorebook-after', loreSection(lore.after, labels)],
  ]
}

/** The system message: the non-empty sections, a blank line between. */
export function systemContent(sections: readonly SystemSection[]): string {
  return sections
    .map(([, text]) => text)
    .filter(Boolean)
    .join('\n\n')
}

/**
 * Tokens per section and of the whole system message. Counted per section: stable
 * sections hit the memo, lore sections reuse the counts the activation already made, so a
 * turn tokenizes almost nothing new. A join adds about one token, counted too.
 */
export function systemTokens(
  sections: readonly SystemSection[],
  lore: Pick<LorePlacement, 'before' | 'after'>,
  loreHeading: string,
  countText: Tokenizer,
): { sectionTokens: number[]; total: number } {
  const loreTokens = (items: readonly ActivatedEntry[], text: string) =>
    text
      ? items.reduce((sum, item) => sum + item.tokens + 1, countText.count(`## ${loreHeading}`))
      : 0
  const sectionTokens = sections.map(([name, text]) => {
    if (name === 'lorebook-before') return loreTokens(lore.before, text)
    if (name === 'lorebook-after') return loreTokens(lore.after, text)
    return text ? countText.count(text) : 0
  })
  const total = sectionTokens.reduce((sum, tokens) => sum + (tokens > 0 ? tokens + 1 : 0), 0)
  return { sectionTokens, total }
}
