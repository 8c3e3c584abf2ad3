import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { type AppEnv, AppError, SERVER_ERROR_MESSAGE } from '../../platform/http'

/**
 * The one error envelope: `{ error, code, requestId, details? }`. `error` holds the
 * spec's text (the chat streams read the body's `error` field); no stack reaches a client.
 */
export function handleError(error: Error, c: Context<AppEnv>) {
  const requestId = c.get('requestId')
  if (AppError.isInstance(error)) {
    const retryAfter = (error.details as { retryAfterSeconds?: unknown } | undefined)
      ?.retryAfterSeconds
    if (error.status === 429 && typeof retryAfter === 'number') {
      c.header('Retry-After', String(retryAfter))
    }
    return c.json(
      {
        error: error.message,
        code: error.code,
        requestId,
        ...(error.details === undefined ? {} : { details: error.details }),
      },
      error.status as ContentfulStatusCode,
    )
  }
  if (error instanceof HTTPException) {
    const status = error.status
    const message =
      status === 413 ? 'The request body is too large.' : error.message || 'Bad request'
    const code = status === 413 ? 'PAYLOAD_TOO_LARGE' : 'HTTP_ERROR'
    return c.json({ error: message, code, requestId }, status)
  }
  const logger = c.get('logger')
  if (clientAborted(error, c)) {
    // The client went away mid-request (closed the tab, lost the network): not our fault.
    logger?.info({ reason: error.message }, 'client aborted the request')
    return c.json(
      { error: 'The client closed the request.', code: 'CLIENT_ABORTED', requestId },
      499 as ContentfulStatusCode,
    )
  }
  logger?.error({ err: error }, 'unhandled error')
  return c.json({ error: SERVER_ERROR_MESSAGE, code: 'SERVER', requestId }, 500)
}

const ABORT_CODES = new Set([
  'ECONNRESET',
  'ECONNABORTED',
  'ERR_STREAM_PREMATURE_CLOSE',
  'ABORT_ERR',
])

/** Whether the error is the client's connection closing while its request was read or run. */
function clientAborted(error: Error, c: Context<AppEnv>): boolean {
  const code = (error as { code?: unknown }).code
  if (typeof code === 'string' && ABORT_CODES.has(code)) return true
  if (error.name === 'AbortError') return true
  // The Node adapter's own words when the request's body stops before its end.
  if (error.message === 'Client connection prematurely closed.') return true
  const incoming = (c.env as { incoming?: { destroyed?: boolean; complete?: boolean } } | undefined)
    ?.incoming
  return incoming?.destroyed === true && incoming.complete === false
}
