import type { CharacterNode } from '../canvas/nodes/character'
import type { TextNode } from '../canvas/nodes/text'
import type { ValidationContext } from './context'
import { error, type ValidationError, warning } from './issue'

export function validateCharacter(
  node: CharacterNode,
  _context: ValidationContext,
): ValidationError[] {
  if (node.data.name.trim() !== '') return []
  return [
    error('CHARACTER_NAME_REQUIRED', 'Give this character a name.', {
      nodeId: node.id,
      field: 'name',
    }),
  ]
}

export function validateText(node: TextNode, context: ValidationContext): ValidationError[] {
  const used = context.graph.outgoing(node.id, 'text').length > 0
  if (!used || node.data.text.trim() !== '') return []
  return [
    warning('EMPTY_TEXT', 'This text node is connected but empty.', {
      nodeId: node.id,
      field: 'text',
    }),
  ]
}
