/** /story-chat/convert/credit: coins to credits, and the auto top-up preference. */
import { Hono } from 'hono'
import { z } from 'zod'
import { type AppEnv, readBody, requireUser } from '../../http'
import type { WalletService } from '../service'
import { idempotencyKey } from './idempotency-key'

const convertBody = z.object({
  // A JSON number: `[3]`, '0x3', ' 3 ' and '2e0' were read as 3 by a coercion.
  amount: z.number().int().positive(),
  type: z.enum(['coin', 'bonus']).default('coin'),
})

const autoTopUpBody = z.object({ coins: z.number().int().positive().nullable() })

export function storyChatRoutes(wallet: WalletService) {
  const routes = new Hono<AppEnv>()

  routes.get('/convert/credit', async (c) => {
    const user = requireUser(c)
    const [balances, autoTopUp] = await Promise.all([
      wallet.balances(user.oid),
      wallet.readAutoTopUp(user.oid),
    ])
    return c.json({
      creditsPerCoin: wallet.settings.creditsPerCoin,
      maxCoins: wallet.settings.maxConversionCoins,
      balances,
      autoTopUp,
    })
  })

  routes.post('/convert/credit', async (c) => {
    const user = requireUser(c)
    const body = readBody(c, convertBody)
    const conversion = await wallet.convertCoinsToCredits({
      key: idempotencyKey(c, user.oid, 'convert'),
      userOid: user.oid,
      coins: body.amount,
      type: body.type,
    })
    return c.json({ ...conversion.result, balances: await wallet.balances(user.oid) })
  })

  routes.put('/convert/credit/auto-top-up', async (c) => {
    const user = requireUser(c)
    const body = readBody(c, autoTopUpBody)
    return c.json(await wallet.writeAutoTopUp(user.oid, body.coins))
  })

  return routes
}
