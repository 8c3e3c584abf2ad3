/** A turn's event stream: numbered, kept in memory and in `chat_stream_runs`, written as SSE. */

export type { ChatEventName, EventData, StreamEvent } from './events'
export {
  appendStreamEvents,
  appendStreamEventsOfMany,
  lastStreamSeq,
  type StoredStreamEvent,
  type StreamEventRun,
  type StreamStanding,
  streamEventsAfter,
} from './stream-events'
export { createStreamHub, type StreamHub } from './stream-hub'
export { databaseStreamStore, type StreamStore, type StreamWriteFailure } from './stream-store'
