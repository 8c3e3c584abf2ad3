/** The studio's calls: canvas, metadata, node compile, compiled versions, node search. */
import { Hono } from 'hono'
import { type AppEnv, rateLimit, readBody, readQuery, requireAdmin, requireUser } from '../../http'
import { appErrorOf } from '../canvas-save-check'
import {
  compiledStoriesQuery,
  compiledUpdateRequest,
  compileNodeRequest,
  contentOidQuery,
  saveCanvasRequest,
  saveMetadataRequest,
  searchNodesQuery,
} from '../contract'
import type { StoriesService } from '../service'

const compileLimit = rateLimit({ name: 'stories.compile', limit: 60, windowMs: 60_000 })

export function canvasRoutes(service: StoriesService): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()

  routes.get('/chat-canvas', async (c) => {
    const user = requireUser(c)
    const { contentOid } = readQuery(c, contentOidQuery)
    return c.json(await service.getCanvas(user, contentOid))
  })

  routes.post('/chat-canvas', async (c) => {
    if (c.get('bodyDeferred')) {
      // A large body, read and checked off the server's thread, refused in the same order.
      const checked = await service.checkCanvasSave(new Uint8Array(await c.req.arrayBuffer()))
      if (!checked.ok && checked.stage === 'body') throw appErrorOf(checked.error)
      const user = requireUser(c)
      if (!checked.ok) throw appErrorOf(checked.error)
      return c.json(await service.saveCheckedCanvas(user, checked))
    }
    const user = requireUser(c)
    const { contentOid, canvas, version } = readBody(c, saveCanvasRequest)
    return c.json(await service.saveCanvas(user, contentOid, canvas, version))
  })

  routes.post('/chat-canvas/metadata', async (c) => {
    const user = requireUser(c)
    const { contentOid, metadata, metadataVersion } = readBody(c, saveMetadataRequest)
    return c.json(await service.saveMetadata(user, contentOid, metadata, metadataVersion))
  })

  routes.post('/compile-node', async (c) => {
    const user = requireUser(c)
    const { contentOid, nodeId, canvas } = readBody(c, compileNodeRequest)
    return c.json(await service.compileNode(user, contentOid, nodeId, canvas))
  })

  routes.post('/compiled/update', compileLimit, async (c) => {
    const user = requireUser(c)
    const { contentOid, action } = readBody(c, compiledUpdateRequest)
    switch (action) {
      case 'compile':
        return c.json(await service.checkCompile(user, contentOid))
      case 'publish':
        return c.json(await service.publish(user, contentOid))
      case 'rollback':
        return c.json(await service.rollback(user, contentOid))
    }
  })

  routes.get('/compiled/versions', async (c) => {
    const user = requireUser(c)
    const { contentOid } = readQuery(c, contentOidQuery)
    return c.json(await service.listVersions(user, contentOid))
  })

  routes.get('/admin/compiled-stories', async (c) => {
    requireAdmin(c)
    const query = readQuery(c, compiledStoriesQuery)
    return c.json(
      await service.compiledStories({
        q: query.q,
        before: query.before,
        staleOnly: query.stale === 'true',
      }),
    )
  })

  routes.get('/search/nodes', async (c) => {
    const user = requireUser(c)
    const { contentOid, types, text } = readQuery(c, searchNodesQuery)
    return c.json(await service.searchNodes(user, contentOid, { types, text }))
  })

  return routes
}
