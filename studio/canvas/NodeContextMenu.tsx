import { useEffect, useLayoutEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useTestFromHere } from '../testchat'

export interface NodeMenuRequest {
  nodeId: string
  name: string
  /** Where the menu opens, in the window's coordinates (the pointer, or the node for a key). */
  x: number
  y: number
}

/**
 * A start's or a scene's context menu (right click, or the menu key on a focused node):
 * "Test from here". Escape or a click elsewhere closes it and gives focus back to the node.
 */
export function NodeContextMenu({
  request,
  onClose,
}: {
  request: NodeMenuRequest
  onClose: (options?: { refocus: boolean }) => void
}) {
  const { t } = useTranslation('studio')
  const testFromHere = useTestFromHere()
  const menu = useRef<HTMLDivElement>(null)

  // Opened near the window's edge (a phone), the menu moves back inside it.
  useLayoutEffect(() => {
    const element = menu.current
    if (!element) return
    const box = element.getBoundingClientRect()
    const margin = 8
    element.style.left = `${Math.max(margin, Math.min(request.x, window.innerWidth - box.width - margin))}px`
    element.style.top = `${Math.max(margin, Math.min(request.y, window.innerHeight - box.height - margin))}px`
  }, [request])

  useEffect(() => {
    menu.current?.querySelector<HTMLButtonElement>('[role="menuitem"]')?.focus()
    function onPointerDown(event: PointerEvent) {
      if (!menu.current?.contains(event.target as Node)) onClose()
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape' || event.key === 'Tab') {
        event.preventDefault()
        onClose({ refocus: true })
      }
    }
    document.addEventListener('pointerdown', onPointerDown)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [onClose])

  if (!testFromHere) return null
  return (
    <div
      ref={menu}
      className="node-menu"
      role="menu"
      aria-label={t('studioTestChat.nodeMenu', { name: request.name })}
      style={{ left: request.x, top: request.y }}
    >
      <button
        type="button"
        role="menuitem"
        className="node-menu-item"
        onClick={() => {
          onClose()
          testFromHere(request.nodeId)
        }}
      >
        {t('studioTestChat.testFromHere')}
      </button>
    </div>
  )
}
