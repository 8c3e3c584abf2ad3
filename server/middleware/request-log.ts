import type { MiddlewareHandler } from 'hono'
import type { Logger } from 'pino'
import type { AppEnv } from '../../platform/http'

/** One structured line per request, with the request id that the error envelope also carries. */
export function requestLog(logger: Logger): MiddlewareHandler<AppEnv> {
  return async function loggedRequest(c, next) {
    const started = performance.now()
    const child = logger.child({ requestId: c.get('requestId') })
    c.set('logger', child)
    await next()
    child.info(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      'request',
    )
  }
}
