import { Hono } from 'hono'
import { z } from 'zod'
import {
  type AppEnv,
  badRequest,
  hasRole,
  objectIdField,
  queryInteger,
  rateLimit,
  readBody,
  readQuery,
  requireUser,
  type SessionUser,
} from '../../http'
import type { ChatRuntime } from '../chat-runtime'
import type {
  ChatCommentBlocks,
  ChatCommentContents,
  ChatCommentNotices,
  CommentTarget,
} from '../ports'
import { type Acting, actingAs, notChannelTeam } from './acting'
import { refundChatsForComment } from './comment-refund'
import { rewardComment } from './comment-reward'
import {
  adultCommentsGated,
  COMMENT_REFUND_CHATS,
  commentNotFound,
  deleteComment,
  findCommentAt,
  insertComment,
  listComments,
  type StoryComment,
} from './comments'
import { MAX_STARS, MIN_STARS } from './rating-summary'
import { rateContent, readReviews } from './review-ratings'
import { addThreadRoutes } from './thread-routes'
import { threadRootOf } from './threads'

const oid = objectIdField()
const requestKey = z
  .string()
  .min(8)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/)

/**
 * The spec's content comments (`/content/comment`) on every content type: the content
 * area's contents through the `contents` port, story chats through the stories area.
 * A review earns its writer coins (`comment-reward.ts`) and can then no longer be
 * deleted; a player's first comment on a story after 5 or more chats there also refunds
 * the credits of their last 5 chats (once per story). Adult contents' comments need adult
 * verification. A comment with a `rating` (1–5 stars) is a review: the writer's one rating
 * of the content, replaced by their next review. The list leaves out what the reader
 * blocked. Mounted under `/api/content`.
 */
