/** `/chat-content…` and `/chat-contents…`: the content lifecycle and its reads. */
import { Hono, type MiddlewareHandler } from 'hono'
import { type AppEnv, rateLimit, readBody, readQuery, requireUser } from '../../http'
import {
  chatContentRequest,
  contentOidBody,
  contentOidQuery,
  listContentsQuery,
  rawListQuery,
  relatedCreatorRequest,
} from '../contract'
import { purchaseRequest } from '../purchases'
import type { StoriesService } from '../service'

const createLimit = rateLimit({ name: 'stories.create', limit: 60, windowMs: 60_000 })
const purchaseLimit = rateLimit({ name: 'stories.purchase', limit: 30, windowMs: 60_000 })

/** Only creating counts against the budget; saves of the same route stay unlimited. */
const createOnlyLimit: MiddlewareHandler<AppEnv> = async function createOnlyLimit(c, next) {
  if (c.get('body').requestType === 'create') return createLimit(c, next)
  await next()
}

export function contentRoutes(service: StoriesService): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()

  routes.post('/chat-content', createOnlyLimit, async (c) => {
    const user = requireUser(c)
    const request = readBody(c, chatContentRequest)
    switch (request.requestType) {
      case 'create':
        return c.json(await service.createContent(user, request.metadata ?? {}))
      case 'save':
      case 'update':
        return c.json(
          await service.saveMetadata(
            user,
            request.contentOid,
            request.metadata,
            request.metadataVersion,
            {
              publishable: request.requestType === 'update',
            },
          ),
        )
      case 'upload':
        return c.json(await service.publish(user, request.contentOid))
      case 'delete':
        return c.json(await service.deleteContent(user, request.contentOid))
    }
  })

  routes.post('/chat-content/copy', createLimit, async (c) => {
    const user = requireUser(c)
    const { contentOid } = readBody(c, contentOidBody)
    return c.json(await service.copyContent(user, contentOid))
  })

  routes.post('/chat-content/related-creator', async (c) => {
    const input = readBody(c, relatedCreatorRequest)
    return c.json(await service.relatedCreator(c.get('auth').user, input))
  })

  routes.get('/chat-content', async (c) => {
    const { contentOid } = readQuery(c, contentOidQuery)
    return c.json(await service.getContent(c.get('auth').user, contentOid))
  })

  routes.get('/chat-content/can-view', async (c) => {
    const { contentOid } = readQuery(c, contentOidQuery)
    return c.json(await service.canView(c.get('auth').user, contentOid))
  })

  routes.post('/chat-content/purchase', purchaseLimit, async (c) => {
    const user = requireUser(c)
    const { contentOid, mode, price } = readBody(c, purchaseRequest)
    return c.json(await service.purchaseContent(user, contentOid, mode, price))
  })

  routes.get('/chat-content/raw', async (c) => {
    const user = requireUser(c)
    const { contentOid } = readQuery(c, contentOidQuery)
    return c.json(await service.getRawContent(user, contentOid))
  })

  routes.get('/chat-contents', async (c) => {
    const query = readQuery(c, listContentsQuery)
    if (query.mine) return c.json(await service.listMyContents(requireUser(c), query))
    return c.json(await service.listPublicContents(c.get('auth').user, query))
  })

  routes.get('/chat-contents/raw', async (c) => {
    const user = requireUser(c)
    return c.json(await service.listRawContents(user, readQuery(c, rawListQuery)))
  })

  return routes
}
