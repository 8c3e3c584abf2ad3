import { createHttpFetch } from './http-fetch'
import { createLoopLoad, loadAdaptiveHold } from './loop-load'
import { eventMerger } from './sse-merge'
import type { TextEventFormat } from './text-events'

/**
 * The model providers' `fetch`, one per wire format: `node:http` with keep-alive, a reply's
 * bytes pushed from the socket into the merge of its plain text events, which waits for
 * more text only while this process's event loop is more than half busy.
 *
 * @example
 * const fetchFor = createProviderFetch({ holdMaxMs: 100 })
 * createGoogleGenerativeAI({ apiKey, fetch: fetchFor(geminiTextEvents) })
 */
export function createProviderFetch(options: { holdMaxMs: number }) {
  // One policy for every provider: the load is the process's event loop, whoever reads it.
  const hold = loadAdaptiveHold(createLoopLoad(), { maxMs: options.holdMaxMs })
  return function providerFetch(format: TextEventFormat): typeof globalThis.fetch {
    return createHttpFetch({ eventStream: (source) => eventMerger(format, hold, source) })
  }
}
