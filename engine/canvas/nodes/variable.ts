import { z } from 'zod'
import { nodeSchema } from '../base'

/** Variable names are identifiers so `{{getvar::name}}` and conditions can name them. */
export const VARIABLE_NAME_PATTERN = /^[A-Za-z_][A-Za-z0-9_]*$/

const common = {
  name: z.string().default(''),
  description: z.string().default(''),
  /** Whether the model sees the value in the prompt. */
  visibleToModel: z.boolean().default(true),
}

/** The initial value's type follows the declared `valueType`. */
export const variableNodeDataSchema = z.discriminatedUnion('valueType', [
  z.object({ ...common, valueType: z.literal('string'), initial: z.string().default('') }),
  z.object({ ...common, valueType: z.literal('number'), initial: z.number().finite().default(0) }),
  z.object({ ...common, valueType: z.literal('boolean'), initial: z.boolean().default(false) }),
])

export const variableNodeSchema = nodeSchema('variable', variableNodeDataSchema)
export type VariableNodeData = z.infer<typeof variableNodeDataSchema>
export type VariableNode = z.infer<typeof variableNodeSchema>
