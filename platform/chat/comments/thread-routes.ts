import type { Hono } from 'hono'
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
  type SessionUser,
} from '../../http'
import type { ChatRuntime } from '../chat-runtime'
import type { ChatCommentBlocks, ChatCommentContents, CommentTarget } from '../ports'
import { actingAs } from './acting'
import { adultCommentsGated } from './comments'
import { RECEIVED_COMMENT_KINDS } from './contract'
import { hiddenAuthorsOn, listThreads, pinNotAllowed, setPinned } from './threads'

const oid = objectIdField()
const page = queryInteger(z.number().int().min(1).max(10_000)).default(1)
const limit = queryInteger(z.number().int().min(1).max(50)).default(20)
const kind = z
  .enum(RECEIVED_COMMENT_KINDS, { error: 'kind is all, content or community.' })
  .default('all')

/**
 * The content page's comments as threads (paged, the pinned one first), the creator's pin,
 * and the studio's list of every comment on the caller's contents.
 */
export function addThreadRoutes(
  app: Hono<AppEnv>,
  runtime: ChatRuntime,
  ports: {
    targetOf(viewer: SessionUser | null, contentOid: string): Promise<CommentTarget>
    contents: ChatCommentContents | null
    blocks: ChatCommentBlocks | null
  },
) {
  const db = runtime.deps.database.db
  const pinLimit = rateLimit({ name: 'content-comment-pin', limit: 30, windowMs: 60_000 })
  const hiddenFor = async (viewer: SessionUser | null) =>
    viewer && ports.blocks
      ? await ports.blocks.hiddenFor(viewer.oid)
      : { userOids: [], commentOids: [] }

  app.get('/comment/thread', async (c) => {
    const query = readQuery(c, z.object({ contentOid: oid, page, limit }))
    const viewer = c.get('auth').user
    const target = await ports.targetOf(viewer, query.contentOid)
    if (target.adultGated) throw adultCommentsGated()
    const blocks = await hiddenFor(viewer)
    const [threads, hiddenAuthors] = await Promise.all([
      listThreads(db, {
        contentOids: [query.contentOid],
        page: query.page,
        limit: query.limit,
        blocks,
        pinnedFirst: true,
      }),
      hiddenAuthorsOn(db, query.contentOid, blocks.userOids),
    ])
    return c.json({
      ...threads,
      page: query.page,
      hiddenAuthors,
      ownerOids: target.ownerOids,
      canModerate: !!viewer && (hasRole(viewer, 'admin') || target.ownerOids.includes(viewer.oid)),
    })
  })

  /** Only the content's creators (and admins) pin; anyone else is refused, whatever the ids. */
  app.post('/comment/pin', pinLimit, async (c) => {
    const user = requireUser(c)
    const body = readBody(
      c,
      z.object({
        contentOid: oid,
        commentOid: oid,
        pinned: z.boolean({ error: 'pinned is true or false.' }),
        actingFor: oid.optional(),
      }),
    )
    const acting = await actingAs(c, ports.contents, user, body.actingFor)
    const target = await ports.targetOf(user, body.contentOid)
    const admin = !acting.managerOid && hasRole(user, 'admin')
    if (!admin && !target.ownerOids.includes(acting.oid)) throw pinNotAllowed()
    const { contentOid, commentOid, pinned } = body
    return c.json(
      await setPinned(db, { contentOid, commentOid, pinned, at: runtime.deps.clock.now() }),
    )
  })

  app.get('/comment/received', async (c) => {
    const user = requireUser(c)
    const query = readQuery(c, z.object({ page, limit, kind, actingFor: oid.optional() }))
    const contents = ports.contents
    // A channel manager in the mode reads the channel's comments, as its creator does.
    const { oid: owner } = await actingAs(c, contents, user, query.actingFor)
    const [contentOids, postOids] = await Promise.all([
      contents && query.kind !== 'community' ? contents.ownedBy(owner) : [],
      contents?.ownedPostsBy && query.kind !== 'content' ? contents.ownedPostsBy(owner) : [],
    ])
    const threads = await listThreads(db, {
      contentOids: [...contentOids, ...postOids],
      page: query.page,
      limit: query.limit,
      blocks: { userOids: [], commentOids: [] },
      pinnedFirst: false,
    })
    const posts = new Set(postOids)
    const comments = threads.comments.map((thread) => ({
      ...thread,
      kind: posts.has(thread.contentOid) ? ('community' as const) : ('content' as const),
    }))
    return c.json({ ...threads, comments, page: query.page })
  })
}
