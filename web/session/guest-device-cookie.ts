/** The cookie the server also sets from `POST /api/account/guest`. */
export const GUEST_DEVICE_COOKIE = 'tl_guest_device'
/** The spec keeps the guest device id for 2 years. */
export const GUEST_DEVICE_MAX_AGE_SECONDS = 2 * 365 * 24 * 60 * 60
const GUEST_DEVICE_ID = /^[A-Za-z0-9_-]{16,64}$/

export function isGuestDeviceId(value: unknown): value is string {
  return typeof value === 'string' && GUEST_DEVICE_ID.test(value)
}

/** Reads one cookie from a `document.cookie` string. */
export function readCookie(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const separator = part.indexOf('=')
    if (separator < 0) continue
    if (part.slice(0, separator).trim() === name) {
      try {
        return decodeURIComponent(part.slice(separator + 1).trim())
      } catch {
        return null
      }
    }
  }
  return null
}

/** The `document.cookie` assignment that keeps the guest device id for 2 years. */
export function guestDeviceCookie(guestDeviceId: string, secure: boolean): string {
  const attributes = [
    `${GUEST_DEVICE_COOKIE}=${encodeURIComponent(guestDeviceId)}`,
    'Path=/',
    `Max-Age=${GUEST_DEVICE_MAX_AGE_SECONDS}`,
    'SameSite=Lax',
  ]
  if (secure) attributes.push('Secure')
  return attributes.join('; ')
}
