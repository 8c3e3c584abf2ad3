/**
 * The admin's `editstudio` page (docs/admin/people.md): a creator's channel settings read and
 * saved by an admin through the creator's own use case (`updateSettings`), so the same rules
 * and texts apply. Admins only; a save is logged with the settings before and after.
 */
import { Hono } from 'hono'
import { z } from 'zod'
import {
  type AppEnv,
  noteAdminChange,
  objectIdField,
  readBody,
  readQuery,
  requireAdmin,
} from '../http'
import type { ChannelSettingsView } from './contract'
import { CHANNEL_ERRORS } from './errors'
import { settingsBody } from './routes'
import type { ChannelsService } from './service'

const creatorOid = objectIdField('creatorOid is required')
const creatorQuery = z.object({ creatorOid })
const adminSettingsBody = settingsBody.extend({ creatorOid })

/** What a save can change, as the audit log keeps it. */
const editable = (view: ChannelSettingsView) => ({
  customUrl: view.customUrl,
  intro: view.intro,
  tabs: view.tabs,
  socialLinks: view.socialLinks,
  hideFanList: view.hideFanList,
  hideCoinAmounts: view.hideCoinAmounts,
})

export function adminStudioRoutes(service: ChannelsService) {
  const routes = new Hono<AppEnv>()

  routes.get('/admin/channel/settings', async (c) => {
    requireAdmin(c)
    const { creatorOid } = readQuery(c, creatorQuery)
    const settings = await service.settings(creatorOid)
    if (!settings.registered) throw CHANNEL_ERRORS.channelNotFound()
    c.header('Cache-Control', 'private, no-store')
    return c.json(settings)
  })

  routes.post('/admin/channel/settings', async (c) => {
    requireAdmin(c)
    const { creatorOid, ...body } = readBody(c, adminSettingsBody)
    const before = await service.settings(creatorOid)
    if (!before.registered) throw CHANNEL_ERRORS.channelNotFound()
    const after = await service.updateSettings(
      creatorOid,
      body as Parameters<ChannelsService['updateSettings']>[1],
    )
    noteAdminChange(c, {
      action: 'channel.studio-edit',
      target: { kind: 'user', oid: creatorOid },
      before: editable(before),
      after: editable(after),
    })
    return c.json(after)
  })
  return routes
}
