/**
 * The catalog's service: contents' lifecycle (issue an id, save, publish, update, schedule,
 * delete), reads for every viewer (single, bulk, studio lists, all stories), history
 * counters, and the calls the encoding and purchase capabilities make.
 */
import { type Kysely, sql, type Transaction } from 'kysely'
import type { Logger } from 'pino'
import { type DB, newObjectId, readSetting } from '../../db'
import type { Clock, SessionUser } from '../../http'
import type {
  ContentCommentsPort,
  ContentViewsPort,
  EntitlementPort,
  HiddenItemsPort,
  IllegalDownloadsPort,
  UserDirectoryPort,
} from '../deps'
import {
  excludeHiddenContents,
  type HiddenItems,
  hidesContents,
  isHiddenContent,
  NOTHING_HIDDEN,
} from '../hidden'
import {
  type ContentRow,
  canManage,
  decideCanView,
  type Entitlement,
  hasBlindTag,
  isAdmin,
  isOwner,
  isVisible,
  needsEntitlement,
  toView as viewOf,
} from './access'
import type {
  AllStoryAnswer,
  BulkContentAnswer,
  ContentMetadata,
  ContentView,
  CreatorContentOidsAnswer,
  DeleteContentAnswer,
  DownloadAnswer,
  GetContentAnswer,
  HistoryAnswer,
  ProjectedAnswer,
  ProjectedContent,
  ProjectedList,
  SaveContentAnswer,
  SubtitleAnswer,
  WatchHistory,
} from './contract'
import { CATALOG_ERRORS } from './errors'
import { type ContentMediaPort, playbackAddresses } from './media'
import {
  applyPatch,
  BULK_LIMIT,
  changesFiles,
  checkPublishable,
  type EditableContent,
  EMPTY_CONTENT,
  editableOf,
  isPublishable,
  parsePatch,
} from './rules'
import type { ContentLanguage, ContentStatus, MediaAssets, MediaRendition } from './tables'

/** The setting listing the blind tags: contents carrying one are hidden from non-admins. */
export const BLIND_TAGS_SETTING = 'content.blindTags'
/** A viewer's repeated views of one content count once in this window. */
export const VIEW_WINDOW_MS = 30 * 60_000
/** How often list reads run the scheduled-publishing check, by the service's clock. */
const DUE_CHECK_EVERY_MS = 5_000

export interface CatalogContext {
  db: Kysely<DB>
  clock: Clock
  logger: Logger
  entitlements: EntitlementPort | null
  users: UserDirectoryPort | null
  illegalDownloads: IllegalDownloadsPort | null
  comments: ContentCommentsPort | null
  /** The object store for playback; without it recorded media addresses are answered as they are. */
  media?: ContentMediaPort | null
  /** The viewer's blocks; without it nothing is hidden. */
  hidden?: HiddenItemsPort | null
  /** Told of counted views (analytics). */
  views?: ContentViewsPort | null
}

/** A content as the comments calls see it (the chat area's `CommentTarget`). */
export interface CommentTarget {
  contentOid: string
  ownerOids: string[]
  adultGated: boolean
  canView: boolean
}

/** Who is watching: a signed-in user or a guest device. */
export interface Watcher {
  user: SessionUser | null
  guestDeviceId: string | null
}

export type SaveIntent =
  | { kind: 'save' }
  | { kind: 'publish' }
  | { kind: 'update'; contentStatus: 'published' | 'scheduled' | 'inprogress' | 'unpublished' }

export interface SaveInput {
  contentOid?: string
  metaData?: unknown
  discountSettings?: unknown
}

export interface GetContentQuery {
  contentOid: string
  status?: string
  withComments?: boolean
  withContentMetadata?: boolean
  requestCanView?: boolean
  includeWatchHistory?: boolean
}

export interface BulkQuery {
  ids: string[]
  status?: ContentStatus
  includeDeletedContents?: boolean
  creatorInfoProjection?: boolean
  privateFields?: boolean
}

type Executor = Kysely<DB> | Transaction<DB>

const json = (value: unknown) => JSON.stringify(value)

export function requireCreator(user: SessionUser) {
  if (!user.roles.includes('creator') && !user.roles.includes('admin')) {
    throw CATALOG_ERRORS.noPermission()
  }
}

const watcherKey = (watcher: Watcher) =>
  watcher.user
    ? `u:${watcher.user.oid}`
    : watcher.guestDeviceId
      ? `g:${watcher.guestDeviceId}`
      : null

