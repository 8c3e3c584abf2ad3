/** Where a provider sends the buyer back after paying or failing to. */
import type { ReturnUrls } from './providers/port'
import type { Payment } from './store'

export function chargeUrls(publicUrl: string): ReturnUrls {
  return {
    publicUrl,
    success: (oid) => `/charge/success?paymentOid=${oid}`,
    fail: (oid, reason) => `/charge/fail?paymentOid=${oid}&reason=${encodeURIComponent(reason)}`,
  }
}

/** A subscription payment returns to the player's subscribe pages instead. */
export function subscribeUrls(publicUrl: string): ReturnUrls {
  return {
    publicUrl,
    success: (oid) => `/subscribe/success?paymentOid=${oid}`,
    fail: (oid, reason) => `/subscribe/fail?paymentOid=${oid}&reason=${encodeURIComponent(reason)}`,
  }
}

export function returnUrlsFor(publicUrl: string): (kind: Payment['kind']) => ReturnUrls {
  const charge = chargeUrls(publicUrl)
  const subscribe = subscribeUrls(publicUrl)
  return (kind) => (kind === 'subscription' ? subscribe : charge)
}
