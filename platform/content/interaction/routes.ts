/**
 * Interaction routes. Content calls mount under `/api/content`, the liked list under
 * `/api/account`. Every call acts as the caller: ids of other users in a body (the spec's
 * `likerOid`, the common `requestorOid`) never select whose data is read or changed.
 */
import { Hono } from 'hono'
import { z } from 'zod'
import {
  type AppEnv,
  noteAdminChange,
  objectIdField,
  queryInteger,
  rateLimit,
  readBody,
  readQuery,
  requireAdmin,
  requireUser,
} from '../../http'
import type { BlockTarget } from './blocks'
import { INTERACTION_ERRORS } from './errors'
import type { LikeIntent } from './likes'
import type { InteractionService } from './service'

const oid = objectIdField()
const CONTENT_TYPES = ['story', 'clip', 'playlist', 'preview', 'scenario'] as const

/** `likeOrUndoLike`: 'like' or 'undoLike' (also true / false) sets the state; absent toggles. */
const likeOrUndoLike = z
  .union([z.enum(['like', 'undoLike']), z.boolean()], {
    error: "likeOrUndoLike is 'like' or 'undoLike'.",
  })
  .optional()

function intentOf(value: 'like' | 'undoLike' | boolean | undefined): LikeIntent {
  if (value === undefined) return 'toggle'
  return value === true || value === 'like' ? 'like' : 'undoLike'
}

/** A comment by its position in the comment list (oldest first) or by its id. */
const commentRef = z.union([z.number().int().min(0).max(100_000), oid], {
  error: 'commentPosition is a position (0 or more) or a comment id.',
})

const page = queryInteger(z.number().int().min(1).max(10_000)).default(1)
const limit = queryInteger(z.number().int().min(1).max(100)).default(20)

