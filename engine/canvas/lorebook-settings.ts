import { z } from 'zod'

/** Where activated entries land in the prompt: the studio's layout, or SillyTavern's. */
export const LOREBOOK_PLACEMENTS = ['studio', 'sillytavern'] as const

/** A lorebook's settings as the canvas stores them (see engine/lorebook/book-settings). */
export const lorebookBookSettingsSchema = z.object({
  scanDepth: z.number().int().min(0).max(1000),
  budget: z.discriminatedUnion('unit', [
    z.object({ unit: z.literal('tokens'), value: z.number().int().min(1).max(1_000_000) }),
    z.object({ unit: z.literal('percent'), value: z.number().min(1).max(100) }),
  ]),
  recursion: z.union([z.literal('off'), z.literal('unlimited'), z.number().int().min(1).max(100)]),
  overflow: z.enum(['stop', 'skip']),
  caseSensitive: z.boolean(),
  matchWholeWords: z.boolean(),
  includeNames: z.boolean(),
  groupScoring: z.boolean(),
  timedEffects: z.enum(['turns', 'messages']),
  /** Absent = the studio's layout (books saved before placement was a setting). */
  placement: z.enum(LOREBOOK_PLACEMENTS).optional(),
})
