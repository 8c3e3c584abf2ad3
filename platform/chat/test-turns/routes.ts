import { Hono } from 'hono'
import { z } from 'zod'
import { type AppEnv, objectIdField, readQuery, requireUser } from '../../http'
import type { ChatRuntime } from '../chat-runtime'
import { resolveTurnModel } from '../turns/turn-model'
import { isTester, testModeForbidden } from './access'
import { allowanceView } from './allowance'
import type { TestAllowanceView } from './contract'
import { testTurnsUsed } from './spending'

const allowanceQuery = z.object({ contentOid: objectIdField() })

/**
 * `GET /test-allowance?contentOid=`: the caller's test turns this month on the story's
 * model, for the studio's test-chat dock. The story's owner and admins; 403 for anyone
 * else, 404 for a story not published.
 */
export function testAllowanceRoutes(runtime: ChatRuntime) {
  const { deps } = runtime
  const app = new Hono<AppEnv>()
  app.get('/test-allowance', async (c) => {
    const user = requireUser(c)
    const { contentOid } = readQuery(c, allowanceQuery)
    const published = await deps.stories.getPublishedContent(contentOid)
    if (!isTester({ user, guestDeviceId: null }, published.content.ownerOid))
      throw testModeForbidden()
    const { compiled } = await runtime.compiledFor(contentOid, published.version)
    const { offline } = resolveTurnModel(deps, compiled.model)
    const now = deps.clock.now()
    const view: TestAllowanceView = allowanceView({
      model: compiled.model,
      offline,
      limit: deps.limits.creatorTestTurnsPerMonth,
      used: await testTurnsUsed(deps.database.db, user.oid, now),
      now,
    })
    return c.json(view)
  })
  return app
}
