/**
 * The pure rules of the direct chat socket's client: how long to wait before reconnecting,
 * when a typing frame may go, and which message ids were already handed on.
 */

/** 1, 2, 4… s after each failed try, at most 30 s. */
export const reconnectDelay = (retries: number) => Math.min(30_000, 1_000 * 2 ** retries)

/** Once per interval per key: `allow(key, now)` is true when a frame may go now. */
export function createThrottle(intervalMs: number) {
  const last = new Map<string, number>()
  return {
    allow(key: string, now: number) {
      const previous = last.get(key)
      if (previous !== undefined && now - previous < intervalMs) return false
      last.set(key, now)
      return true
    },
  }
}

/** The larger of two decimal ids (message ids outgrow a double's exact range). */
export const laterId = (a: string | undefined, b: string) =>
  a === undefined || BigInt(b) > BigInt(a) ? b : a

/** Remembers the last `size` ids: true the first time an id is seen, false after. */
export function createSeenIds(size = 2_000) {
  const seen = new Set<string>()
  return (id: string) => {
    if (seen.has(id)) return false
    seen.add(id)
    if (seen.size > size) seen.delete(seen.values().next().value as string)
    return true
  }
}
