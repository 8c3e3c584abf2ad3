/**
 * Encoding calls under /api/content: request and re-request an encoding, cancel it, and
 * read its status. Owners and admins only.
 */
import { Hono } from 'hono'
import { z } from 'zod'
import { type AppEnv, badRequest, objectIdField, readBody, readQuery, requireUser } from '../http'
import { ENCODING_REQUEST_FAILED } from './errors'
import type { EncodingService } from './service'

const contentOid = objectIdField('Invalid content id')
/** Keys the uploads area hands out: relative, no dot segments, no control characters. */
const sourceKey = z
  .string()
  .min(1)
  .max(1024)
  .refine(
    (key) =>
      !key.startsWith('/') &&
      !key.split('/').some((part) => part === '' || part === '.' || part === '..') &&
      // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
      !/[\u0000-\u001f\u007f\\]/.test(key),
    'Invalid source key',
  )

const requestBody = z.object({
  contentOid,
  kind: z.enum(['audio', 'video', 'subtitle']),
  sourceKey,
  language: z.enum(['en', 'ko', 'jp', 'es']).optional(),
  skipEncryption: z.boolean().optional(),
})
const reencodeBody = z.object({ contentOid, skipEncryption: z.boolean().optional() })
const contentBody = z.object({ contentOid })
const contentQuery = z.object({ contentOid })
const taskQuery = z
  .object({
    taskId: objectIdField('Invalid task id').optional(),
    contentOid: contentOid.optional(),
  })
  .refine((query) => !!query.taskId || !!query.contentOid, 'Give a taskId or a contentOid')

export function encodingRoutes(service: EncodingService) {
  const routes = new Hono<AppEnv>()

  routes.post('/encoding', async (c) => {
    const user = requireUser(c)
    const body = readBody(c, requestBody)
    if (body.kind === 'subtitle' && !body.language) {
      throw badRequest('ENCODING_REQUEST_FAILED', ENCODING_REQUEST_FAILED, {
        reason: 'A subtitle needs its language (en, ko, jp or es)',
      })
    }
    const task = await service.request(user, {
      contentOid: body.contentOid,
      source: { kind: body.kind, sourceKey: body.sourceKey, language: body.language },
      skipEncryption: body.skipEncryption ?? false,
    })
    return c.json({ task })
  })

  routes.post('/reencoding', async (c) => {
    const user = requireUser(c)
    const body = readBody(c, reencodeBody)
    const tasks = await service.reencode(user, body)
    return c.json({ tasks })
  })

  routes.delete('/encoding', async (c) => {
    const user = requireUser(c)
    const body = readBody(c, contentBody)
    return c.json(await service.cancel(user, body.contentOid))
  })

  routes.get('/encoding-status', async (c) => {
    const user = requireUser(c)
    const query = readQuery(c, contentQuery)
    return c.json(await service.status(user, query.contentOid))
  })

  routes.get('/check-task', async (c) => {
    const user = requireUser(c)
    const query = readQuery(c, taskQuery)
    return c.json(await service.checkTask(user, query))
  })

  return routes
}
