import { api } from './connected-api'
import {
  GUEST_DEVICE_COOKIE,
  guestDeviceCookie,
  isGuestDeviceId,
  readCookie,
} from './guest-device-cookie'
import { useSession } from './session-store'

/**
 * Makes sure this device has a guest device id, created once by the server and kept
 * both in a 2-year cookie and in localStorage (through the session store). If one of
 * the two was cleared, the other restores it; only when both are gone is a new one made.
 */
export async function ensureGuestDevice(): Promise<string | null> {
  const stored = useSession.getState().guestDeviceId
  const fromCookie = readCookie(document.cookie, GUEST_DEVICE_COOKIE)
  const known = isGuestDeviceId(stored) ? stored : isGuestDeviceId(fromCookie) ? fromCookie : null
  if (known) {
    remember(known)
    return known
  }
  try {
    const { guestDeviceId } = await api.post('/account/guest')
    remember(guestDeviceId)
    return guestDeviceId
  } catch {
    // Guests can still browse; the next page load tries again.
    return null
  }
}

function remember(guestDeviceId: string) {
  if (useSession.getState().guestDeviceId !== guestDeviceId) {
    useSession.getState().setGuestDeviceId(guestDeviceId)
  }
  // Written on every visit: browsers clamp cookie lifetimes to 400 days, so renewing
  // keeps the spec's 2 years for anyone who comes back within that time.
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox; the value is built and encoded by guestDeviceCookie.
  document.cookie = guestDeviceCookie(guestDeviceId, location.protocol === 'https:')
}
