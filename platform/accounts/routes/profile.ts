import { Hono } from 'hono'
import { type AppEnv, badRequest, readBody, readQuery, requireUser } from '../../http'
import {
  bulkGetUsersQuery,
  certifiedRequest,
  customUrlRequest,
  getUserQuery,
  globalNicknameRequest,
  languageRequest,
  nicknameChangeRequest,
  unregisterRequest,
} from '../contract'
import type { AccountsService } from '../service'

/** The signed-in user's account: profile reads, custom URL, adult flag, language, deletion. */
export function profileRoutes(service: AccountsService): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()

  routes.get('/getuser', async (c) => {
    const query = readQuery(c, getUserQuery)
    return c.json(await service.getUser(c.get('auth').user, query))
  })
  routes.get('/bulkgetusers', async (c) => {
    const { users, toGrab } = readQuery(c, bulkGetUsersQuery)
    return c.json(await service.bulkGetUsers(users, toGrab))
  })
  routes.post('/customUrl', async (c) => {
    const user = requireUser(c)
    const { customUrl } = readBody(c, customUrlRequest)
    return c.json(await service.setCustomUrl(user.oid, customUrl))
  })
  routes.delete('/customUrl', async (c) => {
    const user = requireUser(c)
    return c.json(await service.clearCustomUrl(user.oid))
  })
  routes.get('/country', (c) => {
    const country = c.get('common').country
    return c.json({
      country,
      language: c.get('lang'),
      domestic: country === 'KR' || country === 'JP',
    })
  })
  routes.post('/certified', async (c) => {
    const user = requireUser(c)
    const { birthDate } = readBody(c, certifiedRequest)
    return c.json(await service.certifyAdult(user.oid, birthDate, c.get('common').country))
  })
  routes.delete('/certified', async (c) => {
    const user = requireUser(c)
    return c.json(await service.revokeAdult(user.oid))
  })
  routes.post('/settings/language', async (c) => {
    const user = requireUser(c)
    const { language } = readBody(c, languageRequest)
    return c.json(await service.setLanguage(user.oid, language))
  })
  routes.get('/nicknames', async (c) => c.json(await service.nicknames(requireUser(c))))
  // The image's bytes are the body (no multipart), as the story assets' upload takes them.
  routes.post('/profile-image', async (c) => {
    const user = requireUser(c)
    const type = c.req.header('content-type') ?? ''
    if (type.includes('multipart/') || type.includes('application/json')) {
      throw badRequest('IMAGE_BODY_EXPECTED', 'Send the image bytes as the request body.')
    }
    const bytes = new Uint8Array(await c.req.arrayBuffer())
    return c.json(await service.setProfileImage(user.oid, bytes))
  })
  routes.delete('/profile-image', async (c) =>
    c.json(await service.clearProfileImage(requireUser(c).oid)),
  )
  routes.post('/nickname/change', async (c) => {
    const user = requireUser(c)
    return c.json(await service.changeNickname(user, readBody(c, nicknameChangeRequest)))
  })
  routes.post('/nickname/global', async (c) => {
    const user = requireUser(c)
    return c.json(await service.setGlobalNickname(user, readBody(c, globalNicknameRequest)))
  })

  routes.post('/unregister', async (c) => {
    const user = requireUser(c)
    const { survey, password } = readBody(c, unregisterRequest)
    const sessionId = c.get('auth').sessionId
    return c.json(await service.requestUnregister(user.oid, survey, password, sessionId))
  })
  routes.post('/waitUnregister', async (c) => {
    const user = requireUser(c)
    return c.json(await service.unregisterStatus(user.oid))
  })
  routes.post('/stopUnregister', async (c) => {
    const user = requireUser(c)
    return c.json(await service.endUnregister(user.oid, 'stop'))
  })
  routes.post('/cancelUnregister', async (c) => {
    const user = requireUser(c)
    return c.json(await service.endUnregister(user.oid, 'cancel'))
  })
  return routes
}
