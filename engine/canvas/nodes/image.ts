import { z } from 'zod'
import { labelSchema, nodeSchema, tagsSchema } from '../base'

/**
 * An image asset. Its category arrives through the `category` socket; an automatic
 * unlock condition through `unlockCondition`.
 */
export const imageNodeDataSchema = z.object({
  title: labelSchema.default(''),
  /** Asset URL (or data URL in fixtures). */
  url: z.string().default(''),
  /** Content hash of the asset (the spec's imageHash); '' lets the compiler derive one. */
  hash: z.string().default(''),
  tags: tagsSchema,
  /** Credits to unlock; 0 = free, otherwise at least 10. */
  price: z.number().int().min(0).default(0),
  /** The player may unlock it by paying. */
  manualUnlock: z.boolean().default(true),
  /** Unlocked automatically when the connected condition holds. */
  autoUnlock: z.boolean().default(false),
})

export const imageNodeSchema = nodeSchema('image', imageNodeDataSchema)
export type ImageNodeData = z.infer<typeof imageNodeDataSchema>
export type ImageNode = z.infer<typeof imageNodeSchema>
