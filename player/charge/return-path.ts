/**
 * Where a buyer came from before the charge page (a chat that ran out of credits, a story
 * short of coins), kept for the tab's session so the checkout's landing page can lead back
 * to it: the checkout is another page (the sandbox's or the provider's), and only the tab's
 * storage survives the trip.
 */
const KEY = 'taleloom.charge.returnTo'

export function rememberChargeReturn(path: string): void {
  try {
    sessionStorage.setItem(KEY, path)
  } catch {
    // Storage refused (private mode): the landing page simply offers no way back.
  }
}

/** A charge started from no story (the wallet, the menu) leads back to none. */
export function forgetChargeReturn(): void {
  try {
    sessionStorage.removeItem(KEY)
  } catch {
    // Nothing was kept.
  }
}

/** A same-site path only: anything else was not written by us. */
export function chargeReturnPath(): string | null {
  try {
    const path = sessionStorage.getItem(KEY)
    return path?.startsWith('/') && !path.startsWith('//') ? path : null
  } catch {
    return null
  }
}

/** What the way back says: a chat room, a story's page, or another page. */
export function chargeReturnKind(path: string): 'chat' | 'story' | 'page' {
  const bare = path.replace(/^\/(en|ko|jp|es)(?=\/)/, '').split(/[?#]/)[0] ?? ''
  if (/^\/story\/[0-9a-f]{24}\/c(\/|$)/.test(bare)) return 'chat'
  if (/^\/story\/[0-9a-f]{24}\/?$/.test(bare)) return 'story'
  return 'page'
}

const BACK_LABELS = {
  chat: 'chargeResult.backToChat',
  story: 'chargeResult.backToStory',
  page: 'chargeResult.backToPage',
} as const

/** The text key of the way back (the `player` namespace). */
export function chargeReturnLabel(path: string): (typeof BACK_LABELS)[keyof typeof BACK_LABELS] {
  return BACK_LABELS[chargeReturnKind(path)]
}
