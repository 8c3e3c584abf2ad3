/**
 * Scenario calls under /content: the studio's document (read, save with its version,
 * publish), the player (play, choose, restart), a page's signed media, and multiplay rooms.
 */
import type { Context } from 'hono'
import { Hono } from 'hono'
import { stream } from 'hono/streaming'
import { z } from 'zod'
import {
  type AppEnv,
  objectIdField,
  parseInput,
  rateLimit,
  readBody,
  readQuery,
  requireUser,
  requireUserOrGuest,
} from '../../http'
import { scenarioDocument } from './contract'
import type { ScenariosService } from './service'

const oid = objectIdField()
const pageIdField = z
  .string('An id is 1–40 letters, digits, - or _.')
  .regex(/^[A-Za-z0-9_-]{1,40}$/, 'An id is 1–40 letters, digits, - or _.')
const version = z
  .number('version is the draft version the editor last saw.')
  .int('version is the draft version the editor last saw.')
  .min(0, 'version is the draft version the editor last saw.')
const saveBody = z.object({ document: scenarioDocument, version })
const publishBody = z.object({ version })
const chooseBody = z.object({ pageId: pageIdField, optionId: pageIdField })
const voteBody = z.object({
  optionId: pageIdField,
  round: z.number('round is the round the vote is for.').int().min(1),
})
const mediaQuery = z.object({
  expires: z.coerce.number().int(),
  signature: z.string().min(1).max(100),
})

const writeLimit = rateLimit({ name: 'content.scenario.write', limit: 240, windowMs: 60_000 })
const playLimit = rateLimit({ name: 'content.scenario.play', limit: 240, windowMs: 60_000 })

const oidOf = (c: Context<AppEnv>, name: string) => parseInput(oid, c.req.param(name))

export function scenarioRoutes(service: ScenariosService): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()

  routes.get('/scenario/:id/document', async (c) => {
    return c.json(await service.load(requireUser(c), oidOf(c, 'id')))
  })
  routes.post('/scenario/:id/document', writeLimit, async (c) => {
    const user = requireUser(c)
    const contentOid = oidOf(c, 'id')
    return c.json(await service.save(user, contentOid, readBody(c, saveBody)))
  })
  routes.post('/scenario/:id/publish', writeLimit, async (c) => {
    const user = requireUser(c)
    const contentOid = oidOf(c, 'id')
    return c.json(await service.publish(user, contentOid, readBody(c, publishBody)))
  })

  routes.get('/scenario/:id/play', async (c) => {
    return c.json(await service.play(requireUserOrGuest(c), oidOf(c, 'id')))
  })
  routes.post('/scenario/:id/choose', playLimit, async (c) => {
    const viewer = requireUserOrGuest(c)
    const contentOid = oidOf(c, 'id')
    return c.json(await service.choose(viewer, contentOid, readBody(c, chooseBody)))
  })
  routes.post('/scenario/:id/restart', playLimit, async (c) => {
    return c.json(await service.restart(requireUserOrGuest(c), oidOf(c, 'id')))
  })

  routes.get('/scenario-media/:id/:pageId', async (c) => {
    const contentOid = oidOf(c, 'id')
    const pageId = parseInput(pageIdField, c.req.param('pageId'))
    const found = await service.media({ contentOid, pageId, ...readQuery(c, mediaQuery) })
    c.header('content-type', found.contentType)
    c.header('content-length', String(found.size))
    c.header('cache-control', 'private, max-age=3600')
    return stream(c, async (out) => {
      for await (const chunk of found.body) await out.write(chunk as Uint8Array)
    })
  })

  routes.post('/scenario/:id/rooms', playLimit, async (c) => {
    return c.json(await service.createRoom(requireUserOrGuest(c), oidOf(c, 'id')))
  })
  routes.get('/scenario-rooms/:room', async (c) => {
    return c.json(await service.room(requireUserOrGuest(c), oidOf(c, 'room')))
  })
  routes.post('/scenario-rooms/:room/join', playLimit, async (c) => {
    return c.json(await service.joinRoom(requireUserOrGuest(c), oidOf(c, 'room')))
  })
  routes.post('/scenario-rooms/:room/leave', playLimit, async (c) => {
    return c.json(await service.leaveRoom(requireUserOrGuest(c), oidOf(c, 'room')))
  })
  routes.post('/scenario-rooms/:room/vote', playLimit, async (c) => {
    const viewer = requireUserOrGuest(c)
    const roomOid = oidOf(c, 'room')
    return c.json(await service.vote(viewer, roomOid, readBody(c, voteBody)))
  })

  return routes
}
