/**
 * The stories service: what routes call and what other areas (the chat runtime) use.
 * Other areas call these functions, never the stories tables.
 */

import type { SessionUser } from '../http'
import { canView } from './can-view'
import type { CanvasSaveCheck } from './canvas-save-check'
import { getCanvas, saveCanvas, storeCanvas } from './canvases'
import { type ListedFilters, listCatalogue, type Ranking } from './catalogue'
import { threadCompileRunner } from './compile-deadline'
import { listCompiledStories } from './compile-manager'
import { compileNodeOf } from './compile-node'
import { threadCanvasSaveChecker } from './compile-thread'
import {
  checkCompile,
  getCompiledVersion,
  getPublishedContent,
  getPublishedStory,
  listVersions,
  publishContent,
  rollbackContent,
} from './compiled'
import { copyContent, createContent, deleteContent, getContent, saveMetadata } from './contents'
import { getRawContent, listRawContents, relatedCreator } from './creators'
import { compileDraft, type DraftOptions } from './drafts'
import { type ContentsQuery, listMyContents, listPublicContents } from './list-contents'
import { searchNodes } from './node-search'
import type { StoriesContext, StoriesDeps } from './ports'
import { listStoryPurchases } from './purchase-list'
import { type PurchaseMode, purchaseContent } from './purchases'
import { recordChatStarted, recordCreditsSpent } from './stats'

type CheckedCanvasSave = Extract<CanvasSaveCheck, { ok: true }>

/** Compiles of the largest stories take well under a second; 10 s means something is wrong. */
export const DEFAULT_COMPILE_TIME_LIMIT_MS = 10_000

export function createStoriesService(deps: StoriesDeps) {
  const context: StoriesContext = {
    db: deps.db,
    clock: deps.clock,
    logger: deps.logger,
    compileRunner: deps.compileRunner ?? threadCompileRunner,
    canvasSaveChecker: deps.canvasSaveChecker ?? threadCanvasSaveChecker,
    compileTimeLimitMs: deps.compileTimeLimitMs ?? DEFAULT_COMPILE_TIME_LIMIT_MS,
    entitlements: deps.entitlements ?? null,
    users: deps.users ?? null,
    payments: deps.payments ?? null,
  }
  return {
    context,
    createContent: (user: SessionUser, metadata: unknown) => createContent(context, user, metadata),
    saveMetadata: (
      user: SessionUser,
      contentOid: string,
      metadata: unknown,
      metadataVersion: number,
      options: { publishable: boolean } = { publishable: false },
    ) => saveMetadata(context, user, contentOid, metadata, metadataVersion, options),
    deleteContent: (user: SessionUser, contentOid: string) =>
      deleteContent(context, user, contentOid),
    copyContent: (user: SessionUser, contentOid: string) => copyContent(context, user, contentOid),
    getContent: (viewer: SessionUser | null, contentOid: string) =>
      getContent(context, viewer, contentOid),
    canView: (viewer: SessionUser | null, contentOid: string) =>
      canView(context, viewer, contentOid),
    purchaseContent: (
      user: SessionUser,
      contentOid: string,
      mode?: PurchaseMode,
      shownPrice?: number,
    ) => purchaseContent(context, user, contentOid, mode, shownPrice),
    listPurchases: (userOid: string, options: Parameters<typeof listStoryPurchases>[2]) =>
      listStoryPurchases(context, userOid, options),
    relatedCreator: (
      viewer: SessionUser | null,
      input: { contentOid?: string | undefined; creatorOid?: string | undefined },
    ) => relatedCreator(context, viewer, input),
    listMyContents: (user: SessionUser, query: ContentsQuery) =>
      listMyContents(context, user, query),
    listPublicContents: (viewer: SessionUser | null, query: ContentsQuery) =>
      listPublicContents(context, viewer, query),
    getRawContent: (user: SessionUser, contentOid: string) =>
      getRawContent(context, user, contentOid),
    listRawContents: (user: SessionUser, query: Parameters<typeof listRawContents>[2]) =>
      listRawContents(context, user, query),

    getCanvas: (user: SessionUser, contentOid: string) => getCanvas(context, user, contentOid),
    saveCanvas: (user: SessionUser, contentOid: string, canvas: unknown, version: number) =>
      saveCanvas(context, user, contentOid, canvas, version),
    /** A large save's body, read and checked off the server's thread (canvas-save-check.ts). */
    checkCanvasSave: (body: Uint8Array) => context.canvasSaveChecker(body),
    saveCheckedCanvas: (user: SessionUser, checked: CheckedCanvasSave) =>
      storeCanvas(context, user, checked.contentOid, checked.canvasJson, checked.expectedVersion),
    searchNodes: (
      user: SessionUser,
      contentOid: string,
      filters: Parameters<typeof searchNodes>[3],
    ) => searchNodes(context, user, contentOid, filters),
    compileNode: (user: SessionUser, contentOid: string, nodeId: string, canvas?: unknown) =>
      compileNodeOf(context, user, contentOid, nodeId, canvas),

    checkCompile: (user: SessionUser, contentOid: string) =>
      checkCompile(context, user, contentOid),
    publish: (user: SessionUser, contentOid: string) => publishContent(context, user, contentOid),
    rollback: (user: SessionUser, contentOid: string) => rollbackContent(context, user, contentOid),
    listVersions: (user: SessionUser, contentOid: string) =>
      listVersions(context, user, contentOid),
    /** Stories with their latest compiled version, for the admin's compile manager. */
    compiledStories: (query: Parameters<typeof listCompiledStories>[1]) =>
      listCompiledStories(context, query),

    listCatalogue: (viewer: SessionUser | null, ranking: Ranking, filters: ListedFilters) =>
      listCatalogue(context, viewer, ranking, filters),

    /** Chat runtime: the current compiled story of a published content (404 otherwise). */
    getPublishedStory: (contentOid: string) => getPublishedStory(context, contentOid),
    /** As getPublishedStory without the compiled story: its owner, title, version. */
    getPublishedContent: (contentOid: string) => getPublishedContent(context, contentOid),
    /** Chat runtime: a room stays on the compiled version it started with. */
    getCompiledVersion: (contentOid: string, version: number) =>
      getCompiledVersion(context, contentOid, version),
    /** Chat runtime: the stored draft compiled for its writer's test chat (never published). */
    compileDraft: (user: SessionUser, contentOid: string, options?: DraftOptions) =>
      compileDraft(context, user, contentOid, options),
    /** Chat runtime: a new room was opened on this story. */
    recordChatStarted: (contentOid: string) => recordChatStarted(context, contentOid),
    /** Chat runtime: credits settled for a turn on this story. */
    recordCreditsSpent: (contentOid: string, credits: number) =>
      recordCreditsSpent(context, contentOid, credits),
  }
}

export type StoriesService = ReturnType<typeof createStoriesService>
