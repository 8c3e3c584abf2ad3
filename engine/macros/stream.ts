import { expandNameMacros, type MacroNames, NAME_MACROS } from './expand'

const TOKENS = [...NAME_MACROS].map((name) => `{{${name}}}`)
const LONGEST = Math.max(...TOKENS.map((token) => token.length))

/**
 * Renders the name macros of a text that arrives in pieces (a model's streamed reply).
 * What `push` and `flush` return, joined, is the whole text rendered by
 * `expandNameMacros`: a tail that may be a macro split across pieces (`…{{us`) is held
 * until the next piece decides it, or the end; everything else passes at once.
 */
export function createNameMacroStream(names: MacroNames) {
  let held = ''
  return {
    push(delta: string): string {
      held += delta
      const keep = macroTailLength(held)
      const ready = held.slice(0, held.length - keep)
      held = held.slice(held.length - keep)
      return expandNameMacros(ready, names)
    },
    /** At the end: a held tail that never completed a macro is ordinary text. */
    flush(): string {
      const rest = held
      held = ''
      return expandNameMacros(rest, names)
    },
  }
}

/** Length of the longest suffix of `text` that is a proper prefix of a name macro (any case). */
export function macroTailLength(text: string): number {
  const tail = text.slice(-(LONGEST - 1)).toLowerCase()
  if (!tail.includes('{')) return 0
  for (let length = tail.length; length > 0; length -= 1) {
    const suffix = tail.slice(tail.length - length)
    if (TOKENS.some((token) => token.length > length && token.startsWith(suffix))) return length
  }
  return 0
}
