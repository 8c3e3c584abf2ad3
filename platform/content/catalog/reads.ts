/** Reads for every viewer: one content (with its comments, metadata, history) and bulk. */
import type { SessionUser } from '../../http'
import { type HiddenItems, isHiddenContent } from '../hidden'
import {
  type ContentRow,
  canManage,
  decideCanView,
  type Entitlement,
  isOwner,
  isVisible,
} from './access'
import type { CatalogContext } from './context'
import type { BulkContentAnswer, ContentView, GetContentAnswer } from './contract'
import { type Watcher, watcherKey, watchHistory } from './counters'
import { CATALOG_ERRORS } from './errors'
import { metadataOf } from './metadata'
import { findRows } from './rows'
import { BULK_LIMIT } from './rules'
import { dueCheck } from './schedule'
import type { ContentStatus } from './tables'
import { matchesState } from './transitions'
import { type Access, blindTags, entitlementsFor, hiddenFor, viewOf, visibleRow } from './viewing'

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

export async function getContent(
  context: CatalogContext,
  watcher: Watcher,
  query: GetContentQuery,
): Promise<GetContentAnswer> {
  const viewer = watcher.user
  const { row, access } = await visibleRow(context, viewer, query.contentOid)
  if (query.status && !matchesState(row, query.status)) throw CATALOG_ERRORS.notFound()
  const answer: GetContentAnswer = { content: viewOf(context, viewer, row, access) }
  if (query.withContentMetadata && canManage(viewer, row)) answer.metadata = metadataOf(row)
  // Comments of adult content need adult verification, as the content does; the
  // reader's blocked users and comments are left out.
  if (query.withComments && context.comments && access.reason !== 'adult-gated') {
    const hidden = await hiddenFor(context, viewer)
    answer.comments = await context.comments.list(row.oid, {
      hideUserOids: hidden.userOids,
      hideCommentOids: hidden.commentOids,
    })
  }
  if (query.includeWatchHistory)
    answer.watchHistory = await watchHistory(context, watcherKey(watcher), row.oid)
  return answer
}

export async function bulk(
  context: CatalogContext,
  viewer: SessionUser | null,
  query: BulkQuery,
): Promise<BulkContentAnswer> {
  const ids = [...new Set(query.ids)]
  if (ids.length > BULK_LIMIT) throw CATALOG_ERRORS.tooManyContents()
  if (ids.length === 0) return {}
  await dueCheck(context)
  const [rows, blind, hidden] = await Promise.all([
    findRows(context.db, ids),
    blindTags(context),
    hiddenFor(context, viewer),
  ])
  const entitlements = await entitlementsFor(context, viewer, rows)
  const views = bulkViews(viewer, rows, query, {
    blind,
    hidden,
    entitlements,
    view: (row, access) => viewOf(context, viewer, row, access),
  })
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
  return inAskedOrder(ids, views)
}

/** The bulk read's views of the rows this viewer may see and asked for, unordered. */
export function bulkViews(
  viewer: SessionUser | null,
  rows: readonly ContentRow[],
  query: Pick<BulkQuery, 'status' | 'includeDeletedContents' | 'privateFields'>,
  seen: {
    blind: readonly string[]
    hidden: HiddenItems
    entitlements: ReadonlyMap<string, Entitlement>
    view: (row: ContentRow, access: Access) => ContentView
  },
): ContentView[] {
  const views: ContentView[] = []
  for (const row of rows) {
    const entitlement = seen.entitlements.get(row.oid) ?? null
    const options = { includeDeleted: query.includeDeletedContents }
    if (!isVisible(viewer, row, seen.blind, entitlement, options)) continue
    if (query.status && row.status !== query.status) continue
    // The viewer's blocks hide others' contents, never their own.
    const content = { oid: row.oid, creatorOid: row.creator_oid, hashtags: row.hashtags }
    if (!isOwner(viewer, row) && isHiddenContent(seen.hidden, content)) continue
    const view = seen.view(row, decideCanView(viewer, row, entitlement))
    if (!query.privateFields) {
      delete view.discountCodeSettings
      delete view.encodingError
    }
    views.push(view)
  }
  return views
}

/** In the order asked, so the client's map iterates as its queue did. */
export function inAskedOrder(ids: readonly string[], views: ContentView[]): BulkContentAnswer {
  const byOid = new Map(views.map((view) => [view.contentOid, view]))
  const answer: BulkContentAnswer = {}
  for (const id of ids) {
    const view = byOid.get(id)
    if (view) answer[id] = view
  }
  return answer
}
