import { z } from 'zod'
import { variableValueSchema } from '../../conditions/schema'
import { labelSchema, nodeSchema } from '../base'

export const TRIGGER_WHEN_KINDS = [
  'turn-start',
  'turn-end',
  'user-text',
  'ai-text',
  'condition',
] as const

/** Effects refer to other nodes by id (scenes, lorebook entries, images) or variables by name. */
export const triggerEffectSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('set-variable'), name: z.string(), value: variableValueSchema }),
  z.object({ kind: z.literal('add-variable'), name: z.string(), amount: z.number().finite() }),
  z.object({ kind: z.literal('move-to-scene'), sceneId: z.string() }),
  z.object({
    kind: z.literal('activate-lorebook'),
    entryId: z.string(),
    turns: z.number().int().min(1).max(1000),
  }),
  z.object({
    kind: z.literal('inject-instruction'),
    text: z.string(),
    turns: z.number().int().min(1).max(1000),
  }),
  z.object({ kind: z.literal('make-image-available'), imageId: z.string() }),
  z.object({ kind: z.literal('show-image'), imageId: z.string() }),
  z.object({ kind: z.literal('end-story'), text: z.string().optional() }),
])

/**
 * When → effects. A condition node connected to the `condition` socket is the condition
 * for kind 'condition' (fires when it becomes true) and an extra guard for other kinds.
 */
export const triggerNodeDataSchema = z.object({
  title: labelSchema.default(''),
  when: z
    .object({
      kind: z.enum(TRIGGER_WHEN_KINDS),
      /** For 'user-text' / 'ai-text': plain text (case-insensitive) or `/pattern/flags`. */
      pattern: z.string().optional(),
      once: z.boolean().default(false),
    })
    .default({ kind: 'turn-end', once: false }),
  effects: z.array(triggerEffectSchema).default([]),
})

export const triggerNodeSchema = nodeSchema('trigger', triggerNodeDataSchema)
export type TriggerEffectData = z.infer<typeof triggerEffectSchema>
export type TriggerNodeData = z.infer<typeof triggerNodeDataSchema>
export type TriggerNode = z.infer<typeof triggerNodeSchema>
