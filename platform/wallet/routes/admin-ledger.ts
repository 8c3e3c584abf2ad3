/**
 * /admin/ledger: an admin reads a user's ledger, newest first, a keyset page at a time, or
 * one transaction by its id, to find what to refund (`POST /admin/refund`). Reads only.
 */
import { Hono } from 'hono'
import { z } from 'zod'
import { isObjectId } from '../../db'
import { type AppEnv, notFound, readQuery, requireAdmin } from '../../http'
import type { WalletService } from '../service'

const transactionId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'A transaction id is 1 to 64 letters, digits, - or _.')

const ledgerQuery = z.object({
  userOid: z.string().refine(isObjectId, 'userOid must be a 24-character id'),
  before: transactionId.optional(),
})

export function adminLedgerRoutes(wallet: WalletService) {
  const routes = new Hono<AppEnv>()
  routes.get('/ledger', async (c) => {
    requireAdmin(c)
    const query = readQuery(c, ledgerQuery)
    return c.json(await wallet.userLedgerPage({ userOid: query.userOid, before: query.before }))
  })
  routes.get('/ledger/transaction', async (c) => {
    requireAdmin(c)
    const { id } = readQuery(c, z.object({ id: transactionId }))
    const found = await wallet.ledgerTransaction(id)
    if (!found) throw notFound('Transaction not found', 'TRANSACTION_NOT_FOUND')
    return c.json(found)
  })
  return routes
}
