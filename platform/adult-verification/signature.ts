/**
 * The signature a Yoti notification carries: an HMAC-SHA256 (base64) of the notification's
 * other fields, sorted by name and joined as JSON, keyed by the notification secret.
 * Compared in constant time; a notification too far from now is refused as a replay.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

/** How far a notification's `timestamp` (seconds) may be from the server's clock. */
export const NOTIFICATION_WINDOW_MS = 10 * 60_000

export function canonicalNotification(payload: Record<string, unknown>): string {
  const fields = Object.keys(payload)
    .filter((key) => key !== 'signature')
    .sort()
  return JSON.stringify(Object.fromEntries(fields.map((key) => [key, payload[key]])))
}

export function signNotification(payload: Record<string, unknown>, secret: string): string {
  return createHmac('sha256', secret).update(canonicalNotification(payload)).digest('base64')
}

export function notificationSignatureValid(
  payload: Record<string, unknown>,
  secret: string,
  now: Date,
): boolean {
  const given = typeof payload.signature === 'string' ? Buffer.from(payload.signature) : null
  const expected = Buffer.from(signNotification(payload, secret))
  if (!given || given.length !== expected.length || !timingSafeEqual(given, expected)) return false
  const timestamp = typeof payload.timestamp === 'number' ? payload.timestamp * 1000 : Number.NaN
  return Math.abs(now.getTime() - timestamp) <= NOTIFICATION_WINDOW_MS
}
