/** What the retry needs from the browser (injected, so the logic runs in tests). */
export interface RefreshRetryDeps {
  /** Listens for the browser coming back online (`online` event); returns the unsubscribe. */
  onOnline(listener: () => void): () => void
  /** Runs `callback` after `ms`; returns the cancel. */
  setTimer(callback: () => void, ms: number): () => void
}

export interface RefreshRetry {
  /** The refresh failed: try again when the browser is back online or after the next delay. */
  failed(): void
  /** The refresh worked: forget the pending retry and start the delays over. */
  succeeded(): void
}

/** Browser wiring: the window's `online` event and `setTimeout`. */
export const browserRetryDeps: RefreshRetryDeps = {
  onOnline(listener) {
    window.addEventListener('online', listener)
    return () => window.removeEventListener('online', listener)
  },
  setTimer(callback, ms) {
    const timer = setTimeout(callback, ms)
    return () => clearTimeout(timer)
  },
}

/**
 * Retries a refresh that failed (the network dropped while a turn settled), so a counter
 * does not stay stale until the next turn. One retry is pending at a time: the first of
 * "back online" or the delay runs it; after the last delay only "back online" is waited for.
 */
export function createRefreshRetry(
  refresh: () => unknown,
  deps: RefreshRetryDeps,
  delaysMs: readonly number[] = [2_000, 10_000, 30_000],
): RefreshRetry {
  let attempt = 0
  let cancel: (() => void) | null = null

  function clear() {
    cancel?.()
    cancel = null
  }

  return {
    failed() {
      if (cancel) return
      const run = () => {
        clear()
        void refresh()
      }
      const stopListening = deps.onOnline(run)
      const delay = delaysMs[attempt++]
      const stopTimer = delay === undefined ? () => {} : deps.setTimer(run, delay)
      cancel = () => {
        stopListening()
        stopTimer()
      }
    },
    succeeded() {
      clear()
      attempt = 0
    },
  }
}
