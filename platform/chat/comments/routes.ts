import { Hono } from 'hono'
import { z } from 'zod'
import {
  type AppEnv,
  hasRole,
  objectIdField,
  queryInteger,
  rateLimit,
  readBody,
  readQuery,
  requireUser,
} from '../../http'
import type { ChatRuntime } from '../chat-runtime'
import { refundChatsForComment } from './comment-refund'
import {
  COMMENT_REFUND_CHATS,
  commentNotFound,
  deleteComment,
  insertComment,
  listComments,
  type StoryComment,
} from './comments'

const oid = objectIdField()
const requestKey = z
  .string()
  .min(8)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/)

/**
 * The smallest real version of the spec's content comments (`/content/comment`), for
 * story-chat stories: players comment, and a player's first comment on a story after 5
 * or more chats there refunds the credits of their last 5 chats (once per story).
 * Mounted under `/api/content`.
 */
export function contentCommentRoutes(runtime: ChatRuntime) {
  const { deps } = runtime
  const db = deps.database.db
  const app = new Hono<AppEnv>()
  const writeLimit = rateLimit({ name: 'content-comment', limit: 20, windowMs: 60_000 })

  app.get('/comment', async (c) => {
    const query = readQuery(
      c,
      z.object({
        contentOid: oid,
        limit: queryInteger(z.number().int().min(1).max(500)).default(100),
      }),
    )
    await deps.stories.getPublishedContent(query.contentOid)
    const comments = await listComments(db, query.contentOid, query.limit)
    return c.json({ comments: comments.map(commentView) })
  })

  /** `mode` is the spec's field; `write` is the only one here. */
  app.post('/comment', writeLimit, async (c) => {
    const user = requireUser(c)
    const body = readBody(
      c,
      z.object({
        contentOid: oid,
        commentContent: z.string().trim().min(1).max(2000),
        mode: z.literal('write').default('write'),
        requestId: requestKey.optional(),
      }),
    )
    await deps.stories.getPublishedContent(body.contentOid)
    const header = c.req.header('idempotency-key')
    const key = body.requestId ?? (header && requestKey.safeParse(header).success ? header : null)
    const comment = await insertComment(db, {
      contentOid: body.contentOid,
      userOid: user.oid,
      text: body.commentContent,
      requestKey: key ? `${user.oid}:${key}` : null,
    })
    const refund = await refundChatsForComment(deps, {
      userOid: user.oid,
      contentOid: body.contentOid,
      commentOid: comment.oid,
    })
    return c.json({
      comment: commentView(comment),
      // Only the comment that earned it reports it; later ones see null.
      refund:
        refund && refund.comment_oid === comment.oid
          ? { chats: COMMENT_REFUND_CHATS, credits: refund.credits }
          : null,
    })
  })

  /** `commentIdx`: the comment's id, or its position in `GET /comment` (oldest first). */
  app.delete('/comment', async (c) => {
    const user = requireUser(c)
    const body = readBody(
      c,
      z.object({
        contentOid: oid,
        commentIdx: z.union([oid, z.number().int().min(0).max(100_000)]),
      }),
    )
    let commentOid: string
    if (typeof body.commentIdx === 'string') {
      commentOid = body.commentIdx
    } else {
      const all = await listComments(db, body.contentOid, body.commentIdx + 1)
      const target = all[body.commentIdx]
      if (!target) throw commentNotFound()
      commentOid = target.oid
    }
    await deleteComment(
      db,
      { commentOid, contentOid: body.contentOid },
      { userOid: user.oid, asAdmin: hasRole(user, 'admin') },
    )
    return c.json({ ok: true })
  })

  return app
}

function commentView(comment: StoryComment) {
  return {
    commentOid: comment.oid,
    contentOid: comment.content_oid,
    commenterOid: comment.user_oid,
    commentContent: comment.text,
    createdAt: comment.created_at,
  }
}
