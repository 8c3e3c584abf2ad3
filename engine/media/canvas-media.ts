import type { Canvas } from '../canvas/canvas'
import type { CanvasNodeType } from '../canvas/node'
import { isAllowedMediaUrl, MEDIA_URL_MESSAGE } from './media-url'

/** Every field of a node's `data` a creator writes an image address into. */
export const MEDIA_FIELDS: Partial<Record<CanvasNodeType, readonly string[]>> = {
  image: ['url'],
}

/** One refused address, located as the studio paints it and as a JSON path names it. */
export interface MediaUrlProblem {
  /** `nodes[3].data.url` */
  path: string
  nodeId: string
  field: string
  /** The validation finding's key for the same fault. */
  key: 'IMAGE_URL_NOT_ALLOWED'
  message: string
}

/**
 * The image addresses of a canvas that `isAllowedMediaUrl` refuses; '' is left to the
 * validation's "upload an image" finding, as the studio saves before the upload ends.
 */
export function canvasMediaProblems(canvas: Pick<Canvas, 'nodes'>): MediaUrlProblem[] {
  const problems: MediaUrlProblem[] = []
  canvas.nodes.forEach((node, index) => {
    for (const field of MEDIA_FIELDS[node.type] ?? []) {
      const value = (node.data as Record<string, unknown>)[field]
      if (typeof value !== 'string' || value === '' || isAllowedMediaUrl(value)) continue
      const path = `nodes[${index}].data.${field}`
      problems.push({
        path,
        nodeId: node.id,
        field,
        key: 'IMAGE_URL_NOT_ALLOWED',
        message: MEDIA_URL_MESSAGE,
      })
    }
  })
  return problems
}
