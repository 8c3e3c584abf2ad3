import { type CanvasNode, type CanvasNodeType, canvasNodeSchema } from '../../engine/canvas'

/** The writer's label for a node: its title, name or the first words of its text. */
export function nodeLabel(node: CanvasNode): string {
  const data = node.data as Record<string, unknown>
  for (const key of ['title', 'name', 'label'] as const) {
    const value = data[key]
    if (typeof value === 'string' && value.trim()) return value.trim()
  }
  const text =
    node.type === 'note'
      ? node.data.text
      : node.type === 'lorebookEntry'
        ? node.data.keys.join(', ')
        : ''
  return text.trim().slice(0, 40)
}

/**
 * A new node of `type` with every field at the engine's default, so the inspector never
 * meets an undefined field. Variables start as numbers (the common case: counters, trust).
 */
export function createNode(
  type: CanvasNodeType,
  id: string,
  position: { x: number; y: number },
): CanvasNode {
  const data = type === 'variable' ? { valueType: 'number' } : {}
  return canvasNodeSchema.parse({ id, type, position, data })
}
