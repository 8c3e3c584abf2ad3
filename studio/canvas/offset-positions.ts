import type { Node } from '@xyflow/react'

/**
 * Places each node with `left`/`top` instead of React Flow's own `transform: translate()`.
 * A transform gives every node a paint property node of its own, so Chromium layerizes a
 * large canvas as a paint chunk per node on every drag frame; boxes placed by offset share
 * the nodes layer's chunks (docs/PERFORMANCE.md). React Flow spreads `node.style` over its
 * own inline style, so the override is ours to make; positions and measuring stay React Flow's.
 *
 * A node being dragged keeps React Flow's transform: on the layer of its own that a drag gives
 * it (studio.css), a transform step is a compositor update, where an offset step is a layout
 * of the canvas's positioned boxes and a repaint of the node.
 *
 * The styled copy of a node is cached by the node object, so an unchanged node keeps its
 * identity and React Flow skips it.
 */
const placed = new WeakMap<Node, Node>()

export function withOffsetPositions(nodes: readonly Node[]): Node[] {
  let byId: Map<string, Node> | null = null
  return nodes.map((node) => {
    if (node.dragging) return node
    if (node.parentId) {
      byId ??= new Map(nodes.map((candidate) => [candidate.id, candidate]))
      const { x, y } = absolutePosition(node, byId)
      return place(node, x, y)
    }
    let out = placed.get(node)
    if (!out) {
      out = place(node, node.position.x, node.position.y)
      placed.set(node, out)
    }
    return out
  })
}

function place(node: Node, x: number, y: number): Node {
  return { ...node, style: { ...node.style, transform: 'none', left: x, top: y } }
}

/** A child's position is relative to its parent's (groups nest one level, or more). */
function absolutePosition(node: Node, byId: Map<string, Node>) {
  let x = node.position.x
  let y = node.position.y
  const seen = new Set<string>([node.id])
  let parent = node.parentId ? byId.get(node.parentId) : undefined
  while (parent && !seen.has(parent.id)) {
    seen.add(parent.id)
    x += parent.position.x
    y += parent.position.y
    parent = parent.parentId ? byId.get(parent.parentId) : undefined
  }
  return { x, y }
}
