import { z } from 'zod'
import { nodeSchema } from '../base'

/**
 * A frame around other nodes, for the writer's layout only: never compiled, no sockets.
 * Its children name it in `parentId` and keep positions relative to it (React Flow's
 * sub-flow convention), so moving the group moves them.
 */
export const groupNodeDataSchema = z.object({
  label: z.string().max(200).default(''),
  width: z.number().finite().positive().default(320),
  height: z.number().finite().positive().default(200),
})

export const groupNodeSchema = nodeSchema('group', groupNodeDataSchema)
export type GroupNodeData = z.infer<typeof groupNodeDataSchema>
export type GroupNode = z.infer<typeof groupNodeSchema>
