import { z } from 'zod'
import { labelSchema, nodeSchema } from '../base'

/** Groups images; a description is required ('Description cannot be empty.'). */
export const imageCategoryNodeDataSchema = z.object({
  name: labelSchema.default(''),
  description: z.string().default(''),
})

export const imageCategoryNodeSchema = nodeSchema('imageCategory', imageCategoryNodeDataSchema)
export type ImageCategoryNodeData = z.infer<typeof imageCategoryNodeDataSchema>
export type ImageCategoryNode = z.infer<typeof imageCategoryNodeSchema>
