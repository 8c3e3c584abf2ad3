/**
 * Saving a content: a draft, a publish, or an update of its status, in one transaction that
 * locks the row (or takes over the issued id) and writes what the patch made of it.
 */
import { newObjectId } from '../../db'
import type { SessionUser } from '../../http'
import { type ContentRow, canManage, decideCanView, isAdmin } from './access'
import type { CatalogContext, Executor } from './context'
import type { SaveContentAnswer } from './contract'
import { CATALOG_ERRORS } from './errors'
import { requireCreator } from './lifecycle'
import { findRow, json } from './rows'
import { applyPatch, type EditableContent, EMPTY_CONTENT, editableOf, parsePatch } from './rules'
import type { ContentStatus } from './tables'
import { checkScheduledFiles, nextStatus, notManageable, type SaveIntent } from './transitions'
import { viewOf } from './viewing'

export interface SaveInput {
  contentOid?: string
  metaData?: unknown
  discountSettings?: unknown
}

export async function save(
  context: CatalogContext,
  user: SessionUser,
  input: SaveInput,
  intent: SaveIntent,
  options: { contentType?: 'scenario' } = {},
): Promise<SaveContentAnswer> {
  requireCreator(user)
  const patch = parsePatch(input.metaData)
  if (options.contentType) patch.contentType = options.contentType
  const now = context.clock.now()
  const row = await context.db.transaction().execute(async (trx) => {
    const { existing, creatorOid } = await saveTarget(trx, user, input.contentOid)
    const current = existing ? editableOf(existing) : EMPTY_CONTENT
    const next = applyPatch(
      current,
      patch,
      input.discountSettings,
      creatorOid,
      existing?.sold_count ?? 0,
    )
    checkScheduledFiles(existing?.status ?? null, intent, current, next)
    await checkCollaboratorsExist(context, next, current)
    const { status, afterEncoding } = nextStatus(intent, existing?.status ?? null, next, now)
    const values = contentValues(next, status, afterEncoding, existing?.published_at ?? null, now)
    if (existing) {
      return await trx
        .updateTable('contents')
        .set(values)
        .where('oid', '=', existing.oid)
        .returningAll()
        .executeTakeFirstOrThrow()
    }
    const oid = input.contentOid ?? newObjectId(now.getTime())
    const inserted = await trx
      .insertInto('contents')
      .values({
        ...values,
        oid,
        creator_oid: creatorOid,
        rating_status: null,
        views: 0,
        likes: 0,
        play_count: 0,
        play_seconds: 0,
        chat_count: 0,
        encoding_error: null,
        created_at: now,
        deleted_at: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow()
    await trx.deleteFrom('content_issued_ids').where('oid', '=', oid).execute()
    return inserted
  })
  return {
    contentOid: row.oid,
    status: row.status,
    content: viewOf(context, user, row, decideCanView(user, row, null)),
  }
}

/**
 * The row a save changes (locked) and whose content it is: an existing content the user
 * manages, an id issued to them (an admin may use anyone's), or a new content of theirs.
 */
async function saveTarget(
  trx: Executor,
  user: SessionUser,
  contentOid: string | undefined,
): Promise<{ existing: ContentRow | null; creatorOid: string }> {
  if (!contentOid) return { existing: null, creatorOid: user.oid }
  const existing = await findRow(trx, contentOid, true)
  if (existing) {
    if (!canManage(user, existing)) throw notManageable(existing)
    if (existing.status === 'deleted') throw CATALOG_ERRORS.notFound()
    return { existing, creatorOid: existing.creator_oid }
  }
  const issued = await trx
    .selectFrom('content_issued_ids')
    .selectAll()
    .where('oid', '=', contentOid)
    .executeTakeFirst()
  if (!issued || (issued.creator_oid !== user.oid && !isAdmin(user)))
    throw CATALOG_ERRORS.notFound()
  return { existing: null, creatorOid: issued.creator_oid }
}

async function checkCollaboratorsExist(
  context: CatalogContext,
  next: EditableContent,
  current: EditableContent,
) {
  if (!context.users) return
  const before = new Set(current.collaborators.map((item) => item.userOid))
  const added = next.collaborators.map((item) => item.userOid).filter((oid) => !before.has(oid))
  if (added.length === 0) return
  const found = new Set((await context.users.findUsers(added)).map((user) => user.oid))
  const missing = added.find((oid) => !found.has(oid))
  if (missing) throw CATALOG_ERRORS.collaboratorInvalid({ userOid: missing })
}

/** The columns a save writes; the first publish stamps `published_at`, later ones keep it. */
export function contentValues(
  next: EditableContent,
  status: ContentStatus,
  afterEncoding: ContentStatus | null,
  publishedAt: Date | null,
  now: Date,
) {
  return {
    content_type: next.content_type,
    category: next.category,
    media: next.media,
    status,
    visibility: next.visibility,
    title: next.title,
    multi_lang_title: json(next.multi_lang_title),
    description: next.description,
    hashtags: next.hashtags,
    language: next.language,
    thumbnail: next.thumbnail,
    adult: next.adult,
    price: next.price,
    allow_bonus: next.allow_bonus,
    only_purchasable_with_coins: next.only_purchasable_with_coins,
    viewable_tiers: next.viewable_tiers,
    viewable_without_sub: next.viewable_without_sub,
    free_tier: next.free_tier,
    sale_count_limit: next.sale_count_limit,
    discount_settings: json(next.discount_settings),
    collaborators: json(next.collaborators),
    length_seconds: next.length_seconds,
    media_assets: json(next.media_assets),
    hide_content: next.hide_content,
    video_layout: next.video_layout,
    rating_required: next.rating_required,
    scheduled_at: next.scheduled_at,
    status_after_encoding: afterEncoding,
    published_at: status === 'published' ? (publishedAt ?? now) : publishedAt,
    updated_at: now,
  }
}
