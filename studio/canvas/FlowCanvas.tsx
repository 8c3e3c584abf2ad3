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
import {
  type DragEvent,
  type MouseEvent as ReactMouseEvent,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { createPortal } from 'react-dom'
import { useTranslation } from 'react-i18next'
import { type CanvasNodeType, canConnect } from '../../engine/canvas'
import { connectionHint, type HandleEnd } from '../editor/connection-hint'
import { nodeLabel } from '../editor/node-defaults'
import { canTestFrom } from '../testchat'
import { CanvasMiniMap } from './CanvasMiniMap'
import { ConnectionTip } from './ConnectionTip'
import { useEditor, useEditorServices } from './EditorContext'
import { NodeContextMenu, type NodeMenuRequest } from './NodeContextMenu'
import { NODE_TYPES } from './node-types'
import { OverviewEdges } from './OverviewEdges'
import { withOffsetPositions } from './offset-positions'
import { OverviewContext } from './overview-context'
import { PALETTE_MIME } from './Palette'
import { selectFlow } from './selectors'
import { PHONE_QUERY, useMediaQuery } from './use-media-query'
import { draggedKey, useViewEdges, withDraggedOnPath } from './view-edges'
import { selectFar, selectOverview } from './zoom-levels'

const SNAP: [number, number] = [20, 20]
const NO_EDGES: Edge[] = []
const selectDragging = (state: { dragging: boolean }) => state.dragging
const selectFitPending = (state: { fitViewQueued: boolean }) => state.fitViewQueued
// Fit view leaves room for the controls (bottom left) and the minimap (bottom right), so no
// node sits under them after fitting. A phone's canvas is too narrow to give up the minimap's
// width beside the nodes: there the room is kept below them, under a smaller minimap.
const MINIMAP = { width: 160, height: 110 }
const FIT_OPTIONS = {
  padding: { top: '40px', bottom: '40px', left: '70px', right: `${MINIMAP.width + 40}px` },
  maxZoom: 1.2,
} as const
const PHONE_MINIMAP = { width: 112, height: 80 }
const PHONE_FIT_OPTIONS = {
  padding: { top: '24px', bottom: `${PHONE_MINIMAP.height + 32}px`, left: '24px', right: '24px' },
  maxZoom: 1.2,
} as const

/** React Flow bound to the editor store; every change goes through the store's commands. */
export function FlowCanvas() {
  const { t } = useTranslation('studio')
  const { store } = useEditorServices()
  const flow = useEditor(selectFlow)
  const { screenToFlowPosition, setCenter, getNode, fitView } = useReactFlow()
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
  const phone = useMediaQuery(PHONE_QUERY)
  const fitOptions = phone ? PHONE_FIT_OPTIONS : FIT_OPTIONS

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
    if (focusRequest.fit?.length) {
      void fitView({
        ...fitOptions,
        nodes: focusRequest.fit.map((id) => ({ id })),
        duration: 300,
      })
      return
    }
    const width = node.measured?.width ?? 180
    const height = node.measured?.height ?? 60
    void setCenter(node.position.x + width / 2, node.position.y + height / 2, {
      zoom: 1.1,
      duration: 300,
    })
  }, [focusRequest, fitPending, getNode, setCenter, fitView, fitOptions])

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

  // A start's or a scene's menu: "Test from here". From the menu key the event has no
  // pointer position, so the menu opens at the node.
  const [menu, setMenu] = useState<NodeMenuRequest | null>(null)
  const onNodeContextMenu = useCallback(
    (event: ReactMouseEvent, node: Node) => {
      if (!canTestFrom(node.type)) return
      const data = store.getState().nodes.find((candidate) => candidate.id === node.id)
      if (!data) return
      event.preventDefault()
      const box = (event.currentTarget as HTMLElement).getBoundingClientRect()
      const fromKey = event.clientX === 0 && event.clientY === 0
      setMenu({
        nodeId: node.id,
        name: nodeLabel(data) || t(`studioNode.kind_${data.type}`),
        x: fromKey ? box.left + box.width / 2 : event.clientX,
        y: fromKey ? box.bottom : event.clientY,
      })
    },
    [store, t],
  )
  const openMenu = useRef(menu)
  openMenu.current = menu
  const closeMenu = useCallback((options?: { refocus: boolean }) => {
    const open = openMenu.current
    setMenu(null)
    if (open && options?.refocus)
      document
        .querySelector<HTMLElement>(`.react-flow__node[data-id="${CSS.escape(open.nodeId)}"]`)
        ?.focus()
  }, [])

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
          onNodeContextMenu={onNodeContextMenu}
          onConnectEnd={onConnectEnd}
          isValidConnection={isValidConnection}
          snapToGrid
          snapGrid={SNAP}
          fitView
          fitViewOptions={fitOptions}
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
          <CanvasMiniMap
            {...(phone ? PHONE_MINIMAP : MINIMAP)}
            ariaLabel={t('studioCanvas.minimap')}
          />
          <Controls aria-label={t('studioCanvas.viewControls')} fitViewOptions={fitOptions} />
        </ReactFlow>
      </OverviewContext.Provider>
      {dragging
        ? createPortal(<div className="drag-shield" aria-hidden="true" />, document.body)
        : null}
      {menu ? <NodeContextMenu request={menu} onClose={closeMenu} /> : null}
    </div>
  )
}
