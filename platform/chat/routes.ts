import { Hono } from 'hono'
import type { AppEnv, UrlSigner } from '../http'
import { archiveRoutes } from './admin/archive-routes'
import { composerRoutes } from './admin/composer-routes'
import { playgroundRoutes } from './admin/playground-routes'
import { adminRoutes } from './admin/routes'
import { characterDmRoutes } from './character-dm'
import type { ChatRuntime } from './chat-runtime'
import { couponRoutes } from './coupons/routes'
import { creditReportRoutes } from './credit-reports/routes'
import { groupRoutes } from './groups'
import type { AssetReader } from './images/image-file'
import { type ImageSettings, imageRoutes } from './images/routes'
import { personalRoutes } from './personal/routes'
import { storyPreviewRoutes } from './preview/routes'
import { promptLogRoutes } from './prompt-logs/routes'
import { ratingRoutes } from './ratings/routes'
import { roomRoutes } from './rooms/routes'
import { summaryRoutes } from './summaries/routes'
import { testAllowanceRoutes } from './test-turns/routes'
import { turnRoutes } from './turns/routes'

/** Every chat route, mounted under `/api/story-chat`. */
export function chatRoutes(
  runtime: ChatRuntime,
  options: {
    signer: UrlSigner
    images: ImageSettings
    /** Our stored assets, which image nodes may point at. */
    readAsset: AssetReader
    /** Streamed turns all guests of one client IP may start per minute. */
    guestTurnsPerIpPerMinute: number
  },
): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  app.route('/', imageRoutes(runtime, options.signer, options.images, options.readAsset))
  app.route('/', roomRoutes(runtime))
  app.route('/', turnRoutes(runtime, options.signer, options.guestTurnsPerIpPerMinute))
  app.route('/', groupRoutes(runtime, options.signer))
  app.route('/', characterDmRoutes(runtime))
  app.route('/', testAllowanceRoutes(runtime))
  app.route('/', ratingRoutes(runtime))
  app.route('/', personalRoutes(runtime, options.signer))
  app.route('/', promptLogRoutes(runtime))
  app.route('/', storyPreviewRoutes(runtime))
  app.route('/', summaryRoutes(runtime))
  app.route('/', adminRoutes(runtime))
  app.route('/', playgroundRoutes(runtime))
  app.route('/', composerRoutes(runtime))
  app.route('/', archiveRoutes(runtime))
  app.route('/', couponRoutes(runtime))
  app.route('/', creditReportRoutes(runtime))
  return app
}

export { contentCommentRoutes } from './comments/routes'
