/**
 * This process's memory over a bench level: RSS at the start, and the peaks of RSS and of
 * the used heap sampled every 50 ms until `stop()`.
 */
export function sampleMemory(): { stop(): { rssMB: number; rssBeforeMB: number; heapMB: number } } {
  const rssBefore = process.memoryUsage.rss()
  let rssPeak = rssBefore
  let heapPeak = 0
  const sampler = setInterval(() => {
    const memory = process.memoryUsage()
    rssPeak = Math.max(rssPeak, memory.rss)
    heapPeak = Math.max(heapPeak, memory.heapUsed)
  }, 50)
  return {
    stop() {
      clearInterval(sampler)
      return {
        rssMB: rssPeak / 2 ** 20,
        rssBeforeMB: rssBefore / 2 ** 20,
        heapMB: heapPeak / 2 ** 20,
      }
    },
  }
}
