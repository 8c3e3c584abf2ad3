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
