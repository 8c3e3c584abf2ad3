/** The polls' routes under `/api/content`: the spec's `/poll/votes`, `/poll/vote` and `/poll`. */
import { Hono } from 'hono'
import { z } from 'zod'
import {
  type AppEnv,
  objectIdField,
  queryInteger,
  rateLimit,
  readBody,
  readQuery,
  requireUser,
} from '../../http'
import { POLL_CONTENT_TYPES, type PollContentType } from './contract'
import type { PollsService } from './service'

const target = {
  contentType: z.enum(POLL_CONTENT_TYPES as [PollContentType, ...PollContentType[]], {
    error: 'A poll belongs to a community post (contentType "community").',
  }),
  contentOid: objectIdField(),
}
const optionIdx = z
  .number({ error: 'optionIdx is the option’s position, from 0.' })
  .int('optionIdx is the option’s position, from 0.')
  .min(0, 'optionIdx is the option’s position, from 0.')
  .max(99, 'optionIdx is the option’s position, from 0.')
const vote = z
  .object({
    ...target,
    optionId: z.string().trim().min(1).max(8).optional(),
    optionIdx: z.union([optionIdx, queryInteger(optionIdx)]).optional(),
  })
  .refine((body) => body.optionId !== undefined || body.optionIdx !== undefined, {
    message: 'Choose one of the poll options.',
    path: ['optionId'],
  })

export function pollsContentRoutes(service: PollsService) {
  const app = new Hono<AppEnv>()
  const voteLimit = rateLimit({ name: 'poll-vote', limit: 120, windowMs: 60_000 })
  app.get('/poll/votes', async (c) => {
    const query = readQuery(c, z.object(target))
    return c.json({ poll: await service.votes(c.get('auth').user, query) })
  })
  app.post('/poll/vote', voteLimit, async (c) => {
    const user = requireUser(c)
    const body = readBody(c, vote)
    return c.json({ poll: await service.vote(user, body) })
  })
  app.delete('/poll/vote', voteLimit, async (c) => {
    const user = requireUser(c)
    return c.json({ poll: await service.unvote(user, readBody(c, z.object(target))) })
  })
  app.delete('/poll', async (c) => {
    const user = requireUser(c)
    return c.json(await service.remove(user, readBody(c, z.object(target))))
  })
  return app
}
