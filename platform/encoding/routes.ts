/**
 * Encoding calls under /api/content: request and re-request an encoding, cancel it, and
 * read its status. Owners and admins only.
 */
import { Hono } from 'hono'
import { z } from 'zod'
import {
  type AppEnv,
  badRequest,
  noteAdminChange,
  objectIdField,
  readBody,
  readQuery,
  requireAdmin,
  requireUser,
} from '../http'
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

  adminCallbackRoutes(routes, service)
  return routes
}

const callbacksQuery = z.object({
  q: z.string('q must be a string.').max(100, 'At most 100 characters.').optional(),
  before: z
    .string('before must be a string.')
    .regex(/^\d{1,15}\.[0-9a-f]{24}$/, 'The page cursor is not valid.')
    .optional(),
})
const lambdaCompleteBody = z.object({ jobId: objectIdField('Invalid job id') })

/** The admin's completion callbacks: those owed, and `lambdaComplete` (spec 1's admin call). */
function adminCallbackRoutes(routes: Hono<AppEnv>, service: EncodingService) {
  routes.get('/admin/encoding-callbacks', async (c) => {
    requireAdmin(c)
    c.header('Cache-Control', 'private, no-store')
    return c.json(await service.owedCallbacks(readQuery(c, callbacksQuery)))
  })

  routes.post('/admin/lambdaComplete', async (c) => {
    requireAdmin(c)
    const { jobId } = readBody(c, lambdaCompleteBody)
    const { before, ...answer } = await service.lambdaComplete(jobId)
    noteAdminChange(c, {
      action: 'encoding.lambda-complete',
      target: { kind: 'encoding-job', oid: jobId },
      before,
      after: { contentOid: answer.contentOid, sentAt: answer.sentAt },
      // A completion the catalog already had: nothing changed, nothing to log.
      unchanged: !answer.sent,
    })
    return c.json(answer)
  })
}
