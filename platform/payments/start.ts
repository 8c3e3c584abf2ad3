/** Starting a charge: the price decided here, the payment recorded, then the provider asked. */
import { paymentErrors } from './errors'
import { applyOutcome, providerNamed } from './fulfilment'
import { type GiftCardItem, giftCardPoints } from './gift-cards'
import type { ChargeRequest, PaymentsContext } from './ports'
import { buyerPrice, buyerPriceOfNet, methodAccepts, type PaymentMethod } from './prices'
import type { ProviderPayment, StartedPayment } from './providers/port'
import {
  finishPayment,
  insertPayment,
  type Payment,
  providerView,
  setProviderRef,
  UNKNOWN_OUTCOME,
} from './store'

export interface StartedCharge {
  payment: Payment
  redirectUrl: string | null
  clientSecret?: string
  details?: Record<string, unknown>
}

/** Talks to the provider for a payment another way than its redirect (a saved card). */
export type Starter = (payment: ProviderPayment) => Promise<StartedPayment>

export type StartRequest = Omit<ChargeRequest, 'coins'> & {
  kind: Payment['kind']
  product: string
  coins: number
  amount: number
}

/** A coin package: priced here, never by the client. */
export function coinCharge(request: ChargeRequest): StartRequest {
  return {
    ...request,
    kind: 'coins',
    product: `coins-${request.coins}`,
    amount: buyerPrice(request.coins, request.currency, request.method),
  }
}

/** Gift-card points, paid in yen (+10% like every non-card charge). */
export function giftCardCharge(request: {
  userOid: string
  item: GiftCardItem
  method: PaymentMethod
  provider: string
}): StartRequest {
  return {
    userOid: request.userOid,
    kind: 'giftcard',
    product: request.item,
    coins: 0,
    currency: 'JPY',
    method: request.method,
    provider: request.provider,
    amount: buyerPriceOfNet(giftCardPoints(request.item), 'JPY', request.method),
  }
}

export async function startCharge(
  context: PaymentsContext,
  request: StartRequest,
  starter?: Starter,
): Promise<StartedCharge> {
  const { db, clock, logger } = context
  if (!methodAccepts(request.method, request.currency)) {
    throw paymentErrors.methodCurrency(request.method, request.currency)
  }
  const chosen = providerNamed(context, request.provider)
  const payment = await insertPayment(
    db,
    {
      userOid: request.userOid,
      kind: request.kind,
      product: request.product,
      coins: request.coins,
      currency: request.currency,
      amount: request.amount,
      method: request.method,
      provider: chosen.name,
    },
    clock.now(),
  )
  let started: StartedPayment
  try {
    const start: Starter = starter ?? ((view) => chosen.start(view, context.urlsFor(request.kind)))
    started = await start(providerView(payment))
  } catch (error) {
    await finishPayment(db, payment.oid, 'failed', { reason: UNKNOWN_OUTCOME }, clock.now())
    logger.error({ err: error, paymentOid: payment.oid }, 'payment provider start failed')
    throw paymentErrors.providerFailed(error)
  }
  let current: Payment = payment
  if (started.providerRef) {
    await setProviderRef(db, payment.oid, started.providerRef, clock.now())
    current = { ...current, providerRef: started.providerRef }
  }
  if (started.outcome && started.outcome.status !== 'pending') {
    current = await applyOutcome(context, current, started.outcome, 'confirm')
  }
  return {
    payment: current,
    redirectUrl: started.redirectUrl,
    ...(started.clientSecret ? { clientSecret: started.clientSecret } : {}),
    ...(started.details ? { details: started.details } : {}),
  }
}
