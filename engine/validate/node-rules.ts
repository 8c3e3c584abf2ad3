import type { CanvasNode, CanvasNodeType, NodeOfType } from '../canvas/node'
import { validateCharacter, validateText } from './characters'
import { validateConditionNode } from './conditions'
import type { ValidationContext } from './context'
import { validateImage, validateImageCategory } from './images'
import type { ValidationError } from './issue'
import { validateLorebookEntry } from './lorebook'
import { validateStart, validateStory } from './scene-nodes'
import { validateTrigger } from './triggers'
import { validateVariable } from './variables'

type NodeRule<Type extends CanvasNodeType> = (
  node: NodeOfType<Type>,
  context: ValidationContext,
) => ValidationError[]

const none = () => []

/** One rule per node kind; each looks only at its node and the shared context. */
const NODE_RULES: { [Type in CanvasNodeType]: NodeRule<Type> } = {
  start: validateStart,
  story: validateStory,
  character: validateCharacter,
  text: validateText,
  variable: validateVariable,
  condition: validateConditionNode,
  trigger: validateTrigger,
  lorebookEntry: validateLorebookEntry,
  image: validateImage,
  imageCategory: validateImageCategory,
  note: none,
  // Layout only: a group frames nodes and never reaches the compiled story.
  group: none,
}

export function validateNodeRules(node: CanvasNode, context: ValidationContext): ValidationError[] {
  const rule = NODE_RULES[node.type] as NodeRule<CanvasNodeType>
  return rule(node, context)
}
