/**
 * The Yoti session the browser left for: its id is kept in this tab, so the return to
 * `/yoti-callback` finds it even when Yoti's redirect does not carry it.
 */
const KEY = 'taleloom.yotiSession'

export function rememberYotiSession(sessionId: string) {
  try {
    sessionStorage.setItem(KEY, sessionId)
  } catch {
    // Storage off (private mode): the callback's own `sessionId` query is then needed.
  }
}

export function yotiSessionOf(search: string): string | null {
  const fromQuery = new URLSearchParams(search).get('sessionId')
  if (fromQuery) return fromQuery
  try {
    return sessionStorage.getItem(KEY)
  } catch {
    return null
  }
}
