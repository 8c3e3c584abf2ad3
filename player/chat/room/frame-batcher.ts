/**
 * Collects text deltas and hands them over once per animation frame, joined, so a
 * fast stream re-renders the list at most once per frame instead of once per token.
 * `schedule` is `requestAnimationFrame` in the browser (injected for tests).
 */
export function createFrameBatcher(
  flush: (text: string, arrivedAt: number) => void,
  schedule: (callback: () => void) => unknown,
  now: () => number = () => performance.now(),
) {
  let pending = ''
  let firstArrival = 0
  let scheduled = false

  function run() {
    scheduled = false
    if (pending === '') return
    const text = pending
    pending = ''
    flush(text, firstArrival)
  }

  return {
    push(delta: string) {
      if (pending === '') firstArrival = now()
      pending += delta
      if (!scheduled) {
        scheduled = true
        schedule(run)
      }
    },
    /** Hands over what is pending now (before a terminal event replaces the text). */
    drain() {
      run()
    },
    get pending() {
      return pending
    },
  }
}
