import { z } from 'zod'
import { jsonObjectSchema, nodeSchema } from '../base'

export const SELECTIVE_LOGICS = ['and-any', 'not-all', 'not-any', 'and-all'] as const
/**
 * SillyTavern's positions: before / after the character definitions, at a depth in the
 * chat, the top / bottom of the Author's Note, the top / bottom of the example messages.
 */
export const LOREBOOK_POSITIONS = [
  'before',
  'after',
  'atDepth',
  'anTop',
  'anBottom',
  'emTop',
  'emBottom',
] as const
export const LOREBOOK_ROLES = ['system', 'user', 'assistant'] as const

/**
 * A lorebook entry (macro prompt), SillyTavern World Info semantics. Its optional `scope`
 * socket ties it to one scene or one character. Scope and id come from the canvas.
 */
export const lorebookEntryNodeDataSchema = z.object({
  /** Writer's label (SillyTavern `comment`; cards in the wild write long ones, so no limit). */
  name: z.string().default(''),
  /** Trigger words or `/pattern/flags` regex keys. */
  keys: z.array(z.string()).default([]),
  secondaryKeys: z.array(z.string()).default([]),
  /** Secondary keys apply only when true (SillyTavern `selective`). */
  selective: z.boolean().default(true),
  selectiveLogic: z.enum(SELECTIVE_LOGICS).default('and-any'),
  content: z.string().default(''),
  constant: z.boolean().default(false),
  enabled: z.boolean().default(true),
  /** Higher first (SillyTavern `order` / card `insertion_order`). */
  priority: z.number().finite().default(100),
  /** Duration after activation (SillyTavern `sticky`), in the book's unit: turns or messages. */
  sticky: z.number().int().min(0).default(0),
  cooldown: z.number().int().min(0).default(0),
  delay: z.number().int().min(0).default(0),
  probability: z.number().min(0).max(100).default(100),
  useProbability: z.boolean().default(true),
  /** Null uses the story-wide setting. */
  scanDepth: z.number().int().min(0).nullable().default(null),
  caseSensitive: z.boolean().nullable().default(null),
  matchWholeWords: z.boolean().nullable().default(null),
  position: z.enum(LOREBOOK_POSITIONS).default('before'),
  depth: z.number().int().min(0).default(4),
  role: z.enum(LOREBOOK_ROLES).default('system'),
  budgetExempt: z.boolean().default(false),
  group: z.string().default(''),
  groupOverride: z.boolean().default(false),
  groupWeight: z.number().min(0).default(100),
  excludeRecursion: z.boolean().default(false),
  preventRecursion: z.boolean().default(false),
  /** true, or the recursion level (SillyTavern stores levels as numbers). */
  delayUntilRecursion: z.union([z.boolean(), z.number().int().min(0)]).default(false),
  /** Inclusion-group scoring for this entry; null uses the book's setting. */
  useGroupScoring: z.boolean().nullable().default(null),
  /** SillyTavern's character filter (names or tags, `isExclude` inverts); null = none. */
  characterFilter: z
    .object({
      names: z.array(z.string()).default([]),
      tags: z.array(z.string()).default([]),
      isExclude: z.boolean().default(false),
    })
    .nullable()
    .default(null),
  /** Entry `extensions` keys we do not model, verbatim. */
  extensions: jsonObjectSchema.default({}),
  /** Imported entry fields we do not model, verbatim. */
  raw: jsonObjectSchema.default({}),
  /**
   * Imported card values our model cannot hold exactly (e.g. SillyTavern position 2 =
   * author's note, or a field the card did not have), by source key ("position",
   * "extensions.role"): the original (`absent` when the card lacked it) and what export
   * would write instead. Export restores the original while it would still write `mappedTo`.
   */
  lossy: z
    .record(
      z.string(),
      z.object({ original: z.unknown(), mappedTo: z.unknown(), absent: z.boolean().optional() }),
    )
    .default({}),
})

export const lorebookEntryNodeSchema = nodeSchema('lorebookEntry', lorebookEntryNodeDataSchema)
export type LorebookEntryNodeData = z.infer<typeof lorebookEntryNodeDataSchema>
export type LorebookEntryNode = z.infer<typeof lorebookEntryNodeSchema>
