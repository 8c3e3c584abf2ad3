/**
 * /payment/onetime/ready and /confirm: the KakaoPay-style redirect flow. Ready answers
 * the external page (`next_redirect_pc_url`, and the mobile/app variants); after the
 * buyer approves there, KakaoPay returns them to /charge/success?paymentOid=…&pg_token=…
 * and the page calls confirm with that pg_token.
 */
import { Hono } from 'hono'
import { z } from 'zod'
import { isObjectId } from '../../db'
import { type AppEnv, AppError, rateLimit, readBody, requireUser } from '../../http'
import { paymentErrors } from '../errors'
import { COIN_PACKAGES } from '../prices'
import { KakaoPayError, type KakaoPayProvider } from '../providers/kakaopay'
import type { PaymentsService } from '../service'
import { paymentView } from '../view'

const readyBody = z.object({
  coins: z
    .number()
    .int()
    .refine(
      (value) => (COIN_PACKAGES as readonly number[]).includes(value),
      'Unknown coin package',
    ),
})
const confirmBody = z.object({
  paymentOid: z.string().refine(isObjectId, 'Invalid payment id'),
  pg_token: z.string().min(1).max(200),
})

const readyLimit = rateLimit({ name: 'payments.onetime', limit: 30, windowMs: 60_000 })

export function onetimeRoutes(payments: PaymentsService, kakaopay: KakaoPayProvider | null) {
  const routes = new Hono<AppEnv>()
  const provider = () => {
    if (!kakaopay) throw paymentErrors.providerUnavailable('kakaopay')
    return kakaopay
  }

  routes.post('/onetime/ready', readyLimit, async (c) => {
    const user = requireUser(c)
    const body = readBody(c, readyBody)
    provider()
    const started = await payments.charge({
      userOid: user.oid,
      coins: body.coins,
      currency: 'KRW',
      method: 'kakaopay',
      provider: 'kakaopay',
    })
    return c.json({
      ...paymentView(started.payment),
      redirectUrl: started.redirectUrl,
      ...started.details,
    })
  })

  routes.post('/onetime/confirm', async (c) => {
    const user = requireUser(c)
    const body = readBody(c, confirmBody)
    const payment = await payments.confirmWith(
      body.paymentOid,
      user.oid,
      'kakaopay',
      async (view) => {
        const kakao = provider()
        try {
          return await kakao.approve(view, body.pg_token)
        } catch (error) {
          // A refused pg_token leaves the payment pending: it can still be approved.
          if (error instanceof KakaoPayError && error.status >= 400 && error.status < 500) {
            throw new AppError({
              status: 400,
              code: 'PAYMENT_NOT_APPROVED',
              message: 'The payment was not approved.',
              details: { providerCode: error.body?.error_code ?? null },
            })
          }
          throw paymentErrors.providerFailed(error)
        }
      },
    )
    return c.json(paymentView(payment))
  })

  return routes
}
