import { canvasSchema } from '../../engine/canvas'
import type { EditorDocument } from '../editor/document'
import { normalizeGroups } from '../editor/grouping'

/** The server's stored canvas as an editor document (parsed by the engine's schema). */
export function documentFromStored(stored: unknown): EditorDocument {
  const parsed = canvasSchema.safeParse(stored)
  if (!parsed.success) return { nodes: [], edges: [] }
  const { nodes, edges, lorebook } = parsed.data
  return normalizeGroups(lorebook ? { nodes, edges, lorebook } : { nodes, edges })
}
