/**
 * The one-touch purchase's idempotency key (pure). A purchase keeps its key until the
 * server gives a final answer, so a retry after a lost answer or a double click is the
 * same payment; a new purchase (another card, package or currency) gets a new key.
 */
import type { Currency } from '../../web/api/payments'

export interface Purchase {
  cardOid: string
  coins: number
  currency: Currency
}

export interface Attempt extends Purchase {
  key: string
}

export const ONE_TOUCH_PACKAGES = [100, 300, 500, 1000, 3000, 5000] as const

/** A one-touch card cannot pay in KRW: a Korean visitor starts in USD. */
export const ONE_TOUCH_CURRENCIES: readonly Currency[] = ['USD', 'JPY']

export function oneTouchCurrency(preferred: Currency | undefined): Currency {
  return preferred && ONE_TOUCH_CURRENCIES.includes(preferred) ? preferred : 'USD'
}

/** The attempt to send: the open one when it is this purchase, else a new key. */
export function attemptFor(open: Attempt | null, purchase: Purchase, fresh: () => string): Attempt {
  if (
    open &&
    open.cardOid === purchase.cardOid &&
    open.coins === purchase.coins &&
    open.currency === purchase.currency
  )
    return open
  return { ...purchase, key: fresh() }
}

/**
 * Whether an answer closes the attempt. Still open: no answer (the network), the provider's
 * silence (502), a rate limit, or a payment still pending. Everything else is final.
 */
export function closesAttempt(answer: { status: string } | { error: { status: number } }) {
  if ('error' in answer) {
    const status = answer.error.status
    return !(status === 0 || status === 429 || status >= 500)
  }
  return answer.status !== 'pending'
}
