/** Where an edge starts and ends, and the bezier between (React Flow's default curve). */
export interface EdgeEnds {
  sx: number
  sy: number
  tx: number
  ty: number
}

export interface NodeBox {
  x: number
  y: number
  width: number
  height: number
  /** Handle centres relative to the node, by handle id. */
  sources: ReadonlyMap<string, { x: number; y: number }>
  targets: ReadonlyMap<string, { x: number; y: number }>
}

/** Ends of an edge from output `sourceHandle` (right side) to input `targetHandle` (left side). */
export function edgeEnds(
  source: NodeBox,
  sourceHandle: string,
  target: NodeBox,
  targetHandle: string,
): EdgeEnds {
  const from = source.sources.get(sourceHandle) ?? { x: source.width, y: source.height / 2 }
  const to = target.targets.get(targetHandle) ?? { x: 0, y: target.height / 2 }
  return { sx: source.x + from.x, sy: source.y + from.y, tx: target.x + to.x, ty: target.y + to.y }
}

/**
 * Control points of React Flow's bezier edge between a right-facing source and a
 * left-facing target (curvature 0.25), so the overview draws the same curves.
 */
export function bezierControls({ sx, sy, tx, ty }: EdgeEnds) {
  const distance = tx - sx
  const offset = distance >= 0 ? 0.5 * distance : 0.25 * 25 * Math.sqrt(-distance)
  return { c1x: sx + offset, c1y: sy, c2x: tx - offset, c2y: ty }
}

/**
 * Splits edges into those touching a dragged node (redrawn every drag step, on their own
 * layer) and the still rest (drawn once per gesture), keeping each group's order.
 */
export function splitByDragged<Edge extends { source: string; target: string }>(
  edges: readonly Edge[],
  dragged: ReadonlySet<string>,
): { still: Edge[]; moving: Edge[] } {
  const still: Edge[] = []
  const moving: Edge[] = []
  for (const edge of edges) {
    if (dragged.has(edge.source) || dragged.has(edge.target)) moving.push(edge)
    else still.push(edge)
  }
  return { still, moving }
}
