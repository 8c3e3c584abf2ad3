import type { NodeTypes } from '@xyflow/react'
import { CANVAS_NODE_TYPES } from '../../engine/canvas'
import { GroupNodeView } from './GroupNodeView'
import { StoryNodeView } from './StoryNodeView'

/**
 * One renderer for every story kind, a frame for groups; defined once at module level, as
 * React Flow asks.
 */
export const NODE_TYPES: NodeTypes = {
  ...Object.fromEntries(CANVAS_NODE_TYPES.map((type) => [type, StoryNodeView])),
  group: GroupNodeView,
}
