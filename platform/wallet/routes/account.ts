/** /account/attendance and /account/inventory. */
import { Hono } from 'hono'
import { z } from 'zod'
import { isObjectId } from '../../db'
import { type AppEnv, readBody, requireUser } from '../../http'
import type { WalletService } from '../service'

const itemBody = z.object({
  itemOid: z.string().refine(isObjectId, 'itemOid must be a 24-character id'),
})

export function accountRoutes(wallet: WalletService) {
  const routes = new Hono<AppEnv>()

  routes.get('/attendance', async (c) => {
    const user = requireUser(c)
    return c.json(await wallet.attendanceStatus(user.oid))
  })

  routes.post('/attendance', async (c) => {
    const user = requireUser(c)
    return c.json(
      await wallet.checkIn({ userOid: user.oid, deviceId: c.get('auth').guestDeviceId }),
    )
  })

  routes.get('/inventory', async (c) => {
    const user = requireUser(c)
    return c.json({ items: await wallet.listInventory(user.oid) })
  })

  routes.post('/inventory/use', async (c) => {
    const user = requireUser(c)
    const { itemOid } = readBody(c, itemBody)
    return c.json(await wallet.useItem({ userOid: user.oid, itemId: itemOid }))
  })

  routes.post('/inventory/refund', async (c) => {
    const user = requireUser(c)
    const { itemOid } = readBody(c, itemBody)
    return c.json(await wallet.refundItem({ userOid: user.oid, itemId: itemOid }))
  })

  routes.delete('/inventory', async (c) => {
    const user = requireUser(c)
    const { itemOid } = readBody(c, itemBody)
    return c.json(await wallet.deleteItem({ userOid: user.oid, itemId: itemOid }))
  })

  return routes
}
