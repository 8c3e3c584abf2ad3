import { z } from 'zod'
import { conditionSchema } from '../../conditions/schema'
import { labelSchema, nodeSchema } from '../base'

/**
 * A condition. Its `result` socket feeds triggers and image auto-unlock; placed on a
 * transition (story `exit` → `enter` here, `then` → story) it guards that transition.
 */
export const conditionNodeDataSchema = z.object({
  title: labelSchema.default(''),
  condition: conditionSchema.default({ op: 'always' }),
})

export const conditionNodeSchema = nodeSchema('condition', conditionNodeDataSchema)
export type ConditionNodeData = z.infer<typeof conditionNodeDataSchema>
export type ConditionNode = z.infer<typeof conditionNodeSchema>
