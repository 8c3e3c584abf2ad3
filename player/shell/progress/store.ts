import { create } from 'zustand'
import { hidden, type ProgressEvent, type ProgressState, stepProgress } from './steps'

/** How long each step shows before the next (ms), and how long 100 stays before hiding. */
const TICK_MS = 400
const HIDE_MS = 300

interface ProgressStore extends ProgressState {
  send(event: ProgressEvent): void
}

let ticker: ReturnType<typeof setInterval> | null = null
let hider: ReturnType<typeof setTimeout> | null = null

/** The one bar of the page: the pure steps, driven by a ticker while anything loads. */
export const useProgress = create<ProgressStore>()((set, get) => ({
  ...hidden,
  send(event) {
    set(stepProgress(get(), event))
    const { loads, percent } = get()
    if (loads > 0 && !ticker) ticker = setInterval(() => get().send({ type: 'tick' }), TICK_MS)
    if (loads === 0 && ticker) {
      clearInterval(ticker)
      ticker = null
    }
    if (event.type === 'start' && hider) {
      clearTimeout(hider)
      hider = null
    }
    if (event.type === 'end' && loads === 0 && percent !== null)
      hider = setTimeout(() => get().send({ type: 'hide' }), HIDE_MS)
  },
}))
