/**
 * The worker thread of `thread.ts`: one PGlite instance, its statements run in the
 * order they arrive, results and notifications posted back. Bundled by `thread.ts`
 * (`workerScript`), so it may import the project's TypeScript.
 */
import { isMainThread, receiveMessageOnPort, workerData } from 'node:worker_threads'
import type { PGlite } from '@electric-sql/pglite'
import { initDataDir, startPGlite } from './start'
import { PGliteStatements } from './statements'
import type { ThreadReply, ThreadRequest, ThreadStart } from './thread-messages'

if (isMainThread) throw new Error('pglite-worker: run me as a worker thread')
const start = workerData as ThreadStart
const port = start.port

/**
 * How long the worker keeps polling its port after its last reply before it sleeps. A
 * caller awaiting statements one by one sends the next within microseconds of reading a
 * reply, and waking a sleeping thread costs more than the statement itself
 * (docs/PERFORMANCE.md). The poll is bounded, so an idle database costs no CPU.
 */
const POLL_AFTER_REPLY_MS = 0.1
let inFlight = 0
function post(reply: ThreadReply) {
  try {
    port.postMessage(reply)
  } catch (error) {
    // A value structured clone cannot carry: the caller gets an error, never silence.
    if (reply.type === 'notification') return
    const message = `PGlite thread: the reply could not be sent (${(error as Error).message})`
    port.postMessage({ type: 'error', id: reply.id, error: { message } })
  }
}

function errorFields(error: unknown) {
  if (!(error instanceof Error)) return { message: String(error) }
  // DatabaseError's fields (code, detail, constraint, …) are own properties.
  return { ...error, name: error.name, message: error.message }
}

const channels = new Map<string, () => Promise<void>>()
if (start.initOnly) initOnly()
else serve()

/** A new data directory, made by a worker that then exits (thread.ts, `open`). */
function initOnly() {
  initDataDir(start.dataDir ?? '', start.wasm).then(
    () => {
      port.on('message', (request: ThreadRequest) => {
        if (request.op === 'close') post({ type: 'result', id: request.id, result: undefined })
        else
          post({ type: 'error', id: request.id, error: { message: 'PGlite thread: initdb only' } })
      })
      post({ type: 'result', id: 0, result: 'ready' })
    },
    (error: unknown) => post({ type: 'error', id: 0, error: errorFields(error) }),
  )
}

function serve() {
  startPGlite(start).then(
    (pglite) => {
      const backend = new PGliteStatements(pglite)
      const dispatch = (request: ThreadRequest) => {
        inFlight += 1
        handle(pglite, backend, request)
          .then(
            (result) => post({ type: 'result', id: request.id, result }),
            (error: unknown) => post({ type: 'error', id: request.id, error: errorFields(error) }),
          )
          .finally(() => {
            inFlight -= 1
            if (inFlight === 0) pollBriefly(dispatch)
          })
      }
      port.on('message', dispatch)
      post({ type: 'result', id: 0, result: 'ready' })
    },
    (error: unknown) => post({ type: 'error', id: 0, error: errorFields(error) }),
  )
}

/** Takes the next request as soon as it is posted, for a moment, instead of sleeping. */
function pollBriefly(dispatch: (request: ThreadRequest) => void) {
  const until = performance.now() + POLL_AFTER_REPLY_MS
  do {
    const next = receiveMessageOnPort(port)
    if (next) return dispatch(next.message as ThreadRequest)
  } while (performance.now() < until)
}

async function handle(pglite: PGlite, backend: PGliteStatements, request: ThreadRequest) {
  switch (request.op) {
    case 'query':
      return backend.query(request.sql, request.parameters)
    case 'run':
      return backend.run(request.sql)
    case 'listen': {
      if (channels.has(request.channel)) return
      const unsubscribe = await pglite.listen(request.channel, (payload) =>
        post({ type: 'notification', channel: request.channel, payload }),
      )
      channels.set(request.channel, unsubscribe)
      return
    }
    case 'unlisten': {
      const unsubscribe = channels.get(request.channel)
      channels.delete(request.channel)
      if (unsubscribe && !pglite.closed) await unsubscribe()
      return
    }
    case 'close':
      if (!pglite.closed) await pglite.close()
      return
  }
}
