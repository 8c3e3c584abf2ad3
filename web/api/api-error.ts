const marker = Symbol.for('taleloom.ApiError')

export interface ApiErrorOptions {
  status: number
  code: string
  message: string
  requestId?: string | null
  details?: unknown
}

/**
 * A failed API call: the server's `{ error, code, requestId, details? }` with its
 * status, or a client-side failure (`NETWORK_ERROR`, status 0). Screens switch on
 * `code` and translate it; `message` is the server's English text.
 */
export class ApiError extends Error {
  readonly [marker] = true
  readonly status: number
  readonly code: string
  readonly requestId: string | null
  readonly details: unknown

  constructor(options: ApiErrorOptions) {
    super(options.message)
    this.name = 'ApiError'
    this.status = options.status
    this.code = options.code
    this.requestId = options.requestId ?? null
    this.details = options.details
  }

  static isInstance(error: unknown): error is ApiError {
    return typeof error === 'object' && error !== null && marker in error
  }
}

/** Turns an error response body (maybe not JSON, maybe not ours) into an ApiError. */
export function apiErrorFromBody(status: number, body: unknown): ApiError {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {}
  const code =
    typeof record.code === 'string'
      ? record.code
      : status >= 500
        ? 'SERVER_ERROR'
        : `HTTP_${status}`
  const message =
    typeof record.error === 'string'
      ? record.error
      : status >= 500
        ? 'Server error, please contact the administrator'
        : `Request failed with status ${status}`
  const requestId = typeof record.requestId === 'string' ? record.requestId : null
  return new ApiError({ status, code, message, requestId, details: record.details })
}
