/** What the minimap needs of a React Flow internal node. */
export interface MinimapNode {
  hidden?: boolean
  measured: { width?: number; height?: number }
  internals: { positionAbsolute: { x: number; y: number } }
}

/**
 * One SVG path with a rectangle per shown node (absolute position, measured size; nodes
 * not measured yet are left out, as React Flow's own minimap does).
 */
export function minimapNodesPath(nodes: Iterable<MinimapNode>): string {
  let d = ''
  for (const node of nodes) {
    const { width, height } = node.measured
    if (node.hidden || !width || !height) continue
    const { x, y } = node.internals.positionAbsolute
    d += `M${Math.round(x)} ${Math.round(y)}h${Math.round(width)}v${Math.round(height)}h${-Math.round(width)}z`
  }
  return d
}

/**
 * The nodes a drag moves (React Flow marks them `dragging`) apart from the still ones, so
 * the minimap can keep the still nodes' path while a drag redraws only the moving ones.
 */
export function splitByDragging<Node extends MinimapNode & { dragging?: boolean }>(
  nodes: Iterable<Node>,
): { still: Node[]; moving: Node[] } {
  const still: Node[] = []
  const moving: Node[] = []
  for (const node of nodes) (node.dragging ? moving : still).push(node)
  return { still, moving }
}

/** Whether two lists hold the same node objects in the same order (React Flow replaces a node it changes). */
export function sameNodes(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a.length !== b.length) return false
  for (let index = 0; index < a.length; index++) if (a[index] !== b[index]) return false
  return true
}
