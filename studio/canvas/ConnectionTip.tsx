import { type ConnectionState, useConnection, useStore as useFlowStore } from '@xyflow/react'
import { useTranslation } from 'react-i18next'
import { connectionHint, type HandleEnd } from '../editor/connection-hint'
import { useRefusalText } from '../problems'
import { useEditorServices } from './EditorContext'

const TIP_WIDTH = 260
const OFFSET = 16

const selectEnds = (connection: ConnectionState) =>
  connection.inProgress && connection.toHandle
    ? {
        from: connection.fromHandle as HandleEnd,
        to: connection.toHandle as HandleEnd,
        x: connection.to.x,
        y: connection.to.y,
      }
    : { from: null, to: null, x: 0, y: 0 }

const selectView = (state: { transform: [number, number, number]; width: number }) => ({
  tx: state.transform[0],
  ty: state.transform[1],
  zoom: state.transform[2],
  width: state.width,
})

/**
 * While a connection is dragged over a socket the engine refuses, says why beside it (the
 * socket itself turns red through React Flow's classes, studio.css). Drawn in screen
 * pixels over the pane, so it reads the same at every zoom.
 */
export function ConnectionTip() {
  const { t } = useTranslation('studio')
  const { store } = useEditorServices()
  const describe = useRefusalText()
  const ends = useConnection(selectEnds)
  const view = useFlowStore(selectView)
  if (!ends.from || !ends.to) return null
  const hint = connectionHint(store.getState(), ends.from, ends.to)
  if (hint.ok) return null
  const x = ends.x * view.zoom + view.tx
  const y = ends.y * view.zoom + view.ty
  // Near the right edge the tip opens to the left of the socket, so it is never cut off.
  const left =
    x + OFFSET + TIP_WIDTH > view.width ? Math.max(0, x - OFFSET - TIP_WIDTH) : x + OFFSET
  return (
    <div
      className="connection-tip"
      role="status"
      style={{ left, top: y + OFFSET, width: TIP_WIDTH }}
      data-testid="connection-tip"
    >
      <strong>{t('studioCanvas.refused')}</strong> {describe(hint)}
    </div>
  )
}
