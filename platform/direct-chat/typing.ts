/**
 * Typing frames, throttled per member and room: the others hear at most one every interval
 * (3 s), however often a client sends. Pure: the caller passes the time.
 */
export function createTypingThrottle(intervalMs: number, remembered = 10_000) {
  const last = new Map<string, number>()
  return {
    allow(userOid: string, roomId: string, now: number) {
      const key = `${userOid}:${roomId}`
      const previous = last.get(key)
      if (previous !== undefined && now - previous < intervalMs) return false
      // Oldest first: a full map forgets the member who typed longest ago.
      last.delete(key)
      last.set(key, now)
      if (last.size > remembered) last.delete(last.keys().next().value as string)
      return true
    },
  }
}
