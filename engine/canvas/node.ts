import { z } from 'zod'
import { characterNodeSchema } from './nodes/character'
import { conditionNodeSchema } from './nodes/condition'
import { groupNodeSchema } from './nodes/group'
import { imageNodeSchema } from './nodes/image'
import { imageCategoryNodeSchema } from './nodes/image-category'
import { lorebookEntryNodeSchema } from './nodes/lorebook-entry'
import { noteNodeSchema } from './nodes/note'
import { startNodeSchema } from './nodes/start'
import { storyNodeSchema } from './nodes/story'
import { textNodeSchema } from './nodes/text'
import { triggerNodeSchema } from './nodes/trigger'
import { variableNodeSchema } from './nodes/variable'

/** Every node kind, discriminated by React Flow's `type`. */
export const canvasNodeSchema = z.discriminatedUnion('type', [
  startNodeSchema,
  storyNodeSchema,
  characterNodeSchema,
  textNodeSchema,
  variableNodeSchema,
  conditionNodeSchema,
  triggerNodeSchema,
  lorebookEntryNodeSchema,
  imageNodeSchema,
  imageCategoryNodeSchema,
  noteNodeSchema,
  groupNodeSchema,
])

export type CanvasNode = z.infer<typeof canvasNodeSchema>
export type CanvasNodeType = CanvasNode['type']
/** The node of one kind, e.g. `NodeOfType<'story'>`. */
export type NodeOfType<Type extends CanvasNodeType> = Extract<CanvasNode, { type: Type }>

export const CANVAS_NODE_TYPES = [
  'start',
  'story',
  'character',
  'text',
  'variable',
  'condition',
  'trigger',
  'lorebookEntry',
  'image',
  'imageCategory',
  'note',
  'group',
] as const satisfies readonly CanvasNodeType[]
