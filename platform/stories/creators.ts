/**
 * A story's creator and their other listed stories, and the raw stored documents the
 * owner and admins may inspect as-is.
 */
import type { SessionUser } from '../http'
import { listCatalogue } from './catalogue'
import { CONTENT_COLUMNS, findContent, isListed, loadManagedContent } from './content-rows'
import { STORY_ERRORS } from './errors'
import { canManage, isAdmin } from './permissions'
import type { StoriesContext } from './ports'

export async function relatedCreator(
  context: StoriesContext,
  viewer: SessionUser | null,
  input: { contentOid?: string | undefined; creatorOid?: string | undefined },
) {
  let creatorOid = input.creatorOid
  if (input.contentOid) {
    const row = await findContent(context.db, input.contentOid)
    const visible = row && row.status !== 'deleted' && (isListed(row) || canManage(viewer, row))
    if (!row || !visible) throw STORY_ERRORS.contentNotFound()
    creatorOid = row.story_chat_creator_oid ?? row.creator_oid
  }
  if (!creatorOid) throw STORY_ERRORS.contentNotFound()
  const user = context.users ? await context.users.getUserById(creatorOid) : null
  const page = await listCatalogue(context, viewer, 'new', {
    creatorOid,
    excludeContentOid: input.contentOid,
    adult: true,
    page: 0,
  })
  return {
    creator: { oid: creatorOid, nickname: user?.nickname ?? null },
    stories: page.stories,
    hasMore: page.hasMore,
  }
}

/** The stored content row and canvas, untouched (owner or admin; deleted ones included). */
export async function getRawContent(
  context: StoriesContext,
  user: SessionUser,
  contentOid: string,
) {
  const content = await loadManagedContent(context.db, user, contentOid, { includeDeleted: true })
  const canvas = await context.db
    .selectFrom('story_canvases')
    .select(['content_oid', 'canvas', 'version', 'updated_at'])
    .where('content_oid', '=', contentOid)
    .executeTakeFirst()
  return { content, canvas: canvas ?? null }
}

export const RAW_PAGE_SIZE = 50

/** Stored rows of one creator: your own, or anyone's (or everyone's) for an admin. */
export async function listRawContents(
  context: StoriesContext,
  user: SessionUser,
  query: { creatorOid?: string | undefined; includeDeleted?: boolean | undefined; page: number },
) {
  const admin = isAdmin(user)
  if (query.creatorOid && query.creatorOid !== user.oid && !admin) throw STORY_ERRORS.notOwner()
  const creatorOid = query.creatorOid ?? (admin ? undefined : user.oid)
  let select = context.db.selectFrom('story_contents').select([...CONTENT_COLUMNS])
  if (creatorOid) select = select.where('creator_oid', '=', creatorOid)
  if (!query.includeDeleted) select = select.where('status', '<>', 'deleted')
  const rows = await select
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(RAW_PAGE_SIZE + 1)
    .offset(query.page * RAW_PAGE_SIZE)
    .execute()
  return {
    contents: rows.slice(0, RAW_PAGE_SIZE),
    page: query.page,
    pageSize: RAW_PAGE_SIZE,
    hasMore: rows.length > RAW_PAGE_SIZE,
  }
}
