const KEY = 'taleloom.subscribeReturn'

/** Remembers the page the viewer subscribed from, for the result page's "Back" link. */
export function rememberSubscribeReturn() {
  try {
    sessionStorage.setItem(KEY, window.location.pathname + window.location.search)
  } catch {
    // Storage may be off; the result page then offers the home page.
  }
}

/** A same-site path only: never an address another site could plant. */
export function subscribeReturnPath(): string | null {
  try {
    const path = sessionStorage.getItem(KEY)
    return path?.startsWith('/') && !path.startsWith('//') ? path : null
  } catch {
    return null
  }
}
