import { Hono } from 'hono'
import type { AppEnv } from '../../../platform/http'
import type { ChatRuntime } from '../chat-runtime'
import type { AssetReader } from '../image-file'
import type { UrlSigner } from '../signed-urls'
import { adminRoutes } from './admin'
import { couponRoutes } from './coupons'
import { creditReportRoutes } from './credit-reports'
import { type ImageSettings, imageRoutes } from './images'
import { personalRoutes } from './personal'
import { promptLogRoutes } from './prompt-logs'
import { roomRoutes } from './rooms'
import { summaryRoutes } from './summaries'
import { turnRoutes } from './turns'

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
  app.route('/', personalRoutes(runtime, options.signer))
  app.route('/', promptLogRoutes(runtime))
  app.route('/', summaryRoutes(runtime))
  app.route('/', adminRoutes(runtime))
  app.route('/', couponRoutes(runtime))
  app.route('/', creditReportRoutes(runtime))
  return app
}

export { contentCommentRoutes } from './comments'
