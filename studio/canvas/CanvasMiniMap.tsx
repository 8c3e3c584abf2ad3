import { type InternalNode, Panel, type ReactFlowState, useStore, useStoreApi } from '@xyflow/react'
import {
  getBoundsOfRects,
  getInternalNodesBounds,
  type Rect,
  XYMinimap,
  type XYMinimapInstance,
} from '@xyflow/system'
import { memo, useEffect, useId, useRef } from 'react'
import { minimapNodesPath, sameNodes, splitByDragging } from './minimap-path'

const OFFSET_SCALE = 5

const selectFrame = (state: ReactFlowState) => {
  const [tx, ty, zoom] = state.transform
  const view: Rect = {
    x: -tx / zoom,
    y: -ty / zoom,
    width: state.width / zoom,
    height: state.height / zoom,
  }
  const bounds =
    state.nodeLookup.size > 0
      ? getBoundsOfRects(getInternalNodesBounds(state.nodeLookup), view)
      : view
  return {
    view,
    bounds,
    panZoom: state.panZoom,
    translateExtent: state.translateExtent,
    flowWidth: state.width,
    flowHeight: state.height,
  }
}

type Frame = ReturnType<typeof selectFrame>

const sameRect = (a: Rect, b: Rect) =>
  a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height

const sameFrame = (a: Frame, b: Frame) =>
  sameRect(a.view, b.view) &&
  sameRect(a.bounds, b.bounds) &&
  a.panZoom === b.panZoom &&
  a.translateExtent === b.translateExtent &&
  a.flowWidth === b.flowWidth &&
  a.flowHeight === b.flowHeight

/**
 * React Flow's `<MiniMap pannable zoomable>` with every node drawn as one SVG path. The
 * stock minimap renders a component per node, each with its own store subscription: on a
 * large canvas a selector and a repainted rect per node on every drag step
 * (docs/PERFORMANCE.md). Here the nodes are two paths, rebuilt at most once a frame from
 * React Flow's node lookup and only when their nodes changed: the still nodes, and the nodes
 * a drag moves, so a drag step redraws a rectangle or two, not every node. Panning and
 * zooming on the map is React Flow's own XYMinimap. The styles are the stock ones
 * (`react-flow__minimap`, `-node`, `-mask`).
 */
export const CanvasMiniMap = memo(function CanvasMiniMap({
  width,
  height,
  ariaLabel,
}: {
  width: number
  height: number
  ariaLabel: string
}) {
  const flowStore = useStoreApi()
  const svg = useRef<SVGSVGElement>(null)
  const nodesPath = useRef<SVGPathElement>(null)
  const movingNodesPath = useRef<SVGPathElement>(null)
  const minimap = useRef<XYMinimapInstance | null>(null)
  const frame = useStore(selectFrame, sameFrame)
  const titleId = useId()

  const viewScale = Math.max(frame.bounds.width / width, frame.bounds.height / height)
  const viewScaleRef = useRef(viewScale)
  viewScaleRef.current = viewScale
  const offset = OFFSET_SCALE * viewScale
  const boxWidth = viewScale * width + offset * 2
  const boxHeight = viewScale * height + offset * 2
  const x = frame.bounds.x - (viewScale * width - frame.bounds.width) / 2 - offset
  const y = frame.bounds.y - (viewScale * height - frame.bounds.height) / 2 - offset

  const { panZoom } = frame
  useEffect(() => {
    if (!svg.current || !panZoom) return
    minimap.current = XYMinimap({
      domNode: svg.current,
      panZoom,
      getTransform: () => flowStore.getState().transform,
      getViewScale: () => viewScaleRef.current,
    })
    return () => {
      minimap.current?.destroy()
      minimap.current = null
    }
  }, [flowStore, panZoom])

  useEffect(() => {
    minimap.current?.update({
      translateExtent: frame.translateExtent,
      width: frame.flowWidth,
      height: frame.flowHeight,
      pannable: true,
      zoomable: true,
    })
  }, [frame.translateExtent, frame.flowWidth, frame.flowHeight])

  useEffect(() => {
    const stillPath = nodesPath.current
    const movingPath = movingNodesPath.current
    if (!stillPath || !movingPath) return
    let pending = 0
    let drawn: ReactFlowState['nodeLookup'] | null = null
    let drawnStill: InternalNode[] = []
    let drawnMoving = ''
    // During a drag only the dragged nodes change: their few rectangles are redrawn, the
    // still nodes' path (a rectangle per node) is left as it is.
    const draw = () => {
      pending = 0
      const lookup = flowStore.getState().nodeLookup
      if (lookup === drawn) return
      drawn = lookup
      const { still, moving } = splitByDragging(lookup.values())
      if (!sameNodes(still, drawnStill)) {
        drawnStill = still
        stillPath.setAttribute('d', minimapNodesPath(still))
      }
      const movingD = minimapNodesPath(moving)
      if (movingD !== drawnMoving) {
        drawnMoving = movingD
        movingPath.setAttribute('d', movingD)
      }
    }
    draw()
    const unsubscribe = flowStore.subscribe((state, previous) => {
      if (state.nodeLookup !== previous.nodeLookup || state.nodes !== previous.nodes) {
        drawn = null
        if (!pending) pending = requestAnimationFrame(draw)
      }
    })
    return () => {
      unsubscribe()
      cancelAnimationFrame(pending)
    }
  }, [flowStore])

  const { view } = frame
  return (
    <Panel
      position="bottom-right"
      className="react-flow__minimap"
      style={{ width, height }}
      data-testid="rf__minimap"
    >
      <svg
        ref={svg}
        width={width}
        height={height}
        viewBox={`${x} ${y} ${boxWidth} ${boxHeight}`}
        className="react-flow__minimap-svg"
        role="img"
        aria-labelledby={titleId}
      >
        <title id={titleId}>{ariaLabel}</title>
        <path ref={nodesPath} className="react-flow__minimap-node" />
        <path ref={movingNodesPath} className="react-flow__minimap-node" />
        <path
          className="react-flow__minimap-mask"
          d={`M${x - offset},${y - offset}h${boxWidth + offset * 2}v${boxHeight + offset * 2}h${-boxWidth - offset * 2}z
        M${view.x},${view.y}h${view.width}v${view.height}h${-view.width}z`}
          fillRule="evenodd"
          pointerEvents="none"
        />
      </svg>
    </Panel>
  )
})
