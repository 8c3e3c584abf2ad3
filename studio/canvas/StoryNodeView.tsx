import { Handle, type NodeProps, Position, useUpdateNodeInternals } from '@xyflow/react'
import { memo, useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useStore } from 'zustand'
import { type CanvasNode, NODE_SOCKETS } from '../../engine/canvas'
import { Avatar } from '../../web/ui'
import { characterPortrait } from '../editor/character-portrait'
import { nodeLabel } from '../editor/node-defaults'
import { useProblemText } from '../problems'
import { useEditorServices } from './EditorContext'
import { useOverview } from './overview-context'

const OVERVIEW_LABEL_CHARS = 30

/**
 * Every node kind draws the same way: kind, label, sockets from the engine's table, and a
 * badge with its problems. Memoized: during a drag only the moved node re-renders.
 */
export const StoryNodeView = memo(function StoryNodeView({ id, type, data, selected }: NodeProps) {
  const { t } = useTranslation('studio')
  const describeProblem = useProblemText()
  const { store } = useEditorServices()
  const problems = useStore(store, (state) => state.errorsByNode.get(id))
  // A character shows the picture the chat shows beside its replies.
  const portrait = useStore(store, (state) =>
    type === 'character' ? characterPortrait(id, state.nodes, state.edges) : null,
  )
  // Zoomed out, sockets are too small to use: leaving them out (same height, so the node
  // keeps its measured size and handle positions) takes thousands of elements off the page.
  const overview = useOverview()
  const updateNodeInternals = useUpdateNodeInternals()
  // Back from the overview the sockets are new elements: React Flow measures them again, or a
  // node first drawn zoomed out would have no handles for its edges.
  const wasOverview = useRef(overview)
  useEffect(() => {
    if (wasOverview.current && !overview) updateNodeInternals(id)
    wasOverview.current = overview
  }, [overview, id, updateNodeInternals])
  const kind = type as CanvasNode['type']
  const sockets = NODE_SOCKETS[kind] ?? []
  const inputs = sockets.filter((socket) => socket.direction === 'in')
  const outputs = sockets.filter((socket) => socket.direction === 'out')
  const fullLabel = nodeLabel({ id, type: kind, data, position: { x: 0, y: 0 } } as CanvasNode)
  // Zoomed out the label is not clipped by CSS (studio.css: a clip per node is a paint
  // chunk per node), so a long one is cut here to about the node's width.
  const label =
    overview && fullLabel.length > OVERVIEW_LABEL_CHARS
      ? `${fullLabel.slice(0, OVERVIEW_LABEL_CHARS - 1)}…`
      : fullLabel
  const errorCount = problems?.filter((problem) => problem.severity === 'error').length ?? 0
  const warningCount = (problems?.length ?? 0) - errorCount
  const rows = Math.max(inputs.length, outputs.length)

  return (
    <div
      className={`story-node story-node-${kind}${selected ? ' is-selected' : ''}${errorCount ? ' has-errors' : ''}`}
      data-testid={`node-${id}`}
      data-kind={kind}
      title={problems?.map(describeProblem).join('\n')}
    >
      {portrait ? (
        <div className="story-node-head">
          <Avatar name={fullLabel} src={portrait} size="sm" className="story-node-portrait" />
          <div className="story-node-title">
            <div className="story-node-kind">{t(`studioNode.kind_${kind}`)}</div>
            <div className="story-node-label">{label || t('studioNode.untitled')}</div>
          </div>
        </div>
      ) : (
        <>
          <div className="story-node-kind">{t(`studioNode.kind_${kind}`)}</div>
          <div className="story-node-label">{label || t('studioNode.untitled')}</div>
        </>
      )}
      {errorCount || warningCount ? (
        <div className="story-node-problems" role="status">
          {errorCount ? (
            <span className="story-node-error">
              {t('studioCanvas.nodeErrors', { count: errorCount })}
            </span>
          ) : null}
          {warningCount ? (
            <span className="story-node-warning">
              {t('studioCanvas.nodeWarnings', { count: warningCount })}
            </span>
          ) : null}
        </div>
      ) : null}
      {rows > 0 && overview ? (
        <div className="story-node-sockets" style={{ height: rows * 20 }} />
      ) : null}
      {rows > 0 && !overview ? (
        <div className="story-node-sockets" style={{ height: rows * 20 }}>
          {inputs.map((socket, index) => (
            <div
              key={`in-${socket.id}`}
              className="story-socket story-socket-in"
              style={{ top: index * 20 }}
            >
              <Handle
                type="target"
                id={socket.id}
                position={Position.Left}
                className={`socket-${socket.type}`}
              />
              <span>{t(`studioNode.socket_${socket.id}`, { defaultValue: socket.id })}</span>
            </div>
          ))}
          {outputs.map((socket, index) => (
            <div
              key={`out-${socket.id}`}
              className="story-socket story-socket-out"
              style={{ top: index * 20 }}
            >
              <span>{t(`studioNode.socket_${socket.id}`, { defaultValue: socket.id })}</span>
              <Handle
                type="source"
                id={socket.id}
                position={Position.Right}
                className={`socket-${socket.type}`}
              />
            </div>
          ))}
        </div>
      ) : null}
    </div>
  )
})
