import type { StoryMetadata } from '../../engine/canvas'
import { type ValidationError, validateStory } from '../../engine/validate'
import { type EditorDocument, toStoryDocument } from './document'

export interface ValidationControllerOptions {
  getState: () => EditorDocument & { metadata: StoryMetadata; contentRevision: number }
  subscribe: (listener: () => void) => () => void
  onResult: (errors: ValidationError[]) => void
  delayMs?: number
}

/**
 * Runs the engine's validation a moment after the writer stops typing. Moves do not change
 * validity, so only `contentRevision` (edits of data and structure) triggers it.
 */
export function createValidationController(options: ValidationControllerOptions) {
  const delayMs = options.delayMs ?? 300
  let timer: ReturnType<typeof setTimeout> | null = null
  let seenRevision = -1

  const run = () => {
    timer = null
    const state = options.getState()
    seenRevision = state.contentRevision
    const canvas = { version: 0, ...toStoryDocument(state) }
    options.onResult(validateStory(canvas, state.metadata).errors)
  }

  const unsubscribe = options.subscribe(() => {
    if (options.getState().contentRevision === seenRevision) return
    if (timer) clearTimeout(timer)
    timer = setTimeout(run, delayMs)
  })

  return {
    /** Validates at once (on open, and before compiling). */
    runNow: run,
    destroy() {
      if (timer) clearTimeout(timer)
      unsubscribe()
    },
  }
}
