/**
 * The worker thread of `compile-thread.ts`: runs the jobs it is sent (compiles, canvas
 * save checks), one at a time. Bundled by `compile-thread.ts`, so it may import the
 * engine's TypeScript.
 */
import { isMainThread, parentPort } from 'node:worker_threads'
import { checkCanvasSave } from './canvas-save-check'
import { compileForStorage } from './compile-for-storage'
import type { ThreadJob, ThreadReply, ThreadRequest } from './compile-thread-messages'

if (isMainThread || !parentPort) throw new Error('compile-worker: run me as a worker thread')
const port = parentPort

const run = (job: ThreadJob) =>
  job.kind === 'compile' ? compileForStorage(job.input) : checkCanvasSave(job.body)

port.on('message', (request: ThreadRequest) => {
  let reply: ThreadReply
  try {
    reply = { id: request.id, output: run(request.job) }
  } catch (error) {
    reply = { id: request.id, error: error instanceof Error ? error.message : String(error) }
  }
  port.postMessage(reply)
})
