import {
  type CanvasEdge,
  type CanvasInput,
  type CanvasNode,
  type CanvasNodeType,
  type Connection,
  type ConnectionVerdict,
  canConnect,
  canvasSchema,
} from '../../engine/canvas'
import type { LorebookBookSettings } from '../../engine/lorebook/book-settings'
import { LIMITS } from '../../engine/validate/limits'
import type { EditorDocument, FlowEdge, FlowNode } from './document'
import { releaseChildren } from './grouping'
import { createNode } from './node-defaults'
import type { IdSource } from './node-ids'

/**
 * Pure edits of the editor document: data in, data out. The store records history and
 * applies them; tests call them directly.
 */

export function addNode(
  document: EditorDocument,
  type: CanvasNodeType,
  position: { x: number; y: number },
  ids: IdSource,
): { document: EditorDocument; node: FlowNode } {
  const node: FlowNode = { ...createNode(type, ids.node(type), position), selected: true }
  const nodes = document.nodes.map((entry) =>
    entry.selected ? { ...entry, selected: false } : entry,
  )
  return { document: { ...document, nodes: [...nodes, node] }, node }
}

/** Replaces a node's data with `update(data)`; other nodes keep their identity. */
export function updateNodeData(
  document: EditorDocument,
  nodeId: string,
  update: (data: CanvasNode['data']) => CanvasNode['data'],
): EditorDocument {
  let changed = false
  const nodes = document.nodes.map((node) => {
    if (node.id !== nodeId) return node
    changed = true
    return { ...node, data: update(node.data) } as FlowNode
  })
  return changed ? { ...document, nodes } : document
}

/** Adds the edge when the engine's socket rules allow it; otherwise says why not. */
export function connect(
  document: EditorDocument,
  connection: Connection,
  ids: IdSource,
): { document: EditorDocument; verdict: ConnectionVerdict } {
  const verdict = canConnect(document, connection)
  if (!verdict.ok) return { document, verdict }
  const edge: FlowEdge = {
    id: ids.edge(
      connection.source,
      connection.sourceHandle,
      connection.target,
      connection.targetHandle,
    ),
    ...connection,
  }
  return { document: { ...document, edges: [...document.edges, edge] }, verdict }
}

/**
 * Deletes the selected nodes, their edges and the selected edges. A deleted group's
 * children that were not deleted stay, where they were on the canvas.
 */
export function deleteSelected(current: EditorDocument): EditorDocument {
  const gone = new Set(current.nodes.filter((node) => node.selected).map((node) => node.id))
  const document = releaseChildren(current, gone)
  const edges = document.edges.filter(
    (edge) => !edge.selected && !gone.has(edge.source) && !gone.has(edge.target),
  )
  if (gone.size === 0 && edges.length === document.edges.length) return current
  return { nodes: document.nodes.filter((node) => !gone.has(node.id)), edges }
}

export function deleteNodes(current: EditorDocument, nodeIds: readonly string[]): EditorDocument {
  const gone = new Set(nodeIds)
  const document = releaseChildren(current, gone)
  return {
    nodes: document.nodes.filter((node) => !gone.has(node.id)),
    edges: document.edges.filter((edge) => !gone.has(edge.source) && !gone.has(edge.target)),
  }
}

/** Adds nodes and edges, selecting exactly the added nodes (paste, import). */
export function insertNodes(
  document: EditorDocument,
  nodes: readonly CanvasNode[],
  edges: readonly CanvasEdge[],
): EditorDocument {
  const kept = document.nodes.map((node) => (node.selected ? { ...node, selected: false } : node))
  return {
    nodes: [...kept, ...nodes.map((node) => ({ ...node, selected: true }) as FlowNode)],
    edges: [...document.edges, ...edges],
  }
}

export function selectOnly(document: EditorDocument, nodeId: string): EditorDocument {
  return {
    ...document,
    nodes: document.nodes.map((node) => {
      const selected = node.id === nodeId
      return Boolean(node.selected) === selected ? node : { ...node, selected }
    }),
  }
}

/**
 * An imported canvas (card import) with ids prefixed so they never collide with the
 * open canvas, placed to the right of what is already there.
 */
/**
 * Whether an import brings its lorebook settings: only into a canvas without a book of its
 * own (no entries, no settings), so a creator's book never changes rules under them.
 */
export function takesImportedBookSettings(document: EditorDocument): boolean {
  return !document.lorebook && !document.nodes.some((node) => node.type === 'lorebookEntry')
}

export function prepareImport(
  document: EditorDocument,
  input: CanvasInput,
  prefix: string,
): { nodes: CanvasNode[]; edges: CanvasEdge[]; lorebook?: LorebookBookSettings } {
  const parsed = canvasSchema.parse(input)
  const right = document.nodes.reduce((max, node) => Math.max(max, node.position.x), -400)
  // The import's leftmost node (a portrait, a group greeting) lands clear of the existing ones.
  const left = parsed.nodes.reduce((min, node) => Math.min(min, node.position.x), 0)
  const shift = document.nodes.length === 0 ? 0 : right + 400 - left
  const rename = (id: string) => `${prefix}${id}`
  // The card's openings join after the creator's own, in the selectable slots still free.
  let freeStarts =
    LIMITS.selectableStartNodes -
    document.nodes.filter((node) => node.type === 'start' && node.data.selectable).length
  const nodes = parsed.nodes.map((node) => {
    const copy = structuredClone(node)
    if (copy.type === 'start' && copy.data.selectable) {
      copy.data.selectable = freeStarts > 0
      freeStarts -= 1
    }
    copy.id = rename(node.id)
    if (copy.parentId) copy.parentId = rename(copy.parentId)
    copy.position = { x: node.position.x + shift, y: node.position.y }
    if (copy.type === 'trigger') {
      copy.data.effects = copy.data.effects.map((effect) =>
        effect.kind === 'move-to-scene'
          ? { ...effect, sceneId: rename(effect.sceneId) }
          : effect.kind === 'activate-lorebook'
            ? { ...effect, entryId: rename(effect.entryId) }
            : effect.kind === 'show-image' || effect.kind === 'make-image-available'
              ? { ...effect, imageId: rename(effect.imageId) }
              : effect,
      )
    }
    return copy
  })
  const edges = parsed.edges.map((edge) => ({
    ...edge,
    id: rename(edge.id),
    source: rename(edge.source),
    target: rename(edge.target),
  }))
  return parsed.lorebook ? { nodes, edges, lorebook: parsed.lorebook } : { nodes, edges }
}
