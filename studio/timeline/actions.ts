/**
 * The editor's one action registry (as Excalidraw's actions): each action has its label,
 * its shortcut, when it applies and what it does. The toolbar, the menu and the keyboard
 * are all drawn from this list, so a shortcut is defined once.
 */
import type { TimelineStore } from './store'

export interface Shortcut {
  key: string
  /** Ctrl on Windows and Linux, ⌘ on a Mac. */
  mod?: boolean
  shift?: boolean
}

export type ActionLabel =
  | 'play'
  | 'undo'
  | 'redo'
  | 'split'
  | 'delete'
  | 'addText'
  | 'zoomIn'
  | 'zoomOut'
  | 'previousFrame'
  | 'nextFrame'
  | 'snapping'
  | 'save'

export interface TimelineAction {
  id: string
  /** Its text is `timeline.action_<label>` in the studio's texts. */
  label: ActionLabel
  shortcuts: Shortcut[]
  /** Shown as a toolbar button (the rest are in the menu and on keys only). */
  toolbar: boolean
  enabled(store: TimelineStore): boolean
  perform(store: TimelineStore): void
}

const always = () => true

export const TIMELINE_ACTIONS: TimelineAction[] = [
  {
    id: 'play',
    label: 'play',
    shortcuts: [{ key: ' ' }],
    toolbar: true,
    enabled: always,
    perform: (store) => store.togglePlay(),
  },
  {
    id: 'undo',
    label: 'undo',
    shortcuts: [{ key: 'z', mod: true }],
    toolbar: true,
    enabled: (store) => store.past.length > 0,
    perform: (store) => store.undo(),
  },
  {
    id: 'redo',
    label: 'redo',
    shortcuts: [
      { key: 'z', mod: true, shift: true },
      { key: 'y', mod: true },
    ],
    toolbar: true,
    enabled: (store) => store.future.length > 0,
    perform: (store) => store.redo(),
  },
  {
    id: 'split',
    label: 'split',
    shortcuts: [{ key: 's' }],
    toolbar: true,
    enabled: (store) => store.selection !== null,
    perform: (store) => store.split(),
  },
  {
    id: 'delete',
    label: 'delete',
    shortcuts: [{ key: 'Delete' }, { key: 'Backspace' }],
    toolbar: true,
    enabled: (store) => store.selection !== null,
    perform: (store) => store.deleteSelection(),
  },
  {
    id: 'addText',
    label: 'addText',
    shortcuts: [{ key: 't' }],
    toolbar: true,
    enabled: always,
    perform: (store) => store.addText(),
  },
  {
    id: 'zoomIn',
    label: 'zoomIn',
    shortcuts: [{ key: '=' }, { key: '+' }],
    toolbar: false,
    enabled: always,
    perform: (store) => store.zoom(1),
  },
  {
    id: 'zoomOut',
    label: 'zoomOut',
    shortcuts: [{ key: '-' }],
    toolbar: false,
    enabled: always,
    perform: (store) => store.zoom(-1),
  },
  {
    id: 'previousFrame',
    label: 'previousFrame',
    shortcuts: [{ key: 'ArrowLeft' }],
    toolbar: false,
    enabled: always,
    perform: (store) => store.step(-1),
  },
  {
    id: 'nextFrame',
    label: 'nextFrame',
    shortcuts: [{ key: 'ArrowRight' }],
    toolbar: false,
    enabled: always,
    perform: (store) => store.step(1),
  },
  {
    id: 'snapping',
    label: 'snapping',
    shortcuts: [{ key: 'n' }],
    toolbar: false,
    enabled: always,
    perform: (store) => store.toggleSnapping(),
  },
  {
    id: 'save',
    label: 'save',
    shortcuts: [{ key: 's', mod: true }],
    toolbar: false,
    enabled: always,
    perform: (store) => store.requestSave(),
  },
]

interface KeyLike {
  key: string
  ctrlKey: boolean
  metaKey: boolean
  shiftKey: boolean
  altKey: boolean
}

export function matches(event: KeyLike, shortcut: Shortcut): boolean {
  const mod = event.ctrlKey || event.metaKey
  // Shift tells Ctrl+Z from Ctrl+Shift+Z; on other keys it is how "+" is typed.
  const letter = /^[a-z]$/i.test(shortcut.key)
  return (
    event.key.toLowerCase() === shortcut.key.toLowerCase() &&
    mod === !!shortcut.mod &&
    (!letter || event.shiftKey === !!shortcut.shift) &&
    !event.altKey
  )
}

/** The action a key press performs, if any. */
export function actionForKey(
  event: KeyLike,
  actions: readonly TimelineAction[] = TIMELINE_ACTIONS,
): TimelineAction | null {
  return actions.find((action) => action.shortcuts.some((each) => matches(event, each))) ?? null
}

/** A shortcut as the menu shows it (`Ctrl+Shift+Z`, `⌘Z` on a Mac). */
export function shortcutLabel(shortcut: Shortcut, mac: boolean): string {
  const key =
    shortcut.key === ' '
      ? 'Space'
      : shortcut.key.startsWith('Arrow')
        ? shortcut.key === 'ArrowLeft'
          ? '←'
          : '→'
        : shortcut.key.length === 1
          ? shortcut.key.toUpperCase()
          : shortcut.key
  if (mac) return `${shortcut.mod ? '⌘' : ''}${shortcut.shift ? '⇧' : ''}${key}`
  return [shortcut.mod ? 'Ctrl' : null, shortcut.shift ? 'Shift' : null, key]
    .filter(Boolean)
    .join('+')
}
