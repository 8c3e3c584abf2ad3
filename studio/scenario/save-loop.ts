/**
 * Autosave for the scenario editor, as the story studio's (editor/save-controller.ts):
 * saves a quiet moment after the last edit, always against the version it last saw; the
 * server's 'Scenario version conflict' stops it until the writer chooses (reload theirs,
 * or keep theirs' version number and save theirs over with mine). Framework-free.
 */
import { createStore } from 'zustand/vanilla'
import type {
  ScenarioDocument,
  ScenarioDocumentAnswer,
} from '../../platform/content/scenarios/contract'

export type SaveStatus = 'saved' | 'pending' | 'saving' | 'conflict' | 'error'

export interface SaveLoopOptions {
  version: number
  save: (document: ScenarioDocument, version: number) => Promise<ScenarioDocumentAnswer>
  isConflict: (error: unknown) => boolean
  onSaved: (answer: ScenarioDocumentAnswer) => void
  delayMs?: number
  retryMs?: number
}

export function createSaveLoop(options: SaveLoopOptions) {
  const delayMs = options.delayMs ?? 800
  const retryMs = options.retryMs ?? 4000
  const status = createStore<{ status: SaveStatus; version: number }>()(() => ({
    status: 'saved',
    version: options.version,
  }))
  let latest: ScenarioDocument | null = null
  let revision = 0
  let savedRevision = 0
  let timer: ReturnType<typeof setTimeout> | null = null
  let running: Promise<void> | null = null

  const dirty = () => revision !== savedRevision
  const schedule = (wait: number) => {
    if (timer) clearTimeout(timer)
    timer = setTimeout(() => {
      timer = null
      void saveNow()
    }, wait)
  }

  async function saveNow(): Promise<void> {
    if (running) return running
    if (status.getState().status === 'conflict' || !dirty() || !latest) return
    const sending = revision
    status.setState({ status: 'saving' })
    running = options
      .save(latest, status.getState().version)
      .then(
        (answer) => {
          savedRevision = sending
          status.setState({ version: answer.version, status: dirty() ? 'pending' : 'saved' })
          options.onSaved(answer)
          if (dirty()) schedule(delayMs)
        },
        (error: unknown) => {
          if (options.isConflict(error)) return status.setState({ status: 'conflict' })
          status.setState({ status: 'error' })
          schedule(retryMs)
        },
      )
      .finally(() => {
        running = null
      })
    return running
  }

  return {
    status,
    /** The editor changed the document. */
    edited(document: ScenarioDocument) {
      latest = document
      revision++
      if (status.getState().status === 'conflict') return
      if (status.getState().status !== 'saving') status.setState({ status: 'pending' })
      schedule(delayMs)
    },
    /** Saves now (before publishing); true when everything is saved. */
    async flush(): Promise<boolean> {
      if (timer) clearTimeout(timer)
      timer = null
      if (running) await running
      if (dirty()) await saveNow()
      return !dirty() && status.getState().status === 'saved'
    },
    /** After a conflict: continue from this server version (mine is saved over it when dirty). */
    resume(version: number, keepMine: boolean) {
      if (!keepMine) savedRevision = revision
      status.setState({ status: dirty() ? 'pending' : 'saved', version })
      if (dirty()) schedule(0)
    },
    destroy() {
      if (timer) clearTimeout(timer)
    },
  }
}

export type SaveLoop = ReturnType<typeof createSaveLoop>
