import { ApiError, apiErrorFromBody } from './api-error'
import {
  buildFileRequest,
  buildRequest,
  type HttpMethod,
  type QueryValue,
  type RequestContext,
  type RequestOptions,
} from './build-request'
import type { SendFile, SendFileOptions, SentFile } from './send-file'

/** The spec's request timeout: about one hour. */
export const REQUEST_TIMEOUT_MS = 3_600_000

export interface ApiClientOptions {
  /** Read before every call, so a login or language switch applies at once. */
  getContext: () => RequestContext
  fetch?: typeof fetch
  /** Told when a call that carried a token is refused as unauthenticated: the session has ended. */
  onSessionExpired?: (error: ApiError) => void
  timeoutMs?: number
  /** How a file goes up as a raw body (XMLHttpRequest, for its progress). */
  sendFile?: SendFile
}

export interface FileRequestOptions extends SendFileOptions {
  query?: Record<string, QueryValue>
}

export interface ApiClient {
  get<Result>(path: string, query?: RequestOptions['query']): Promise<Result>
  post<Result>(path: string, body?: RequestOptions['body']): Promise<Result>
  request<Result>(method: HttpMethod, path: string, options?: RequestOptions): Promise<Result>
  /** POSTs `file` as the raw body (not JSON): an image upload. */
  upload<Result>(path: string, file: Blob, options?: FileRequestOptions): Promise<Result>
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
      throw networkError()
    }
    const body: unknown = await response.json().catch(() => null)
    if (!response.ok) throw refusal(response.status, body, context)
    return body as Result
  }

  function refusal(status: number, body: unknown, context: RequestContext): ApiError {
    const error = apiErrorFromBody(status, body)
    // Other 401s (wrong password, failed 2FA) are answers about the input, not the session.
    if (error.status === 401 && error.code === 'AUTHENTICATION_FAILED' && context.token) {
      options.onSessionExpired?.(error)
    }
    return error
  }

  async function upload<Result>(
    path: string,
    file: Blob,
    { query = {}, ...sending }: FileRequestOptions = {},
  ): Promise<Result> {
    const context = options.getContext()
    const { url, headers } = buildFileRequest(path, query, file, context)
    let sent: SentFile
    try {
      // The XMLHttpRequest sender comes with the first upload: no page needs it to draw.
      const send = options.sendFile ?? (await import('./send-file')).sendFile
      sent = await send(url, file, headers, sending)
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') throw error
      throw networkError()
    }
    if (sent.status < 200 || sent.status >= 300) throw refusal(sent.status, sent.body, context)
    sending.onProgress?.(100)
    return sent.body as Result
  }

  return {
    request,
    upload,
    get: (path, query) => request('GET', path, query ? { query } : {}),
    post: (path, body) => request('POST', path, body ? { body } : {}),
  }
}

/** A call that never reached the server (offline, DNS, a dropped connection). */
function networkError(): ApiError {
  return new ApiError({
    status: 0,
    code: 'NETWORK_ERROR',
    message: 'Check your internet connection',
  })
}
