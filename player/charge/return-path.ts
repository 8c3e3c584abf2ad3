/**
 * Where a buyer came from before the charge page (a chat that ran out of credits), kept for
 * the tab's session so the checkout's landing page can lead back to it.
 */
const KEY = 'taleloom.charge.returnTo'

export function rememberChargeReturn(path: string): void {
  try {
    sessionStorage.setItem(KEY, path)
  } catch {
    // Storage refused (private mode): the landing page simply offers no way back.
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
