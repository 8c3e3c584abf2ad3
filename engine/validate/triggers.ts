import type { TriggerEffectData, TriggerNode } from '../canvas/nodes/trigger'
import { parseSlashRegex, regexError } from '../conditions/regex'
import { type ValidationContext, valueType } from './context'
import { error, type ValidationError, warning } from './issue'

export function validateTrigger(node: TriggerNode, context: ValidationContext): ValidationError[] {
  const errors: ValidationError[] = []
  const at = (field: string) => ({ nodeId: node.id, field })
  const { when } = node.data
  const hasCondition = context.graph.incoming(node.id, 'condition').length > 0
  if (when.kind === 'condition' && !hasCondition) {
    errors.push(
      error(
        'TRIGGER_CONDITION_MISSING',
        'This trigger fires on a condition: connect a condition node to its "condition" socket.',
        at('condition'),
      ),
    )
  }
  if (when.kind === 'user-text' || when.kind === 'ai-text') {
    const pattern = when.pattern ?? ''
    if (pattern.trim() === '') {
      errors.push(
        error(
          'TRIGGER_PATTERN_MISSING',
          'Enter the text (or /regex/) this trigger waits for.',
          at('when.pattern'),
        ),
      )
    } else {
      const regex = parseSlashRegex(pattern)
      const problem = regex ? regexError(regex.pattern, regex.flags) : null
      if (problem) errors.push(error('INVALID_TRIGGER_PATTERN', problem, at('when.pattern')))
    }
  }
  if (node.data.effects.length === 0) {
    errors.push(warning('TRIGGER_WITHOUT_EFFECTS', 'This trigger has no effects.', at('effects')))
  }
  node.data.effects.forEach((effect, index) => {
    const problem = effectProblem(effect, context)
    if (problem) errors.push(error(problem.key, problem.message, at(`effects.${index}`)))
  })
  return errors
}

/** An effect whose variable, scene, entry or image is not chosen yet: asked for, by name. */
function missingChoice(effect: TriggerEffectData): { key: string; message: string } | null {
  switch (effect.kind) {
    case 'set-variable':
    case 'add-variable':
      return effect.name === ''
        ? { key: 'EFFECT_VARIABLE_MISSING', message: 'Choose the variable this effect changes.' }
        : null
    case 'move-to-scene':
      return effect.sceneId === ''
        ? { key: 'EFFECT_SCENE_MISSING', message: 'Choose the scene this effect moves to.' }
        : null
    case 'activate-lorebook':
      return effect.entryId === ''
        ? {
            key: 'EFFECT_ENTRY_MISSING',
            message: 'Choose the lorebook entry this effect activates.',
          }
        : null
    case 'make-image-available':
    case 'show-image':
      return effect.imageId === ''
        ? { key: 'EFFECT_IMAGE_MISSING', message: 'Choose the image for this effect.' }
        : null
    default:
      return null
  }
}

function effectProblem(
  effect: TriggerEffectData,
  context: ValidationContext,
): { key: string; message: string } | null {
  const { graph, variables } = context
  const missing = missingChoice(effect)
  if (missing) return missing
  switch (effect.kind) {
    case 'set-variable':
    case 'add-variable': {
      const declared = variables.get(effect.name)
      if (!declared) {
        return {
          key: 'UNKNOWN_VARIABLE',
          message: `Unknown variable "${effect.name}" in trigger effect.`,
        }
      }
      const given = effect.kind === 'add-variable' ? 'number' : valueType(effect.value)
      if (effect.kind === 'add-variable' && declared !== 'number') {
        return {
          key: 'VARIABLE_TYPE_MISMATCH',
          message: `Only number variables can be added to; "${effect.name}" is a ${declared}.`,
        }
      }
      if (given !== declared) {
        return {
          key: 'VARIABLE_TYPE_MISMATCH',
          message: `Variable "${effect.name}" is a ${declared}; this value is a ${given}.`,
        }
      }
      return null
    }
    case 'move-to-scene':
      return graph.nodesById.get(effect.sceneId)?.type === 'story'
        ? null
        : { key: 'UNKNOWN_SCENE', message: `No scene with id "${effect.sceneId}".` }
    case 'activate-lorebook':
      return graph.nodesById.get(effect.entryId)?.type === 'lorebookEntry'
        ? null
        : {
            key: 'UNKNOWN_LOREBOOK_ENTRY',
            message: `No lorebook entry with id "${effect.entryId}".`,
          }
    case 'make-image-available':
    case 'show-image':
      return graph.nodesById.get(effect.imageId)?.type === 'image'
        ? null
        : { key: 'UNKNOWN_IMAGE', message: `No image with id "${effect.imageId}".` }
    case 'inject-instruction':
      return effect.text.trim() === ''
        ? { key: 'EMPTY_INSTRUCTION', message: 'The injected instruction is empty.' }
        : null
    case 'end-story':
      return null
  }
}
