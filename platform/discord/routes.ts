/**
 * `/api/discord/…`: the spec's five calls, plus the OAuth2 callback Discord redirects the
 * member's browser to, a member's unlink and the creator's member list (designed: docs/DISCORD.md).
 */
import { Hono } from 'hono'
import {
  type AppEnv,
  noteAdminChange,
  rateLimit,
  readBody,
  readQuery,
  requireAdmin,
  requireUser,
} from '../http'
import {
  adminCreatorsQuery,
  adminMembersQuery,
  callbackQuery,
  discordQuery,
  discordTokenQuery,
  kickRequest,
  membersQuery,
  modifyRequest,
  unlinkRequest,
} from './contract'
import type { DiscordService } from './service'

// Each link start writes a one-time state; a member needs a few, not hundreds.
const linkLimit = rateLimit({ name: 'discord.link', limit: 30, windowMs: 60_000 })

export function discordRoutes(service: DiscordService): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()

  routes.get('/', async (c) => {
    const { creatorOid } = readQuery(c, discordQuery)
    return c.json(await service.get(creatorOid, c.get('auth').user))
  })

  routes.get('/token', linkLimit, async (c) => {
    const user = requireUser(c)
    const { creatorOid, tierHash } = readQuery(c, discordTokenQuery)
    return c.json(await service.token(user, creatorOid, tierHash))
  })

  // The member's browser comes back here from Discord; the one-time state names them.
  routes.get('/callback', async (c) => {
    const query = readQuery(c, callbackQuery)
    return c.redirect(await service.callback(query), 302)
  })

  routes.post('/modify', async (c) => {
    const user = requireUser(c)
    const body = readBody(c, modifyRequest)
    return c.json(await service.modify(user, body))
  })

  routes.post('/unlink', async (c) => {
    const user = requireUser(c)
    const { creatorOid } = readBody(c, unlinkRequest)
    return c.json(await service.unlink(user, creatorOid))
  })

  routes.get('/members', async (c) => {
    const user = requireUser(c)
    const { creatorOid } = readQuery(c, membersQuery)
    c.header('Cache-Control', 'private, no-store')
    return c.json(await service.members(user, creatorOid))
  })

  routes.get('/admin/creators', async (c) => {
    requireAdmin(c)
    const query = readQuery(c, adminCreatorsQuery)
    c.header('Cache-Control', 'private, no-store')
    return c.json(await service.adminCreators(query))
  })

  routes.get('/admin/members', async (c) => {
    requireAdmin(c)
    const query = readQuery(c, adminMembersQuery)
    c.header('Cache-Control', 'private, no-store')
    return c.json(await service.adminMembers(query))
  })

  routes.post('/admin/kick/user', async (c) => {
    requireAdmin(c)
    const body = readBody(c, kickRequest)
    const { response, before } = await service.kick(body)
    noteAdminChange(c, {
      action: 'discord.kick',
      target: { kind: 'discord-member', oid: body.discordId },
      before: before && { ...before, creatorOid: body.creatorOid, guildId: body.channelId },
      after: { creatorOid: body.creatorOid, guildId: body.channelId, jobOid: response.jobOid },
    })
    return c.json(response)
  })

  return routes
}
