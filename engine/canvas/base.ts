import { z } from 'zod'

/** Canvas coordinates, as React Flow stores them. */
export const positionSchema = z.object({ x: z.number().finite(), y: z.number().finite() })

/** Free-form JSON kept verbatim (card extensions, unknown imported fields). */
export const jsonObjectSchema = z.record(z.string(), z.unknown())

export const nodeIdSchema = z.string().min(1).max(200)

/**
 * Builds a React Flow–shaped node schema `{ id, type, position, data }` for one kind.
 * Unknown top-level keys (React Flow's `measured`, `selected`, …) are dropped on parse:
 * they are view state, not story.
 */
export function nodeSchema<Type extends string, Data extends z.ZodType>(type: Type, data: Data) {
  return z.object({
    id: nodeIdSchema,
    type: z.literal(type),
    position: positionSchema.default({ x: 0, y: 0 }),
    /** The group node this node sits in; its position is then relative to the group. */
    parentId: nodeIdSchema.optional(),
    data,
  })
}

/** A short single-line label field. */
export const labelSchema = z.string().max(200)

/** Tags are trimmed, non-empty strings. */
export const tagsSchema = z.array(z.string().trim().min(1).max(60)).default([])
