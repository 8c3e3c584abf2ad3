import type { Canvas, CanvasEdge } from './canvas'
import type { CanvasNode, CanvasNodeType, NodeOfType } from './node'

/** Lookups over a parsed canvas, built once per validation or compile. */
export interface CanvasGraph {
  nodesById: ReadonlyMap<string, CanvasNode>
  /** Edges into `${nodeId}:${handle}`, in canvas order. */
  incoming(nodeId: string, handle: string): readonly CanvasEdge[]
  /** Edges out of `${nodeId}:${handle}`, in canvas order. */
  outgoing(nodeId: string, handle: string): readonly CanvasEdge[]
  ofType<Type extends CanvasNodeType>(type: Type): readonly NodeOfType<Type>[]
}

const EMPTY: readonly CanvasEdge[] = []

/** Indexes nodes by id and type and edges by socket; the first node wins a duplicate id. */
export function indexCanvas(canvas: Pick<Canvas, 'nodes' | 'edges'>): CanvasGraph {
  const nodesById = new Map<string, CanvasNode>()
  const byType = new Map<CanvasNodeType, CanvasNode[]>()
  for (const node of canvas.nodes) {
    if (nodesById.has(node.id)) continue
    nodesById.set(node.id, node)
    const list = byType.get(node.type)
    if (list) list.push(node)
    else byType.set(node.type, [node])
  }
  const into = new Map<string, CanvasEdge[]>()
  const outOf = new Map<string, CanvasEdge[]>()
  const push = (map: Map<string, CanvasEdge[]>, key: string, edge: CanvasEdge) => {
    const list = map.get(key)
    if (list) list.push(edge)
    else map.set(key, [edge])
  }
  for (const edge of canvas.edges) {
    push(into, `${edge.target}:${edge.targetHandle}`, edge)
    push(outOf, `${edge.source}:${edge.sourceHandle}`, edge)
  }
  return {
    nodesById,
    incoming: (nodeId, handle) => into.get(`${nodeId}:${handle}`) ?? EMPTY,
    outgoing: (nodeId, handle) => outOf.get(`${nodeId}:${handle}`) ?? EMPTY,
    ofType: <Type extends CanvasNodeType>(type: Type) =>
      (byType.get(type) ?? []) as unknown as readonly NodeOfType<Type>[],
  }
}
