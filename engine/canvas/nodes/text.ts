import { z } from 'zod'
import { labelSchema, nodeSchema } from '../base'

/** A reusable text block for sockets (speech style, scene instructions). */
export const textNodeDataSchema = z.object({
  title: labelSchema.default(''),
  text: z.string().default(''),
})

export const textNodeSchema = nodeSchema('text', textNodeDataSchema)
export type TextNodeData = z.infer<typeof textNodeDataSchema>
export type TextNode = z.infer<typeof textNodeSchema>
