import { z } from 'zod'
import {
  COMPARISON_OPERATORS,
  type Condition,
  type ConditionOperand,
  TEXT_SOURCES,
  type VariableValue,
} from './ast'

export const variableValueSchema: z.ZodType<VariableValue> = z.union([
  z.string(),
  z.number().finite(),
  z.boolean(),
])

export const conditionOperandSchema: z.ZodType<ConditionOperand> = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('variable'), name: z.string().min(1) }),
  z.object({ kind: z.literal('literal'), value: variableValueSchema }),
  z.object({ kind: z.literal('turn') }),
  z.object({ kind: z.literal('scene') }),
])

const comparisonSchema = z.object({
  op: z.enum(COMPARISON_OPERATORS),
  left: conditionOperandSchema,
  right: conditionOperandSchema,
})

/** Zod schema of the condition AST; recursive through and/or/not. */
export const conditionSchema: z.ZodType<Condition> = z.lazy(() =>
  z.union([
    z.object({ op: z.literal('and'), conditions: z.array(conditionSchema) }),
    z.object({ op: z.literal('or'), conditions: z.array(conditionSchema) }),
    z.object({ op: z.literal('not'), condition: conditionSchema }),
    z.object({ op: z.literal('always') }),
    comparisonSchema,
    z.object({
      op: z.literal('contains'),
      source: z.enum(TEXT_SOURCES),
      text: z.string(),
      caseSensitive: z.boolean().optional(),
    }),
    z.object({
      op: z.literal('matches'),
      source: z.enum(TEXT_SOURCES),
      pattern: z.string(),
      flags: z.string().optional(),
    }),
  ]),
)
