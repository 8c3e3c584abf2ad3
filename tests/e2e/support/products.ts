/**
 * The product a browser test file runs against. Most files share the run's product, started
 * once by the run's setup (tests/setup/e2e-products.ts) as `npm start` starts it; they make
 * fresh accounts (./people.ts), and give back any site-wide setting they change in
 * `afterAll`. Files whose screens depend on the date or on the first start's state share a
 * keyed product (./keyed-products.ts); a file that changes what every other file would see
 * (site-wide lists, ads, the server's own settings) starts one of its own (`startProduct`).
 * The files of one product run side by side, so their accounts' names (and channel
 * addresses) must differ from file to file: a taken one fails the sign-up loudly.
 */
import { inject } from 'vitest'
import type { ProductKey } from './keyed-products'
import { type ProductAddress, productAt, type RunningProduct } from './server'

/** The run's shared product; its `stop()` leaves it running for the other files. */
export function sharedProduct(): RunningProduct {
  return productAt(inject('e2eSharedProduct'))
}

/** The run's product for `key`, started by the first file that asks (any worker). */
export async function keyedProduct(key: ProductKey): Promise<RunningProduct> {
  const response = await fetch(`${inject('e2eProductBroker')}/products/${key}`, {
    method: 'POST',
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`keyedProduct(${key}): ${response.status} ${text}`)
  return productAt(JSON.parse(text) as ProductAddress)
}
