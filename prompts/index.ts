import type { StoryLanguage } from '../engine/compiled'
import type { PromptTemplates, PromptType } from '../engine/turn'
import { en } from './en'
import { es } from './es'
import { jp } from './jp'
import { ko } from './ko'

/** Default prompt templates per language (data only; admins override per prompt type). */
export const DEFAULT_PROMPTS: Readonly<Record<StoryLanguage, PromptTemplates>> = { en, ko, jp, es }

/**
 * The templates for a language, with admin overrides of the system prompt applied.
 * @example assembleTurn(compiled, state, input, { ...settings, templates: promptTemplates('ko', overrides) }, ports)
 */
export function promptTemplates(
  language: StoryLanguage,
  systemOverrides: Readonly<Partial<Record<PromptType, string>>> = {},
): PromptTemplates {
  const base = DEFAULT_PROMPTS[language] ?? DEFAULT_PROMPTS.en
  const system = { ...base.system }
  for (const [promptType, text] of Object.entries(systemOverrides)) {
    if (typeof text === 'string' && text.trim() && promptType in system)
      system[promptType as PromptType] = text
  }
  return { ...base, system }
}

/** One system prompt, for the admin editor's "reset to default". */
export function defaultSystemPrompt(language: StoryLanguage, promptType: PromptType): string {
  return (DEFAULT_PROMPTS[language] ?? DEFAULT_PROMPTS.en).system[promptType]
}
