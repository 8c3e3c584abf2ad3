/** Payment configuration, read from the environment by server/config. */
export interface PaymentsSettings {
  /** The sandbox provider (local checkout page). On by default; turn off in production. */
  sandbox: boolean
  stripe: {
    secretKey: string
    webhookSecret: string
    /** Another API address (tests point the official client at a local fake). */
    apiBase?: string
  } | null
  kakaopay: {
    secretKey: string
    /** Merchant id for single payments (KakaoPay's test cid is TC0ONETIME). */
    cid: string
    apiBase: string
  } | null
}

export const DEFAULT_PAYMENTS_SETTINGS: PaymentsSettings = {
  sandbox: true,
  stripe: null,
  kakaopay: null,
}
