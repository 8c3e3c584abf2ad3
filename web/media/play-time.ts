/** How often a playing item reports its position (and on every pause and leave). */
export const PLAY_TIME_INTERVAL_MS = 30_000

export interface PlayTimeTimer {
  every(ms: number, run: () => void): () => void
}

export interface PlayTimeReporterOptions {
  /** Sends the position in whole seconds; failures are the caller's to swallow. */
  send(seconds: number): void
  timer?: PlayTimeTimer
  intervalMs?: number
}

const browserTimer: PlayTimeTimer = {
  every(ms, run) {
    const id = setInterval(run, ms)
    return () => clearInterval(id)
  },
}

/**
 * Play-time history: while the media plays its position is sent periodically, and once more
 * when it pauses or the page is left. The same position is never sent twice in a row.
 */
export function createPlayTimeReporter(options: PlayTimeReporterOptions) {
  const timer = options.timer ?? browserTimer
  let position = 0
  let lastSent: number | null = null
  let stopTimer: (() => void) | null = null

  const flush = () => {
    const seconds = Math.floor(position)
    if (seconds <= 0 || seconds === lastSent) return
    lastSent = seconds
    options.send(seconds)
  }

  return {
    /** The media's current time, updated as it plays. */
    update(seconds: number) {
      if (Number.isFinite(seconds) && seconds >= 0) position = seconds
    },
    playing() {
      if (stopTimer) return
      stopTimer = timer.every(options.intervalMs ?? PLAY_TIME_INTERVAL_MS, flush)
    },
    paused() {
      stopTimer?.()
      stopTimer = null
      flush()
    },
    /** The page or the player goes away. */
    leave() {
      stopTimer?.()
      stopTimer = null
      flush()
    },
  }
}

export type PlayTimeReporter = ReturnType<typeof createPlayTimeReporter>
