import { concatBytes } from '../../../engine/bytes'
import type { TextEventFormat } from './text-events'

/**
 * The merge of a streamed reply's plain text chunks when several arrive in one network
 * read, before the AI SDK parses them: `eventMerger`, fed by the providers' `fetch`
 * (http-fetch.ts) straight from the socket, or `mergingFetch` around any other `fetch`.
 *
 * Why: the SDK's reply pipeline (text decoding, event parsing, JSON parse and zod
 * validation, stream parts) costs the same CPU per SSE event whatever the event's size. A
 * server that falls behind under many streams finds a dozen events waiting in each socket
 * and paid that cost for each; events merged in a read are one event for the SDK, so the
 * cost falls as the backlog grows (docs/PERFORMANCE.md). A read with one event (a server
 * keeping up) passes through untouched.
 *
 * Only events that carry nothing but text merge: a finish reason, usage totals, safety
 * ratings, tool calls, reasoning, or any field this code does not know ends a run and goes
 * through as it came. While the process keeps up, only events of the same read merge, so
 * no event waits for a later one. Under load (the event loop more than half busy) text
 * may wait for more, by default up to 100 ms at saturation (loop-load.ts): a crowd's replies then
 * cost the server once per window, not once per chunk. The reply's first event and its
 * end never wait.
 */

/** `fetch` whose event-stream responses have their plain text events merged per read. */
export function mergingFetch(
  format: TextEventFormat,
  base: typeof globalThis.fetch = globalThis.fetch,
  /** How long text may wait for more (loop-load.ts's policy in the providers); 0: per read. */
  holdMs: () => number = () => 0,
): typeof globalThis.fetch {
  return async (input, init) => {
    const response = await base(input, init)
    const type = response.headers.get('content-type') ?? ''
    if (!response.ok || !response.body || !type.includes('text/event-stream')) return response
    return new Response(mergeEventStream(response.body, format, holdMs), {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    })
  }
}

/** Where a body's bytes come from: told to wait while the merged stream's reader is full. */
export interface ByteSource {
  pause(): void
  resume(): void
  cancel(reason: unknown): void | Promise<void>
}

/** What a source calls with its bytes, in order. */
export interface ByteSink {
  push(chunk: Uint8Array): void
  end(): void
  fail(error: unknown): void
}

/** What may wait to be merged: past it, what is gathered goes at once. */
const MAX_GATHERED_BYTES = 256 * 1024
const LF = 0x0a
const CR = 0x0d

/**
 * The merge of a web body: its reader feeds `eventMerger`, reading on only while the
 * merged stream's reader keeps up.
 */
export function mergeEventStream(
  body: ReadableStream<Uint8Array>,
  format: TextEventFormat,
  holdMs: () => number = () => 0,
): ReadableStream<Uint8Array> {
  const reader = body.getReader()
  let paused = false
  let stopped = false
  let wake: (() => void) | null = null
  const resume = () => {
    paused = false
    const waiting = wake
    wake = null
    waiting?.()
  }
  const { readable, sink } = eventMerger(format, holdMs, {
    pause: () => {
      paused = true
    },
    resume,
    cancel: (reason) => {
      stopped = true
      resume()
      return reader.cancel(reason)
    },
  })
  void (async () => {
    try {
      for (;;) {
        while (paused && !stopped)
          await new Promise<void>((resolve) => {
            wake = resolve
          })
        if (stopped) return
        const { done, value } = await reader.read()
        if (done) return sink.end()
        sink.push(value)
      }
    } catch (error) {
      sink.fail(error)
    }
  })()
  return readable
}

/**
 * The merge: bytes in, bytes out. The HTTP parser hands over a read's chunks one by one
 * (one per chunk of the chunked encoding) but in one turn of the event loop, so they are
 * gathered until the loop turns (setImmediate), or for `holdMs()` when that is more than
 * 0, and merged then. The response's first chunk goes out at once, and its end takes
 * whatever is gathered with it. Events are split on blank lines (LF LF or CR LF CR LF); an
 * event cut between reads waits for the rest.
 *
 * It is pushed to (`sink`), not piped through a TransformStream: a pipe costs a write, a
 * transform and an enqueue per chunk, and most chunks only join what is gathered. The source is paused while the reader of
 * `readable` is full and resumed when it asks for more.
 */
