import { z } from 'zod'
import { labelSchema, nodeSchema, tagsSchema } from '../base'

/**
 * A scene. Outgoing `exit` edges are transitions (directly to a story node, or through a
 * condition node that guards them); `cast` receives the characters present.
 */
export const storyNodeDataSchema = z.object({
  title: labelSchema.default(''),
  situation: z.string().default(''),
  goals: z.string().default(''),
  instructions: z.string().default(''),
  tags: tagsSchema,
})

export const storyNodeSchema = nodeSchema('story', storyNodeDataSchema)
export type StoryNodeData = z.infer<typeof storyNodeDataSchema>
export type StoryNode = z.infer<typeof storyNodeSchema>
