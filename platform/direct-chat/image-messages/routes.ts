/** `/api/chat/image-message/…`: send an image message, read it, and its files (members only). */
import { Readable } from 'node:stream'
import { Hono } from 'hono'
import { type AppEnv, parseInput, rateLimit, readBody, readQuery, requireUser } from '../../http'
import { imageQuery, imageSendBody, mediaParams } from './requests'
import type { createImageMessages } from './service'

type ImageMessages = ReturnType<typeof createImageMessages>

const sendLimit = rateLimit({ name: 'direct-chat.image-send', limit: 120, windowMs: 60_000 })

export function imageMessageRoutes(service: ImageMessages): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()

  routes.post('/image-message/send', sendLimit, async (c) => {
    const user = requireUser(c)
    return c.json(await service.sendImage(user, readBody(c, imageSendBody)))
  })

  routes.get('/image-message', async (c) => {
    const user = requireUser(c)
    const { messageOid } = readQuery(c, imageQuery)
    return c.json(await service.imageMessage(user, messageOid))
  })

  routes.get('/image-message/media/:messageOid/:position', async (c) => {
    const user = requireUser(c)
    const { messageOid, position } = parseInput(mediaParams, {
      messageOid: c.req.param('messageOid'),
      position: c.req.param('position'),
    })
    const file = await service.imageMedia(user, messageOid, position)
    // A member's file: never kept by a shared cache, never taken for another type.
    return c.body(Readable.toWeb(file.body) as ReadableStream, 200, {
      'Content-Type': file.contentType,
      'Content-Length': String(file.length),
      'Cache-Control': 'private, max-age=600',
      'X-Content-Type-Options': 'nosniff',
    })
  })

  return routes
}
