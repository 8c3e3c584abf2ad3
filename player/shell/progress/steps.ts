/**
 * The top progress bar's steps (spec: 30, 60, 85, then 100), pure: a page load starts at 30,
 * each tick moves to the next step but never past 85 while loading, and the end shows 100
 * before the bar goes. Overlapping loads keep one bar until the last one ends.
 */
export const PROGRESS_STEPS = [30, 60, 85] as const
export const DONE = 100

export interface ProgressState {
  /** Loads running now (a page chunk, its texts). */
  loads: number
  /** The bar's width in percent; null when hidden. */
  percent: number | null
}

export type ProgressEvent =
  | { type: 'start' }
  | { type: 'tick' }
  | { type: 'end' }
  | { type: 'hide' }

export const hidden: ProgressState = { loads: 0, percent: null }

export function stepProgress(state: ProgressState, event: ProgressEvent): ProgressState {
  switch (event.type) {
    case 'start':
      return {
        loads: state.loads + 1,
        percent: state.loads > 0 ? state.percent : PROGRESS_STEPS[0],
      }
    case 'tick':
      return state.loads > 0 ? { ...state, percent: nextStep(state.percent) } : state
    case 'end': {
      const loads = Math.max(0, state.loads - 1)
      return { loads, percent: loads === 0 && state.percent !== null ? DONE : state.percent }
    }
    case 'hide':
      return state.loads === 0 ? hidden : state
  }
}

function nextStep(percent: number | null): number {
  return PROGRESS_STEPS.find((step) => percent === null || step > percent) ?? PROGRESS_STEPS[2]
}
