import { useReactFlow } from '@xyflow/react'
import { useTranslation } from 'react-i18next'
import { CANVAS_NODE_TYPES } from '../../engine/canvas'
import { estimatedSize, placeInView } from '../editor/placement'
import { useEditorServices } from './EditorContext'

export const PALETTE_MIME = 'application/x-taleloom-node'

/** Groups are made from a selection (toolbar, Ctrl/⌘+G), not added empty. */
const PALETTE_TYPES = CANVAS_NODE_TYPES.filter((type) => type !== 'group')

/**
 * Every node kind as a button: click (or Enter) adds it inside the visible canvas, beside
 * the node it most likely links to; drag drops it where the writer wants it.
 */
export function Palette() {
  const { t } = useTranslation('studio')
  const { store } = useEditorServices()
  const { screenToFlowPosition, getViewport, setViewport } = useReactFlow()

  const addInView = (type: (typeof PALETTE_TYPES)[number]) => {
    const pane = document.querySelector('.flow-canvas')?.getBoundingClientRect()
    if (!pane) return
    const toFlow = (x: number, y: number) => screenToFlowPosition({ x, y })
    const rectOf = (left: number, top: number, right: number, bottom: number) => {
      const from = toFlow(left, top)
      const to = toFlow(right, bottom)
      return { x: from.x, y: from.y, width: to.x - from.x, height: to.y - from.y }
    }
    const view = rectOf(pane.left, pane.top, pane.right, pane.bottom)
    // The minimap (bottom right) and the zoom controls (bottom left) cover the canvas there.
    const covered = [...document.querySelectorAll('.flow-canvas .react-flow__panel')].map(
      (panel) => {
        const r = panel.getBoundingClientRect()
        return rectOf(r.left - 8, r.top - 8, r.right + 8, r.bottom + 8)
      },
    )
    const position = placeInView(type, store.getState().nodes, view, { obstacles: covered })
    store.getState().addNode(type, position)
    // Beside its anchor there was no room in view: pan just enough to show the new node.
    const size = estimatedSize(type)
    const { x, y, zoom } = getViewport()
    const margin = 20 / zoom
    const shiftX =
      Math.max(0, view.x + margin - position.x) -
      Math.max(0, position.x + size.width + margin - (view.x + view.width))
    const shiftY =
      Math.max(0, view.y + margin - position.y) -
      Math.max(0, position.y + size.height + margin - (view.y + view.height))
    if (shiftX || shiftY)
      void setViewport({ x: x + shiftX * zoom, y: y + shiftY * zoom, zoom }, { duration: 200 })
  }

  return (
    <nav className="studio-palette" aria-label={t('studioCanvas.palette')}>
      <h2 className="studio-panel-title">{t('studioCanvas.palette')}</h2>
      <ul>
        {PALETTE_TYPES.map((type) => (
          <li key={type}>
            <button
              type="button"
              className={`palette-item story-node-${type}`}
              draggable
              onDragStart={(event) => {
                event.dataTransfer.setData(PALETTE_MIME, type)
                event.dataTransfer.effectAllowed = 'move'
              }}
              onClick={() => addInView(type)}
            >
              {t('studioCanvas.addKind', { kind: t(`studioNode.kind_${type}`) })}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  )
}
