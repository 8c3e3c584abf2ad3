/**
 * Joins the text deltas that arrive within one turn of the event loop into one. A fast
 * upstream delivers dozens of chunks in one socket read; relaying each as its own event
 * costs an SSE frame, a JSON encode and a socket write per chunk (the relay bench), while
 * joining them delays none of the text past the current loop turn. A slow model's deltas
 * arrive a loop turn apart and still go out one by one.
 */
export function createDeltaCoalescer(emit: (text: string) => void) {
  let held = ''
  let scheduled: NodeJS.Immediate | null = null

  function flush() {
    if (scheduled) clearImmediate(scheduled)
    scheduled = null
    if (!held) return
    const text = held
    held = ''
    emit(text)
  }

  return {
    push(text: string) {
      if (!text) return
      held += text
      scheduled ??= setImmediate(flush)
    },
    /** Emits what is held now: at the end of the stream, before the events that follow it. */
    flush,
  }
}
