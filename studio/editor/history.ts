import type { CanvasDocument } from '../api/stories-api'

/**
 * Undo history as whole-document snapshots: nodes and edges are immutable, so a snapshot
 * shares every unchanged node with its neighbours and costs one array per step.
 */
export interface History {
  past: CanvasDocument[]
  future: CanvasDocument[]
  /** Edits with the same key in a short window (typing in one field) are one step. */
  lastKey: string | null
  lastAt: number
}

export const HISTORY_LIMIT = 200
const COALESCE_MS = 1000

export const emptyHistory = (): History => ({ past: [], future: [], lastKey: null, lastAt: 0 })

/** Records `before` as the state to return to, unless it continues the previous edit. */
export function record(
  history: History,
  before: CanvasDocument,
  key: string | null = null,
  now = Date.now(),
): History {
  if (key !== null && key === history.lastKey && now - history.lastAt < COALESCE_MS) {
    return { ...history, future: [], lastAt: now }
  }
  const past = [...history.past, before].slice(-HISTORY_LIMIT)
  return { past, future: [], lastKey: key, lastAt: now }
}

export function undo(
  history: History,
  current: CanvasDocument,
): { history: History; document: CanvasDocument } | null {
  const previous = history.past.at(-1)
  if (!previous) return null
  return {
    document: previous,
    history: {
      past: history.past.slice(0, -1),
      future: [current, ...history.future],
      lastKey: null,
      lastAt: 0,
    },
  }
}

export function redo(
  history: History,
  current: CanvasDocument,
): { history: History; document: CanvasDocument } | null {
  const next = history.future[0]
  if (!next) return null
  return {
    document: next,
    history: {
      past: [...history.past, current],
      future: history.future.slice(1),
      lastKey: null,
      lastAt: 0,
    },
  }
}
