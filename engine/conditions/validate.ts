import type { Condition, ConditionOperand } from './ast'
import { regexError } from './regex'
import { conditionSchema } from './schema'

/** A problem found in a condition, as data; `path` points into the AST (e.g. "conditions.1.left"). */
export interface ConditionIssue {
  key:
    | 'INVALID_CONDITION'
    | 'UNKNOWN_VARIABLE'
    | 'UNKNOWN_SCENE'
    | 'CONDITION_TYPE_MISMATCH'
    | 'INVALID_CONDITION_REGEX'
  message: string
  path: string
}

/** The variables a condition may read. */
export type ConditionVariables = ReadonlyArray<{
  name: string
  type: 'string' | 'number' | 'boolean'
}>

export interface ConditionValidationOptions {
  /** When given, scene literals compared with `{ kind: 'scene' }` must be among them. */
  sceneIds?: ReadonlyArray<string>
}

type OperandType = 'string' | 'number' | 'boolean' | 'unknown'

/**
 * Checks shape, variable names, operand types and regexes. Returns [] when the
 * condition is sound.
 *
 * @example
 * validateCondition({ op: '==', left: { kind: 'variable', name: 'x' }, right: { kind: 'literal', value: 1 } },
 *   []) // [{ key: 'UNKNOWN_VARIABLE', … }]
 */
export function validateCondition(
  input: unknown,
  variables: ConditionVariables,
  options: ConditionValidationOptions = {},
): ConditionIssue[] {
  const parsed = conditionSchema.safeParse(input)
  if (!parsed.success) {
    const first = parsed.error.issues[0]
    return [
      {
        key: 'INVALID_CONDITION',
        message: `Condition is malformed: ${first?.message ?? 'unknown shape'}.`,
        path: first?.path.join('.') ?? '',
      },
    ]
  }
  const issues: ConditionIssue[] = []
  const variableTypes = new Map(variables.map((variable) => [variable.name, variable.type]))
  walk(parsed.data, '', { variableTypes, sceneIds: options.sceneIds, issues })
  return issues
}

interface WalkState {
  variableTypes: Map<string, 'string' | 'number' | 'boolean'>
  sceneIds: ReadonlyArray<string> | undefined
  issues: ConditionIssue[]
}

function join(path: string, part: string | number): string {
  return path === '' ? String(part) : `${path}.${part}`
}

function walk(condition: Condition, path: string, state: WalkState): void {
  switch (condition.op) {
    case 'and':
    case 'or':
      condition.conditions.forEach((part, index) => {
        walk(part, join(join(path, 'conditions'), index), state)
      })
      return
    case 'not':
      walk(condition.condition, join(path, 'condition'), state)
      return
    case 'always':
    case 'contains':
      return
    case 'matches': {
      const error = regexError(condition.pattern, condition.flags ?? '')
      if (error) {
        state.issues.push({
          key: 'INVALID_CONDITION_REGEX',
          message: error,
          path: join(path, 'pattern'),
        })
      }
      return
    }
    default: {
      const left = operandType(condition.left, join(path, 'left'), state)
      const right = operandType(condition.right, join(path, 'right'), state)
      checkSceneLiteral(condition.left, condition.right, join(path, 'right'), state)
      checkSceneLiteral(condition.right, condition.left, join(path, 'left'), state)
      if (left === 'unknown' || right === 'unknown') return
      if (left !== right) {
        state.issues.push({
          key: 'CONDITION_TYPE_MISMATCH',
          message: `Cannot compare a ${left} with a ${right} using "${condition.op}".`,
          path,
        })
      } else if (left === 'boolean' && condition.op !== '==' && condition.op !== '!=') {
        state.issues.push({
          key: 'CONDITION_TYPE_MISMATCH',
          message: `Booleans can only be compared with "==" or "!=", not "${condition.op}".`,
          path,
        })
      }
    }
  }
}

function operandType(operand: ConditionOperand, path: string, state: WalkState): OperandType {
  switch (operand.kind) {
    case 'variable': {
      const type = state.variableTypes.get(operand.name)
      if (type) return type
      state.issues.push({
        key: 'UNKNOWN_VARIABLE',
        message: `Unknown variable "${operand.name}". Add a variable node with this name or fix the spelling.`,
        path: join(path, 'name'),
      })
      return 'unknown'
    }
    case 'literal':
      return typeof operand.value as 'string' | 'number' | 'boolean'
    case 'turn':
      return 'number'
    case 'scene':
      return 'string'
  }
}

function checkSceneLiteral(
  subject: ConditionOperand,
  other: ConditionOperand,
  otherPath: string,
  state: WalkState,
): void {
  if (subject.kind !== 'scene' || other.kind !== 'literal' || state.sceneIds === undefined) return
  if (typeof other.value === 'string' && !state.sceneIds.includes(other.value)) {
    state.issues.push({
      key: 'UNKNOWN_SCENE',
      message: `Unknown scene "${other.value}" in condition.`,
      path: join(otherPath, 'value'),
    })
  }
}
