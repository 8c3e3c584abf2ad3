/** The few contents fields interaction reads (same area: the catalog's table). */
import type { Kysely } from 'kysely'
import type { DB } from '../../db'
import { hasRole, type SessionUser } from '../../http'
import { INTERACTION_ERRORS } from './errors'

export async function readContent(db: Kysely<DB>, contentOid: string) {
  return db
    .selectFrom('contents')
    .select([
      'oid',
      'creator_oid',
      'content_type',
      'status',
      'visibility',
      'adult',
      'price',
      'discount_settings',
      'length_seconds',
      'deleted_at',
    ])
    .where('oid', '=', contentOid)
    .executeTakeFirst()
}

export type ContentFacts = NonNullable<Awaited<ReturnType<typeof readContent>>>

const isGone = (content: ContentFacts) =>
  content.deleted_at !== null || content.status === 'deleted'

/**
 * A content the user may see and act on: published and public, or their own (an admin
 * sees all). Anything else answers 'Content not found', so hidden contents stay unknown.
 * Adult contents need adult verification.
 */
export async function visibleContent(
  db: Kysely<DB>,
  contentOid: string,
  user: SessionUser,
): Promise<ContentFacts> {
  const content = await readContent(db, contentOid)
  if (!content || isGone(content)) throw INTERACTION_ERRORS.contentNotFound()
  const own = content.creator_oid === user.oid || hasRole(user, 'admin')
  if (!own && (content.status !== 'published' || content.visibility !== 'public')) {
    throw INTERACTION_ERRORS.contentNotFound()
  }
  if (content.adult && !user.isAdult && !own) throw INTERACTION_ERRORS.adultGated()
  return content
}

/** A content that exists (any status), for its creator's and admins' calls. */
export async function existingContent(db: Kysely<DB>, contentOid: string): Promise<ContentFacts> {
  const content = await readContent(db, contentOid)
  if (!content || isGone(content)) throw INTERACTION_ERRORS.contentNotFound()
  return content
}
