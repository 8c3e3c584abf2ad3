import { z } from 'zod'
import { nodeIdSchema } from './base'
import { lorebookBookSettingsSchema } from './lorebook-settings'
import { canvasNodeSchema } from './node'

/** React Flow's edge shape; handles name sockets (see `sockets.ts`). */
export const canvasEdgeSchema = z.object({
  id: nodeIdSchema,
  source: nodeIdSchema,
  sourceHandle: z.string().min(1),
  target: nodeIdSchema,
  targetHandle: z.string().min(1),
})

/** The writer's graph; `version` is the optimistic-concurrency counter of saves. */
export const canvasSchema = z.object({
  version: z.number().int().min(0).default(0),
  nodes: z.array(canvasNodeSchema).default([]),
  edges: z.array(canvasEdgeSchema).default([]),
  /** The lorebook's settings; absent = the studio's defaults (imports write SillyTavern's). */
  lorebook: lorebookBookSettingsSchema.optional(),
})

export type CanvasEdge = z.infer<typeof canvasEdgeSchema>
export type Canvas = z.infer<typeof canvasSchema>
/** What the studio asks about before adding an edge. */
export type Connection = Omit<CanvasEdge, 'id'>

/** What callers may write before parsing: every data field with a default is optional. */
export type CanvasInput = z.input<typeof canvasSchema>
export type CanvasNodeInput = NonNullable<CanvasInput['nodes']>[number]
