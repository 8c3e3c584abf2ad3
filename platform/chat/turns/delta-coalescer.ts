/**
 * Joins the text deltas that arrive within one turn of the event loop into one. A fast
 * upstream delivers dozens of chunks in one socket read; relaying each as its own event
 * costs an SSE frame, a JSON encode and a socket write per chunk (the relay bench), while
 * joining them delays none of the text past the current loop turn. A slow model's deltas
 * arrive a loop turn apart and still go out one by one.
 *
 * Two deltas are never held: the reply's first, which the player is waiting for, and any
 * delta once text has been held `maxHoldMs` — a burst of hundreds of chunks is parsed in
 * one loop turn, and the player sees it arrive every few milliseconds, not at its end.
 */
export function createDeltaCoalescer(
  emit: (text: string) => void,
  options: { maxHoldMs?: number; now?: () => number } = {},
) {
  const maxHoldMs = options.maxHoldMs ?? 2
  const now = options.now ?? (() => performance.now())
  let held = ''
  let heldSince = 0
  let sentAny = false
  let scheduled: NodeJS.Immediate | null = null

  function flush() {
    if (scheduled) clearImmediate(scheduled)
    scheduled = null
    if (!held) return
    const text = held
    held = ''
    sentAny = true
    emit(text)
  }

  return {
    push(text: string) {
      if (!text) return
      if (!held) heldSince = now()
      held += text
      if (!sentAny || now() - heldSince >= maxHoldMs) flush()
      else scheduled ??= setImmediate(flush)
    },
    /** Emits what is held now: at the end of the stream, before the events that follow it. */
    flush,
  }
}
