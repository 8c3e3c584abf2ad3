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
  logger?.error({ err: error }, 'unhandled error')
  return c.json({ error: SERVER_ERROR_MESSAGE, code: 'SERVER', requestId }, 500)
}
