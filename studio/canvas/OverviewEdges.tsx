import { type InternalNode, useStoreApi, ViewportPortal } from '@xyflow/react'
import { memo, useEffect, useRef } from 'react'
import type { FlowEdge } from '../editor/document'
import { bezierControls, edgeEnds, type NodeBox, splitByDragged } from './edge-geometry'

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
 * Every edge as one SVG path, for the zoomed-out overview. Thousands of React Flow edges
 * (an SVG element each: a paint chunk and a hit-test target each) made a node drag at fit
 * view cost 50–130 ms a frame in software rendering; one path in the viewport costs a few and
 * pans and zooms with it for free. A 2D canvas was tried first: as a composited layer under
 * every node it made layerization several times slower. Edges are not clickable at this
 * zoom; zooming in brings React Flow's own edges back. During a drag the edges touching the
 * dragged nodes are a second path on a layer of their own (studio.css), so a drag step
 * re-rasters those few curves and not the thousands of still ones.
 */
export const OverviewEdges = memo(function OverviewEdges({
  edges,
}: {
  edges: readonly FlowEdge[]
}) {
  const flowStore = useStoreApi()
  const stillRef = useRef<SVGPathElement>(null)
  const movingRef = useRef<SVGPathElement>(null)
  const edgesRef = useRef(edges)
  const scheduleRef = useRef<() => void>(() => undefined)

  useEffect(() => {
    const still = stillRef.current
    const moving = movingRef.current
    if (!still || !moving) return
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
      const target = box(edge.target)
      if (!source || !target) return ''
      const ends = edgeEnds(source, edge.sourceHandle, target, edge.targetHandle)
      const c = bezierControls(ends)
      return `M${ends.sx | 0} ${ends.sy | 0}C${c.c1x | 0} ${c.c1y | 0} ${c.c2x | 0} ${c.c2y | 0} ${ends.tx | 0} ${ends.ty | 0}`
    }
    let drawnEdges: readonly FlowEdge[] | null = null
    let draggedKey = ''
    let movingEdges: FlowEdge[] = []

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
        still.setAttribute('d', split.still.map(segment).join(''))
      }
      moving.setAttribute('d', movingEdges.map(segment).join(''))
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
  }, [flowStore])

  useEffect(() => {
    edgesRef.current = edges
    scheduleRef.current()
  }, [edges])

  return (
    <ViewportPortal>
      <svg className="overview-edges" role="presentation">
        <path ref={stillRef} fill="none" stroke={EDGE_COLOR} vectorEffect="non-scaling-stroke" />
      </svg>
      <svg className="overview-edges is-moving" role="presentation">
        <path ref={movingRef} fill="none" stroke={EDGE_COLOR} vectorEffect="non-scaling-stroke" />
      </svg>
    </ViewportPortal>
  )
})
