/** Recent searches are part of the session (document 1's Session.recentSearches): this tab only. */
export const RECENT_SEARCHES_KEY = 'taleloom.recentSearches'
export const RECENT_SEARCHES_KEPT = 10

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

function storage(): Store | null {
  try {
    return sessionStorage
  } catch {
    return null
  }
}

export function readRecentSearches(store: Store | null = storage()): string[] {
  try {
    const value: unknown = JSON.parse(store?.getItem(RECENT_SEARCHES_KEY) ?? '[]')
    return Array.isArray(value)
      ? value.filter((item): item is string => typeof item === 'string')
      : []
  } catch {
    return []
  }
}

/** Puts a search first, without repeating it, keeping the last 10. */
export function rememberSearch(text: string, store: Store | null = storage()): string[] {
  const trimmed = text.trim()
  const next = trimmed
    ? [trimmed, ...readRecentSearches(store).filter((item) => item !== trimmed)].slice(
        0,
        RECENT_SEARCHES_KEPT,
      )
    : readRecentSearches(store)
  try {
    store?.setItem(RECENT_SEARCHES_KEY, JSON.stringify(next))
  } catch {
    // Storage refused (private mode): the list lives only on this page.
  }
  return next
}

export function clearRecentSearches(store: Store | null = storage()): void {
  try {
    store?.removeItem(RECENT_SEARCHES_KEY)
  } catch {
    // Nothing kept to clear.
  }
}
