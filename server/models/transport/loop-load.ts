import { performance } from 'node:perf_hooks'

/** Time and the loop's utilization: Node's `performance`, or a scripted one in tests. */
export type LoopClock = Pick<typeof performance, 'now' | 'eventLoopUtilization'>

/**
 * How busy this process's event loop has been lately (0 idle … 1 never idle), from Node's
 * event-loop utilization over the last ~100 ms. Read on demand, no timer: a read after a
 * quiet spell covers the whole spell, so it reads low.
 */
export function createLoopLoad(windowMs = 100, clock: LoopClock = performance) {
  let mark = clock.eventLoopUtilization()
  let markAt = clock.now()
  let utilization = 0
  return function loopLoad(): number {
    const now = clock.now()
    if (now - markAt >= windowMs) {
      const next = clock.eventLoopUtilization()
      utilization = clock.eventLoopUtilization(next, mark).utilization
      mark = next
      markAt = now
    }
    return utilization
  }
}

/**
 * How long a reply's text may wait for more before the AI SDK parses it, by load: none
 * while the loop is at most half busy, growing to `maxMs` as it nears saturation. Under a
 * crowd the SDK's per-event cost (tests/bench/provider-stream) is then paid once per
 * window instead of once per chunk, and so are the SSE event and socket write that follow;
 * an idle server passes every chunk on in the loop turn it arrives.
 */
export function loadAdaptiveHold(
  loopLoad: () => number = createLoopLoad(),
  { fromLoad = 0.5, fullLoad = 0.9, maxMs = 100 } = {},
): () => number {
  return () => {
    const share = (loopLoad() - fromLoad) / (fullLoad - fromLoad)
    return share <= 0 ? 0 : Math.round(Math.min(1, share) * maxMs)
  }
}
