/**
 * The composer's length rules: the counter shows from 90 % of the limit, and a message
 * past the limit is kept whole (a paste is never cut) and marked with how far past it is.
 */
export function lengthState(length: number, max: number): { shown: boolean; over: number } {
  return { shown: length >= Math.floor(max * 0.9), over: Math.max(0, length - max) }
}

/** The message's length once `pasted` characters replace the `selected` ones. */
export function pastedLength(current: number, selected: number, pasted: number): number {
  return current - selected + pasted
}
