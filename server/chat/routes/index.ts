import { Hono } from 'hono'
import type { AppEnv } from '../../../platform/http'
import type { ChatRuntime } from '../chat-runtime'
import type { UrlSigner } from '../signed-urls'
import { adminRoutes } from './admin'
import { type ImageSettings, imageRoutes } from './images'
import { personalRoutes } from './personal'
import { roomRoutes } from './rooms'
import { summaryRoutes } from './summaries'
import { turnRoutes } from './turns'

/** Every chat route, mounted under `/api/story-chat`. */
export function chatRoutes(
  runtime: ChatRuntime,
  options: { signer: UrlSigner; images: ImageSettings },
): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  app.route('/', imageRoutes(runtime, options.signer, options.images))
  app.route('/', roomRoutes(runtime))
  app.route('/', turnRoutes(runtime))
  app.route('/', personalRoutes(runtime))
  app.route('/', summaryRoutes(runtime))
  app.route('/', adminRoutes(runtime))
  return app
}
