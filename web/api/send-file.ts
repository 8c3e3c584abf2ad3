export interface SendFileOptions {
  /** The share sent so far, in whole percent. */
  onProgress?: (percent: number) => void
  signal?: AbortSignal
}

/** The server's answer to a file sent: its status and its body (null when not JSON). */
export interface SentFile {
  status: number
  body: unknown
}

export type SendFile = (
  url: string,
  file: Blob,
  headers: Record<string, string>,
  options: SendFileOptions,
) => Promise<SentFile>

/** The fraction sent, 0–100, as a whole percent (0 when the total is unknown). */
export function percentOf(loaded: number, total: number): number {
  if (!(total > 0)) return 0
  return Math.min(100, Math.max(0, Math.floor((loaded / total) * 100)))
}

/**
 * Sends a file as the raw POST body. XMLHttpRequest, not fetch: fetch cannot report upload
 * progress. As fetch does, a failure to reach the server rejects with a TypeError and a
 * cancel with an AbortError; any answer, a refusal included, resolves. It imports nothing,
 * so its chunk (loaded with the first upload) shares no module with the pages'.
 */
export function createSendFile(createRequest: () => XMLHttpRequest): SendFile {
  return (url, file, headers, options) =>
    new Promise((resolve, reject) => {
      const request = createRequest()
      request.open('POST', url)
      for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value)
      request.upload.onprogress = (event) =>
        options.onProgress?.(percentOf(event.loaded, event.lengthComputable ? event.total : 0))
      request.onload = () => {
        let body: unknown = null
        try {
          body = JSON.parse(request.responseText)
        } catch {
          body = null
        }
        resolve({ status: request.status, body })
      }
      request.onerror = () => reject(new TypeError('The file could not be sent.'))
      request.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'))
      options.signal?.addEventListener('abort', () => request.abort(), { once: true })
      request.send(file)
    })
}

export const sendFile: SendFile = (url, file, headers, options) =>
  createSendFile(() => new XMLHttpRequest())(url, file, headers, options)
