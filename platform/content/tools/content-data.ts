/**
 * Content data for admins: a search over every content (deleted and private ones too) by
 * id, creator id or title words, newest first, a keyset page at a time; and one content's
 * full record with its files, purchases and resends.
 */
import type { Selectable } from 'kysely'
import { isObjectId } from '../../db'
import { notFound } from '../../http'
import type { ContentsTable, MediaAssets } from '../catalog/tables'
import { keywordMatch } from '../search/query'
import type { AdminContentData, AdminContentFile, AdminContentRow } from './contract'
import type { ContentToolsDeps } from './ports'

export const CONTENT_DATA_PAGE = 30
type Row = Selectable<ContentsTable>

export async function searchContents(
  deps: ContentToolsDeps,
  input: { q?: string | undefined; before?: string | undefined },
) {
  const q = input.q?.trim() ?? ''
  let query = deps.db.selectFrom('contents').selectAll()
  if (isObjectId(q)) {
    query = query.where((eb) => eb.or([eb('oid', '=', q), eb('creator_oid', '=', q)]))
  } else if (q) {
    const match = keywordMatch(q)
    if (match) query = query.where(match)
  }
  if (input.before) query = query.where('oid', '<', input.before)
  const rows = await query
    .orderBy('oid', 'desc')
    .limit(CONTENT_DATA_PAGE + 1)
    .execute()
  const page = rows.slice(0, CONTENT_DATA_PAGE)
  const names = await nicknames(deps, page)
  return {
    contents: page.map((row) => listRow(row, names)),
    next: rows.length > CONTENT_DATA_PAGE ? (page.at(-1)?.oid ?? null) : null,
  }
}

export async function contentData(
  deps: ContentToolsDeps,
  contentOid: string,
): Promise<AdminContentData> {
  const row = await deps.db
    .selectFrom('contents')
    .selectAll()
    .where('oid', '=', contentOid)
    .executeTakeFirst()
  if (!row) throw notFound('CONTENT_NOT_FOUND', 'Content not found')
  const [names, purchases, resends] = await Promise.all([
    nicknames(deps, [row]),
    deps.db
      .selectFrom('content_purchases')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('content_oid', '=', contentOid)
      .executeTakeFirstOrThrow(),
    deps.db
      .selectFrom('content_notification_resends')
      .selectAll()
      .where('content_oid', '=', contentOid)
      .orderBy('created_at', 'desc')
      .limit(5)
      .execute(),
  ])
  return {
    content: fullRecord(row, names),
    files: filesOf(row.thumbnail, row.media_assets),
    purchases: Number(purchases.count),
    resends: resends.map((resend) => ({
      requestId: resend.request_id,
      adminOid: resend.admin_oid,
      notified: resend.notified,
      at: new Date(resend.created_at).toISOString(),
    })),
  }
}

async function nicknames(deps: ContentToolsDeps, rows: Row[]) {
  const oids = [...new Set(rows.map((row) => row.creator_oid))]
  if (!deps.users || oids.length === 0) return new Map<string, string>()
  const users = await deps.users.findUsers(oids)
  return new Map(users.map((user) => [user.oid, user.nickname]))
}

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null)

function listRow(row: Row, names: Map<string, string>): AdminContentRow {
  return {
    oid: row.oid,
    title: row.title,
    contentType: row.content_type,
    status: row.status,
    visibility: row.visibility,
    creatorOid: row.creator_oid,
    creatorNickname: names.get(row.creator_oid) ?? '',
    createdAt: new Date(row.created_at).toISOString(),
  }
}

function fullRecord(row: Row, names: Map<string, string>): AdminContentData['content'] {
  return {
    ...listRow(row, names),
    category: row.category,
    media: row.media,
    language: row.language,
    description: row.description,
    multiLangTitle: { ...row.multi_lang_title },
    hashtags: row.hashtags,
    thumbnail: row.thumbnail,
    adult: row.adult,
    hideContent: row.hide_content,
    price: row.price,
    allowBonus: row.allow_bonus,
    onlyPurchasableWithCoins: row.only_purchasable_with_coins,
    viewableTiers: row.viewable_tiers,
    viewableWithoutSub: row.viewable_without_sub,
    freeTier: row.free_tier,
    saleCountLimit: row.sale_count_limit,
    soldCount: row.sold_count,
    discountSettings: row.discount_settings,
    collaborators: row.collaborators,
    lengthSeconds: row.length_seconds,
    ratingRequired: row.rating_required,
    ratingStatus: row.rating_status,
    videoLayout: row.video_layout,
    views: Number(row.views),
    likes: Number(row.likes),
    playCount: Number(row.play_count),
    playSeconds: Number(row.play_seconds),
    chatCount: Number(row.chat_count),
    statusAfterEncoding: row.status_after_encoding,
    encodingError: row.encoding_error,
    scheduledAt: iso(row.scheduled_at),
    publishedAt: iso(row.published_at),
    updatedAt: new Date(row.updated_at).toISOString(),
    deletedAt: iso(row.deleted_at),
  }
}

/** Every address the content stores, originals and the encoder's renditions alike. */
export function filesOf(thumbnail: string, assets: MediaAssets): AdminContentFile[] {
  const files: AdminContentFile[] = []
  const add = (
    role: AdminContentFile['role'],
    address: string | undefined,
    detail = null as string | null,
  ) => {
    if (address) files.push({ role, address, detail })
  }
  add('thumbnail', thumbnail)
  for (const source of assets.sources ?? []) add('source', source)
  for (const rendition of assets.renditions ?? []) {
    const size = rendition.height ? ` ${rendition.height}p` : ''
    add('rendition', rendition.address, `${rendition.kind}${size}`)
  }
  add('poster', assets.poster)
  for (const [language, address] of Object.entries(assets.subtitles ?? {})) {
    add('subtitle', address, language)
  }
  add('preview', assets.preview)
  add('download', assets.download)
  return files
}
