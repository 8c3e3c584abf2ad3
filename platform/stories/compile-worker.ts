/**
 * The worker thread of `compile-thread.ts`: compiles the stories it is sent, one at a time.
 * Bundled by `compile-thread.ts`, so it may import the engine's TypeScript.
 */
import { isMainThread, parentPort } from 'node:worker_threads'
import { compileForStorage } from './compile-for-storage'
import type { CompileReply, CompileRequest } from './compile-thread-messages'

if (isMainThread || !parentPort) throw new Error('compile-worker: run me as a worker thread')
const port = parentPort

port.on('message', (request: CompileRequest) => {
  let reply: CompileReply
  try {
    reply = { id: request.id, output: compileForStorage(request.input) }
  } catch (error) {
    reply = { id: request.id, error: error instanceof Error ? error.message : String(error) }
  }
  port.postMessage(reply)
})
