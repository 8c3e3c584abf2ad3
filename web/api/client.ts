import { ApiError, apiErrorFromBody } from './api-error'
import {
  buildRequest,
  type HttpMethod,
  type RequestContext,
  type RequestOptions,
} from './build-request'

/** The spec's request timeout: about one hour. */
export const REQUEST_TIMEOUT_MS = 3_600_000

export interface ApiClientOptions {
  /** Read before every call, so a login or language switch applies at once. */
  getContext: () => RequestContext
  fetch?: typeof fetch
  /** Told when a call that carried a token is refused as unauthenticated: the session has ended. */
  onSessionExpired?: (error: ApiError) => void
  timeoutMs?: number
}

export interface ApiClient {
  get<Result>(path: string, query?: RequestOptions['query']): Promise<Result>
  post<Result>(path: string, body?: RequestOptions['body']): Promise<Result>
  request<Result>(method: HttpMethod, path: string, options?: RequestOptions): Promise<Result>
}

/** A small typed fetch wrapper: JSON in, JSON out, every failure an ApiError. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const fetcher = options.fetch ?? globalThis.fetch.bind(globalThis)
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS

  async function request<Result>(
    method: HttpMethod,
    path: string,
    requestOptions: RequestOptions = {},
  ): Promise<Result> {
    const context = options.getContext()
    const { url, init } = buildRequest(method, path, requestOptions, context)
    let response: Response
    try {
      response = await fetcher(url, { ...init, signal: AbortSignal.timeout(timeoutMs) })
    } catch {
      throw new ApiError({
        status: 0,
        code: 'NETWORK_ERROR',
        message: 'Check your internet connection',
      })
    }
    const body: unknown = await response.json().catch(() => null)
    if (!response.ok) {
      const error = apiErrorFromBody(response.status, body)
      // Other 401s (wrong password, failed 2FA) are answers about the input, not the session.
      if (error.status === 401 && error.code === 'AUTHENTICATION_FAILED' && context.token) {
        options.onSessionExpired?.(error)
      }
      throw error
    }
    return body as Result
  }

  return {
    request,
    get: (path, query) => request('GET', path, query ? { query } : {}),
    post: (path, body) => request('POST', path, body ? { body } : {}),
  }
}
