import type { ApiClient } from '../../web/api'

/** Part size of a studio upload; the last part takes the rest. */
export const PART_BYTES = 8 * 1024 * 1024
/** The upload client's worker pool (document 3). */
export const UPLOAD_WORKERS = 3
/** The upload client's timeout (document 3): 18,000,000 ms. */
export const UPLOAD_TIMEOUT_MS = 18_000_000

export type PartState = 'waiting' | 'uploading' | 'done' | 'failed'

export interface UploadProgress {
  parts: PartState[]
}

export interface UploadTarget {
  key: string
  filetype: string
  access: 'public' | 'private'
  context: 'content' | 'thumbnail'
  contentOid?: string
}

export function partCount(size: number, partBytes = PART_BYTES): number {
  return Math.max(1, Math.ceil(size / partBytes))
}

/** The parts still to send: every part the server does not hold yet. */
export function partsToSend(total: number, held: readonly number[]): number[] {
  const have = new Set(held)
  return Array.from({ length: total }, (_, index) => index + 1).filter((part) => !have.has(part))
}

/**
 * A multipart upload through the asset service (`/api/upload`): signed part addresses, at
 * most three parts at once, each part's ETag reported, then `multipart/done`. Calling it again
 * for the same key after a dropped connection asks which parts the server holds and sends
 * only the others (`multipart/parts`).
 */
export async function uploadInParts(
  client: ApiClient,
  file: Blob,
  target: UploadTarget,
  onProgress: (progress: UploadProgress) => void,
  resume: { uploadUrls: string[] } | null = null,
): Promise<{ address: string; uploadUrls: string[] }> {
  const total = partCount(file.size)
  let uploadUrls = resume?.uploadUrls ?? []
  let held: number[] = []
  if (resume) {
    const answer = await client.get<{ parts: { partNumber: number }[]; status: string }>(
      '/api/upload/multipart/parts',
      { key: target.key },
    )
    held = answer.parts.map((part) => part.partNumber)
  } else {
    const answer = await client.get<{ uploadUrls: string[] }>('/api/upload/url', {
      key: target.key,
      filetype: target.filetype,
      numParts: total,
      access: target.access,
      context: target.context,
      contentOid: target.contentOid,
    })
    uploadUrls = answer.uploadUrls
  }
  const states: PartState[] = Array.from({ length: total }, (_, index) =>
    held.includes(index + 1) ? 'done' : 'waiting',
  )
  const report = () => onProgress({ parts: [...states] })
  report()
  const queue = partsToSend(total, held)
  let failure: unknown = null

  async function worker() {
    for (let part = queue.shift(); part !== undefined && !failure; part = queue.shift()) {
      const index = part - 1
      states[index] = 'uploading'
      report()
      try {
        const url = uploadUrls[index] as string
        const response = await fetch(url, {
          method: 'PUT',
          body: file.slice(index * PART_BYTES, Math.min(file.size, (index + 1) * PART_BYTES)),
          signal: AbortSignal.timeout(UPLOAD_TIMEOUT_MS),
        })
        if (!response.ok) throw new Error(`part ${part}: ${response.status}`)
        const etag = response.headers.get('ETag') ?? ''
        await client.post('/api/upload/multipart/url/done', { key: target.key, url, ETag: etag })
        states[index] = 'done'
      } catch (error) {
        states[index] = 'failed'
        failure = error
      }
      report()
    }
  }

  await Promise.all(Array.from({ length: Math.min(UPLOAD_WORKERS, queue.length) }, worker))
  if (failure) throw Object.assign(new Error('upload interrupted'), { cause: failure, uploadUrls })
  const done = await client.post<{ url: string | null }>('/api/upload/multipart/done', {
    key: target.key,
  })
  return { address: done.url ?? `/api/upload/${target.key}`, uploadUrls }
}
