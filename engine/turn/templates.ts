import type { ResponseLength } from '../pricing'

/** Prompt types an admin can pick per room; overrides may add more by name. */
export const PROMPT_TYPES = ['roleplay', 'novel', 'game-master'] as const
export type PromptType = (typeof PROMPT_TYPES)[number]

/**
 * Every text the assembler writes into a prompt, in one language. The defaults live in
 * `prompts/` (data, four languages); the engine only receives them, so it never imports
 * anything above itself. Placeholders use macro syntax: `{{user}}`, `{{char}}`, plus the
 * template-specific ones named on each field.
 */
export interface PromptTemplates {
  /** System prompt per prompt type. */
  system: Record<PromptType, string>
  /** Response-length instruction; `{{words}}` is the rough word target. */
  responseLength: Record<ResponseLength, string>
  /** Detail-level instruction by band (0–33, 34–66, 67–100); `{{detail}}` is the level. */
  detailLevel: { low: string; medium: string; high: string }
  /** Summarize a message range; `{{messages}}` is the transcript. */
  summary: string
  /** Merge adjacent summaries; `{{summaries}}` is the list. */
  summaryMerge: string
  /** Write the player's next turn; `{{target}}` is who speaks (persona or a character). */
  impersonation: string
  /** Continue the story on its own with no player message. */
  autoChat: string
  /** Ask for the structured state block; `{{variables}}` lists name: type = value. */
  stateBlock: string
  /** Headings of the prompt sections. */
  labels: {
    story: string
    scene: string
    goals: string
    instructions: string
    cast: string
    personality: string
    speechStyle: string
    exampleDialogue: string
    persona: string
    lore: string
    summaries: string
    variables: string
    activeInstructions: string
  }
}

/** Fills `{{name}}` placeholders that the template defines; other macros are left alone. */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{\{([a-zA-Z]+)\}\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? (values[name] ?? '') : whole,
  )
}
