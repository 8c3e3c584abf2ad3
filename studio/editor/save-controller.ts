import { createStore } from 'zustand/vanilla'
import type { CanvasDocument } from '../api/stories-api'
import { type EditorDocument, toStoryDocument } from './document'

export type SaveStatus = 'saved' | 'pending' | 'saving' | 'conflict' | 'error'

export interface SaveState {
  status: SaveStatus
  /** The server's canvas version this editor last saved or loaded. */
  version: number
  lastSavedAt: number | null
}

export interface SaveControllerOptions {
  /** Reads the editor: the document and the save revision (bumped by every edit). */
  getState: () => EditorDocument & { saveRevision: number }
  subscribe: (listener: () => void) => () => void
  save: (document: CanvasDocument, version: number) => Promise<{ version: number }>
  /** True when the error is the server's 'Canvas version conflict'. */
  isConflict: (error: unknown) => boolean
  version: number
  delayMs?: number
  retryMs?: number
  now?: () => number
}

/**
 * Autosave with optimistic concurrency: saves a quiet moment after the last edit, always
 * against the version it last saw. On 'Canvas version conflict' it stops and waits for the
 * writer's choice (reload theirs / keep mine as a copy): nothing is overwritten, nothing lost.
 * Shaped like xyflow's controllers: `create(options) → { …, destroy }`.
 */
export function createSaveController(options: SaveControllerOptions) {
  const delayMs = options.delayMs ?? 1200
  const retryMs = options.retryMs ?? 5000
  const now = options.now ?? Date.now
  const status = createStore<SaveState>()(() => ({
    status: 'saved',
    version: options.version,
    lastSavedAt: null,
  }))
  let savedRevision = options.getState().saveRevision
  let timer: ReturnType<typeof setTimeout> | null = null
  let running: Promise<void> | null = null

  const dirty = () => options.getState().saveRevision !== savedRevision
  const schedule = (wait: number) => {
    if (timer) clearTimeout(timer)
    timer = setTimeout(() => {
      timer = null
      void saveNow()
    }, wait)
  }

  async function saveNow(): Promise<void> {
    if (running) return running
    if (status.getState().status === 'conflict' || !dirty()) return
    const state = options.getState()
    const revision = state.saveRevision
    status.setState({ status: 'saving' })
    running = options
      .save(toStoryDocument(state), status.getState().version)
      .then(
        (result) => {
          savedRevision = revision
          status.setState({ version: result.version, lastSavedAt: now() })
          status.setState({ status: dirty() ? 'pending' : 'saved' })
          if (dirty()) schedule(delayMs)
        },
        (error: unknown) => {
          if (options.isConflict(error)) {
            status.setState({ status: 'conflict' })
            return
          }
          status.setState({ status: 'error' })
          schedule(retryMs)
        },
      )
      .finally(() => {
        running = null
      })
    return running
  }

  const unsubscribe = options.subscribe(() => {
    if (!dirty() || status.getState().status === 'conflict') return
    if (status.getState().status !== 'saving') status.setState({ status: 'pending' })
    schedule(delayMs)
  })

  return {
    status,
    /** Saves now (before publishing); resolves true when everything is saved. */
    async flush(): Promise<boolean> {
      if (timer) clearTimeout(timer)
      timer = null
      if (running) await running
      if (dirty()) await saveNow()
      return !dirty() && status.getState().status === 'saved'
    },
    /** After the writer reloaded the server's canvas: continue from its version. */
    reset(version: number) {
      if (timer) clearTimeout(timer)
      timer = null
      savedRevision = options.getState().saveRevision
      status.setState({ status: 'saved', version })
    },
    destroy() {
      if (timer) clearTimeout(timer)
      unsubscribe()
    },
  }
}

export type SaveController = ReturnType<typeof createSaveController>
