import { VARIABLE_NAME_PATTERN, type VariableNode } from '../canvas/nodes/variable'
import type { ValidationContext } from './context'
import { error, type ValidationError } from './issue'

export function validateVariable(
  node: VariableNode,
  context: ValidationContext,
): ValidationError[] {
  const at = { nodeId: node.id, field: 'name' }
  const name = node.data.name.trim()
  if (name === '') return [error('VARIABLE_NAME_REQUIRED', 'Give this variable a name.', at)]
  const errors: ValidationError[] = []
  if (!VARIABLE_NAME_PATTERN.test(name)) {
    errors.push(
      error(
        'INVALID_VARIABLE_NAME',
        `Variable name "${name}" may use only letters, digits and _, and must not start with a digit.`,
        at,
      ),
    )
  }
  if ((context.variableNameCounts.get(name) ?? 0) > 1) {
    errors.push(
      error(
        'DUPLICATE_VARIABLE_NAME',
        `Another variable is also named "${name}". Names must be unique.`,
        at,
      ),
    )
  }
  return errors
}
