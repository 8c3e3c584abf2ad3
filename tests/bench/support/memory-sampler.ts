/**
 * This process's memory over a bench level: RSS at the start, and the peaks of RSS and of
 * the used heap sampled every 50 ms until `stop()`; at the RSS peak, how it splits into V8's
 * heap (reserved), memory outside it that V8 knows of (buffers) and the rest (threads'
 * heaps, WebAssembly memory, the allocator's own).
 */
export interface MemoryFigures {
  rssMB: number
  rssBeforeMB: number
  heapMB: number
  /** At the RSS peak: V8's reserved heap, its external memory, and what neither holds. */
  atPeak: { heapTotalMB: number; externalMB: number; otherMB: number }
  /** The same split when sampling started. */
  before: { heapTotalMB: number; externalMB: number; otherMB: number }
}

const MB = 2 ** 20

function split(memory: NodeJS.MemoryUsage): MemoryFigures['atPeak'] {
  return {
    heapTotalMB: memory.heapTotal / MB,
    externalMB: memory.external / MB,
    otherMB: (memory.rss - memory.heapTotal - memory.external) / MB,
  }
}

export function sampleMemory(): { stop(): MemoryFigures } {
  const first = process.memoryUsage()
  let peak = first
  let heapPeak = 0
  const sampler = setInterval(() => {
    const memory = process.memoryUsage()
    if (memory.rss > peak.rss) peak = memory
    heapPeak = Math.max(heapPeak, memory.heapUsed)
  }, 50)
  return {
    stop() {
      clearInterval(sampler)
      return {
        rssMB: peak.rss / MB,
        rssBeforeMB: first.rss / MB,
        heapMB: heapPeak / MB,
        atPeak: split(peak),
        before: split(first),
      }
    },
  }
}
