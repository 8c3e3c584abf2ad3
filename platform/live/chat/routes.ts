/**
 * `/api/live/…` calls of live chat: the chat token, history, banned words, managers and
 * bans (spec §7), plus the designed moderation list and anonymous chat switch.
 */
import { Hono } from 'hono'
import { type AppEnv, readBody, readQuery, type requireUser } from '../../http'
import { LIVECHAT_ERRORS } from './errors'
import {
  bannedWordsRequest,
  chatBanRequest,
  chatSettingRequest,
  chatTokenQuery,
  creatorQuery,
  deleteMessageRequest,
  historyQuery,
  managerRequest,
  removeBanUsersRequest,
  removeManagersRequest,
} from './requests'
import type { LivechatService } from './service'

/** 'Login is required' (spec §8) rather than the generic sign-in refusal. */
const requireLogin: typeof requireUser = (c) => {
  const user = c.get('auth').user
  if (!user) throw LIVECHAT_ERRORS.loginRequired()
  return user
}

export function livechatRoutes(service: LivechatService): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()

  // Guests get a token too: they read the chat; sending asks for a login.
  routes.get('/chattoken', async (c) => {
    const { creatorOid } = readQuery(c, chatTokenQuery)
    return c.json(await service.chatToken(c.get('auth').user, creatorOid))
  })

  routes.get('/chat/history', async (c) => {
    const { creatorOid, afterId } = readQuery(c, historyQuery)
    const streamId = await service.currentStream(creatorOid)
    const messages = await service.history(creatorOid, afterId ?? null, streamId)
    return c.json({ creatorOid, streamId, messages })
  })

  routes.get('/chat/moderation', async (c) => {
    const user = requireLogin(c)
    const { creatorOid } = readQuery(c, creatorQuery)
    return c.json(await service.moderation(user, creatorOid))
  })

  routes.post('/bannedwords', async (c) => {
    const user = requireLogin(c)
    const body = readBody(c, bannedWordsRequest)
    return c.json(await service.setBannedWords(user, body.creatorOid, body.bannedWords))
  })

  routes.post('/chat/setting', async (c) => {
    const user = requireLogin(c)
    const body = readBody(c, chatSettingRequest)
    return c.json(await service.setAnonymousChat(user, body.creatorOid, body.useAnonymousChat))
  })

  routes.post('/manager', async (c) => {
    const user = requireLogin(c)
    const body = readBody(c, managerRequest)
    return c.json(await service.addManager(user, body.creatorOid, body.userOid))
  })

  routes.post('/removemanagers', async (c) => {
    const user = requireLogin(c)
    const body = readBody(c, removeManagersRequest)
    return c.json(await service.removeManagers(user, body.creatorOid, body.managerOids))
  })

  routes.post('/chatban', async (c) => {
    const user = requireLogin(c)
    return c.json(await service.chatBan(user, readBody(c, chatBanRequest)))
  })

  routes.post('/chat/delete', async (c) => {
    const user = requireLogin(c)
    const body = readBody(c, deleteMessageRequest)
    return c.json(await service.deleteMessage(user, body.creatorOid, body.messageId))
  })

  routes.post('/removebanusers', async (c) => {
    const user = requireLogin(c)
    const body = readBody(c, removeBanUsersRequest)
    return c.json(await service.removeBanUsers(user, body.creatorOid, body.blackUserDataOids))
  })

  return routes
}
