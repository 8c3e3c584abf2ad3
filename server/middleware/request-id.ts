import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../../platform/http'
import { answerHeader } from './answer-header'

const HEADER = 'X-Request-Id'
const MAX_LENGTH = 255
const UNSAFE = /[^\w\-=]/

/**
 * `hono/request-id`'s behaviour (the caller's id when short and plain, else a UUID; echoed
 * in `X-Request-Id`), with the header set on Node's response: see ./answer-header.ts.
 */
export function requestId(): MiddlewareHandler<AppEnv> {
  return function requestIdentified(c, next) {
    let id = c.req.header(HEADER)
    if (!id || id.length > MAX_LENGTH || UNSAFE.test(id)) id = crypto.randomUUID()
    c.set('requestId', id)
    answerHeader(c, HEADER, id)
    return next()
  }
}
