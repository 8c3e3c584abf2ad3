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
 * Every node's name for lists and menus: its label, else its kind and its number among the
 * nodes of that kind ("Scene 2 (untitled)"), never the internal id a writer never chose.
 */
export function nodeNames(
  nodes: readonly CanvasNode[],
  untitled: (type: CanvasNodeType, number: number) => string,
): Map<string, string> {
  const counts = new Map<CanvasNodeType, number>()
  const names = new Map<string, string>()
  for (const node of nodes) {
    const number = (counts.get(node.type) ?? 0) + 1
    counts.set(node.type, number)
    names.set(node.id, nodeLabel(node) || untitled(node.type, number))
  }
  return names
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
