const KEY = 'taleloom.subscriptionsVersion'

/**
 * GET /account/subscriptions is cached by the browser for 1800 s (the spec's figure). After
 * this viewer subscribes or cancels, the list is asked for under a new address (`v=`), so
 * My Info shows the change at once and is cached again from there.
 */
export function subscriptionsVersion(): string | undefined {
  try {
    return sessionStorage.getItem(KEY) ?? undefined
  } catch {
    return undefined
  }
}

export function subscriptionsChanged() {
  try {
    sessionStorage.setItem(KEY, Date.now().toString(36))
  } catch {
    // Without storage the cached list may lag until it expires.
  }
}
