/**
 * The products a browser test run shares (tests/setup/e2e-products.ts starts them): the shared
 * one at once, each keyed one the first time a file asks for it. Plain data, read by the
 * run's setup and by its workers.
 */
import { CALENDAR_START, type ProductAddress } from './server'

/**
 * Products for files that cannot share the run's product, by what makes them different.
 * Files on one key must not disturb each other either.
 */
export const KEYED_PRODUCTS = {
  /** Screens that depend on the date: the server's calendar starts at `CALENDAR_START`. */
  calendar: { env: { TALELOOM_CLOCK_START: CALENDAR_START } },
  /**
   * The product as its first start leaves it: the three demo stories are the whole
   * catalogue (no file here publishes a story), and the demo creator's printed password
   * still signs in (no file here resets it).
   */
  'first-start': { env: {} },
} satisfies Record<string, { env: Record<string, string> }>

export type ProductKey = keyof typeof KEYED_PRODUCTS

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's shared product (with an RTMP ingest). */
    e2eSharedProduct: ProductAddress
    /** Where a worker asks for a keyed product: `POST <broker>/products/<key>`. */
    e2eProductBroker: string
  }
}