export function eventMerger(
  format: TextEventFormat,
  holdMs: () => number,
  source: ByteSource,
): { readable: ReadableStream<Uint8Array>; sink: ByteSink } {
  const decoder = new TextDecoder()
  const encoder = new TextEncoder()
  let gathered: Uint8Array[] = []
  let gatheredBytes = 0
  // At most one of them: the delivery of what is gathered, next loop turn or after a hold.
  let immediate: NodeJS.Immediate | null = null
  let timer: NodeJS.Timeout | null = null
  let first = true
  let done = false
  let paused = false
  let controller!: ReadableStreamDefaultController<Uint8Array>

  const emit = () => {
    if (gathered.length === 0) return
    const bytes = gathered.length === 1 ? gathered[0]! : concatBytes(gathered)
    gathered = []
    gatheredBytes = 0
    const end = lastEventEnd(bytes)
    if (end < bytes.length) {
      gathered.push(bytes.slice(end))
      gatheredBytes = bytes.length - end
    }
    if (end === 0) return
    const complete = end < bytes.length ? bytes.subarray(0, end) : bytes
    // One event (a server keeping up): nothing to merge, nothing to parse.
    if (eventEndAfter(complete, 0) === end) controller.enqueue(complete)
    else controller.enqueue(encoder.encode(mergeRuns(decoder.decode(complete), format)))
    // The reader is behind: the source waits until it asks for more.
    if (!paused && (controller.desiredSize ?? 1) <= 0) {
      paused = true
      source.pause()
    }
  }
  const unschedule = () => {
    if (timer) clearTimeout(timer)
    if (immediate) clearImmediate(immediate)
    timer = null
    immediate = null
  }
  const deliver = () => {
    immediate = null
    timer = null
    if (!done) emit()
  }

  const sink: ByteSink = {
    push(chunk) {
      if (done) return
      gathered.push(chunk)
      gatheredBytes += chunk.length
      // The first chunk goes at once; so does a body that arrives faster than a loop
      // turn can gather (a bound on what waits in memory).
      if (first || gatheredBytes >= MAX_GATHERED_BYTES) {
        first = false
        unschedule()
        emit()
        return
      }
      if (immediate || timer) return
      const hold = holdMs()
      if (hold > 0) timer = setTimeout(deliver, hold)
      else immediate = setImmediate(deliver)
    },
    end() {
      if (done) return
      unschedule()
      emit()
      // A last event without its blank line still goes to the parser, as it came.
      for (const rest of gathered) controller.enqueue(rest)
      gathered = []
      done = true
      controller.close()
    },
    fail(error) {
      unschedule()
      if (done) return
      done = true
      // The complete events that arrived before the failure go first, so the SDK reports
      // the text the player already had; then the failure.
      try {
        emit()
      } catch {
        // Nothing more can be delivered: the failure below is what the reader gets.
      }
      controller.error(error)
    },
  }

  const readable = new ReadableStream<Uint8Array>({
    start(started) {
      controller = started
    },
    pull() {
      if (!paused) return
      paused = false
      source.resume()
    },
    async cancel(reason) {
      done = true
      unschedule()
      await source.cancel(reason)
    },
  })
  return { readable, sink }
}

/** Merges runs of plain text events in `text` (complete events only). */
function mergeRuns(text: string, format: TextEventFormat): string {
  const events = text.split(/\r?\n\r?\n/)
  events.pop() // after the last blank line: nothing
  let out = ''
  let run: unknown[] = []
  let runText = ''
  let runRaw: string[] = []
  const closeRun = () => {
    if (run.length === 1) out += `${runRaw[0]}\n\n`
    else if (run.length > 1) out += `data: ${JSON.stringify(format.merged(run, runText))}\n\n`
    run = []
    runRaw = []
    runText = ''
  }
  for (const raw of events) {
    const data = dataOf(raw)
    const parsed = data === null ? undefined : parseJson(data)
    const eventText = parsed === undefined ? null : format.textOf(parsed)
    if (eventText === null) {
      closeRun()
      out += `${raw}\n\n`
      continue
    }
    run.push(parsed)
    runRaw.push(raw)
    runText += eventText
  }
  closeRun()
  return out
}

/** The data of an event that is a single `data:` line, else null. */
function dataOf(raw: string): string | null {
  if (!raw.startsWith('data:') || raw.includes('\n')) return null
  return raw.charCodeAt(5) === 0x20 ? raw.slice(6) : raw.slice(5)
}

function parseJson(data: string): unknown {
  try {
    return JSON.parse(data)
  } catch {
    return undefined
  }
}

/** Where the event that starts at `from` ends (after its blank line), or -1. */
function eventEndAfter(bytes: Uint8Array, from: number): number {
  for (let at = bytes.indexOf(LF, from); at !== -1; at = bytes.indexOf(LF, at + 1)) {
    if (bytes[at + 1] === LF) return at + 2
    if (bytes[at + 1] === CR && bytes[at + 2] === LF) return at + 3
  }
  return -1
}

/** The end of the last complete event in `bytes` (0 when there is none). */
function lastEventEnd(bytes: Uint8Array): number {
  let end = 0
  for (let next = eventEndAfter(bytes, 0); next !== -1; next = eventEndAfter(bytes, next))
    end = next
  return end
}
