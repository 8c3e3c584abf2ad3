import { type InternalNode, type ReactFlowState, useStore, useStoreApi } from '@xyflow/react'
import { memo, useEffect, useMemo, useRef } from 'react'
import { createPortal } from 'react-dom'
import type { FlowEdge } from '../editor/document'
import { bezierControls, edgeEnds, type NodeBox, splitByDragged } from './edge-geometry'

const selectDomNode = (state: ReactFlowState) => state.domNode

/** React Flow's default edge colour, so switching between the two renderings does not flash. */
const EDGE_COLOR = '#b1b1b7'

function boxOf(node: InternalNode): NodeBox {
  const centres = (
    handles:
      | { id?: string | null; x: number; y: number; width: number; height: number }[]
      | null
      | undefined,
  ) =>
    new Map(
      (handles ?? []).map((handle) => [
        handle.id ?? '',
        { x: handle.x + handle.width / 2, y: handle.y + handle.height / 2 },
      ]),
    )
  return {
    x: node.internals.positionAbsolute.x,
    y: node.internals.positionAbsolute.y,
    width: node.measured.width ?? 180,
    height: node.measured.height ?? 60,
    sources: centres(node.internals.handleBounds?.source),
    targets: centres(node.internals.handleBounds?.target),
  }
}

/**
 * Edges as one SVG path: every edge in the zoomed-out overview, and at editing zooms the
 * edges that only pass through the view (view-edges.ts; those with an end in view stay React
 * Flow edges). Thousands of React Flow edges (an SVG element each: a paint chunk, a hit-test
 * target and a store selector run on every drag step) made a node drag slow at every zoom
 * (docs/PERFORMANCE.md); one path in the viewport pans and zooms with it for free. A 2D
 * canvas was tried first and not kept: as a composited layer under every node it slowed
 * layerization (docs/PERFORMANCE.md). These edges are not clickable: zooming in, or
 * scrolling one of an edge's nodes into view, makes it a React Flow edge again. During a drag
 * the edges touching the dragged nodes are a second path on a layer of their own (studio.css),
 * so a drag step re-rasters those few curves and not the thousands of still ones; at editing
 * zooms the dragged nodes' React Flow edges join that path for the gesture (FlowCanvas,
 * `withDraggedOnPath`), drawn above the nodes like the overview's.
 */
export const OverviewEdges = memo(function OverviewEdges({
  edges,
  nonScaling,
}: {
  edges: readonly FlowEdge[]
  /** A hairline at any zoom (the overview); otherwise as wide as React Flow's edges. */
  nonScaling: boolean
}) {
  const flowStore = useStoreApi()
  const stillRef = useRef<SVGPathElement>(null)
  const movingRef = useRef<SVGPathElement>(null)
  const edgesRef = useRef(edges)
  const scheduleRef = useRef<() => void>(() => undefined)

  // React Flow's <ViewportPortal> looks its target up with querySelector on every store
  // update (every drag step), a cost on a large page. Looked up once here.
  const domNode = useStore(selectDomNode)
  const target = useMemo(() => domNode?.querySelector('.react-flow__viewport-portal'), [domNode])
  useEffect(() => {
    const still = stillRef.current
    const moving = movingRef.current
    if (!target || !still || !moving) return
    let frame = 0
    const boxes = new Map<string, { node: InternalNode; box: NodeBox }>()
    // A node object is replaced when it moves or is measured: the others keep their boxes.
    const box = (id: string) => {
      const node = flowStore.getState().nodeLookup.get(id)
      if (!node) return null
      const cached = boxes.get(id)
      if (cached && cached.node === node) return cached.box
      const fresh = boxOf(node)
      boxes.set(id, { node, box: fresh })
      return fresh
    }
    const segment = (edge: FlowEdge) => {
      const source = box(edge.source)
      const targetBox = box(edge.target)
      if (!source || !targetBox) return ''
      const ends = edgeEnds(source, edge.sourceHandle, targetBox, edge.targetHandle)
      const c = bezierControls(ends)
      return `M${ends.sx | 0} ${ends.sy | 0}C${c.c1x | 0} ${c.c1y | 0} ${c.c2x | 0} ${c.c2y | 0} ${ends.tx | 0} ${ends.ty | 0}`
    }
    let drawnEdges: readonly FlowEdge[] | null = null
    let draggedKey = ''
    let movingEdges: FlowEdge[] = []
    let movingPath = ''

    const draw = () => {
      frame = 0
      const lookup = flowStore.getState().nodeLookup
      const dragged = new Set<string>()
      for (const [id, node] of lookup) if (node.dragging) dragged.add(id)
      const key = [...dragged].join(' ')
      // The still path is rebuilt only when the edges or the set of dragged nodes change;
      // during a drag only the few edges touching the dragged nodes are redrawn.
      if (edgesRef.current !== drawnEdges || key !== draggedKey) {
        drawnEdges = edgesRef.current
        draggedKey = key
        const split = splitByDragged(drawnEdges, dragged)
        movingEdges = split.moving
        const path = split.still.map(segment).join('')
        if (path !== still.getAttribute('d')) still.setAttribute('d', path)
      }
      // Unchanged, the attribute is not set again: setting it repaints the layer.
      const path = movingEdges.map(segment).join('')
      if (path !== movingPath) moving.setAttribute('d', path)
      movingPath = path
    }

    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(draw)
    }
    scheduleRef.current = schedule
    schedule()
    const unsubscribe = flowStore.subscribe((state, previous) => {
      if (state.nodes !== previous.nodes || state.nodeLookup !== previous.nodeLookup) schedule()
    })
    return () => {
      unsubscribe()
      cancelAnimationFrame(frame)
      scheduleRef.current = () => undefined
    }
  }, [flowStore, target])

  useEffect(() => {
    edgesRef.current = edges
    scheduleRef.current()
  }, [edges])

  if (!target) return null
  return createPortal(
    <>
      <svg className="overview-edges" role="presentation">
        <path
          ref={stillRef}
          fill="none"
          stroke={EDGE_COLOR}
          vectorEffect={nonScaling ? 'non-scaling-stroke' : undefined}
        />
      </svg>
      <svg className="overview-edges is-moving" role="presentation">
        <path
          ref={movingRef}
          fill="none"
          stroke={EDGE_COLOR}
          vectorEffect={nonScaling ? 'non-scaling-stroke' : undefined}
        />
      </svg>
    </>,
    target,
  )
})
