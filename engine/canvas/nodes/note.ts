import { z } from 'zod'
import { nodeSchema } from '../base'

/** Writer's notes; never compiled, never sent to the model. */
export const noteNodeDataSchema = z.object({
  text: z.string().default(''),
  color: z.string().optional(),
})

export const noteNodeSchema = nodeSchema('note', noteNodeDataSchema)
export type NoteNodeData = z.infer<typeof noteNodeDataSchema>
export type NoteNode = z.infer<typeof noteNodeSchema>
