/**
 * Campaign calls under `/api/content`: reading is open to all; creators create and edit;
 * signed-in users contribute and take their coins back; admins read the revenue.
 */
import { Hono } from 'hono'
import {
  type AppEnv,
  hasRole,
  noteAdminChange,
  rateLimit,
  readBody,
  readQuery,
  requireAdmin,
  requireUser,
} from '../../http'
import { CAMPAIGN_ERRORS } from './errors'
import {
  campaignBody,
  campaignQuery,
  contributorsQuery,
  refundBody,
  revenueQuery,
  stateBody,
} from './requests'
import type { CampaignsService } from './service'

export function campaignRoutes(service: CampaignsService) {
  const app = new Hono<AppEnv>()
  const writes = rateLimit({ name: 'campaign-write', limit: 120, windowMs: 60_000 })
  app.get('/campaign', async (c) => {
    const query = readQuery(c, campaignQuery)
    const viewer = c.get('auth').user
    if (query.campaignOid)
      return c.json({ campaign: await service.find(query.campaignOid, viewer) })
    return c.json(await service.list({ ...query, creatorOid: query.creatorOid ?? '' }, viewer))
  })
  app.post('/campaign', writes, async (c) => {
    const user = requireUser(c)
    if (!hasRole(user, 'creator')) throw CAMPAIGN_ERRORS.notCreator()
    const { campaignOid, ...body } = readBody(c, campaignBody)
    const fields = {
      ...body,
      imageUrl: body.imageUrl ?? null,
    }
    const campaign = campaignOid
      ? await service.edit(user, campaignOid, fields)
      : await service.create(user, fields)
    return c.json({ campaign })
  })
  app.post('/campaign/state', writes, async (c) => {
    const user = requireUser(c)
    const body = readBody(c, stateBody)
    const answer = await service.changeState(user, body)
    if (body.event === 'cancel' && answer.campaign.creatorOid !== user.oid)
      noteAdminChange(c, {
        action: 'campaign.cancel',
        target: { kind: 'campaign', oid: body.campaignOid },
        before: null,
        after: answer.campaign,
      })
    return c.json(answer)
  })
  app.post('/campaign/refund', writes, async (c) => {
    const user = requireUser(c)
    return c.json(await service.refund(user, readBody(c, refundBody)))
  })
  app.get('/campaign/contributors', async (c) => {
    return c.json(await service.contributors(readQuery(c, contributorsQuery)))
  })
  app.get('/admin/campaign/revenue', async (c) => {
    requireAdmin(c)
    return c.json(await service.revenue(readQuery(c, revenueQuery)))
  })
  return app
}
