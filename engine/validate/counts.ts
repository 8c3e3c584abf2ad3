import type { ValidationContext } from './context'
import { error, type ValidationError } from './issue'
import { LIMITS, MESSAGES } from './limits'

/** Canvas-wide limits: story nodes and selectable start nodes (spec: 5 / 5, at least 1). */
export function validateCounts(context: ValidationContext): ValidationError[] {
  const errors: ValidationError[] = []
  const stories = context.graph.ofType('story')
  if (stories.length === 0) {
    errors.push(error('NO_STORY_NODE', 'Add at least one scene.'))
  }
  for (const extra of stories.slice(LIMITS.storyNodes)) {
    errors.push(error('TOO_MANY_STORY_NODES', MESSAGES.tooManyStoryNodes, { nodeId: extra.id }))
  }
  const selectable = context.graph.ofType('start').filter((node) => node.data.selectable)
  if (selectable.length === 0) {
    errors.push(error('NO_START_NODE', MESSAGES.noStartNode))
  }
  for (const extra of selectable.slice(LIMITS.selectableStartNodes)) {
    errors.push(
      error('TOO_MANY_START_NODES', MESSAGES.tooManyStartNodes, {
        nodeId: extra.id,
        field: 'selectable',
      }),
    )
  }
  return errors
}
