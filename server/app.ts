import { type Context, Hono, type MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { secureHeaders } from 'hono/secure-headers'
import { recordAdminChanges } from '../platform/admin'
import { type AppEnv, notFound } from '../platform/http'
import { LIVE_TOOL_SCOPE } from '../platform/live'
import type { ServerContext } from './context'
import { createMetrics } from './metrics'
import {
  authenticate,
  commonFields,
  handleError,
  language,
  requestId,
  requestLog,
  sessionScopes,
} from './middleware'
import { answerHeader, answersOverSocket } from './middleware/answer-header'
import { serveWeb } from './web'

/** Default request body ceiling; routes that take canvases or uploads raise their own. */
const DEFAULT_BODY_LIMIT = 1024 * 1024

/**
 * The ceiling for callers without a session (guests, logins, sign-ups): their largest
 * real body, an edited message of 8,000 characters, is under 32 KB. Whatever a caller
 * costs before anyone knows who they are stays small.
 */
export const ANONYMOUS_BODY_LIMIT = 64 * 1024

const tooLarge = (c: Context<AppEnv>) =>
  c.json(
    {
      error: 'The request body is too large.',
      code: 'PAYLOAD_TOO_LARGE',
      requestId: c.get('requestId'),
    },
    413,
  )

function limitedBody(maxSize: number, deferJsonFrom = Infinity): MiddlewareHandler<AppEnv> {
  const streamed = bodyLimit({ maxSize, onError: tooLarge })
  return function limited(c, next) {
    // A declared length is checked from the header, as `bodyLimit` does, but without
    // reading `c.req.raw.body`: on the Node server that builds the whole web Request and
    // its body stream, and the JSON body is then read through them instead of straight
    // from the socket (docs/PERFORMANCE.md). A streamed body goes through `bodyLimit`.
    const length = c.req.header('content-length')
    if (length === undefined || c.req.header('transfer-encoding') !== undefined)
      return streamed(c, next)
    const bytes = Number.parseInt(length, 10)
    if (bytes > maxSize) return Promise.resolve(tooLarge(c))
    if (bytes >= deferJsonFrom && c.req.header('content-type')?.includes('application/json'))
      c.set('bodyDeferred', true)
    return next()
  }
}

/**
 * The default body ceiling, raised for the exact routes an area declares (canvases), and
 * the large JSON bodies those routes read themselves (off the server's thread). It must
 * run before the body is parsed, so it cannot live on the area's own route.
 */
function areaBodyLimits(areas: ServerContext['areas']): MiddlewareHandler<AppEnv> {
  const fallback = limitedBody(DEFAULT_BODY_LIMIT)
  const anonymousFallback = limitedBody(ANONYMOUS_BODY_LIMIT)
  const raised = new Map<string, { limit: MiddlewareHandler<AppEnv>; anonymous: boolean }>()
  for (const area of areas) {
    for (const { path, maxSize, deferJsonFrom, anonymous } of area.bodyLimits ?? []) {
      raised.set(`/api${area.prefix}${path}`, {
        limit: limitedBody(maxSize, deferJsonFrom),
        anonymous: anonymous === true,
      })
    }
  }
  return function areaBodyLimit(c, next) {
    // GET and HEAD carry no body: nothing to limit.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next()
    const route = raised.get(c.req.path)
    if (!c.get('auth').user && !route?.anonymous) return anonymousFallback(c, next)
    return (route?.limit ?? fallback)(c, next)
  }
}

const REFERRER_POLICY = 'strict-origin-when-cross-origin'

/**
 * The web app's second wall behind its own escaping: scripts only from our origin (the
 * Vite build has no inline script), media and workers also from `blob:` (the video
 * players), images from `data:` and https. Styles allow inline attributes: React and the canvas
 * editor position elements with them, and a style cannot run code.
 */
const webContentSecurityPolicy = (adMediaOrigins: string[]) => ({
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  // Images also over https: a live's thumbnail and a streamer's alert image may be any https address.
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  // Live ads may play from the ad servers an operator lists (TALELOOM_AD_MEDIA_ORIGINS).
  mediaSrc: ["'self'", 'blob:', 'data:', ...adMediaOrigins],
  workerSrc: ["'self'", 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
})

/**
 * On every answer, the API's too: no content sniffing, no full URL sent to other sites.
 * A route that set its own value (the image route's) keeps it: over a socket these go on
 * Node's response before the route runs, and the route's own headers are merged over them.
 */
const everyAnswerHeaders: MiddlewareHandler = function everyAnswerHeaders(c, next) {
  if (answersOverSocket(c)) {
    answerHeader(c, 'X-Content-Type-Options', 'nosniff')
    answerHeader(c, 'Referrer-Policy', REFERRER_POLICY)
    return next()
  }
  return next().then(() => {
    if (!c.res.headers.has('X-Content-Type-Options'))
      c.res.headers.set('X-Content-Type-Options', 'nosniff')
    if (!c.res.headers.has('Referrer-Policy')) c.res.headers.set('Referrer-Policy', REFERRER_POLICY)
  })
}

/**
 * The HTTP composition: shared middleware in a fixed order, then each platform
 * area's sub-app under `/api`, then the built front ends.
 */
export function createApp(context: ServerContext): Hono<AppEnv> {
  const { config, logger } = context
  const app = new Hono<AppEnv>()
  app.onError(handleError)

  const api = new Hono<AppEnv>()
  api.use(requestId())
  api.use(requestLog(logger))
  // Every rate limit counts in the budgets all instances share (platform/limits).
  api.use(function limitStore(c, next) {
    c.set('limits', context.limits)
    return next()
  })
  // Who is calling first (from the headers): the body's ceiling depends on it.
  api.use(authenticate((token) => context.accounts.service.resolveSession(token)))
  // A tool key's session reaches the live studio's calls only (docs/SECURITY.md).
  api.use(sessionScopes({ 'live-tool': LIVE_TOOL_SCOPE }))
  api.use(areaBodyLimits(context.areas))
  api.use(commonFields({ countryHeader: config.countryHeader, trustProxy: config.trustProxy }))
  api.use(language())
  // Every change an admin's rights made is written to the audit log (platform/admin).
  api.use(recordAdminChanges(context.admin.audit, logger))

  api.get('/health', (c) =>
    c.json({ ok: true, database: context.database.engine, version: context.version }),
  )
  for (const area of context.areas) api.route(area.prefix, area.routes)
  api.all('*', () => {
    throw notFound('Not found', 'ROUTE_NOT_FOUND')
  })
  // No `api.onError`: the app's own handler (the same one) answers the API's errors, and a
  // sub-app's handler would wrap each of its middleware and routes in one more compose.

  app.use(everyAnswerHeaders)
  app.route('/api', api)
  // Prometheus' scrape, only when an operator set its token.
  if (config.metricsToken)
    app.get('/metrics', createMetrics(context.machinery, config.metricsToken))
  app.use(
    secureHeaders({
      crossOriginEmbedderPolicy: false,
      contentSecurityPolicy: webContentSecurityPolicy(config.adMediaOrigins),
      referrerPolicy: REFERRER_POLICY,
    }),
  )
  if (context.webRoot) serveWeb(app, context.webRoot)
  return app
}
