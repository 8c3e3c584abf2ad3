import type { CanvasEdge, CanvasNode } from '../../engine/canvas'
import { absolutePosition } from './grouping'
import type { IdSource } from './node-ids'

/** What copy puts on the clipboard: the chosen nodes and the edges between them. */
export interface ClipboardContent {
  kind: 'taleloom/nodes'
  nodes: CanvasNode[]
  edges: CanvasEdge[]
}

/**
 * A copied group takes its children along; a child copied without its group is copied
 * where it is on the canvas, on its own.
 */
export function copySelection(
  nodes: readonly CanvasNode[],
  edges: readonly CanvasEdge[],
  selected: ReadonlySet<string>,
): ClipboardContent | null {
  const selectedIds = new Set(selected)
  for (const node of nodes)
    if (node.parentId && selected.has(node.parentId)) selectedIds.add(node.id)
  const byId = new Map(nodes.map((node) => [node.id, node]))
  const chosen = nodes
    .filter((node) => selectedIds.has(node.id))
    .map((node): CanvasNode => {
      if (!node.parentId || selectedIds.has(node.parentId)) return structuredClone(node)
      const { parentId: _parent, ...rest } = structuredClone(node)
      return { ...rest, position: absolutePosition(node, byId) } as CanvasNode
    })
  if (chosen.length === 0) return null
  const inside = edges.filter(
    (edge) => selectedIds.has(edge.source) && selectedIds.has(edge.target),
  )
  return { kind: 'taleloom/nodes', nodes: chosen, edges: structuredClone(inside) }
}

/**
 * Fresh ids for pasted nodes, moved by `offset`; edges follow their nodes, so a pasted
 * character keeps its pasted speech-style text. Trigger effects that named a copied node
 * are re-pointed at the copy.
 */
export function pasteContent(
  content: ClipboardContent,
  ids: IdSource,
  offset: { x: number; y: number },
): { nodes: CanvasNode[]; edges: CanvasEdge[] } {
  const renamed = new Map<string, string>()
  for (const node of content.nodes) renamed.set(node.id, ids.node(node.type))
  const nodes = content.nodes.map((node) => {
    const copy = structuredClone(node)
    copy.id = renamed.get(node.id) ?? node.id
    // Children move with their pasted group: their positions are relative to it.
    if (node.parentId) copy.parentId = renamed.get(node.parentId) ?? node.parentId
    else copy.position = { x: node.position.x + offset.x, y: node.position.y + offset.y }
    if (copy.type === 'trigger') {
      copy.data.effects = copy.data.effects.map((effect) => repoint(effect, renamed))
    }
    return copy
  })
  const edges = content.edges.map((edge) => {
    const source = renamed.get(edge.source) ?? edge.source
    const target = renamed.get(edge.target) ?? edge.target
    return {
      ...edge,
      source,
      target,
      id: ids.edge(source, edge.sourceHandle, target, edge.targetHandle),
    }
  })
  return { nodes, edges }
}

type Effect = Extract<CanvasNode, { type: 'trigger' }>['data']['effects'][number]

function repoint(effect: Effect, renamed: ReadonlyMap<string, string>): Effect {
  switch (effect.kind) {
    case 'move-to-scene':
      return { ...effect, sceneId: renamed.get(effect.sceneId) ?? effect.sceneId }
    case 'activate-lorebook':
      return { ...effect, entryId: renamed.get(effect.entryId) ?? effect.entryId }
    case 'make-image-available':
    case 'show-image':
      return { ...effect, imageId: renamed.get(effect.imageId) ?? effect.imageId }
    default:
      return effect
  }
}

/** Reads clipboard text back; anything that is not our own content is ignored. */
export function parseClipboard(text: string): ClipboardContent | null {
  try {
    const value = JSON.parse(text) as Partial<ClipboardContent>
    if (value.kind !== 'taleloom/nodes' || !Array.isArray(value.nodes)) return null
    return {
      kind: value.kind,
      nodes: value.nodes,
      edges: Array.isArray(value.edges) ? value.edges : [],
    }
  } catch {
    return null
  }
}
