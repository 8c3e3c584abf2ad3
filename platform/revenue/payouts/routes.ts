/**
 * /payouts/{creatorOid}/{type} screen data (type edit|show) and saving the payout account.
 * The creator named in the path or an admin; anyone else, or another type, is not found.
 * Saving needs a fresh proof of the caller's own account (`currentPassword`, or `totpCode`
 * with two-factor sign-in): a session alone, stolen or a tool key's, cannot redirect payouts.
 */
import { Hono } from 'hono'
import { z } from 'zod'
import { isObjectId } from '../../db'
import { type AppEnv, rateLimit, readBody, requireUser, type SessionUser } from '../../http'
import { isAdmin } from '../access'
import type { PayoutScreenResponse } from '../contract'
import { revenueErrors } from '../errors'
import type { RevenueStepUp } from '../ports'
import { maskAccountNumber, type Settlements } from '../settlement/service'

/** The step-up's own fields: never stored, never answered. */
const stepUpFields = {
  currentPassword: z.string().max(200).optional(),
  totpCode: z
    .string()
    .regex(/^\d{6}$/, 'The code must be 6 digits.')
    .optional(),
}

// A stolen session guessing the password here is throttled per user.
const stepUpLimit = rateLimit({ name: 'payouts.step-up', limit: 10, windowMs: 15 * 60_000 })

const accountBody = z.object({
  ...stepUpFields,
  currency: z.enum(['KRW', 'JPY', 'USD']),
  country: z.enum(['KR', 'JP', 'US']),
  holderName: z.string().trim().min(1, 'holderName is required').max(100),
  bankName: z.string().trim().min(1, 'bankName is required').max(100),
  accountNumber: z
    .string()
    .trim()
    .regex(
      /^[0-9A-Za-z -]{4,40}$/,
      'accountNumber must be 4 to 40 letters, digits, spaces or hyphens',
    ),
})

function screenCreator(user: SessionUser, creatorOid: string, type: string) {
  const allowed =
    isObjectId(creatorOid) &&
    (type === 'edit' || type === 'show') &&
    (creatorOid === user.oid || isAdmin(user))
  if (!allowed) throw revenueErrors.payoutsNotFound()
  return { creatorOid, type: type as 'edit' | 'show' }
}

export function payoutRoutes(settlements: Settlements, stepUp: RevenueStepUp) {
  const routes = new Hono<AppEnv>()

  routes.get('/:creatorOid/:type', async (c) => {
    const user = requireUser(c)
    const { creatorOid, type } = screenCreator(user, c.req.param('creatorOid'), c.req.param('type'))
    const [account, summary, history] = await Promise.all([
      settlements.payoutAccount(creatorOid),
      settlements.summary(creatorOid),
      settlements.list(creatorOid),
    ])
    const body: PayoutScreenResponse = {
      creatorOid,
      type,
      account:
        account && type === 'show'
          ? { ...account, accountNumber: maskAccountNumber(account.accountNumber) }
          : account,
      summary,
      settlements: history,
    }
    return c.json(body)
  })

  routes.post('/:creatorOid/edit', stepUpLimit, async (c) => {
    const user = requireUser(c)
    const { creatorOid } = screenCreator(user, c.req.param('creatorOid'), 'edit')
    const { currentPassword, totpCode, ...account } = readBody(c, accountBody)
    await stepUp.verify(user.oid, { currentPassword, totpCode })
    return c.json({ account: await settlements.savePayoutAccount(creatorOid, account) })
  })

  return routes
}
