/** A started payment's way to its end: asked of the provider, told by it, or cancelled. */
import { AppError } from '../http'
import { paymentErrors } from './errors'
import { applyOutcome, fulfil, mustFind, providerNamed } from './fulfilment'
import type { PaymentsContext } from './ports'
import type { ProviderOutcome, ProviderPayment } from './providers/port'
import { finishPayment, type Payment, providerView } from './store'

/** The payment as its owner sees it; a paid but undelivered one is delivered now. */
export async function paymentStatus(
  context: PaymentsContext,
  oid: string,
  userOid: string,
): Promise<Payment> {
  return fulfil(context, await mustFind(context, oid, userOid))
}

/** Asks the provider what became of the payment and applies it (PUT /charge). */
export async function confirm(
  context: PaymentsContext,
  oid: string,
  userOid: string | null,
  source = 'confirm',
): Promise<Payment> {
  const payment = await mustFind(context, oid, userOid ?? undefined)
  if (payment.status !== 'pending') return fulfil(context, payment)
  let outcome: ProviderOutcome
  try {
    outcome = await providerNamed(context, payment.provider).check(providerView(payment))
  } catch (error) {
    if (error instanceof AppError) throw error
    // Asking changed nothing: the payment stays pending and may be asked again.
    context.logger.warn({ err: error, paymentOid: oid }, 'payment provider check failed')
    throw paymentErrors.providerFailed(error)
  }
  return applyOutcome(context, payment, outcome, source)
}

/**
 * Like confirm, with a provider call the caller supplies (KakaoPay's approve with
 * pg_token). Only for that provider's payments: another provider's is not found.
 */
export async function confirmWith(
  context: PaymentsContext,
  oid: string,
  userOid: string,
  providerName: string,
  ask: (payment: ProviderPayment) => Promise<ProviderOutcome>,
  source = 'confirm',
): Promise<Payment> {
  const payment = await mustFind(context, oid, userOid)
  if (payment.provider !== providerName) throw paymentErrors.notFound()
  if (payment.status !== 'pending') return fulfil(context, payment)
  return applyOutcome(context, payment, await ask(providerView(payment)), source)
}

/** A provider told us the outcome (webhook, approve page, a KakaoPay approve answer). */
export async function settle(
  context: PaymentsContext,
  oid: string,
  outcome: ProviderOutcome,
  source: string,
): Promise<Payment> {
  return applyOutcome(context, await mustFind(context, oid), outcome, source)
}

/** Cancels a pending payment: 'Failed to cancel. Please try again.' otherwise. */
export async function cancel(
  context: PaymentsContext,
  oid: string,
  userOid: string,
): Promise<Payment> {
  const payment = await mustFind(context, oid, userOid)
  if (payment.status !== 'pending') throw paymentErrors.cancelFailed()
  try {
    await providerNamed(context, payment.provider).cancel?.(providerView(payment))
  } catch (error) {
    context.logger.warn({ err: error, paymentOid: oid }, 'provider cancel failed')
    throw paymentErrors.cancelFailed()
  }
  const { payment: after, moved } = await finishPayment(
    context.db,
    oid,
    'cancelled',
    {},
    context.clock.now(),
  )
  if (!moved || !after) throw paymentErrors.cancelFailed()
  return after
}
