/**
 * Stories area: story-chat contents, their canvases and metadata, compiled versions,
 * the catalogue and the counters behind its rankings. Routes mount under
 * `/api/story-chat`; the chat runtime uses `getPublishedContent` (its compiled stories come from `getCompiledVersion`, cached per version), `getPublishedStory`, `compileDraft`
 * (a writer's test of the draft, played as a negative version), `recordChatStarted` and
 * `recordCreditsSpent`.
 */
import { Hono } from 'hono'
import type { AppEnv, AreaMount } from '../http'
import { CANVAS_DEFER_JSON_FROM } from './canvas-save-check'
import type { StoriesDeps } from './ports'
import { canvasRoutes } from './routes/canvas'
import { catalogueRoutes } from './routes/catalogue'
import { contentRoutes } from './routes/contents'
import { createStoriesService, type StoriesService } from './service'

/** Canvases with thousands of lorebook entries pass the server's 1 MB default. */
export const CANVAS_BODY_LIMIT = 10 * 1024 * 1024

export interface StoriesArea {
  service: StoriesService
  mounts: AreaMount[]
}

export function createStories(deps: StoriesDeps): StoriesArea {
  const service = createStoriesService(deps)
  const routes = new Hono<AppEnv>()
  routes.route('/', contentRoutes(service))
  routes.route('/', canvasRoutes(service))
  routes.route('/', catalogueRoutes(service))
  return {
    service,
    mounts: [
      {
        prefix: '/story-chat',
        routes,
        bodyLimits: [
          {
            path: '/chat-canvas',
            maxSize: CANVAS_BODY_LIMIT,
            deferJsonFrom: CANVAS_DEFER_JSON_FROM,
          },
          { path: '/compile-node', maxSize: CANVAS_BODY_LIMIT },
        ],
      },
    ],
  }
}

export type { CanViewAnswer, CanViewReason } from './can-view'
export type { SavedCanvas, StoredCanvas } from './canvases'
export type { CataloguePage, RankedStory, Ranking } from './catalogue'
export type { CompileRunner } from './compile-deadline'
export type { CompileCheck, PublishedVersion } from './compiled'
export type { OwnerContent, PublicContent } from './content-rows'
export { fixtureStories } from './demo-stories'
export { type DraftOptions, type DraftVersion, isDraftVersion } from './drafts'
export { STORY_ERRORS } from './errors'
export type { MyContentsPage } from './list-contents'
export { PRICE_CAP } from './metadata'
export { requireStoryChatWriter, WRITER_ALLOW_LIST_SETTING } from './permissions'
export type { EntitlementPort, StoriesDeps, UserDirectoryPort } from './ports'
export type { ContentPaymentPort, PurchaseAnswer } from './purchases'
export type { StoriesService } from './service'
