/**
 * The browser's upload client for the asset service (`/api/upload`, document 3): a file
 * sent in parts to signed addresses by a pool of three workers, each part's MD5 compared
 * with the entity tag the store answers and reported, then joined. A dropped connection
 * leaves the upload open: `resume` asks the server which parts it holds and sends the rest.
 * No framework: screens pass a progress callback.
 */
import type { UploadContext } from '../../platform/uploads/contract'
import { ApiError } from '../api/api-error'
import type { TypedApi } from '../api/typed-api'
import { createMd5 } from './md5'

/** The spec's worker pool and upload timeout. */
export const UPLOAD_WORKERS = 3
export const UPLOAD_TIMEOUT_MS = 18_000_000
/** Part size; the caller may choose another (S3 wants ≥ 5 MB for all but the last). */
export const DEFAULT_PART_BYTES = 8 * 1024 * 1024

/** The spec's upload texts (document 3 §8). */
export const UPLOAD_MESSAGES = {
  failed: 'Upload failed, please re-upload',
  connection: "File didn't upload, check connection",
  integrity: 'Integrity error',
} as const

export type PartState = 'waiting' | 'uploading' | 'done' | 'failed'

export interface PartProgress {
  partNumber: number
  state: PartState
  /** Bytes of this part sent so far (its size once done). */
  loaded: number
  size: number
}

export interface UploadTarget {
  key: string
  filetype: string
  access: 'public' | 'private'
  context: UploadContext
  contentOid?: string
  lang?: string
  region?: 'kr' | 'jp' | 'us'
}

export interface UploadResult {
  key: string
  size: number
  etag: string | null
  /** The public address (null for a private file). */
  url: string | null
}

export interface UploadOptions {
  onPart?: (progress: PartProgress, all: readonly PartProgress[]) => void
  signal?: AbortSignal
}

/** A failed upload: `message` is one of the spec's texts, `retryable` when `resume` may finish it. */
/**
 * Why the server refused a part, as an ApiError when it said so (our embedded store answers
 * `{ error, code }`, e.g. 413 `SUBTITLE_TOO_LARGE`), so the page can show its text.
 */
async function partRefusal(response: Response, number: number): Promise<Error> {
  const body = (await response.json().catch(() => null)) as {
    error?: unknown
    code?: unknown
  } | null
  if (body && typeof body.code === 'string')
    return new ApiError({
      status: response.status,
      code: body.code,
      message: typeof body.error === 'string' ? body.error : `HTTP ${response.status}`,
    })
  return new Error(`part ${number}: HTTP ${response.status}`)
}

/** The server's refusal behind an upload failure, when it gave one (for its translated text). */
export function refusalOf(error: unknown): ApiError | null {
  const cause = error instanceof Error ? error.cause : undefined
  return ApiError.isInstance(cause) ? cause : null
}

export class UploadError extends Error {
  readonly retryable: boolean
  constructor(message: string, options: { retryable: boolean; cause?: unknown }) {
    super(message, { cause: options.cause })
    this.name = 'UploadError'
    this.retryable = options.retryable
  }
}

export interface UploadClientOptions {
  api: TypedApi
  /** Where the API is (relative part addresses resolve against it); the page's origin by default. */
  baseUrl?: string
  fetch?: typeof fetch
  partBytes?: number
  workers?: number
  timeoutMs?: number
}

