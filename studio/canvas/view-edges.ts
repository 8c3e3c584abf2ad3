import { type ReactFlowState, useStoreApi } from '@xyflow/react'
import { useEffect, useMemo, useRef, useState } from 'react'
import type { FlowEdge } from '../editor/document'

export interface Rect {
  x: number
  y: number
  width: number
  height: number
}

/** Flow-space margin around the view: a node this close is about to scroll in. */
export const NEAR_VIEW_MARGIN = 200

/** The part of the flow the viewport shows, grown by `margin` flow units on every side. */
export function viewRect(
  [tx, ty, zoom]: readonly [number, number, number],
  width: number,
  height: number,
  margin = NEAR_VIEW_MARGIN,
): Rect {
  return {
    x: -tx / zoom - margin,
    y: -ty / zoom - margin,
    width: width / zoom + 2 * margin,
    height: height / zoom + 2 * margin,
  }
}

const overlaps = (a: Rect, b: Rect) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/** Ids of the nodes whose box overlaps `rect`. */
export function nodesNear(boxes: Iterable<[string, Rect]>, rect: Rect): Set<string> {
  const near = new Set<string>()
  for (const [id, box] of boxes) if (overlaps(box, rect)) near.add(id)
  return near
}

/**
 * Splits the edges into those React Flow draws as elements (an end near the view, or
 * selected: the ones a writer can reach to click, and the ones a drag of a node in view
 * moves) and those that only pass through the view, drawn as one path (OverviewEdges).
 */
export function splitEdgesByView<Edge extends FlowEdge>(
  edges: readonly Edge[],
  near: ReadonlySet<string>,
): { interactive: Edge[]; through: Edge[] } {
  const interactive: Edge[] = []
  const through: Edge[] = []
  for (const edge of edges) {
    if (edge.selected || near.has(edge.source) || near.has(edge.target)) interactive.push(edge)
    else through.push(edge)
  }
  return { interactive, through }
}

/**
 * During a drag, the React Flow edges touching the dragged nodes join the path edges, where
 * OverviewEdges draws them on one layer of their own above the nodes. As React Flow edges
 * each was an SVG raised on a layer of its own (elevateEdgesOnSelect), several layers as
 * large as the edges' span, under the nodes: every node they overlapped needed a layer too,
 * and the display compositor drew all of them on every drag step (docs/PERFORMANCE.md).
 */
export function withDraggedOnPath<Edge extends FlowEdge>(
  split: { interactive: Edge[]; through: Edge[] },
  dragged: ReadonlySet<string>,
): { interactive: Edge[]; through: Edge[] } {
  if (dragged.size === 0) return split
  const interactive: Edge[] = []
  const moving: Edge[] = []
  for (const edge of split.interactive) {
    if (dragged.has(edge.source) || dragged.has(edge.target)) moving.push(edge)
    else interactive.push(edge)
  }
  if (moving.length === 0) return split
  return { interactive, through: [...split.through, ...moving] }
}

/** Ids of the nodes being dragged, as one string: the same while the same nodes move. */
export function draggedKey(nodes: readonly { id: string; dragging?: boolean }[]): string {
  let key = ''
  for (const node of nodes) if (node.dragging) key = key ? `${key} ${node.id}` : node.id
  return key
}

function nodeBoxes(state: ReactFlowState): Iterable<[string, Rect]> {
  const boxes: [string, Rect][] = []
  for (const [id, node] of state.nodeLookup) {
    boxes.push([
      id,
      {
        x: node.internals.positionAbsolute.x,
        y: node.internals.positionAbsolute.y,
        width: node.measured.width ?? 180,
        height: node.measured.height ?? 60,
      },
    ])
  }
  return boxes
}

const sameSet = (a: ReadonlySet<string>, b: ReadonlySet<string>) => {
  if (a.size !== b.size) return false
  for (const id of a) if (!b.has(id)) return false
  return true
}

/**
 * The edges split by what is in view, recomputed (at most once a frame) when the view or
 * the nodes move, and handed to React Flow only when the set of nodes near the view changes.
 * On a large canvas with long edges, most edges cross the view at the editing zoom: as React
 * Flow edges each ran its store selector on every drag step (docs/PERFORMANCE.md).
 */
export function useViewEdges(edges: readonly FlowEdge[], enabled: boolean) {
  const flowStore = useStoreApi()
  const near = useRef<ReadonlySet<string>>(new Set())
  const [version, setVersion] = useState(0)

  useEffect(() => {
    if (!enabled) return
    let frame = 0
    const compute = () => {
      frame = 0
      const state = flowStore.getState()
      const next = nodesNear(nodeBoxes(state), viewRect(state.transform, state.width, state.height))
      if (sameSet(next, near.current)) return
      near.current = next
      setVersion((value) => value + 1)
    }
    compute()
    const unsubscribe = flowStore.subscribe((state, previous) => {
      if (
        state.transform !== previous.transform ||
        state.width !== previous.width ||
        state.height !== previous.height ||
        state.nodeLookup !== previous.nodeLookup ||
        state.nodes !== previous.nodes
      ) {
        if (!frame) frame = requestAnimationFrame(compute)
      }
    })
    return () => {
      unsubscribe()
      cancelAnimationFrame(frame)
    }
  }, [flowStore, enabled])

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` says when `near` changed
  return useMemo(() => splitEdgesByView(edges, near.current), [edges, version])
}
