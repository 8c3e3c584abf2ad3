import type {
  ComparisonOperator,
  Condition,
  ConditionEnvironment,
  ConditionOperand,
  TextSource,
  VariableValue,
} from './ast'
import { cachedRegex } from './regex'

/**
 * Evaluates a condition against an environment. Pure and total: an unknown variable
 * reads as undefined and makes its comparison false, an invalid regex never matches,
 * so a stale compiled story can never crash a turn.
 *
 * @example
 * evaluateCondition({ op: '>', left: { kind: 'turn' }, right: { kind: 'literal', value: 3 } },
 *   { variables: {}, turnIndex: 4, sceneId: 'hall' }) // true
 */
export function evaluateCondition(
  condition: Condition,
  environment: ConditionEnvironment,
): boolean {
  switch (condition.op) {
    case 'and':
      return condition.conditions.every((part) => evaluateCondition(part, environment))
    case 'or':
      return condition.conditions.some((part) => evaluateCondition(part, environment))
    case 'not':
      return !evaluateCondition(condition.condition, environment)
    case 'always':
      return true
    case 'contains': {
      const text = readText(condition.source, environment)
      if (condition.caseSensitive) return text.includes(condition.text)
      return text.toLowerCase().includes(condition.text.toLowerCase())
    }
    case 'matches': {
      const regex = cachedRegex(condition.pattern, condition.flags ?? '')
      if (!regex) return false
      return regex.test(readText(condition.source, environment))
    }
    default:
      return compare(
        condition.op,
        readOperand(condition.left, environment),
        readOperand(condition.right, environment),
      )
  }
}

function readOperand(
  operand: ConditionOperand,
  environment: ConditionEnvironment,
): VariableValue | undefined {
  switch (operand.kind) {
    case 'variable':
      return Object.hasOwn(environment.variables, operand.name)
        ? environment.variables[operand.name]
        : undefined
    case 'literal':
      return operand.value
    case 'turn':
      return environment.turnIndex
    case 'scene':
      return environment.sceneId
  }
}

function readText(source: TextSource, environment: ConditionEnvironment): string {
  if (source === 'user-text') return environment.userText ?? ''
  if (source === 'ai-text') return environment.aiText ?? ''
  return `${environment.userText ?? ''}\n${environment.aiText ?? ''}`
}

/** Equality is strict (no coercion); ordering only between two numbers or two strings. */
function compare(
  operator: ComparisonOperator,
  left: VariableValue | undefined,
  right: VariableValue | undefined,
): boolean {
  if (left === undefined || right === undefined) return false
  if (operator === '==') return left === right
  if (operator === '!=') return left !== right
  const comparable =
    (typeof left === 'number' && typeof right === 'number') ||
    (typeof left === 'string' && typeof right === 'string')
  if (!comparable) return false
  if (operator === '<') return left < right
  if (operator === '<=') return left <= right
  if (operator === '>') return left > right
  return left >= right
}
