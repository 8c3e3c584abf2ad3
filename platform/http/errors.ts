const marker = Symbol.for('taleloom.AppError')

export interface AppErrorOptions {
  status: number
  /** Stable SCREAMING_SNAKE key clients switch on and translate. */
  code: string
  /** The spec's text where it has one, word for word; a precise English text otherwise. */
  message: string
  details?: unknown
  cause?: unknown
}

/**
 * The one error type that crosses the HTTP boundary. Services throw it; the server's
 * error handler turns it into `{ error, code, requestId, details? }` with its status.
 * Anything else becomes a 500 with 'Server error, please contact the administrator'.
 */
export class AppError extends Error {
  readonly [marker] = true
  readonly status: number
  readonly code: string
  readonly details: unknown

  constructor(options: AppErrorOptions) {
    super(options.message, { cause: options.cause })
    this.name = 'AppError'
    this.status = options.status
    this.code = options.code
    this.details = options.details
  }

  static isInstance(error: unknown): error is AppError {
    return typeof error === 'object' && error !== null && marker in error
  }
}

export const badRequest = (code: string, message: string, details?: unknown) =>
  new AppError({ status: 400, code, message, details })
export const unauthorized = (message = 'Authentication failed', code = 'AUTHENTICATION_FAILED') =>
  new AppError({ status: 401, code, message })
export const forbidden = (message = 'Permission denied', code = 'FORBIDDEN') =>
  new AppError({ status: 403, code, message })
export const notFound = (message = 'Not found', code = 'NOT_FOUND') =>
  new AppError({ status: 404, code, message })
export const conflict = (code: string, message: string, details?: unknown) =>
  new AppError({ status: 409, code, message, details })
export const tooManyRequests = (message = 'Too many requests, please slow down.') =>
  new AppError({ status: 429, code: 'RATE_LIMITED', message })

export const SERVER_ERROR_MESSAGE = 'Server error, please contact the administrator'
