/** The two ways a reader sleeps until there is something to read, a timeout or its client leaving. */

/** Waits for the next call of a function added to `set` (none remembered); 0: no timeout. */
export function waitFor(
  set: Set<() => void>,
  signal: AbortSignal | undefined,
  timeoutMs: number,
): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      set.delete(done)
      signal?.removeEventListener('abort', done)
      if (timer) clearTimeout(timer)
      resolve()
    }
    const timer = timeoutMs > 0 ? setTimeout(done, timeoutMs) : null
    set.add(done)
    signal?.addEventListener('abort', done, { once: true })
  })
}

/**
 * A wakeup that is remembered: `set` before `wait` makes the next `wait` return at once.
 * `clear` before reading, so only signals that arrive after the read count.
 */
export function createLatch() {
  let isSet = false
  let release: (() => void) | null = null
  return {
    set: () => {
      isSet = true
      release?.()
    },
    clear: () => {
      isSet = false
    },
    wait(signal: AbortSignal | undefined, timeoutMs: number): Promise<void> {
      if (isSet || signal?.aborted) return Promise.resolve()
      return new Promise((resolve) => {
        const done = () => {
          release = null
          clearTimeout(timer)
          signal?.removeEventListener('abort', done)
          resolve()
        }
        const timer = setTimeout(done, timeoutMs)
        release = done
        signal?.addEventListener('abort', done, { once: true })
      })
    },
  }
}