export function createUploadClient(options: UploadClientOptions) {
  const fetcher = options.fetch ?? globalThis.fetch.bind(globalThis)
  const partBytes = options.partBytes ?? DEFAULT_PART_BYTES
  const workers = options.workers ?? UPLOAD_WORKERS
  const timeoutMs = options.timeoutMs ?? UPLOAD_TIMEOUT_MS
  const base = options.baseUrl ?? globalThis.location?.origin ?? 'http://localhost'

  const partCount = (size: number) => Math.max(1, Math.ceil(size / partBytes))
  /** A call that never reached the server (a dropped or stale connection) is tried again. */
  async function call<Result>(send: () => Promise<Result>): Promise<Result> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await send()
      } catch (error) {
        if (attempt >= 3 || !ApiError.isInstance(error) || error.status !== 0) throw error
      }
    }
  }
  const sliceOf = (file: Blob, partNumber: number) =>
    file.slice((partNumber - 1) * partBytes, Math.min(file.size, partNumber * partBytes))

  async function sendParts(
    file: Blob,
    key: string,
    uploadUrls: string[],
    held: Map<number, string>,
    upload: UploadOptions,
  ): Promise<void> {
    const total = partCount(file.size)
    const progress: PartProgress[] = Array.from({ length: total }, (_, index) => {
      const size = sliceOf(file, index + 1).size
      return { partNumber: index + 1, state: 'waiting', loaded: 0, size }
    })
    const tell = (index: number, change: Partial<PartProgress>) => {
      progress[index] = { ...(progress[index] as PartProgress), ...change }
      upload.onPart?.(progress[index] as PartProgress, progress)
    }
    // A part the server holds counts only if its tag is this file's part.
    const queue: number[] = []
    for (let number = 1; number <= total; number++) {
      const tag = held.get(number)
      if (tag && tag === (await hashOf(sliceOf(file, number)))) {
        tell(number - 1, { state: 'done', loaded: progress[number - 1]?.size ?? 0 })
      } else queue.push(number)
    }
    let failure: UploadError | null = null

    async function sendOne(number: number) {
      const index = number - 1
      const bytes = new Uint8Array(await sliceOf(file, number).arrayBuffer())
      const hash = createMd5().update(bytes).hex()
      tell(index, { state: 'uploading', loaded: 0 })
      const url = uploadUrls[index] as string
      let response: Response
      try {
        const signals = [AbortSignal.timeout(timeoutMs), ...(upload.signal ? [upload.signal] : [])]
        response = await fetcher(new URL(url, base).toString(), {
          method: 'PUT',
          body: bytes,
          signal: AbortSignal.any(signals),
        })
      } catch (error) {
        throw new UploadError(UPLOAD_MESSAGES.connection, { retryable: true, cause: error })
      }
      if (!response.ok) {
        throw new UploadError(UPLOAD_MESSAGES.failed, {
          retryable: response.status >= 500 || response.status === 403,
          cause: await partRefusal(response, number),
        })
      }
      const etag = (response.headers.get('ETag') ?? '').replace(/"/g, '').toLowerCase()
      if (etag !== hash) {
        throw new UploadError(UPLOAD_MESSAGES.integrity, { retryable: true })
      }
      await call(() => options.api.post('/upload/multipart/url/done', { key, url, ETag: etag }))
      tell(index, { state: 'done', loaded: bytes.length })
    }

    async function worker() {
      for (let next = queue.shift(); next !== undefined && !failure; next = queue.shift()) {
        try {
          await sendOne(next)
        } catch (error) {
          tell(next - 1, { state: 'failed' })
          failure ??=
            error instanceof UploadError
              ? error
              : new UploadError(UPLOAD_MESSAGES.connection, { retryable: true, cause: error })
        }
      }
    }
    await Promise.all(Array.from({ length: Math.min(workers, Math.max(1, queue.length)) }, worker))
    if (failure) throw failure
  }

  async function finish(key: string): Promise<UploadResult> {
    try {
      const done = await call(() => options.api.post('/upload/multipart/done', { key }))
      // A joined file always has its size; null is only an asset still uploading.
      return { key, size: done.size ?? 0, etag: done.etag, url: done.url }
    } catch (error) {
      const missing = ApiError.isInstance(error) && error.code === 'PARTS_MISSING'
      throw new UploadError(missing ? UPLOAD_MESSAGES.connection : UPLOAD_MESSAGES.failed, {
        retryable: missing,
        cause: error,
      })
    }
  }

  return {
    partCount,

    /** Opens an upload of `file` at `target.key` and sends it whole. */
    async upload(file: Blob, target: UploadTarget, upload: UploadOptions = {}) {
      const opened = await call(() =>
        options.api.get('/upload/url', {
          key: target.key,
          filetype: target.filetype,
          numParts: partCount(file.size),
          access: target.access,
          context: target.context,
          contentOid: target.contentOid,
          lang: target.lang,
          region: target.region,
        }),
      )
      await sendParts(file, target.key, opened.uploadUrls, new Map(), upload)
      return finish(target.key)
    },

    /** Finishes an interrupted upload of the same file: only the parts the server lacks are sent. */
    async resume(file: Blob, key: string, upload: UploadOptions = {}) {
      const state = await call(() => options.api.get('/upload/multipart/parts', { key }))
      if (state.status === 'ready') return finish(key)
      if (state.status !== 'uploading' || state.numParts !== partCount(file.size)) {
        throw new UploadError(UPLOAD_MESSAGES.failed, { retryable: false })
      }
      const held = new Map(state.parts.map((part) => [part.partNumber, part.ETag]))
      await sendParts(file, key, state.uploadUrls, held, upload)
      return finish(key)
    },
  }
}

async function hashOf(blob: Blob): Promise<string> {
  return createMd5()
    .update(new Uint8Array(await blob.arrayBuffer()))
    .hex()
}

export type UploadClient = ReturnType<typeof createUploadClient>