export function interactionContentRoutes(service: InteractionService) {
  const app = new Hono<AppEnv>()
  const likeLimit = rateLimit({ name: 'content-like', limit: 120, windowMs: 60_000 })
  const writeLimit = rateLimit({ name: 'content-interaction-write', limit: 30, windowMs: 60_000 })
  const codeLimit = rateLimit({ name: 'content-dc-code', limit: 30, windowMs: 60_000 })

  /** The spec's `likerOid` and `mode` are accepted and not used: the liker is the caller. */
  app.post('/like', likeLimit, async (c) => {
    const user = requireUser(c)
    const body = readBody(
      c,
      z.object({
        contentOid: oid,
        likeOrUndoLike,
        mode: z.string().max(40).optional(),
        likerOid: z.unknown().optional(),
      }),
    )
    return c.json(await service.like(user, body.contentOid, intentOf(body.likeOrUndoLike)))
  })

  app.post('/comment/like', likeLimit, async (c) => {
    const user = requireUser(c)
    const body = readBody(
      c,
      z.object({ contentOid: oid, commentPosition: commentRef, likeOrUndoLike }),
    )
    return c.json(
      await service.likeComment(user, {
        contentOid: body.contentOid,
        commentPosition: body.commentPosition,
        intent: intentOf(body.likeOrUndoLike),
      }),
    )
  })

  /** Like counts of a content's comments, and (signed in) which the caller likes. */
  app.get('/comment/like', async (c) => {
    const query = readQuery(c, z.object({ contentOid: oid }))
    const viewer = c.get('auth').user
    return c.json(await service.commentLikes(query.contentOid, viewer?.oid ?? null))
  })

  app.post('/block', writeLimit, async (c) => {
    const user = requireUser(c)
    const body = readBody(
      c,
      z.object({
        operation: z.enum(['add', 'remove'], { error: "operation is 'add' or 'remove'." }),
        userOid: oid.optional(),
        contentOid: oid.optional(),
        commentOid: oid.optional(),
        commentPosition: z.number().int().min(0).max(100_000).optional(),
        tag: z.string().max(100).optional(),
      }),
    )
    return c.json(await service.block(user, body.operation, blockTarget(body)))
  })

  /** The caller's own blocks (no one reads another user's). */
  app.get('/block', async (c) => {
    const user = requireUser(c)
    return c.json(await service.blockList(user.oid))
  })

  app.post('/report', writeLimit, async (c) => {
    const user = requireUser(c)
    const body = readBody(
      c,
      z.object({
        contentMetadata: z.object({
          contentOid: oid,
          contentType: z.enum(CONTENT_TYPES).optional(),
          commentPosition: z.number().int().min(0).max(100_000).optional(),
          commentOid: oid.optional(),
          title: z.string().max(200).optional(),
        }),
        complaint: z
          .string('Please enter the reason for your report.')
          .max(2000, 'A report is at most 2000 characters.')
          .optional(),
      }),
    )
    const { report, duplicate } = await service.report(user, {
      contentMetadata: body.contentMetadata,
      complaint: body.complaint ?? '',
    })
    return c.json({ report: ownReport(report), duplicate })
  })

  app.get('/admin/reports', async (c) => {
    requireAdmin(c)
    const query = readQuery(
      c,
      z.object({ status: z.enum(['open', 'dismissed', 'actioned']).default('open'), page, limit }),
    )
    return c.json(await service.listReports(query.status, query.page, query.limit))
  })

  app.post('/admin/reports/resolve', async (c) => {
    const admin = requireAdmin(c)
    const body = readBody(
      c,
      z.object({ reportOid: oid, resolution: z.enum(['dismissed', 'actioned']) }),
    )
    return c.json({ report: await service.resolveReport(admin, body.reportOid, body.resolution) })
  })

  /** The caller's own standing under the illegal-downloader rule: null, 444 or 999. */
  app.get('/illegal-downloader', async (c) => {
    const user = requireUser(c)
    return c.json({ errorStatus: await service.illegalDownloads.check(user) })
  })

  /** The warned caller has read the IllegalDownloader screen (444 no longer answered). */
  app.post('/illegal-downloader/acknowledge', async (c) => {
    const user = requireUser(c)
    return c.json({ errorStatus: await service.acknowledgeIllegalDownloadWarning(user.oid) })
  })

  app.post('/admin/illegal-downloader', async (c) => {
    const admin = requireAdmin(c)
    const body = readBody(
      c,
      z.object({
        userOid: oid,
        contentOid: oid.optional(),
        note: z.string().max(1000).optional(),
      }),
    )
    const before = await service.illegalDownloaderState(body.userOid)
    const after = await service.recordIllegalDownload(admin, body)
    noteAdminChange(c, {
      action: after.status === 'suspended' ? 'illegal-download.suspend' : 'illegal-download.warn',
      target: { kind: 'user', oid: body.userOid },
      before,
      after: { ...after, contentOid: body.contentOid ?? null, note: body.note ?? '' },
      ...(body.note ? { reason: body.note } : {}),
    })
    return c.json(after)
  })

  app.get('/admin/illegal-downloaders', async (c) => {
    requireAdmin(c)
    const query = readQuery(
      c,
      z.object({
        userOid: oid.optional(),
        status: z.enum(['all', 'warned', 'suspended', 'cleared']).optional(),
        before: oid.optional(),
      }),
    )
    return c.json(await service.listIllegalDetections(query))
  })

  app.get('/admin/illegal-downloader', async (c) => {
    requireAdmin(c)
    const query = readQuery(c, z.object({ userOid: oid }))
    const state = await service.illegalDownloaderState(query.userOid)
    if (!state) throw INTERACTION_ERRORS.notDetected()
    return c.json(state)
  })

  app.delete('/admin/illegal-downloader', async (c) => {
    requireAdmin(c)
    const body = readBody(c, z.object({ userOid: oid }))
    const before = await service.illegalDownloaderState(body.userOid)
    await service.clearIllegalDownloader(body.userOid)
    noteAdminChange(c, {
      action: 'illegal-download.clear',
      target: { kind: 'user', oid: body.userOid },
      before,
      after: { userOid: body.userOid, status: 'cleared' },
    })
    return c.json({ ok: true as const })
  })

  app.get('/dc-code', codeLimit, async (c) => {
    const user = requireUser(c)
    const query = readQuery(
      c,
      z.object({
        discountCode: z.string().trim().min(1, 'Please enter a discount code.').max(100),
        contentOid: oid,
        contentType: z.enum(CONTENT_TYPES).optional(),
      }),
    )
    return c.json(await service.checkDiscountCode(user, query))
  })

  app.get('/payratingfee', async (c) => {
    const user = requireUser(c)
    const query = readQuery(c, z.object({ contentOid: oid }))
    return c.json(await service.quoteRatingFee(user, query.contentOid))
  })

  app.post('/payratingfee', writeLimit, async (c) => {
    const user = requireUser(c)
    const body = readBody(
      c,
      z.object({
        ratingDoc: z.object({
          contentOid: oid,
          requestedRating: z.string().trim().min(1).max(20).optional(),
          note: z.string().max(2000).optional(),
        }),
      }),
    )
    return c.json(await service.payRatingFee(user, body.ratingDoc))
  })

  return app
}

export function interactionAccountRoutes(service: InteractionService) {
  const app = new Hono<AppEnv>()
  /** The caller's liked contents, newest like first. */
  app.get('/liked-list', async (c) => {
    const user = requireUser(c)
    const query = readQuery(c, z.object({ page, limit }))
    return c.json(await service.likedList(user.oid, query.page, query.limit))
  })
  return app
}

function blockTarget(body: {
  userOid?: string
  contentOid?: string
  commentOid?: string
  commentPosition?: number
  tag?: string
}): BlockTarget {
  const comment = body.commentOid ?? body.commentPosition
  if (comment !== undefined) {
    if (!body.contentOid || body.userOid || body.tag !== undefined) {
      throw INTERACTION_ERRORS.blockTarget()
    }
    return { kind: 'comment', contentOid: body.contentOid, comment }
  }
  const given = [body.userOid, body.contentOid, body.tag].filter((value) => value !== undefined)
  if (given.length !== 1) throw INTERACTION_ERRORS.blockTarget()
  if (body.userOid) return { kind: 'user', userOid: body.userOid }
  if (body.contentOid) return { kind: 'content', contentOid: body.contentOid }
  return { kind: 'tag', tag: body.tag ?? '' }
}

/** A reporter sees their report without the admin-side fields. */
function ownReport(report: {
  reportOid: string
  contentOid: string
  status: string
  createdAt: string
}) {
  return {
    reportOid: report.reportOid,
    contentOid: report.contentOid,
    status: report.status,
    createdAt: report.createdAt,
  }
}
