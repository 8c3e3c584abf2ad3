/**
 * The scenario's graph on a React Flow canvas, as the story studio's (studio/canvas): its
 * own node kinds, a page (with an option handle on its right) and an ending, and one edge
 * per option. Drawing from a page's handle to another page adds an option; deleting an
 * edge or a node removes it. The graph logic stays in document-commands.ts.
 */
import {
  Background,
  type Connection,
  Controls,
  type Edge,
  Handle,
  MarkerType,
  type Node,
  type NodeProps,
  type OnConnectEnd,
  Position,
  ReactFlow,
  type ReactFlowInstance,
  useReactFlow,
  useStore,
} from '@xyflow/react'
import '@xyflow/react/dist/style.css'
import { memo, useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ScenarioDocument, ScenarioProblem } from '../../platform/content/scenarios/contract'
import { connect, expandPage, removeOption, removePage, updatePage } from './document-commands'
import type { ScenarioEditor } from './use-scenario-editor'

type PageNodeData = {
  title: string
  text: string
  ending: boolean
  start: boolean
  media: 'video' | 'image' | null
  locked: boolean
  problem: boolean
  labels: { start: string; ending: string; page: string; untitled: string }
}
type PageNode = Node<PageNodeData, 'scenarioPage'>

const PageNodeView = memo(function PageNodeView({ data, selected }: NodeProps<PageNode>) {
  const kind = data.start ? data.labels.start : data.ending ? data.labels.ending : data.labels.page
  return (
    <div
      className={[
        'scenario-node',
        data.ending ? 'scenario-node-ending' : '',
        data.start ? 'scenario-node-start' : '',
        data.problem ? 'scenario-node-problem' : '',
        selected ? 'scenario-node-selected' : '',
      ].join(' ')}
      data-testid="scenario-node"
    >
      <Handle type="target" position={Position.Left} />
      <span className="scenario-node-kind">
        {kind}
        {data.media ? <span aria-hidden="true">{data.media === 'video' ? ' ▶' : ' ▣'}</span> : null}
        {data.locked ? <span aria-hidden="true"> 🔒</span> : null}
      </span>
      <strong className="scenario-node-title">{data.title || data.labels.untitled}</strong>
      {data.text ? <span className="scenario-node-text">{data.text.slice(0, 80)}</span> : null}
      {data.ending ? null : <Handle type="source" position={Position.Right} />}
    </div>
  )
})

const NODE_TYPES = { scenarioPage: PageNodeView }
const FIT = { maxZoom: 1.1, padding: 0.2 }

/** Keeps every page in view when one is added or removed, or the canvas changes size. */
function FitOnChange({ count }: { count: number }) {
  const { fitView } = useReactFlow()
  const width = useStore((state) => state.width)
  const height = useStore((state) => state.height)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the count and the size are what ask for a new fit
  useEffect(() => {
    // After the new node is measured: fitting an unmeasured node leaves it out.
    const timer = setTimeout(() => void fitView(FIT), 60)
    return () => clearTimeout(timer)
  }, [count, width, height, fitView])
  return null
}

function flowOf(
  document: ScenarioDocument,
  problems: ScenarioProblem[],
  selection: ScenarioEditor['selection'],
  labels: PageNodeData['labels'],
) {
  const flagged = new Set(problems.map((problem) => problem.pageId))
  const nodes: PageNode[] = document.pages.map((page) => ({
    id: page.id,
    type: 'scenarioPage',
    position: page.position,
    selected: selection?.kind === 'page' && selection.id === page.id,
    data: {
      title: page.title,
      text: page.text,
      ending: page.kind === 'ending',
      start: document.start === page.id,
      media: page.media?.kind ?? null,
      locked: page.access.kind !== 'free',
      problem: flagged.has(page.id),
      labels,
    },
  }))
  const edges: Edge[] = document.pages.flatMap((page) =>
    page.options.map((option) => ({
      id: option.id,
      source: page.id,
      target: option.to,
      label: option.label || '…',
      selected: selection?.kind === 'option' && selection.id === option.id,
      markerEnd: { type: MarkerType.ArrowClosed },
      className: option.when.length > 0 ? 'scenario-edge-conditional' : undefined,
    })),
  )
  return { nodes, edges }
}

export function ScenarioCanvas({ editor }: { editor: ScenarioEditor }) {
  const { t } = useTranslation('studio')
  const labels = useMemo(
    () => ({
      start: t('scenarioStudio.nodeStart'),
      ending: t('scenarioStudio.nodeEnding'),
      page: t('scenarioStudio.nodePage'),
      untitled: t('scenarioStudio.untitled'),
    }),
    [t],
  )
  const { nodes, edges } = useMemo(
    () => flowOf(editor.document, editor.problems, editor.selection, labels),
    [editor.document, editor.problems, editor.selection, labels],
  )
  const [flow, setFlow] = useState<ReactFlowInstance<PageNode, Edge> | null>(null)
  // A connection dropped on the empty canvas expands the page: a new page there, joined to it.
  const onConnectEnd: OnConnectEnd = (event, connection) => {
    if (connection.isValid || !connection.fromNode || !flow) return
    const point = 'changedTouches' in event ? event.changedTouches[0] : event
    if (!point) return
    const at = flow.screenToFlowPosition({ x: point.clientX, y: point.clientY })
    const from = connection.fromNode.id
    const titles = { page: t('scenarioStudio.newPage'), option: t('scenarioStudio.newOption') }
    editor.apply((document) => {
      const expanded = expandPage(document, from, { x: at.x, y: at.y - 30 }, titles)
      if (expanded.pageId) editor.select({ kind: 'page', id: expanded.pageId })
      return expanded.document
    })
  }
  const onConnect = (connection: Connection) => {
    if (!connection.source || !connection.target) return
    const label = t('scenarioStudio.newOption')
    editor.apply(
      (document) => connect(document, connection.source, connection.target, label).document,
    )
  }
  return (
    <div className="scenario-canvas" data-testid="scenario-canvas">
      <ReactFlow
        nodes={nodes}
        edges={edges}
        nodeTypes={NODE_TYPES}
        fitView
        fitViewOptions={FIT}
        deleteKeyCode={['Delete', 'Backspace']}
        onConnect={onConnect}
        onConnectEnd={onConnectEnd}
        onInit={setFlow}
        onNodeClick={(_, node) => editor.select({ kind: 'page', id: node.id })}
        onEdgeClick={(_, edge) => editor.select({ kind: 'option', id: edge.id })}
        onPaneClick={() => editor.select(null)}
        onNodesChange={(changes) => {
          // Positions are the document's: a drag moves the page (saved a quiet moment later).
          const moves = changes.flatMap((change) =>
            change.type === 'position' && change.position
              ? [{ id: change.id, position: change.position }]
              : [],
          )
          if (moves.length > 0)
            editor.apply((document) =>
              moves.reduce(
                (next, move) => updatePage(next, move.id, { position: move.position }),
                document,
              ),
            )
        }}
        onNodesDelete={(deleted) =>
          editor.apply((document) =>
            deleted.reduce((next, node) => removePage(next, node.id), document),
          )
        }
        onEdgesDelete={(deleted) =>
          editor.apply((document) =>
            deleted.reduce((next, edge) => removeOption(next, edge.id), document),
          )
        }
        proOptions={{ hideAttribution: true }}
      >
        <Background gap={24} />
        <Controls showInteractive={false} />
        <FitOnChange count={nodes.length} />
      </ReactFlow>
    </div>
  )
}
