/**
 * The catalog's service: contents' lifecycle (issue an id, save, publish, update, schedule,
 * delete), reads for every viewer (single, bulk, studio lists, all stories), history
 * counters, and the calls the encoding and purchase capabilities make. Each use case lives
 * in its own module over one context, built here once.
 */
import type { SessionUser } from '../../http'
import { hasBlindTag, isOwner } from './access'
import {
  claimSale,
  commentTarget,
  illegalDownloaderStatus,
  ownedContentOids,
  setRatingStatus,
} from './area-calls'
import { type CatalogDeps, createCatalogContext } from './context'
import { recordPlay, recordView, type Watcher } from './counters'
import {
  type EncodedMedia,
  markEncoded,
  markEncoding,
  markEncodingFailed,
} from './encoding-callbacks'
import { download, subtitle } from './files'
import { deleteContent, issueId, ownsContentOid } from './lifecycle'
import { type AllStoryQuery, allStory, creatorContentOids } from './public-lists'
import { type BulkQuery, bulk, type GetContentQuery, getContent } from './reads'
import { findRow } from './rows'
import { type SaveInput, save } from './save'
import { publishDue } from './schedule'
import { type ProjectedQuery, projected } from './studio-lists'
import type { ContentLanguage } from './tables'
import type { DeleteInput, SaveIntent } from './transitions'
import { viewerAccess } from './viewing'

export function createCatalogService(deps: CatalogDeps) {
  const context = createCatalogContext(deps)
  return {
    getContent: (watcher: Watcher, query: GetContentQuery) => getContent(context, watcher, query),
    bulk: (viewer: SessionUser | null, query: BulkQuery) => bulk(context, viewer, query),
    issueId: (user: SessionUser) => issueId(context, user),
    ownsContentOid: (userOid: string, contentOid: string) =>
      ownsContentOid(context, userOid, contentOid),
    save: (
      user: SessionUser,
      input: SaveInput,
      intent: SaveIntent,
      options: { contentType?: 'scenario' } = {},
    ) => save(context, user, input, intent, options),
    deleteContent: (user: SessionUser, input: DeleteInput) => deleteContent(context, user, input),
    projected: (user: SessionUser, query: ProjectedQuery) => projected(context, user, query),
    allStory: (viewer: SessionUser | null, query: AllStoryQuery) =>
      allStory(context, viewer, query),
    creatorContentOids: (viewer: SessionUser | null, creatorOid: string) =>
      creatorContentOids(context, viewer, creatorOid),
    download: (viewer: SessionUser, contentOid: string) => download(context, viewer, contentOid),
    subtitle: (viewer: SessionUser | null, contentOid: string, lang?: ContentLanguage) =>
      subtitle(context, viewer, contentOid, lang),
    recordView: (watcher: Watcher, contentOid: string) => recordView(context, watcher, contentOid),
    recordPlay: (
      watcher: Watcher,
      contentOid: string,
      play: { count?: boolean; seconds?: number; position?: number },
    ) => recordPlay(context, watcher, contentOid, play),
    markEncoding: (contentOid: string) => markEncoding(context, contentOid),
    markEncoded: (contentOid: string, media: EncodedMedia) =>
      markEncoded(context, contentOid, media),
    markEncodingFailed: (contentOid: string, reason: string) =>
      markEncodingFailed(context, contentOid, reason),
    publishDue: () => publishDue(context),
    claimSale,
    setRatingStatus: (contentOid: string, ratingStatus: string | null) =>
      setRatingStatus(context, contentOid, ratingStatus),
    illegalDownloaderStatus: (user: SessionUser | null) => illegalDownloaderStatus(context, user),
    commentTarget: (viewer: SessionUser | null, contentOid: string) =>
      commentTarget(context, viewer, contentOid),
    ownedContentOids: (userOid: string) => ownedContentOids(context, userOid),
    viewerAccess: (viewer: SessionUser | null, contentOid: string) =>
      viewerAccess(context, viewer, contentOid),
    /** One content's row for the area's other capabilities (purchases, search), or null. */
    findRow: (contentOid: string) => findRow(context.db, contentOid),
    isOwner,
    hasBlindTag,
  }
}

export type CatalogService = ReturnType<typeof createCatalogService>
