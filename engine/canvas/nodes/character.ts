import { z } from 'zod'
import { jsonObjectSchema, labelSchema, nodeSchema, tagsSchema } from '../base'

/**
 * A character. Card fields without a home elsewhere on the canvas are kept here so an
 * imported card exports back without loss; `speechStyle` is a socket (one text node).
 */
export const characterNodeDataSchema = z.object({
  name: labelSchema.default(''),
  nickname: z.string().default(''),
  description: z.string().default(''),
  personality: z.string().default(''),
  /** Card `mes_example`. */
  exampleDialogue: z.string().default(''),
  /** Card `creator_notes`; never sent to the model. */
  creatorNotes: z.string().default(''),
  /** Card `system_prompt` override ('' = none). */
  systemPrompt: z.string().default(''),
  /** Card `post_history_instructions` ('' = none). */
  postHistoryInstructions: z.string().default(''),
  tags: tagsSchema,
  creator: z.string().default(''),
  characterVersion: z.string().default(''),
  /** Card `extensions`, verbatim (unknown keys survive round trips). */
  extensions: jsonObjectSchema.default({}),
  /** Card `character_book` fields other than `entries` (name, scan_depth, …), verbatim. */
  characterBook: jsonObjectSchema.nullable().default(null),
  /** Imported fields we do not model: `topLevel` beside `data`, `data` inside it. */
  raw: z
    .object({ topLevel: jsonObjectSchema.default({}), data: jsonObjectSchema.default({}) })
    .default({ topLevel: {}, data: {} }),
})

export const characterNodeSchema = nodeSchema('character', characterNodeDataSchema)
export type CharacterNodeData = z.infer<typeof characterNodeDataSchema>
export type CharacterNode = z.infer<typeof characterNodeSchema>
