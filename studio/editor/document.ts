import type { CanvasEdge, CanvasNode } from '../../engine/canvas'
import type { LorebookBookSettings } from '../../engine/lorebook/book-settings'
import type { CanvasDocument } from '../api/stories-api'

/** A canvas node as React Flow holds it: the story node plus view state. */
export type FlowNode = CanvasNode & {
  selected?: boolean
  dragging?: boolean
  measured?: { width?: number; height?: number }
}

export type FlowEdge = CanvasEdge & { selected?: boolean }

/** The editable graph: what undo restores and what a save sends (after `toStoryDocument`). */
export interface EditorDocument {
  nodes: FlowNode[]
  edges: FlowEdge[]
  /** The lorebook's own settings; absent = the studio's defaults. */
  lorebook?: LorebookBookSettings
}

/** Drops view state, so the server stores story and only story. */
export function toStoryDocument(document: EditorDocument): CanvasDocument {
  return {
    nodes: document.nodes.map(
      ({ id, type, position, parentId, data }) =>
        (parentId
          ? { id, type, position, parentId, data }
          : { id, type, position, data }) as CanvasNode,
    ),
    edges: document.edges.map(({ id, source, sourceHandle, target, targetHandle }) => ({
      id,
      source,
      sourceHandle,
      target,
      targetHandle,
    })),
    ...(document.lorebook ? { lorebook: document.lorebook } : {}),
  }
}

export function selectedNodeIds(document: EditorDocument): Set<string> {
  return new Set(document.nodes.filter((node) => node.selected).map((node) => node.id))
}
