/**
 * Comment threads: top-level comments (the pinned one first, then newest first), each with
 * its replies (oldest first, one level deep), paged by top-level comment; and the creator's
 * pin. What a reader blocked is left out before paging, so a page is never short of it.
 */
import { type Kysely, sql } from 'kysely'
import type { DB } from '../../db'
import { badRequest, forbidden } from '../../http'
import { commentNotFound, type StoryComment } from './comments'
import type { CommentReply, CommentThread } from './contract'
import type { ReaderBlocks } from './rating-summary'

/** Replies shown under one comment at most; the rest stay in `GET /content/comment`. */
export const MAX_REPLIES_SHOWN = 200

export const replyTargetInvalid = () =>
  badRequest('COMMENT_PARENT_INVALID', 'The comment you reply to is not on this content.')

export const pinNotAllowed = () =>
  forbidden("Only the content's creator can pin comments.", 'COMMENT_PIN_FORBIDDEN')

export const replyCannotBePinned = () =>
  badRequest('COMMENT_PIN_REPLY', 'A reply cannot be pinned; pin the comment it answers.')

/**
 * The top-level comment a reply belongs to: the named comment, or the comment it itself
 * replies to (a reply to a reply joins the same thread). 400 when not on this content.
 */
export async function threadRootOf(db: Kysely<DB>, contentOid: string, parentOid: string) {
  const parent = await db
    .selectFrom('story_comments')
    .select(['oid', 'parent_oid'])
    .where('oid', '=', parentOid)
    .where('content_oid', '=', contentOid)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
  if (!parent) throw replyTargetInvalid()
  return parent.parent_oid ?? parent.oid
}

interface ThreadQuery {
  contentOids: readonly string[]
  page: number
  limit: number
  blocks: ReaderBlocks
  /** The content page leads with the pinned comment; the studio's list is newest first. */
  pinnedFirst: boolean
}

/** A page of threads on the given contents, with whether another page follows. */
export async function listThreads(
  db: Kysely<DB>,
  query: ThreadQuery,
): Promise<{ comments: CommentThread[]; total: number; hasMore: boolean }> {
  if (query.contentOids.length === 0) return { comments: [], total: 0, hasMore: false }
  const hideUsers = [...query.blocks.userOids]
  const hideComments = [...query.blocks.commentOids]
  const visible = db
    .selectFrom('story_comments')
    .where('content_oid', 'in', [...query.contentOids])
    .where('deleted_at', 'is', null)
    .$if(hideUsers.length > 0, (q) => q.where('user_oid', 'not in', hideUsers))
    .$if(hideComments.length > 0, (q) => q.where('oid', 'not in', hideComments))
  const [tops, counted] = await Promise.all([
    visible
      .selectAll()
      .where('parent_oid', 'is', null)
      .$if(query.pinnedFirst, (q) => q.orderBy((eb) => eb('pinned_at', 'is not', null), 'desc'))
      .orderBy('created_at', 'desc')
      .orderBy('oid', 'desc')
      .offset((query.page - 1) * query.limit)
      .limit(query.limit + 1)
      .execute(),
    visible
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .where('parent_oid', 'is', null)
      .executeTakeFirstOrThrow(),
  ])
  const shown = tops.slice(0, query.limit)
  const oids = shown.map((row) => row.oid)
  const replies =
    oids.length === 0
      ? []
      : await visible
          .selectAll()
          .where('parent_oid', 'in', oids)
          .orderBy('created_at')
          .orderBy('oid')
          .limit(MAX_REPLIES_SHOWN * oids.length)
          .execute()
  const stars =
    oids.length === 0
      ? []
      : await db
          .selectFrom('story_review_ratings')
          .select(['comment_oid', 'stars'])
          .where('comment_oid', 'in', oids)
          .execute()
  const starsOn = new Map(stars.map((row) => [row.comment_oid, row.stars]))
  const repliesOf = new Map<string, CommentReply[]>()
  for (const reply of replies) {
    const list = repliesOf.get(reply.parent_oid ?? '') ?? []
    if (list.length < MAX_REPLIES_SHOWN) list.push(replyView(reply))
    repliesOf.set(reply.parent_oid ?? '', list)
  }
  return {
    comments: shown.map((row) => ({
      ...baseView(row),
      pinned: row.pinned_at !== null,
      replies: repliesOf.get(row.oid) ?? [],
      ...(starsOn.has(row.oid) ? { rating: starsOn.get(row.oid) } : {}),
    })),
    total: Number(counted.total),
    hasMore: tops.length > query.limit,
  }
}

/** The blocked authors who wrote on this content (live comments), first written first. */
export async function hiddenAuthorsOn(db: Kysely<DB>, contentOid: string, userOids: string[]) {
  if (userOids.length === 0) return []
  const rows = await db
    .selectFrom('story_comments')
    .select('user_oid')
    .where('content_oid', '=', contentOid)
    .where('deleted_at', 'is', null)
    .where('user_oid', 'in', userOids)
    .groupBy('user_oid')
    .orderBy((eb) => eb.fn.min('created_at'))
    .execute()
  return rows.map((row) => row.user_oid)
}

/**
 * Pins a top-level comment (unpinning the content's pinned one, if another) or unpins it.
 * The caller has been checked as the content's creator or an admin.
 */
export async function setPinned(
  db: Kysely<DB>,
  input: { contentOid: string; commentOid: string; pinned: boolean; at: Date },
) {
  return db.transaction().execute(async (trx) => {
    // Two pins of one content at once: one waits for the other (one pinned per content).
    await sql`select pg_advisory_xact_lock(hashtext(${`comment-pin:${input.contentOid}`}))`.execute(
      trx,
    )
    const comment = await trx
      .selectFrom('story_comments')
      .select(['oid', 'parent_oid', 'pinned_at'])
      .where('oid', '=', input.commentOid)
      .where('content_oid', '=', input.contentOid)
      .where('deleted_at', 'is', null)
      .forUpdate()
      .executeTakeFirst()
    if (!comment) throw commentNotFound()
    if (comment.parent_oid !== null) throw replyCannotBePinned()
    if (!input.pinned) {
      await trx
        .updateTable('story_comments')
        .set({ pinned_at: null })
        .where('oid', '=', comment.oid)
        .execute()
      return { commentOid: comment.oid, pinned: false }
    }
    if (comment.pinned_at !== null) return { commentOid: comment.oid, pinned: true }
    await trx
      .updateTable('story_comments')
      .set({ pinned_at: null })
      .where('content_oid', '=', input.contentOid)
      .where('pinned_at', 'is not', null)
      .execute()
    await trx
      .updateTable('story_comments')
      .set({ pinned_at: input.at })
      .where('oid', '=', comment.oid)
      .execute()
    return { commentOid: comment.oid, pinned: true }
  })
}

function baseView(row: StoryComment) {
  return {
    commentOid: row.oid,
    contentOid: row.content_oid,
    commenterOid: row.user_oid,
    commentContent: row.text,
    createdAt: new Date(row.created_at).toISOString(),
    // The channel's team wrote it; which manager stays in the audit trail, never shown.
    ...(row.acting_manager_oid ? { byChannelTeam: true as const } : {}),
  }
}

function replyView(row: StoryComment): CommentReply {
  return { ...baseView(row), parentOid: row.parent_oid ?? '' }
}