export function createCatalogService(context: CatalogContext) {
  const { db, clock } = context
  // Viewers who may view get playback addresses signed for the content (catalog/media.ts).
  const play = context.media ? playbackAddresses(context.media, clock) : null
  const toView: typeof viewOf = (viewer, row, access) =>
    viewOf(viewer, row, access, play ? play(row.oid) : undefined)
  let nextDueCheck = 0

  const blindTags = () => readSetting<string[]>(db, BLIND_TAGS_SETTING, [])
  /** What the viewer has blocked (nothing for a visitor). */
  const hiddenFor = async (viewer: SessionUser | null): Promise<HiddenItems> =>
    viewer && context.hidden ? context.hidden.hiddenFor(viewer.oid) : NOTHING_HIDDEN

  async function findRow(executor: Executor, contentOid: string, forUpdate = false) {
    let query = executor.selectFrom('contents').selectAll().where('oid', '=', contentOid)
    if (forUpdate) query = query.forUpdate()
    return (await query.executeTakeFirst()) ?? null
  }

  /** Publishes every scheduled content whose time has come; answers their oids. */
  async function publishDue(): Promise<string[]> {
    const now = clock.now()
    nextDueCheck = now.getTime() + DUE_CHECK_EVERY_MS
    const rows = await db
      .updateTable('contents')
      .set({
        status: 'published',
        published_at: sql<Date>`coalesce(published_at, scheduled_at)`,
        updated_at: now,
      })
      .where('status', '=', 'scheduled')
      .where('scheduled_at', '<=', now)
      .returning('oid')
      .execute()
    if (rows.length > 0)
      context.logger.info(
        { contentOids: rows.map((row) => row.oid) },
        'scheduled contents published',
      )
    return rows.map((row) => row.oid)
  }

  async function dueCheck() {
    if (clock.now().getTime() >= nextDueCheck) await publishDue()
  }

  /** A scheduled row read after its time is published first, whatever the periodic check did. */
  async function settle(row: ContentRow): Promise<ContentRow> {
    if (row.status !== 'scheduled' || !row.scheduled_at) return row
    const now = clock.now()
    if (new Date(row.scheduled_at).getTime() > now.getTime()) return row
    const updated = await db
      .updateTable('contents')
      .set({
        status: 'published',
        published_at: sql<Date>`coalesce(published_at, scheduled_at)`,
        updated_at: now,
      })
      .where('oid', '=', row.oid)
      .where('status', '=', 'scheduled')
      .returningAll()
      .executeTakeFirst()
    return updated ?? (await findRow(db, row.oid)) ?? row
  }

  async function entitlementsFor(
    viewer: SessionUser | null,
    rows: readonly ContentRow[],
  ): Promise<Map<string, Entitlement>> {
    const answers = new Map<string, Entitlement>()
    if (!viewer || !context.entitlements) return answers
    const asked = rows.filter((row) => needsEntitlement(viewer, row))
    if (asked.length === 0) return answers
    const found = await context.entitlements.find(
      viewer.oid,
      asked.map((row) => ({
        contentOid: row.oid,
        creatorOid: row.creator_oid,
        viewableTiers: row.viewable_tiers,
      })),
    )
    asked.forEach((row, index) => {
      answers.set(row.oid, found[index] ?? null)
    })
    return answers
  }

  /** The row as this viewer may see it, with its access decided; "Content not found" otherwise. */
  async function visibleRow(viewer: SessionUser | null, contentOid: string) {
    const found = await findRow(db, contentOid)
    if (!found) throw CATALOG_ERRORS.notFound()
    const row = await settle(found)
    const [blind, entitlements] = await Promise.all([blindTags(), entitlementsFor(viewer, [row])])
    const entitlement = entitlements.get(row.oid) ?? null
    if (!isVisible(viewer, row, blind, entitlement)) throw CATALOG_ERRORS.notFound()
    return { row, access: decideCanView(viewer, row, entitlement) }
  }

  async function watchHistory(
    key: string | null,
    contentOid: string,
  ): Promise<WatchHistory | null> {
    if (!key) return null
    const row = await db
      .selectFrom('content_watch_history')
      .selectAll()
      .where('viewer_key', '=', key)
      .where('content_oid', '=', contentOid)
      .executeTakeFirst()
    if (!row)
      return { views: 0, playCount: 0, playSeconds: 0, lastPosition: null, lastViewedAt: null }
    return {
      views: row.views,
      playCount: row.play_count,
      playSeconds: Number(row.play_seconds),
      lastPosition: row.last_position,
      lastViewedAt: row.last_viewed_at ? new Date(row.last_viewed_at).toISOString() : null,
    }
  }

  async function getContent(watcher: Watcher, query: GetContentQuery): Promise<GetContentAnswer> {
    const viewer = watcher.user
    const { row, access } = await visibleRow(viewer, query.contentOid)
    if (query.status) {
      const matches =
        query.status === 'scenario' ? row.content_type === 'scenario' : query.status === row.status
      if (!matches) throw CATALOG_ERRORS.notFound()
    }
    const answer: GetContentAnswer = { content: toView(viewer, row, access) }
    const manager = canManage(viewer, row)
    if (query.withContentMetadata && manager) answer.metadata = metadataOf(row)
    // Comments of adult content need adult verification, as the content does; the
    // reader's blocked users and comments are left out.
    if (query.withComments && context.comments && access.reason !== 'adult-gated') {
      const hidden = await hiddenFor(viewer)
      answer.comments = await context.comments.list(row.oid, {
        hideUserOids: hidden.userOids,
        hideCommentOids: hidden.commentOids,
      })
    }
    if (query.includeWatchHistory)
      answer.watchHistory = await watchHistory(watcherKey(watcher), row.oid)
    return answer
  }

  async function bulk(viewer: SessionUser | null, query: BulkQuery): Promise<BulkContentAnswer> {
    const ids = [...new Set(query.ids)]
    if (ids.length > BULK_LIMIT) throw CATALOG_ERRORS.tooManyContents()
    if (ids.length === 0) return {}
    await dueCheck()
    const [rows, blind, hidden] = await Promise.all([
      db.selectFrom('contents').selectAll().where('oid', 'in', ids).execute(),
      blindTags(),
      hiddenFor(viewer),
    ])
    const entitlements = await entitlementsFor(viewer, rows)
    const answer: BulkContentAnswer = {}
    const views: ContentView[] = []
    for (const row of rows) {
      const entitlement = entitlements.get(row.oid) ?? null
      if (
        !isVisible(viewer, row, blind, entitlement, {
          includeDeleted: query.includeDeletedContents,
        })
      )
        continue
      if (query.status && row.status !== query.status) continue
      // The viewer's blocks hide others' contents, never their own.
      if (
        !isOwner(viewer, row) &&
        isHiddenContent(hidden, {
          oid: row.oid,
          creatorOid: row.creator_oid,
          hashtags: row.hashtags,
        })
      )
        continue
      const view = toView(viewer, row, decideCanView(viewer, row, entitlement))
      if (!query.privateFields) {
        delete view.discountCodeSettings
        delete view.encodingError
      }
      views.push(view)
    }
    if (query.creatorInfoProjection && context.users && views.length > 0) {
      const creators = await context.users.findUsers([
        ...new Set(views.map((view) => view.creatorOid)),
      ])
      const byOid = new Map(creators.map((creator) => [creator.oid, creator]))
      for (const view of views) {
        const creator = byOid.get(view.creatorOid)
        if (creator) view.creator = { oid: creator.oid, nickname: creator.nickname }
      }
    }
    // In the order asked, so the client's map iterates as its queue did.
    const byOid = new Map(views.map((view) => [view.contentOid, view]))
    for (const id of ids) {
      const view = byOid.get(id)
      if (view) answer[id] = view
    }
    return answer
  }

  async function issueId(user: SessionUser) {
    requireCreator(user)
    const now = clock.now()
    const oid = newObjectId(now.getTime())
    await db
      .insertInto('content_issued_ids')
      .values({ oid, creator_oid: user.oid, issued_at: now })
      .execute()
    return { contentOid: oid }
  }

  /** Whether this user may put files under this content oid (theirs, or reserved for them). */
  async function ownsContentOid(userOid: string, contentOid: string): Promise<boolean> {
    const [row, issued] = await Promise.all([
      db
        .selectFrom('contents')
        .select(['creator_oid', 'status'])
        .where('oid', '=', contentOid)
        .executeTakeFirst(),
      db
        .selectFrom('content_issued_ids')
        .select('creator_oid')
        .where('oid', '=', contentOid)
        .executeTakeFirst(),
    ])
    if (row) return row.creator_oid === userOid && row.status !== 'deleted'
    return issued?.creator_oid === userOid
  }

  async function checkCollaboratorsExist(next: EditableContent, current: EditableContent) {
    if (!context.users) return
    const before = new Set(current.collaborators.map((item) => item.userOid))
    const added = next.collaborators.map((item) => item.userOid).filter((oid) => !before.has(oid))
    if (added.length === 0) return
    const found = new Set((await context.users.findUsers(added)).map((user) => user.oid))
    const missing = added.find((oid) => !found.has(oid))
    if (missing) throw CATALOG_ERRORS.collaboratorInvalid({ userOid: missing })
  }

  /**
   * The status a save, publish or update leads to (the transitions of docs/CONTENT.md),
   * and what the content becomes when an encoding in progress ends.
   */
  function nextStatus(
    intent: SaveIntent,
    current: ContentStatus | null,
    next: EditableContent,
    now: Date,
  ): { status: ContentStatus; afterEncoding: ContentStatus | null } {
    const future = !!next.scheduled_at && next.scheduled_at.getTime() > now.getTime()
    const wanted: ContentStatus | 'draft' =
      intent.kind === 'save'
        ? current === 'published' || current === 'scheduled'
          ? current
          : 'draft'
        : intent.kind === 'publish'
          ? future
            ? 'scheduled'
            : 'published'
          : intent.contentStatus === 'published'
            ? future
              ? 'scheduled'
              : 'published'
            : intent.contentStatus
    if (wanted === 'scheduled') {
      if (!next.scheduled_at) throw CATALOG_ERRORS.scheduleMissing()
      if (!future) throw CATALOG_ERRORS.scheduleInPast()
    }
    if (wanted === 'published' || wanted === 'scheduled') checkPublishable(next)
    const draft: ContentStatus = isPublishable(next) ? 'unpublished' : 'inprogress'
    if (current === 'encoding') {
      const after = wanted === 'draft' || wanted === 'unpublished' ? 'inprogress' : wanted
      return { status: 'encoding', afterEncoding: after }
    }
    if (wanted === 'draft') return { status: draft, afterEncoding: null }
    if (wanted === 'unpublished' && current === null) return { status: draft, afterEncoding: null }
    return { status: wanted, afterEncoding: null }
  }

  async function save(
    user: SessionUser,
    input: SaveInput,
    intent: SaveIntent,
    options: { contentType?: 'scenario' } = {},
  ): Promise<SaveContentAnswer> {
    requireCreator(user)
    const patch = parsePatch(input.metaData)
    if (options.contentType) patch.contentType = options.contentType
    const now = clock.now()
    const row = await db.transaction().execute(async (trx) => {
      let existing: ContentRow | null = null
      let creatorOid = user.oid
      if (input.contentOid) {
        existing = await findRow(trx, input.contentOid, true)
        if (existing) {
          if (!canManage(user, existing)) {
            throw existing.status === 'published' && existing.visibility === 'public'
              ? CATALOG_ERRORS.notOwner()
              : CATALOG_ERRORS.notFound()
          }
          if (existing.status === 'deleted') throw CATALOG_ERRORS.notFound()
          creatorOid = existing.creator_oid
        } else {
          const issued = await trx
            .selectFrom('content_issued_ids')
            .selectAll()
            .where('oid', '=', input.contentOid)
            .executeTakeFirst()
          if (!issued || (issued.creator_oid !== user.oid && !isAdmin(user)))
            throw CATALOG_ERRORS.notFound()
          creatorOid = issued.creator_oid
        }
      }
      const current = existing ? editableOf(existing) : EMPTY_CONTENT
      const next = applyPatch(
        current,
        patch,
        input.discountSettings,
        creatorOid,
        existing?.sold_count ?? 0,
      )
      if (existing?.status === 'scheduled' && changesFiles(current, next)) {
        // Cancelling the schedule (update to inprogress/unpublished) in the same call is allowed.
        const cancels =
          intent.kind === 'update' &&
          intent.contentStatus !== 'published' &&
          intent.contentStatus !== 'scheduled'
        if (!cancels) throw CATALOG_ERRORS.scheduledFilesLocked()
      }
      await checkCollaboratorsExist(next, current)
      const { status, afterEncoding } = nextStatus(intent, existing?.status ?? null, next, now)
      const values = {
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
        published_at:
          status === 'published'
            ? (existing?.published_at ?? now)
            : (existing?.published_at ?? null),
        updated_at: now,
      }
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
      content: toView(user, row, decideCanView(user, row, null)),
    }
  }

  async function deleteContent(
    user: SessionUser,
    input: { contentOid: string; creatorOid?: string; contentState?: string },
  ): Promise<DeleteContentAnswer> {
    requireCreator(user)
    const now = clock.now()
    return db.transaction().execute(async (trx) => {
      const row = await findRow(trx, input.contentOid, true)
      if (!row || row.status === 'deleted') throw CATALOG_ERRORS.notFound()
      if (!canManage(user, row)) {
        throw row.status === 'published' && row.visibility === 'public'
          ? CATALOG_ERRORS.notOwner()
          : CATALOG_ERRORS.notFound()
      }
      if (input.creatorOid && input.creatorOid !== row.creator_oid) throw CATALOG_ERRORS.notOwner()
      if (input.contentState) {
        const matches =
          input.contentState === 'scenario'
            ? row.content_type === 'scenario'
            : input.contentState === row.status
        if (!matches) throw CATALOG_ERRORS.stateChanged({ status: row.status })
      }
      await trx
        .updateTable('contents')
        .set({ status: 'deleted', deleted_at: now, updated_at: now, status_after_encoding: null })
        .where('oid', '=', row.oid)
        .execute()
      return { contentOid: row.oid, status: 'deleted' as const }
    })
  }

  const LISTS: ProjectedList[] = [
    'unpublished',
    'inprogress',
    'scheduled',
    'published',
    'clips',
    'scenario',
  ]
  const listOf = sql<ProjectedList>`case
      when content_type = 'clip' then 'clips'
      when content_type = 'scenario' then 'scenario'
      when status = 'encoding' then 'inprogress'
      else status end`

  async function projected(
    user: SessionUser,
    query: { list?: ProjectedList; limit: number; offset: number; creatorOid?: string },
  ): Promise<ProjectedAnswer> {
    requireCreator(user)
    const creatorOid = query.creatorOid ?? user.oid
    if (creatorOid !== user.oid && !isAdmin(user)) throw CATALOG_ERRORS.notOwner()
    await dueCheck()
    const base = db
      .selectFrom('contents')
      .where('creator_oid', '=', creatorOid)
      .where('status', '<>', 'deleted')
    const [rows, counts] = await Promise.all([
      db
        .selectFrom(
          base
            .select([
              'oid',
              'title',
              'thumbnail',
              'content_type',
              'category',
              'media',
              'status',
              'visibility',
              'price',
              'views',
              'likes',
              'updated_at',
              'published_at',
              'scheduled_at',
              'encoding_error',
              listOf.as('list'),
              sql<number>`row_number() over (partition by ${listOf} order by updated_at desc, oid desc)`.as(
                'rank',
              ),
            ])
            .$if(!!query.list, (q) => q.where(listOf, '=', query.list as ProjectedList))
            .as('ranked'),
        )
        .selectAll()
        .where('rank', '>', query.offset)
        .where('rank', '<=', query.offset + query.limit)
        .orderBy('list')
        .orderBy('rank')
        .execute(),
      base
        .select([listOf.as('list'), (eb) => eb.fn.countAll<string>().as('n')])
        .groupBy(listOf)
        .execute(),
    ])
    const lists: ProjectedAnswer['lists'] = {}
    for (const list of query.list ? [query.list] : LISTS) lists[list] = []
    for (const row of rows) {
      const item: ProjectedContent = {
        contentOid: row.oid,
        title: row.title,
        thumbnail: row.thumbnail,
        contentType: row.content_type,
        category: row.category,
        media: row.media,
        status: row.status,
        isPrivateContent: row.visibility === 'private',
        price: row.price,
        views: Number(row.views),
        likes: Number(row.likes),
        modified: new Date(row.updated_at).toISOString(),
        publishedAt: row.published_at ? new Date(row.published_at).toISOString() : null,
        scheduledAt: row.scheduled_at ? new Date(row.scheduled_at).toISOString() : null,
        encodingError: row.encoding_error,
      }
      lists[row.list]?.push(item)
    }
    const totals = Object.fromEntries(LISTS.map((list) => [list, 0])) as Record<
      ProjectedList,
      number
    >
    for (const count of counts) totals[count.list] = Number(count.n)
    return { lists, counts: totals }
  }

  /**
   * Published, public, listed contents a viewer may see in lists (adult ones for adults
   * only), without others' contents the viewer blocked.
   */
  function listed(viewer: SessionUser | null, blind: string[], hidden: HiddenItems) {
    return (
      db
        .selectFrom('contents')
        .selectAll()
        .where('status', '=', 'published')
        .where('visibility', '=', 'public')
        .where('hide_content', '=', false)
        .$if(!viewer?.isAdult && !isAdmin(viewer), (q) => q.where('adult', '=', false))
        .$if(blind.length > 0 && !isAdmin(viewer), (q) =>
          q.where(sql<boolean>`not (hashtags && ${sql.val(blind)}::text[])`),
        )
        // The viewer's blocks hide others' contents, never their own.
        .$if(hidesContents(hidden), (q) =>
          q.where((eb) =>
            eb.or([eb('creator_oid', '=', viewer?.oid ?? ''), excludeHiddenContents(hidden)]),
          ),
        )
    )
  }

  async function allStory(
    viewer: SessionUser | null,
    query: { category?: string; media?: string; language?: string; cursor?: string; limit: number },
  ): Promise<AllStoryAnswer> {
    await dueCheck()
    const [blind, hidden] = await Promise.all([blindTags(), hiddenFor(viewer)])
    let q = listed(viewer, blind, hidden).where('content_type', '=', 'story')
    if (query.category) q = q.where('category', '=', query.category as never)
    if (query.media) q = q.where('media', '=', query.media as never)
    if (query.language) q = q.where('language', '=', query.language as never)
    if (query.cursor) {
      const [at, oid] = decodeCursor(query.cursor)
      q = q.where((eb) =>
        eb.or([
          eb('published_at', '<', at),
          eb.and([eb('published_at', '=', at), eb('oid', '<', oid)]),
        ]),
      )
    }
    const rows = await q
      .orderBy('published_at', 'desc')
      .orderBy('oid', 'desc')
      .limit(query.limit + 1)
      .execute()
    const page = rows.slice(0, query.limit)
    const entitlements = await entitlementsFor(viewer, page)
    const last = page.at(-1)
    return {
      contents: page.map((row) =>
        toView(viewer, row, decideCanView(viewer, row, entitlements.get(row.oid) ?? null)),
      ),
      nextCursor:
        rows.length > query.limit && last?.published_at
          ? encodeCursor(last.published_at, last.oid)
          : null,
    }
  }

  async function creatorContentOids(
    viewer: SessionUser | null,
    creatorOid: string,
  ): Promise<CreatorContentOidsAnswer> {
    await dueCheck()
    const own = !!viewer && (viewer.oid === creatorOid || isAdmin(viewer))
    const rows = own
      ? await db
          .selectFrom('contents')
          .select('oid')
          .where('creator_oid', '=', creatorOid)
          .where('status', '<>', 'deleted')
          .orderBy('created_at', 'desc')
          .limit(10_000)
          .execute()
      : await listed(viewer, await blindTags(), await hiddenFor(viewer))
          .clearSelect()
          .select('oid')
          .where('creator_oid', '=', creatorOid)
          .orderBy('created_at', 'desc')
          .limit(10_000)
          .execute()
    return { creatorOid, contentOids: rows.map((row) => row.oid) }
  }

  /** The row and access for a viewer who must be able to view it (download, subtitles). */
  async function viewableRow(viewer: SessionUser | null, contentOid: string) {
    const { row, access } = await visibleRow(viewer, contentOid)
    if (!access.canView) {
      throw access.reason === 'adult-gated'
        ? CATALOG_ERRORS.adultGated()
        : CATALOG_ERRORS.notEntitled({ reason: access.reason })
    }
    return row
  }

  async function download(viewer: SessionUser, contentOid: string): Promise<DownloadAnswer> {
    const row = await viewableRow(viewer, contentOid)
    const recorded = row.media_assets.download ?? row.media_assets.sources?.[0]
    if (!recorded) throw CATALOG_ERRORS.noDownload()
    const url = play ? play(row.oid)(recorded) : recorded
    const extension = /\.([A-Za-z0-9]{1,8})$/.exec(url)?.[1]?.toLowerCase()
    const base =
      [...(row.title || row.oid)]
        .map((char) => (char < ' ' || '\\/:*?"<>|'.includes(char) ? ' ' : char))
        .join('')
        .replace(/ {2,}/g, ' ')
        .trim()
        .slice(0, 100) || row.oid
    return { contentOid: row.oid, url, fileName: extension ? `${base}.${extension}` : base }
  }

  async function subtitle(
    viewer: SessionUser | null,
    contentOid: string,
    lang?: ContentLanguage,
  ): Promise<SubtitleAnswer> {
    const row = await viewableRow(viewer, contentOid)
    // Recorded store addresses are not servable as they are: the viewer gets signed ones.
    const sign = play ? play(row.oid) : (address: string) => address
    const subtitles = Object.fromEntries(
      Object.entries(row.media_assets.subtitles ?? {}).flatMap(([language, address]) =>
        address ? [[language, sign(address)]] : [],
      ),
    ) as Partial<Record<ContentLanguage, string>>
    return lang
      ? { contentOid: row.oid, subtitles, url: subtitles[lang] ?? null }
      : { contentOid: row.oid, subtitles }
  }

  /** POST /content/view: counted once per viewer in VIEW_WINDOW_MS. */
  async function recordView(watcher: Watcher, contentOid: string): Promise<HistoryAnswer> {
    const key = watcherKey(watcher)
    const { row } = await visibleRow(watcher.user, contentOid)
    if (!key) throw CATALOG_ERRORS.notFound()
    const now = clock.now()
    const windowStart = new Date(now.getTime() - VIEW_WINDOW_MS)
    const counted = await db.transaction().execute(async (trx) => {
      // The viewer's row, locked, decides whether this view counts (two tabs race here).
      await trx
        .insertInto('content_watch_history')
        .values({
          viewer_key: key,
          content_oid: row.oid,
          last_viewed_at: now,
          view_counted_at: null,
          updated_at: now,
          play_seconds: 0,
          last_position: null,
        })
        .onConflict((conflict) => conflict.columns(['viewer_key', 'content_oid']).doNothing())
        .execute()
      const history = await trx
        .selectFrom('content_watch_history')
        .select('view_counted_at')
        .where('viewer_key', '=', key)
        .where('content_oid', '=', row.oid)
        .forUpdate()
        .executeTakeFirstOrThrow()
      const fresh =
        !history.view_counted_at ||
        new Date(history.view_counted_at).getTime() <= windowStart.getTime()
      await trx
        .updateTable('content_watch_history')
        .set({
          last_viewed_at: now,
          updated_at: now,
          ...(fresh ? { views: sql`views + 1`, view_counted_at: now } : {}),
        })
        .where('viewer_key', '=', key)
        .where('content_oid', '=', row.oid)
        .execute()
      if (fresh) {
        await trx
          .updateTable('contents')
          .set({ views: sql`views + 1` })
          .where('oid', '=', row.oid)
          .execute()
      }
      return fresh
    })
    if (counted && context.views) {
      await context.views
        .counted({
          contentOid: row.oid,
          creatorOid: row.creator_oid,
          userOid: watcher.user?.oid ?? null,
          viewerKey: key,
          at: now,
        })
        .catch((error: unknown) =>
          context.logger.warn({ err: error, contentOid: row.oid }, 'view not counted in analytics'),
        )
    }
    return { contentOid: row.oid, counted, watchHistory: await watchHistory(key, row.oid) }
  }

  async function recordPlay(
    watcher: Watcher,
    contentOid: string,
    play: { count?: boolean; seconds?: number; position?: number },
  ): Promise<HistoryAnswer> {
    const key = watcherKey(watcher)
    const { row, access } = await visibleRow(watcher.user, contentOid)
    if (!key) throw CATALOG_ERRORS.notFound()
    // Only what the viewer may play counts: a locked content's plays are not plays.
    if (!access.canView) {
      throw access.reason === 'adult-gated'
        ? CATALOG_ERRORS.adultGated()
        : CATALOG_ERRORS.notEntitled({ reason: access.reason })
    }
    const now = clock.now()
    const counts = play.count ? 1 : 0
    const seconds = play.seconds ?? 0
    const position = play.position ?? null
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('content_watch_history')
        .values({
          viewer_key: key,
          content_oid: row.oid,
          play_count: counts,
          play_seconds: seconds,
          last_position: position,
          last_viewed_at: now,
          updated_at: now,
          view_counted_at: null,
        })
        .onConflict((conflict) =>
          conflict.columns(['viewer_key', 'content_oid']).doUpdateSet({
            play_count: sql`content_watch_history.play_count + ${counts}`,
            play_seconds: sql`content_watch_history.play_seconds + ${seconds}`,
            last_position: position === null ? sql`content_watch_history.last_position` : position,
            last_viewed_at: now,
            updated_at: now,
          }),
        )
        .execute()
      await trx
        .updateTable('contents')
        .set({
          play_count: sql`play_count + ${counts}`,
          play_seconds: sql`play_seconds + ${seconds}`,
        })
        .where('oid', '=', row.oid)
        .execute()
    })
    return { contentOid: row.oid, counted: true, watchHistory: await watchHistory(key, row.oid) }
  }

  /** The encoder took the content's files: it is `encoding` until markEncoded or markEncodingFailed. */
  async function markEncoding(contentOid: string) {
    const now = clock.now()
    const row = await db
      .updateTable('contents')
      .set({
        status: 'encoding',
        status_after_encoding: sql`case when status in ('published','scheduled') then status
          when status = 'encoding' then status_after_encoding else 'inprogress' end`,
        encoding_error: null,
        updated_at: now,
      })
      .where('oid', '=', contentOid)
      .where('status', '<>', 'deleted')
      .returning(['oid', 'status', 'status_after_encoding'])
      .executeTakeFirst()
    if (!row) throw CATALOG_ERRORS.notFound()
    return row
  }

  /** The encoder's renditions are stored and the content goes where it was headed. */
  async function markEncoded(
    contentOid: string,
    media: {
      renditions: MediaRendition[]
      poster?: string
      subtitles?: Partial<Record<ContentLanguage, string>>
      lengthSeconds?: number
    },
  ) {
    const now = clock.now()
    return db.transaction().execute(async (trx) => {
      const row = await findRow(trx, contentOid, true)
      if (!row || row.status === 'deleted') throw CATALOG_ERRORS.notFound()
      const assets: MediaAssets = {
        ...row.media_assets,
        renditions: media.renditions,
        ...(media.poster ? { poster: media.poster } : {}),
        ...(media.subtitles
          ? { subtitles: { ...row.media_assets.subtitles, ...media.subtitles } }
          : {}),
      }
      let status: ContentStatus = row.status
      if (row.status === 'encoding') {
        status = row.status_after_encoding ?? 'inprogress'
        if (
          status === 'scheduled' &&
          row.scheduled_at &&
          new Date(row.scheduled_at).getTime() <= now.getTime()
        )
          status = 'published'
      }
      const updated = await trx
        .updateTable('contents')
        .set({
          media_assets: json(assets),
          status,
          status_after_encoding: null,
          encoding_error: null,
          ...(media.lengthSeconds !== undefined
            ? { length_seconds: Math.max(0, Math.round(media.lengthSeconds)) }
            : {}),
          published_at:
            status === 'published'
              ? (row.published_at ?? row.scheduled_at ?? now)
              : row.published_at,
          updated_at: now,
        })
        .where('oid', '=', row.oid)
        .returning(['oid', 'status'])
        .executeTakeFirstOrThrow()
      return updated
    })
  }

  /** The encoding failed: the content waits in progress with the reason for its owner. */
  async function markEncodingFailed(contentOid: string, reason: string) {
    const now = clock.now()
    const row = await db
      .updateTable('contents')
      .set({
        status: sql`case when status = 'encoding' then 'inprogress' else status end`,
        status_after_encoding: null,
        encoding_error: reason.slice(0, 500),
        updated_at: now,
      })
      .where('oid', '=', contentOid)
      .where('status', '<>', 'deleted')
      .returning(['oid', 'status'])
      .executeTakeFirst()
    if (!row) throw CATALOG_ERRORS.notFound()
    return row
  }

  /**
   * One sale against the sale count limit, inside the buyer's transaction: false when sold
   * out (or the content is gone), so the purchase is refused and nothing else moves.
   */
  async function claimSale(executor: Executor, contentOid: string): Promise<boolean> {
    const row = await executor
      .updateTable('contents')
      .set({ sold_count: sql`sold_count + 1` })
      .where('oid', '=', contentOid)
      .where('status', '=', 'published')
      .where((eb) =>
        eb.or([
          eb('sale_count_limit', 'is', null),
          eb('sold_count', '<', eb.ref('sale_count_limit')),
        ]),
      )
      .returning('oid')
      .executeTakeFirst()
    return !!row
  }

  async function setRatingStatus(contentOid: string, ratingStatus: string | null) {
    const row = await db
      .updateTable('contents')
      .set({ rating_status: ratingStatus, updated_at: clock.now() })
      .where('oid', '=', contentOid)
      .where('status', '<>', 'deleted')
      .returning('oid')
      .executeTakeFirst()
    if (!row) throw CATALOG_ERRORS.notFound()
  }

  /**
   * The content a comment is read or written on, for the comments calls: null when it is
   * not in the catalog, 'Content not found' when the viewer may not see it.
   */
  async function commentTarget(
    viewer: SessionUser | null,
    contentOid: string,
  ): Promise<CommentTarget | null> {
    if (!(await findRow(db, contentOid))) return null
    const { row, access } = await visibleRow(viewer, contentOid)
    return {
      contentOid: row.oid,
      // Co-creators share the content's sales: their reviews of it earn nothing either.
      ownerOids: [row.creator_oid, ...row.collaborators.map((item) => item.userOid)],
      adultGated: access.reason === 'adult-gated',
      canView: access.canView,
    }
  }

  /**
   * Whether a viewer may view a content's files (the uploads area's private assets): its
   * creator, and whoever may view it (bought, subscribed, free). Null: no such content.
   */
  async function viewerAccess(
    viewer: SessionUser | null,
    contentOid: string,
  ): Promise<{ creatorOid: string; canView: boolean } | null> {
    const found = await findRow(db, contentOid)
    if (!found || found.status === 'deleted') return null
    const row = await settle(found)
    const [blind, entitlements] = await Promise.all([blindTags(), entitlementsFor(viewer, [row])])
    const entitlement = entitlements.get(row.oid) ?? null
    if (!isVisible(viewer, row, blind, entitlement)) return null
    return { creatorOid: row.creator_oid, canView: decideCanView(viewer, row, entitlement).canView }
  }

  async function illegalDownloaderStatus(user: SessionUser | null): Promise<null | 444 | 999> {
    return context.illegalDownloads ? context.illegalDownloads.check(user) : null
  }

  return {
    getContent,
    bulk,
    issueId,
    ownsContentOid,
    save,
    deleteContent,
    projected,
    allStory,
    creatorContentOids,
    download,
    subtitle,
    recordView,
    recordPlay,
    markEncoding,
    markEncoded,
    markEncodingFailed,
    publishDue,
    claimSale,
    setRatingStatus,
    illegalDownloaderStatus,
    commentTarget,
    viewerAccess,
    /** One content's row for the area's other capabilities (purchases, search), or null. */
    findRow: (contentOid: string) => findRow(db, contentOid),
    isOwner,
    hasBlindTag,
  }
}

