/**
 * Gacha calls under /content: a gacha, a pull (with an `Idempotency-Key`), the caller's
 * records, a creator's gachas; and the studio's save, hide and usage.
 */
import { randomUUID } from 'node:crypto'
import type { Context } from 'hono'
import { Hono } from 'hono'
import {
  type AppEnv,
  badRequest,
  parseInput,
  rateLimit,
  readBody,
  readQuery,
  requireUser,
} from '../../http'
import {
  gachaInput,
  gachaOidParam,
  hideBody,
  pullBody,
  recordQuery,
  titleQuery,
  usageQuery,
} from './rules'
import type { GachaService } from './service'

const pullLimit = rateLimit({ name: 'content.gacha.pull', limit: 120, windowMs: 60_000 })

/** The route's id: the spec's exactly 24 characters. */
const gachaOidOf = (c: Context<AppEnv>) => parseInput(gachaOidParam, c.req.param('id'))

/**
 * The client's `Idempotency-Key` (header, or `idempotencyKey` in the body), scoped to the user and the gacha; without one every
 * request is a new pull.
 */
function pullKey(
  c: Context<AppEnv>,
  ids: { userOid: string; gachaOid: string },
  fromBody: string | undefined,
): string {
  const header = c.req.header('idempotency-key') ?? fromBody
  const scope = `gacha-pull:${ids.gachaOid}:${ids.userOid}`
  if (header === undefined) return `${scope}:${randomUUID()}`
  if (!/^[\w.:-]{8,128}$/.test(header)) {
    throw badRequest(
      'INVALID_IDEMPOTENCY_KEY',
      'Idempotency-Key must be 8–128 letters, digits, or ._:-',
    )
  }
  return `${scope}:${header}`
}

export function gachaRoutes(service: GachaService): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()

  routes.get('/gacha/:id', async (c) => {
    const oid = gachaOidOf(c)
    return c.json({ gacha: await service.get(c.get('auth').user, oid) })
  })

  routes.post('/gacha/:id/pull', pullLimit, async (c) => {
    const user = requireUser(c)
    const oid = gachaOidOf(c)
    const { count, idempotencyKey } = readBody(c, pullBody)
    const key = pullKey(c, { userOid: user.oid, gachaOid: oid }, idempotencyKey)
    return c.json(await service.pull(user, oid, count, key))
  })

  routes.get('/gacha-record', async (c) => {
    const user = requireUser(c)
    return c.json(await service.records(user, readQuery(c, recordQuery)))
  })

  routes.get('/gacha-title', async (c) => {
    const { creatorOid } = readQuery(c, titleQuery)
    const gachas = await service.titles(c.get('auth').user, creatorOid)
    return c.json({ gachas, maxProfitRate: service.maxProfitRate })
  })

  routes.post('/gacha', async (c) => {
    const user = requireUser(c)
    return c.json({ gacha: await service.save(user, readBody(c, gachaInput)) })
  })

  routes.post('/gacha/:id/hide', async (c) => {
    const user = requireUser(c)
    const oid = gachaOidOf(c)
    const { hidden } = readBody(c, hideBody)
    return c.json({ gacha: await service.hide(user, oid, hidden) })
  })

  routes.get('/gacha-usage', async (c) => {
    const user = requireUser(c)
    return c.json({ rows: await service.usage(user, readQuery(c, usageQuery)) })
  })

  return routes
}
