/**
 * Groups: a frame node (`type: 'group'`) whose children name it in `parentId` and keep
 * positions relative to it, as React Flow's sub-flows do, so dragging the frame moves them.
 * Pure plans over the editor document; groups are layout only (the engine ignores them).
 */
import type { GroupNode } from '../../engine/canvas'
import type { EditorDocument, FlowNode } from './document'

/** Room around the framed nodes, and above them for the label. */
export const GROUP_PADDING = 24
export const GROUP_HEADER = 32
/** Size assumed for a node React Flow has not measured yet. */
const FALLBACK_SIZE = { width: 220, height: 90 }

type Point = { x: number; y: number }
type Placed = { position: Point; parentId?: string | undefined }

/** A node's position on the canvas (children store theirs relative to the group). */
export function absolutePosition(node: Placed, byId: ReadonlyMap<string, Placed>): Point {
  const parent = node.parentId ? byId.get(node.parentId) : undefined
  if (!parent) return node.position
  const origin = absolutePosition(parent, byId)
  return { x: origin.x + node.position.x, y: origin.y + node.position.y }
}

const sizeOf = (node: FlowNode) => ({
  width: node.measured?.width ?? FALLBACK_SIZE.width,
  height: node.measured?.height ?? FALLBACK_SIZE.height,
})

/**
 * Frames the selected story nodes (not groups, not already grouped) in a new group that
 * becomes the only selection; fewer than one such node leaves the document as it is.
 * The group is placed before its children: React Flow draws parents first.
 */
export function groupSelected(
  document: EditorDocument,
  groupId: string,
  label: string,
): { document: EditorDocument; group: FlowNode | null } {
  const chosen = document.nodes.filter(
    (node) => node.selected && node.type !== 'group' && !node.parentId,
  )
  if (chosen.length === 0) return { document, group: null }
  const left = Math.min(...chosen.map((node) => node.position.x)) - GROUP_PADDING
  const top = Math.min(...chosen.map((node) => node.position.y)) - GROUP_PADDING - GROUP_HEADER
  const right = Math.max(...chosen.map((node) => node.position.x + sizeOf(node).width))
  const bottom = Math.max(...chosen.map((node) => node.position.y + sizeOf(node).height))
  const group: FlowNode = {
    id: groupId,
    type: 'group',
    position: { x: left, y: top },
    data: {
      label,
      width: right + GROUP_PADDING - left,
      height: bottom + GROUP_PADDING - top,
    },
    selected: true,
  } satisfies GroupNode & { selected: boolean }
  const framed = new Set(chosen.map((node) => node.id))
  const nodes = document.nodes.map((node): FlowNode => {
    if (!framed.has(node.id)) return node.selected ? { ...node, selected: false } : node
    return {
      ...node,
      parentId: groupId,
      position: { x: node.position.x - left, y: node.position.y - top },
      selected: false,
    }
  })
  const firstChild = nodes.findIndex((node) => framed.has(node.id))
  return {
    document: {
      ...document,
      nodes: [...nodes.slice(0, firstChild), group, ...nodes.slice(firstChild)],
    },
    group,
  }
}

/** Frees the children of the given groups (absolute positions again) and removes the groups. */
export function ungroup(document: EditorDocument, groupIds: readonly string[]): EditorDocument {
  const groups = new Set(
    document.nodes
      .filter((node) => node.type === 'group' && groupIds.includes(node.id))
      .map((node) => node.id),
  )
  if (groups.size === 0) return document
  const released = releaseChildren(document, groups)
  return { ...released, nodes: released.nodes.filter((node) => !groups.has(node.id)) }
}

/**
 * Children of the given parents get their absolute position and no parent: what a group's
 * deletion or ungrouping leaves, so no node is lost with its frame.
 */
export function releaseChildren(
  document: EditorDocument,
  parentIds: ReadonlySet<string>,
): EditorDocument {
  if (!document.nodes.some((node) => node.parentId && parentIds.has(node.parentId))) return document
  const byId = new Map(document.nodes.map((node) => [node.id, node]))
  return {
    ...document,
    nodes: document.nodes.map((node) => {
      if (!node.parentId || !parentIds.has(node.parentId)) return node
      const { parentId: _parent, ...rest } = node
      return { ...rest, position: absolutePosition(node, byId) } as FlowNode
    }),
  }
}

/**
 * A loaded document React Flow can draw: a `parentId` that names no group is dropped (the
 * node keeps its stored position), and every group comes before its children.
 */
export function normalizeGroups(document: EditorDocument): EditorDocument {
  const groups = new Set(
    document.nodes.filter((node) => node.type === 'group').map((node) => node.id),
  )
  let changed = false
  const nodes = document.nodes.map((node) => {
    if (!node.parentId || groups.has(node.parentId)) return node
    changed = true
    const { parentId: _parent, ...rest } = node
    return rest as FlowNode
  })
  const seen = new Set<string>()
  const ordered = nodes.every((node) => {
    seen.add(node.id)
    return !node.parentId || seen.has(node.parentId)
  })
  if (ordered && !changed) return document
  return {
    ...document,
    nodes: [
      ...nodes.filter((node) => node.type === 'group'),
      ...nodes.filter((node) => node.type !== 'group'),
    ],
  }
}
