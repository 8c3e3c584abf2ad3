import { describe, expect, it } from 'vitest'
import { createSendFile, percentOf } from './send-file'

/** An XMLHttpRequest that records what is sent and answers when told. */
class FakeRequest {
  method = ''
  url = ''
  headers: Record<string, string> = {}
  sent: unknown = null
  status = 0
  responseText = ''
  aborted = 0
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  onabort: (() => void) | null = null
  open(method: string, url: string) {
    this.method = method
    this.url = url
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value
  }
  send(body: unknown) {
    this.sent = body
  }
  abort() {
    this.aborted += 1
    this.onabort?.()
  }
  progress(loaded: number, total: number | null) {
    this.upload.onprogress?.({
      loaded,
      total: total ?? 0,
      lengthComputable: total !== null,
    } as ProgressEvent)
  }
  answer(status: number, text: string) {
    this.status = status
    this.responseText = text
    this.onload?.()
  }
}

function sender() {
  const requests: FakeRequest[] = []
  const send = createSendFile(() => {
    const request = new FakeRequest()
    requests.push(request)
    return request as unknown as XMLHttpRequest
  })
  return { send, requests }
}

describe('percentOf', () => {
  it('is a whole percent, 0 for an unknown total', () => {
    expect(percentOf(1, 3)).toBe(33)
    expect(percentOf(5, 0)).toBe(0)
    expect(percentOf(9, 4)).toBe(100)
  })
})

describe('createSendFile', () => {
  it('POSTs the file as the body with the headers, and reports progress in order', async () => {
    const { send, requests } = sender()
    const file = new Blob(['png'], { type: 'image/png' })
    const seen: number[] = []
    const sent = send(
      '/api/x?a=1',
      file,
      { authorization: 'Bearer t' },
      {
        onProgress: (percent) => seen.push(percent),
      },
    )
    const request = requests[0] as FakeRequest
    expect(request).toMatchObject({
      method: 'POST',
      url: '/api/x?a=1',
      headers: { authorization: 'Bearer t' },
    })
    expect(request.sent).toBe(file)
    request.progress(1, 4)
    request.progress(2, null)
    request.progress(4, 4)
    request.answer(201, '{"url":"/a"}')
    await expect(sent).resolves.toEqual({ status: 201, body: { url: '/a' } })
    expect(seen).toEqual([25, 0, 100])
  })

  it('resolves a refusal with its body, and a body that is not JSON as null', async () => {
    const { send, requests } = sender()
    const refused = send('/api/x', new Blob(['x']), {}, {})
    requests[0]?.answer(413, '{"error":"too large","code":"TOO_LARGE"}')
    await expect(refused).resolves.toEqual({
      status: 413,
      body: { error: 'too large', code: 'TOO_LARGE' },
    })
    const garbled = send('/api/x', new Blob(['x']), {}, {})
    requests[1]?.answer(502, '<html>')
    await expect(garbled).resolves.toEqual({ status: 502, body: null })
  })

  it('rejects a failure to reach the server with a TypeError, as fetch does', async () => {
    const { send, requests } = sender()
    const sent = send('/api/x', new Blob(['x']), {}, {})
    requests[0]?.onerror?.()
    await expect(sent).rejects.toBeInstanceOf(TypeError)
  })

  it('aborts once when the signal fires, rejecting with an AbortError', async () => {
    const { send, requests } = sender()
    const controller = new AbortController()
    const sent = send('/api/x', new Blob(['x']), {}, { signal: controller.signal })
    controller.abort()
    controller.abort()
    await expect(sent).rejects.toMatchObject({ name: 'AbortError' })
    expect(requests[0]?.aborted).toBe(1)
  })
})