export type CatalogService = ReturnType<typeof createCatalogService>

function encodeCursor(at: Date, oid: string) {
  return Buffer.from(`${new Date(at).toISOString()}|${oid}`).toString('base64url')
}

function decodeCursor(cursor: string): [Date, string] {
  const [at, oid] = Buffer.from(cursor, 'base64url').toString().split('|')
  const date = new Date(at ?? '')
  if (!oid || !/^[0-9a-f]{24}$/.test(oid) || Number.isNaN(date.getTime())) {
    throw CATALOG_ERRORS.cursorInvalid()
  }
  return [date, oid]
}

function metadataOf(row: ContentRow): ContentMetadata {
  const assets = row.media_assets
  return {
    contentType: row.content_type,
    category: row.category,
    media: row.media,
    title: row.title,
    multiLangTitle: row.multi_lang_title,
    description: row.description,
    hashtags: row.hashtags,
    language: row.language,
    thumbnail: row.thumbnail,
    isAdultContent: row.adult,
    price: row.price,
    allowBonus: row.allow_bonus,
    onlyPurchasableWithCoins: row.only_purchasable_with_coins,
    viewableTiers: row.viewable_tiers,
    viewableWithoutSub: row.viewable_without_sub,
    freeTier: row.free_tier,
    saleCountLimit: row.sale_count_limit,
    collaborators: row.collaborators,
    length: row.length_seconds,
    isPrivateContent: row.visibility === 'private',
    hideContent: row.hide_content,
    videoLayout: row.video_layout,
    ratingRequired: row.rating_required,
    scheduledAt: row.scheduled_at ? new Date(row.scheduled_at).toISOString() : null,
    mediaAssets: {
      sources: assets.sources ?? [],
      poster: assets.poster ?? null,
      subtitles: assets.subtitles ?? {},
      preview: assets.preview ?? null,
      download: assets.download ?? null,
    },
  }
}
