/** What `thread.ts` and its worker (`worker.ts`) say to each other. */

import type { MessagePort } from 'node:worker_threads'
import type { PGliteStart } from './start'

/**
 * How the worker starts its PGlite; `wasm` is compiled once per process and shared, and
 * requests and replies go through `port` (the worker polls it after a reply).
 */
export type ThreadStart = PGliteStart & {
  wasm: WebAssembly.Module
  port: MessagePort
  /** Only run initdb on `dataDir`, answer 'ready', and take nothing but `close`. */
  initOnly?: boolean
}

export type ThreadRequest = { id: number } & (
  | { op: 'query'; sql: string; parameters: readonly unknown[] }
  | { op: 'run'; sql: string }
  | { op: 'listen'; channel: string }
  | { op: 'unlisten'; channel: string }
  | { op: 'close' }
)

/** A reply to request `id` (id 0: the start, whose result is 'ready'), or a notification. */
export type ThreadReply =
  | { type: 'result'; id: number; result: unknown }
  | { type: 'error'; id: number; error: { message: string; [field: string]: unknown } }
  | { type: 'notification'; channel: string; payload: string }
