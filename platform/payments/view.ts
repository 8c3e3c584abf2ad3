/** What the API answers about a payment: never the checkout token or internal ids. */
import { toMajor } from './prices'
import type { Payment } from './store'

export function paymentView(payment: Payment) {
  return {
    paymentOid: payment.oid,
    kind: payment.kind,
    product: payment.product,
    coins: payment.coins,
    currency: payment.currency,
    amount: payment.amount,
    amountText: toMajor(payment.amount, payment.currency),
    method: payment.method,
    provider: payment.provider,
    status: payment.status,
    credited: payment.creditedTransactionId !== null,
    failureReason: payment.failureReason,
    createdAt: payment.createdAt.toISOString(),
    paidAt: payment.paidAt?.toISOString() ?? null,
  }
}

export type PaymentView = ReturnType<typeof paymentView>
