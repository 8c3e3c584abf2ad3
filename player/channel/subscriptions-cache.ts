const KEY = 'taleloom.subscriptionsVersion'

/**
 * GET /account/subscriptions is cached by the browser for 1800 s (the spec's figure). After
 * this viewer subscribes or cancels, the list is asked for under a new address (`v=`), so
 * My Info shows the change at once and is cached again from there.
 */
export function subscriptionsVersion(): string | undefined {
  try {
    return localStorage.getItem(KEY) ?? undefined
  } catch {
    return undefined
  }
}

export function subscriptionsChanged() {
  try {
    // A counter, not the time: two changes in one clock tick still get two addresses.
    const next = (Number.parseInt(localStorage.getItem(KEY) ?? '0', 36) || 0) + 1
    localStorage.setItem(KEY, next.toString(36))
  } catch {
    // Without storage the cached list may lag until it expires.
  }
}
