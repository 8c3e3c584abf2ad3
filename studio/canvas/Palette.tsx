import { useReactFlow } from '@xyflow/react'
import { useTranslation } from 'react-i18next'
import { CANVAS_NODE_TYPES } from '../../engine/canvas'
import { freeSpot } from '../editor/placement'
import { useEditorServices } from './EditorContext'

export const PALETTE_MIME = 'application/x-taleloom-node'

/** Groups are made from a selection (toolbar, Ctrl/⌘+G), not added empty. */
const PALETTE_TYPES = CANVAS_NODE_TYPES.filter((type) => type !== 'group')

/**
 * Every node kind as a button: click (or Enter) adds it in the middle of the view, drag
 * drops it where the writer wants it.
 */
export function Palette() {
  const { t } = useTranslation()
  const { store } = useEditorServices()
  const { screenToFlowPosition } = useReactFlow()

  const addInView = (type: (typeof PALETTE_TYPES)[number]) => {
    const pane = document.querySelector('.flow-canvas')?.getBoundingClientRect()
    const centre = pane
      ? screenToFlowPosition({ x: pane.left + pane.width / 2, y: pane.top + pane.height / 2 })
      : { x: 0, y: 0 }
    const nodes = store.getState().nodes
    store.getState().addNode(type, freeSpot(nodes, { x: centre.x - 90, y: centre.y - 40 }))
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
