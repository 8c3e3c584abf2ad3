/**
 * The community posts' routes under `/api/content`: the spec's `/community` calls. Posting,
 * editing, pinning and deleting are the creator's own (admins may moderate any post).
 */
import { Hono } from 'hono'
import { z } from 'zod'
import {
  type AppEnv,
  badRequest,
  objectIdField,
  rateLimit,
  readBody,
  readQuery,
  requireUser,
} from '../../http'
import { POLL_LIMITS } from '../polls/contract'
import type { ChannelActingPort } from '../ports'
import { actingUser } from './acting'
import { COMMUNITY_LIMITS } from './contract'
import type { CommunityService } from './service'

const oid = objectIdField()
const tierHash = z.string().trim().min(1).max(64)
const pollSchema = z.object({
  question: z
    .string()
    .trim()
    .min(1, 'Please enter the poll’s question.')
    .max(
      POLL_LIMITS.questionLength,
      `A poll question has at most ${POLL_LIMITS.questionLength} characters.`,
    ),
  options: z
    .array(
      z
        .string()
        .trim()
        .min(1, 'A poll option cannot be empty.')
        .max(
          POLL_LIMITS.optionLength,
          `A poll option has at most ${POLL_LIMITS.optionLength} characters.`,
        ),
    )
    .min(
      POLL_LIMITS.minOptions,
      `A poll has ${POLL_LIMITS.minOptions} to ${POLL_LIMITS.maxOptions} options.`,
    )
    .max(
      POLL_LIMITS.maxOptions,
      `A poll has ${POLL_LIMITS.minOptions} to ${POLL_LIMITS.maxOptions} options.`,
    ),
  closesAt: z.iso
    .datetime({ offset: true, error: 'closesAt is a date and time.' })
    .nullable()
    .default(null),
})
const metaFields = {
  text: z
    .string()
    .trim()
    .min(1, 'Please write something to post.')
    .max(
      COMMUNITY_LIMITS.textLength,
      `A post has at most ${COMMUNITY_LIMITS.textLength} characters.`,
    ),
  images: z
    .array(z.string().min(1).max(300))
    .max(COMMUNITY_LIMITS.images, `A post has at most ${COMMUNITY_LIMITS.images} images.`)
    .default([]),
  visibility: z.enum(['everyone', 'tiers'], { error: 'Choose who can see the post.' }),
  tierHashes: z.array(tierHash).max(20).default([]),
}
const tiersChosen = (meta: { visibility: string; tierHashes: string[] }) =>
  meta.visibility === 'everyone' || meta.tierHashes.length > 0
const tiersIssue = {
  message: 'Choose at least one subscription tier for a subscribers-only post.',
  path: ['tierHashes'],
}
const newMeta = z
  .object({ ...metaFields, poll: pollSchema.nullable().optional() })
  .refine(tiersChosen, tiersIssue)
const editedMeta = z.object(metaFields).refine(tiersChosen, tiersIssue)
const requestId = z
  .string()
  .min(8)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/)
const submitBody = z.discriminatedUnion(
  'operation',
  [
    z.object({
      operation: z.literal('submit'),
      postMetaData: newMeta,
      requestId: requestId.optional(),
      actingFor: oid.optional(),
    }),
    z.object({ operation: z.literal('pin'), postOid: oid, actingFor: oid.optional() }),
    z.object({ operation: z.literal('unpin'), postOid: oid, actingFor: oid.optional() }),
  ],
  { error: 'operation is pin, unpin or submit.' },
)

/** A closing time in the past would make a poll nobody can vote on. */
function checkClosing(closesAt: string | null | undefined, now: Date) {
  if (closesAt && new Date(closesAt).getTime() <= now.getTime())
    throw badRequest('INVALID_PARAMETERS', 'A poll must close in the future.')
}

export function communityContentRoutes(
  service: CommunityService,
  now: () => Date,
  acting?: ChannelActingPort,
) {
  const app = new Hono<AppEnv>()
  const writeLimit = rateLimit({ name: 'community-write', limit: 30, windowMs: 60_000 })
  app.get('/community', async (c) => {
    const query = readQuery(
      c,
      z
        .object({
          postOids: z
            .string()
            .max(25 * 150)
            .transform((value) => value.split('|').filter(Boolean))
            .pipe(z.array(oid).max(150, 'Ask for at most 150 posts at once.'))
            .optional(),
          creatorOid: oid.optional(),
          cursor: oid.optional(),
        })
        .refine((q) => q.postOids !== undefined || q.creatorOid !== undefined, {
          message: 'Name the posts (postOids) or the channel (creatorOid).',
          path: ['creatorOid'],
        }),
    )
    const viewer = c.get('auth').user
    if (query.postOids) return c.json(await service.byOids(viewer, query.postOids))
    return c.json(
      await service.list(viewer, { creatorOid: query.creatorOid ?? '', cursor: query.cursor }),
    )
  })
  app.get('/community/comments', async (c) => {
    const query = readQuery(c, z.object({ postOid: oid }))
    return c.json(await service.comments(c.get('auth').user, query.postOid))
  })
  app.post('/community', writeLimit, async (c) => {
    const caller = requireUser(c)
    const body = readBody(c, submitBody)
    const user = await actingUser(c, acting, caller, body.actingFor)
    if (body.operation !== 'submit')
      return c.json({ post: await service.pin(user, body.postOid, body.operation === 'pin') })
    checkClosing(body.postMetaData.poll?.closesAt, now())
    return c.json({ post: await service.submit(user, body.postMetaData, body.requestId) })
  })
  app.post('/community/edit', writeLimit, async (c) => {
    const caller = requireUser(c)
    const body = readBody(
      c,
      z.object({ postOid: oid, postMetaData: editedMeta, actingFor: oid.optional() }),
    )
    const user = await actingUser(c, acting, caller, body.actingFor)
    return c.json({ post: await service.edit(user, body.postOid, body.postMetaData) })
  })
  app.delete('/community', async (c) => {
    const caller = requireUser(c)
    const body = readBody(c, z.object({ postOid: oid, actingFor: oid.optional() }))
    const user = await actingUser(c, acting, caller, body.actingFor)
    return c.json(await service.remove(user, body.postOid))
  })
  return app
}
