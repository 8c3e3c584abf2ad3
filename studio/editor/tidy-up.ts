import type { EditorDocument, FlowNode } from './document'
import { type LayoutNode, layoutLeftToRight } from './layout'

/** Sizes by kind for nodes React Flow has not measured (never drawn yet). */
const FALLBACK = { width: 220, height: 90 }
/** The canvas's snap grid: tidied nodes land on it, as dragged ones do. */
const GRID = 20

const snap = (value: number) => Math.round(value / GRID) * GRID

function sizeOf(node: FlowNode): Pick<LayoutNode, 'width' | 'height'> {
  if (node.type === 'group') return { width: node.data.width, height: node.data.height }
  return {
    width: node.measured?.width ?? FALLBACK.width,
    height: node.measured?.height ?? FALLBACK.height,
  }
}

/**
 * The document laid out left to right by its edges ("Tidy up"). Only nodes outside groups
 * move: a group moves as one box with its children inside, and edges to a child count as
 * edges to its group. Nodes already in place keep their identity.
 */
export function tidyUp(document: EditorDocument): EditorDocument {
  const byId = new Map(document.nodes.map((node) => [node.id, node]))
  const outermost = (id: string): string => {
    let node = byId.get(id)
    while (node?.parentId && byId.has(node.parentId)) node = byId.get(node.parentId)
    return node?.id ?? id
  }
  const top = document.nodes.filter((node) => !node.parentId || !byId.has(node.parentId))
  const positions = layoutLeftToRight(
    top.map((node) => ({ id: node.id, ...sizeOf(node) })),
    document.edges.map((edge) => ({
      source: outermost(edge.source),
      target: outermost(edge.target),
    })),
  )
  let moved = false
  const nodes = document.nodes.map((node) => {
    const point = positions.get(node.id)
    if (!point || node.parentId) return node
    const position = { x: snap(point.x), y: snap(point.y) }
    if (position.x === node.position.x && position.y === node.position.y) return node
    moved = true
    return { ...node, position }
  })
  return moved ? { ...document, nodes } : document
}
