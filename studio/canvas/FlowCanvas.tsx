import {
  Background,
  Controls,
  type Edge,
  type Connection as FlowConnection,
  type IsValidConnection,
  type Node,
  type OnConnectEnd,
  ReactFlow,
  useStore as useFlowStore,
  useReactFlow,
} from '@xyflow/react'
import '@xyflow/react/dist/style.css'
import { type DragEvent, useCallback, useEffect, useMemo, useRef } from 'react'
import { createPortal } from 'react-dom'
import { useTranslation } from 'react-i18next'
import { type CanvasNodeType, canConnect } from '../../engine/canvas'
import { connectionHint, type HandleEnd } from '../editor/connection-hint'
import { CanvasMiniMap } from './CanvasMiniMap'
import { ConnectionTip } from './ConnectionTip'
import { useEditor, useEditorServices } from './EditorContext'
import { NODE_TYPES } from './node-types'
import { OverviewEdges } from './OverviewEdges'
import { withOffsetPositions } from './offset-positions'
import { OverviewContext } from './overview-context'
import { PALETTE_MIME } from './Palette'
import { selectFlow } from './selectors'
import { draggedKey, useViewEdges, withDraggedOnPath } from './view-edges'
import { selectFar, selectOverview } from './zoom-levels'

const SNAP: [number, number] = [20, 20]
const NO_EDGES: Edge[] = []
const selectDragging = (state: { dragging: boolean }) => state.dragging
const selectFitPending = (state: { fitViewQueued: boolean }) => state.fitViewQueued
// Fit view leaves room for the controls (bottom left) and the minimap (bottom right), so no
// node sits under them after fitting.
const MINIMAP = { width: 160, height: 110 }
const FIT_OPTIONS = {
  padding: { top: '40px', bottom: '40px', left: '70px', right: `${MINIMAP.width + 40}px` },
  maxZoom: 1.2,
} as const

/** React Flow bound to the editor store; every change goes through the store's commands. */
export function FlowCanvas() {
  const { t } = useTranslation('studio')
  const { store } = useEditorServices()
  const flow = useEditor(selectFlow)
  const { screenToFlowPosition, setCenter, getNode } = useReactFlow()
  const focusRequest = useEditor((state) => state.focusRequest)
  const overview = useFlowStore(selectOverview)
  const far = useFlowStore(selectFar)
  const dragging = useEditor(selectDragging)
  const viewSplit = useViewEdges(flow.edges, !overview)
  const moving = dragging ? draggedKey(flow.nodes) : ''
  const split = useMemo(
    () => withDraggedOnPath(viewSplit, new Set(moving ? moving.split(' ') : [])),
    [viewSplit, moving],
  )
  const nodes = useMemo(() => withOffsetPositions(flow.nodes as Node[]), [flow.nodes])

  // The first fit waits for measured nodes: on an empty canvas, for the first nodes added
  // (an imported card). A focus asked for before that fit is made after it, once; one asked
  // for before this canvas was drawn (in the lorebook view) leaves the fit alone.
  const fitPending = useFlowStore(selectFitPending)
  const focused = useRef(focusRequest?.serial ?? 0)
  useEffect(() => {
    if (!focusRequest || fitPending || focused.current === focusRequest.serial) return
    const node = getNode(focusRequest.nodeId)
    if (!node) return
    focused.current = focusRequest.serial
    const width = node.measured?.width ?? 180
    const height = node.measured?.height ?? 60
    void setCenter(node.position.x + width / 2, node.position.y + height / 2, {
      zoom: 1.1,
      duration: 300,
    })
  }, [focusRequest, fitPending, getNode, setCenter])

  // Refuses an illegal drop while the writer drags, with the engine's own rule.
  const isValidConnection = useCallback<IsValidConnection>(
    (connection) => {
      const { source, target, sourceHandle, targetHandle } = connection
      if (!sourceHandle || !targetHandle) return false
      return canConnect(store.getState(), { source, target, sourceHandle, targetHandle }).ok
    },
    [store],
  )

  const onConnect = useCallback(
    (connection: FlowConnection) => {
      if (!connection.sourceHandle || !connection.targetHandle) return
      flow.connect({
        source: connection.source,
        sourceHandle: connection.sourceHandle,
        target: connection.target,
        targetHandle: connection.targetHandle,
      })
    },
    [flow.connect],
  )

  // A drag let go over a refused socket: the status line keeps the reason the tip showed.
  const onConnectEnd = useCallback<OnConnectEnd>(
    (_event, connection) => {
      if (!connection.fromHandle || !connection.toHandle || connection.isValid !== false) return
      store
        .getState()
        .noteRefusal(
          connectionHint(
            store.getState(),
            connection.fromHandle as HandleEnd,
            connection.toHandle as HandleEnd,
          ),
        )
    },
    [store],
  )

  const onDrop = useCallback(
    (event: DragEvent) => {
      const type = event.dataTransfer.getData(PALETTE_MIME) as CanvasNodeType
      if (!type) return
      event.preventDefault()
      store.getState().addNode(type, screenToFlowPosition({ x: event.clientX, y: event.clientY }))
    },
    [store, screenToFlowPosition],
  )

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a drop target for palette drags; keyboard users add nodes with the palette buttons
    <div
      className={`flow-canvas${dragging ? ' is-dragging' : ''}${overview ? ' is-overview' : ''}${far ? ' is-far' : ''}`}
      onDragOver={(event) => event.preventDefault()}
      onDrop={onDrop}
    >
      <OverviewContext.Provider value={overview}>
        <ReactFlow
          nodes={nodes}
          edges={overview ? NO_EDGES : (split.interactive as Edge[])}
          nodeTypes={NODE_TYPES}
          onNodesChange={flow.onNodesChange}
          onEdgesChange={flow.onEdgesChange}
          onConnect={onConnect}
          onConnectEnd={onConnectEnd}
          isValidConnection={isValidConnection}
          snapToGrid
          snapGrid={SNAP}
          fitView
          fitViewOptions={FIT_OPTIONS}
          minZoom={0.05}
          deleteKeyCode={null}
          multiSelectionKeyCode={['Shift', 'Meta', 'Control']}
          selectionKeyCode="Shift"
          onlyRenderVisibleElements
          elevateEdgesOnSelect
          aria-label={t('studioCanvas.canvasLabel')}
          proOptions={{ hideAttribution: true }}
        >
          <Background gap={20} />
          <ConnectionTip />
          <OverviewEdges edges={overview ? flow.edges : split.through} nonScaling={overview} />
          <CanvasMiniMap {...MINIMAP} ariaLabel={t('studioCanvas.minimap')} />
          <Controls aria-label={t('studioCanvas.viewControls')} fitViewOptions={FIT_OPTIONS} />
        </ReactFlow>
      </OverviewContext.Provider>
      {dragging
        ? createPortal(<div className="drag-shield" aria-hidden="true" />, document.body)
        : null}
    </div>
  )
}
