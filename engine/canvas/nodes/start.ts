import { z } from 'zod'
import { variableValueSchema } from '../../conditions/schema'
import { labelSchema, nodeSchema } from '../base'

/** An opening the player may pick; its `scene` socket leads to the first story node. */
export const startNodeDataSchema = z.object({
  title: labelSchema.default(''),
  /** The first AI message. */
  greeting: z.string().default(''),
  /** Initial values that replace the variables' own for this opening, by variable name. */
  variableOverrides: z.record(z.string(), variableValueSchema).default({}),
  /** Offered to the player; 1–5 selectable start nodes are required. */
  selectable: z.boolean().default(true),
  /** Came from a card's `group_only_greetings`. */
  groupOnly: z.boolean().default(false),
  /** Came from an imported card: offered after the creator's own openings, never first. */
  imported: z.boolean().default(false),
})

export const startNodeSchema = nodeSchema('start', startNodeDataSchema)
export type StartNodeData = z.infer<typeof startNodeDataSchema>
export type StartNode = z.infer<typeof startNodeSchema>