export function contentCommentRoutes(
  runtime: ChatRuntime,
  contents: ChatCommentContents | null,
  blocks: ChatCommentBlocks | null,
  notices: ChatCommentNotices | null = null,
) {
  const { deps } = runtime
  const db = deps.database.db
  const app = new Hono<AppEnv>()
  const writeLimit = rateLimit({ name: 'content-comment', limit: 20, windowMs: 60_000 })

  /** The content commented on, as this viewer may see it ('Content not found' otherwise). */
  async function targetOf(viewer: SessionUser | null, contentOid: string): Promise<CommentTarget> {
    const content = contents ? await contents.find(viewer, contentOid) : null
    if (content) return content
    const story = await deps.stories.getPublishedContent(contentOid)
    const access = await deps.stories.canView(viewer, contentOid)
    return {
      contentOid,
      ownerOids: [story.content.ownerOid, story.content.creatorOid],
      adultGated: access.reason === 'adult-gated',
      canView: access.canView,
      title: story.content.title,
      link: `/story/${contentOid}`,
    }
  }

  /** Owners hear of a new comment, a commenter of a reply; a retry or a failure tells nobody. */
  async function tell(
    comment: { oid: string; created: boolean },
    target: CommentTarget,
    author: SessionUser,
    parent: { oid: string; authorOid: string } | null = null,
  ) {
    if (!notices || !comment.created) return
    await notices
      .written({
        commentOid: comment.oid,
        target,
        author: { oid: author.oid, nickname: author.nickname },
        parent,
      })
      .catch((error: unknown) =>
        deps.logger.warn({ err: error, commentOid: comment.oid }, 'comment notice failed'),
      )
  }

  app.get('/comment', async (c) => {
    const query = readQuery(
      c,
      z.object({
        contentOid: oid,
        limit: queryInteger(z.number().int().min(1).max(500)).default(100),
      }),
    )
    const viewer = c.get('auth').user
    const target = await targetOf(viewer, query.contentOid)
    if (target.adultGated) throw adultCommentsGated()
    const hidden =
      viewer && blocks ? await blocks.hiddenFor(viewer.oid) : { userOids: [], commentOids: [] }
    return c.json(
      await readReviews(db, {
        contentOid: query.contentOid,
        limit: query.limit,
        readerOid: viewer?.oid ?? null,
        blocks: hidden,
      }),
    )
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
        rating: z
          .number({ error: 'A rating is a whole number of stars from 1 to 5.' })
          .int('A rating is a whole number of stars from 1 to 5.')
          .min(MIN_STARS, 'A rating is a whole number of stars from 1 to 5.')
          .max(MAX_STARS, 'A rating is a whole number of stars from 1 to 5.')
          .optional(),
        parentOid: oid.optional(),
        /** The channel whose team replies (channel-manager mode); replies only. */
        actingFor: oid.optional(),
      }),
    )
    if (body.actingFor && !body.parentOid) throw teamWritesReplies()
    const acting = await actingAs(c, contents, user, body.actingFor)
    const target = await targetOf(user, body.contentOid)
    if (target.adultGated) throw adultCommentsGated()
    if (acting.managerOid && !target.ownerOids.includes(acting.oid)) throw notChannelTeam()
    if (body.parentOid) return c.json(await writeReply(user, target, body, body.parentOid, acting))
    const header = c.req.header('idempotency-key')
    const key = body.requestId ?? (header && requestKey.safeParse(header).success ? header : null)
    const comment = await insertComment(db, {
      contentOid: body.contentOid,
      userOid: user.oid,
      text: body.commentContent,
      requestKey: key ? `${user.oid}:${key}` : null,
    })
    if (body.rating !== undefined) {
      await rateContent(db, {
        userOid: user.oid,
        contentOid: body.contentOid,
        stars: body.rating,
        commentOid: comment.oid,
        at: deps.clock.now(),
      })
    }
    const refund = await refundChatsForComment(deps, {
      userOid: user.oid,
      contentOid: body.contentOid,
      commentOid: comment.oid,
    })
    await tell(comment, target, user)
    const reward = await rewardComment(
      { db, clock: deps.clock, wallet: deps.wallet },
      {
        commentOid: comment.oid,
        userOid: user.oid,
        contentOid: body.contentOid,
        ownerOids: target.ownerOids,
        canView: target.canView,
      },
    )
    return c.json({
      comment: { ...commentView(comment), ...(body.rating ? { rating: body.rating } : {}) },
      // A retry of the same request answers the same reward; it was paid once.
      reward: reward ? { coins: reward.coins, firstReview: reward.first_review } : null,
      // Only the comment that earned it reports it; later ones see null.
      refund:
        refund && refund.comment_oid === comment.oid
          ? { chats: COMMENT_REFUND_CHATS, credits: refund.credits }
          : null,
    })
  })

  /** A reply: no stars, no reward, no chat refund (those are for a review of the content). */
  async function writeReply(
    user: SessionUser,
    target: CommentTarget,
    body: { contentOid: string; commentContent: string; rating?: number; requestId?: string },
    parentOid: string,
    acting: Acting = { oid: user.oid, managerOid: null },
  ) {
    if (body.rating !== undefined) throw replyRated()
    const root = await threadRootOf(db, body.contentOid, parentOid)
    // A team reply is the channel's; the manager who wrote it is kept beside it for the audit.
    const comment = await insertComment(db, {
      contentOid: body.contentOid,
      userOid: acting.oid,
      text: body.commentContent,
      requestKey: body.requestId ? `${user.oid}:${body.requestId}` : null,
      parentOid: root,
      actingManagerOid: acting.managerOid,
    })
    const answered = await findCommentAt(db, body.contentOid, parentOid).catch(() => null)
    // A team reply is not announced under the manager's name (the notice names its author).
    if (!acting.managerOid)
      await tell(
        comment,
        target,
        user,
        answered ? { oid: answered.oid, authorOid: answered.user_oid } : null,
      )
    return { comment: commentView(comment), reward: null, refund: null }
  }

  addThreadRoutes(app, runtime, { targetOf, contents, blocks })

  /** `commentIdx`: the comment's id, or its position in `GET /comment` (oldest first). */
  app.delete('/comment', async (c) => {
    const user = requireUser(c)
    const body = readBody(
      c,
      z.object({
        contentOid: oid,
        commentIdx: z.union([oid, z.number().int().min(0).max(100_000)]),
        actingFor: oid.optional(),
      }),
    )
    const acting = await actingAs(c, contents, user, body.actingFor)
    let commentOid: string
    if (typeof body.commentIdx === 'string') {
      commentOid = body.commentIdx
    } else {
      const all = await listComments(db, body.contentOid, body.commentIdx + 1)
      const target = all[body.commentIdx]
      if (!target) throw commentNotFound()
      commentOid = target.oid
    }
    // The content's creator manages its comments (the studio's comment management).
    const moderator =
      (!acting.managerOid && hasRole(user, 'admin')) ||
      (await targetOf(user, body.contentOid)
        .then((target) => target.ownerOids.includes(acting.oid))
        .catch(() => false))
    await deleteComment(
      db,
      { commentOid, contentOid: body.contentOid },
      { userOid: acting.oid, asAdmin: moderator },
    )
    return c.json({ ok: true })
  })

  return app
}

function commentView(comment: StoryComment, position?: number) {
  return {
    commentOid: comment.oid,
    ...(position === undefined ? {} : { position }),
    contentOid: comment.content_oid,
    commenterOid: comment.user_oid,
    commentContent: comment.text,
    createdAt: comment.created_at,
    ...(comment.parent_oid ? { parentOid: comment.parent_oid } : {}),
    ...(comment.acting_manager_oid ? { byChannelTeam: true as const } : {}),
  }
}

const teamWritesReplies = () =>
  badRequest('INVALID_PARAMETERS', "A channel's team can only reply to comments.")

const replyRated = () =>
  badRequest('COMMENT_REPLY_RATED', 'A reply cannot carry a rating; rate the content in a comment.')
