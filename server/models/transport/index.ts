/**
 * How the model providers' replies reach the server: an HTTP client on `node:http`, the
 * merge of a reply's text events before the AI SDK parses them, and the loop-load policy
 * that lets text wait under load. Reasons and measurements: docs/PERFORMANCE.md.
 */
export { createHttpFetch, type HttpFetchOptions } from './http-fetch'
export { createLoopLoad, type LoopClock, loadAdaptiveHold } from './loop-load'
export { createProviderFetch } from './provider-fetch'
export {
  type ByteSink,
  type ByteSource,
  eventMerger,
  mergeEventStream,
  mergingFetch,
} from './sse-merge'
export { chatCompletionTextEvents, geminiTextEvents, type TextEventFormat } from './text-events'
