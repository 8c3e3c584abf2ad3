/**
 * The sandbox provider (the default): no money moves. The buyer is sent to our own
 * checkout page (`/api/payment/sandbox/checkout/<oid>?token=…`), whose Approve and
 * Decline buttons complete the real state machine, exactly as a provider's callback would.
 */
import type { PaymentProvider } from './port'

export const SANDBOX_CHECKOUT_PATH = '/api/payment/sandbox/checkout'

export function sandboxCheckoutUrl(oid: string, token: string): string {
  return `${SANDBOX_CHECKOUT_PATH}/${oid}?token=${encodeURIComponent(token)}`
}

export function createSandboxProvider(): PaymentProvider {
  return {
    name: 'sandbox',
    async start(payment) {
      return {
        providerRef: `sandbox_${payment.oid}`,
        redirectUrl: sandboxCheckoutUrl(payment.oid, payment.checkoutToken),
      }
    },
    // Only the checkout page decides; asking changes nothing.
    async check() {
      return { status: 'pending' }
    },
  }
}
