import type { StartNode } from '../canvas/nodes/start'
import type { StoryNode } from '../canvas/nodes/story'
import { type ValidationContext, valueType } from './context'
import { error, type ValidationError, warning } from './issue'

export function validateStart(node: StartNode, context: ValidationContext): ValidationError[] {
  const errors: ValidationError[] = []
  const at = (field: string) => ({ nodeId: node.id, field })
  if (context.graph.outgoing(node.id, 'scene').length === 0) {
    errors.push(
      error('START_WITHOUT_SCENE', 'Connect this start node to the scene it opens.', at('scene')),
    )
  }
  if (node.data.greeting.trim() === '') {
    errors.push(warning('EMPTY_GREETING', 'This opening has no greeting message.', at('greeting')))
  }
  for (const [name, value] of Object.entries(node.data.variableOverrides)) {
    const declared = context.variables.get(name)
    const field = `variableOverrides.${name}`
    if (!declared) {
      errors.push(
        error('UNKNOWN_VARIABLE', `Unknown variable "${name}" in the initial values.`, at(field)),
      )
    } else if (valueType(value) !== declared) {
      errors.push(
        error(
          'VARIABLE_TYPE_MISMATCH',
          `Variable "${name}" is a ${declared}; this initial value is a ${valueType(value)}.`,
          at(field),
        ),
      )
    }
  }
  return errors
}

export function validateStory(node: StoryNode, _context: ValidationContext): ValidationError[] {
  const errors: ValidationError[] = []
  if (node.data.title.trim() === '') {
    errors.push(
      error('SCENE_TITLE_REQUIRED', 'Give this scene a title.', {
        nodeId: node.id,
        field: 'title',
      }),
    )
  }
  if (node.data.situation.trim() === '') {
    errors.push(
      warning('EMPTY_SITUATION', 'Describe the situation so the AI knows where the scene is.', {
        nodeId: node.id,
        field: 'situation',
      }),
    )
  }
  return errors
}
