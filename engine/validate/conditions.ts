import type { ConditionNode } from '../canvas/nodes/condition'
import { validateCondition } from '../conditions/validate'
import type { ValidationContext } from './context'
import { error, type ValidationError, warning } from './issue'

/** The expression itself, and its place on a transition if it has one. */
export function validateConditionNode(
  node: ConditionNode,
  context: ValidationContext,
): ValidationError[] {
  const errors: ValidationError[] = validateCondition(node.data.condition, context.variableList, {
    sceneIds: context.sceneIds,
  }).map((issue) =>
    error(issue.key, issue.message, {
      nodeId: node.id,
      field: issue.path === '' ? 'condition' : `condition.${issue.path}`,
    }),
  )
  const entered = context.graph.incoming(node.id, 'enter').length > 0
  const leads = context.graph.outgoing(node.id, 'then').length > 0
  const feeds = context.graph.outgoing(node.id, 'result').length > 0
  if (entered && !leads) {
    errors.push(
      error(
        'CONDITION_WITHOUT_TARGET',
        'This condition guards a transition but leads nowhere: connect "then" to a scene.',
        { nodeId: node.id, field: 'then' },
      ),
    )
  } else if (leads && !entered) {
    errors.push(
      warning(
        'CONDITION_WITHOUT_SOURCE',
        'This condition leads to a scene but no scene exits into it, so it never applies.',
        { nodeId: node.id, field: 'enter' },
      ),
    )
  } else if (!entered && !leads && !feeds) {
    errors.push(
      warning('UNUSED_CONDITION', 'This condition is not connected to anything.', {
        nodeId: node.id,
      }),
    )
  }
  return errors
}
