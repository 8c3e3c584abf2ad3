/** Reports: a user's complaint about a content or one of its comments, kept for admins. */
import type { Kysely } from 'kysely'
import { type DB, newObjectId } from '../../db'
import type { Clock, SessionUser } from '../../http'
import { readContent, visibleContent } from './contents'
import { INTERACTION_ERRORS } from './errors'
import type { InteractionComments, InteractionStories } from './ports'
import type { ReportedContent, ReportStatus } from './tables'

export interface ReportInput {
  contentMetadata: {
    contentOid: string
    contentType?: string
    commentPosition?: number
    commentOid?: string
    title?: string
  }
  complaint: string
}

export interface ReportView {
  reportOid: string
  reporterOid: string
  contentOid: string
  creatorOid: string
  commentOid: string | null
  contentMetadata: ReportedContent
  complaint: string
  status: ReportStatus
  createdAt: string
  resolvedAt: string | null
}

/**
 * Files a report. A second report of the same target by the same user while the first is
 * open answers the first (`duplicate: true`) with its complaint kept.
 */
export async function fileReport(
  db: Kysely<DB>,
  clock: Clock,
  ports: { comments: InteractionComments; stories?: InteractionStories | undefined },
  user: SessionUser,
  input: ReportInput,
): Promise<{ report: ReportView; duplicate: boolean }> {
  const { comments } = ports
  const complaint = input.complaint.trim()
  if (!complaint) throw INTERACTION_ERRORS.reportReasonRequired()
  const meta = input.contentMetadata
  const content = await reportedContent(db, ports.stories, meta.contentOid, user)
  let commentOid = ''
  const commentRef = meta.commentOid ?? meta.commentPosition
  if (commentRef !== undefined) {
    const comment = await comments.findComment(meta.contentOid, commentRef)
    if (!comment) throw INTERACTION_ERRORS.commentNotFound()
    commentOid = comment.commentOid
  }
  // What the admin sees: the content's own facts, not what the client claimed about them.
  const stored: ReportedContent = {
    contentOid: content.oid,
    contentType: content.content_type,
    ...(commentOid ? { commentOid } : {}),
    ...(meta.commentPosition !== undefined ? { commentPosition: meta.commentPosition } : {}),
    ...(meta.title ? { title: meta.title } : {}),
  }
  const inserted = await db
    .insertInto('content_reports')
    .values({
      oid: newObjectId(clock.now().getTime()),
      reporter_oid: user.oid,
      content_oid: content.oid,
      comment_oid: commentOid,
      creator_oid: content.creator_oid,
      content_metadata: JSON.stringify(stored),
      complaint,
      status: 'open',
      created_at: clock.now(),
      resolved_at: null,
      resolved_by: null,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['reporter_oid', 'content_oid', 'comment_oid'])
        .where('status', '=', 'open')
        .doNothing(),
    )
    .returningAll()
    .executeTakeFirst()
  if (inserted) return { report: reportView(inserted), duplicate: false }
  const existing = await db
    .selectFrom('content_reports')
    .selectAll()
    .where('reporter_oid', '=', user.oid)
    .where('content_oid', '=', content.oid)
    .where('comment_oid', '=', commentOid)
    .where('status', '=', 'open')
    .executeTakeFirstOrThrow()
  return { report: reportView(existing), duplicate: true }
}

/** The reported content: one of the catalog's, else a story chat of the stories area. */
async function reportedContent(
  db: Kysely<DB>,
  stories: InteractionStories | undefined,
  contentOid: string,
  user: SessionUser,
): Promise<{ oid: string; content_type: string; creator_oid: string }> {
  if ((await readContent(db, contentOid)) || !stories) {
    return visibleContent(db, contentOid, user)
  }
  const story = await stories.find(user, contentOid)
  if (!story) throw INTERACTION_ERRORS.contentNotFound()
  return { oid: story.oid, content_type: 'story', creator_oid: story.creatorOid }
}

/** Admins: reports by status, newest first. */
export async function listReports(
  db: Kysely<DB>,
  status: ReportStatus,
  page: number,
  limit: number,
): Promise<{ reports: ReportView[]; hasMore: boolean }> {
  const rows = await db
    .selectFrom('content_reports')
    .selectAll()
    .where('status', '=', status)
    .orderBy('created_at', 'desc')
    .orderBy('oid', 'desc')
    .offset((page - 1) * limit)
    .limit(limit + 1)
    .execute()
  return { reports: rows.slice(0, limit).map(reportView), hasMore: rows.length > limit }
}

/** Admins: closes an open report as dismissed or actioned. */
export async function resolveReport(
  db: Kysely<DB>,
  clock: Clock,
  admin: SessionUser,
  reportOid: string,
  resolution: 'dismissed' | 'actioned',
): Promise<ReportView> {
  const updated = await db
    .updateTable('content_reports')
    .set({ status: resolution, resolved_at: clock.now(), resolved_by: admin.oid })
    .where('oid', '=', reportOid)
    .where('status', '=', 'open')
    .returningAll()
    .executeTakeFirst()
  if (!updated) throw INTERACTION_ERRORS.reportNotFound()
  return reportView(updated)
}

function reportView(row: {
  oid: string
  reporter_oid: string
  content_oid: string
  creator_oid: string
  comment_oid: string
  content_metadata: ReportedContent
  complaint: string
  status: ReportStatus
  created_at: Date
  resolved_at: Date | null
}): ReportView {
  return {
    reportOid: row.oid,
    reporterOid: row.reporter_oid,
    contentOid: row.content_oid,
    creatorOid: row.creator_oid,
    commentOid: row.comment_oid || null,
    contentMetadata: row.content_metadata,
    complaint: row.complaint,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    resolvedAt: row.resolved_at?.toISOString() ?? null,
  }
}
