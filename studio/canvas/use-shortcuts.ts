import { useEffect } from 'react'
import { parseClipboard } from '../editor/clipboard'
import type { EditorStore } from '../editor/editor-store'

/** Typing in a field must not delete nodes or undo the canvas. */
function isEditingText(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)
}

/**
 * Canvas shortcuts: Delete/Backspace, Ctrl/⌘+Z, Ctrl/⌘+Shift+Z or Ctrl+Y, Ctrl/⌘+C/X/V,
 * Ctrl/⌘+A, Ctrl/⌘+G (group the selection), Ctrl/⌘+Shift+G (ungroup). Copy goes to the system clipboard as JSON, with an in-memory fallback
 * where the clipboard API is refused.
 */
export function useShortcuts(store: EditorStore, groupLabel: () => string) {
  useEffect(() => {
    let memory: string | null = null
    const onKeyDown = (event: KeyboardEvent) => {
      if (isEditingText(event.target)) return
      const state = store.getState()
      const mod = event.ctrlKey || event.metaKey
      const key = event.key.toLowerCase()
      if (!mod && (event.key === 'Delete' || event.key === 'Backspace')) {
        event.preventDefault()
        state.deleteSelection()
      } else if (mod && key === 'z') {
        event.preventDefault()
        if (event.shiftKey) state.redo()
        else state.undo()
      } else if (mod && key === 'y') {
        event.preventDefault()
        state.redo()
      } else if (mod && (key === 'c' || key === 'x')) {
        const content = state.copySelection()
        if (!content) return
        event.preventDefault()
        memory = JSON.stringify(content)
        void navigator.clipboard?.writeText(memory).catch(() => undefined)
        if (key === 'x') state.deleteSelection()
      } else if (mod && key === 'v') {
        event.preventDefault()
        const fromMemory = () => {
          const content = memory ? parseClipboard(memory) : null
          if (content) store.getState().paste(content)
        }
        if (!navigator.clipboard?.readText) return fromMemory()
        navigator.clipboard.readText().then((text) => {
          const content = parseClipboard(text)
          if (content) store.getState().paste(content)
          else fromMemory()
        }, fromMemory)
      } else if (mod && key === 'g') {
        event.preventDefault()
        if (event.shiftKey) ungroupSelected(store)
        else state.groupSelection(groupLabel())
      } else if (mod && key === 'a') {
        event.preventDefault()
        state.onNodesChange(
          state.nodes.map((node) => ({ type: 'select', id: node.id, selected: true })),
        )
      }
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [store, groupLabel])
}

/** Ungroups every selected group (their children stay where they are). */
export function ungroupSelected(store: EditorStore) {
  const state = store.getState()
  state.ungroup(
    state.nodes.filter((node) => node.selected && node.type === 'group').map((node) => node.id),
  )
}
