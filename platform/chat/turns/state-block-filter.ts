/**
 * Hides `<state>…</state>` blocks from streamed text. The model appends the block at the
 * end of its reply; the player must never see it flash by. Text that might be the start
 * of `<state>` is held back until the next delta decides; everything else passes at once.
 */
export function createStateBlockFilter(open = '<state>', close = '</state>') {
  let held = ''
  let inside = false
  const lowerOpen = open.toLowerCase()
  const lowerClose = close.toLowerCase()

  function push(delta: string): string {
    held += delta
    let visible = ''
    for (;;) {
      const lower = held.toLowerCase()
      if (inside) {
        const end = lower.indexOf(lowerClose)
        if (end === -1) {
          // Keep only what could still be the start of the closing tag.
          held = held.slice(Math.max(0, held.length - (close.length - 1)))
          return visible
        }
        held = held.slice(end + close.length)
        inside = false
        continue
      }
      const start = lower.indexOf(lowerOpen)
      if (start !== -1) {
        visible += held.slice(0, start)
        held = held.slice(start + open.length)
        inside = true
        continue
      }
      const keep = partialSuffix(lower, lowerOpen)
      visible += held.slice(0, held.length - keep)
      held = held.slice(held.length - keep)
      return visible
    }
  }

  /** At the end: a held partial tag that never completed was ordinary text. */
  function flush(): string {
    const rest = inside ? '' : held
    held = ''
    return rest
  }

  return { push, flush }
}

/** Length of the longest suffix of `text` that is a proper prefix of `tag`. */
function partialSuffix(text: string, tag: string): number {
  for (let length = Math.min(tag.length - 1, text.length); length > 0; length -= 1) {
    if (tag.startsWith(text.slice(text.length - length))) return length
  }
  return 0
}
