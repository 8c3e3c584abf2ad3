import type { Canvas } from '../canvas/canvas'
import type { StoryMetadata } from '../canvas/metadata'
import { createValidationContext } from './context'
import { validateCounts } from './counts'
import type { ValidationError } from './issue'
import { validateMetadata } from './metadata'
import { validateNodeRules } from './node-rules'
import { validateSceneGraph } from './scenes'
import { parseCanvas, validateEdges } from './structure'

export interface StoryValidation {
  /** Errors and warnings, in a stable order (canvas-wide, then by node order). */
  errors: ValidationError[]
  /** The parsed canvas (invalid nodes and edges left out). */
  canvas: Canvas
  metadata: StoryMetadata | undefined
}

/**
 * Validates a canvas and its metadata, returning every finding as data.
 *
 * @example
 * const { errors } = validateStory(canvas, metadata)
 * errors.filter((entry) => entry.nodeId === 'scene-1')
 */
export function validateStory(canvasInput: unknown, metadataInput: unknown): StoryValidation {
  const parsedMetadata = validateMetadata(metadataInput)
  const parsedCanvas = parseCanvas(canvasInput)
  const context = createValidationContext(parsedCanvas.canvas, parsedMetadata.metadata)
  const errors = [
    ...parsedMetadata.errors,
    ...parsedCanvas.errors,
    ...validateEdges(parsedCanvas.canvas),
    ...validateCounts(context),
    ...validateSceneGraph(context),
  ]
  for (const node of parsedCanvas.canvas.nodes) errors.push(...validateNodeRules(node, context))
  return { errors, canvas: parsedCanvas.canvas, metadata: parsedMetadata.metadata }
}
