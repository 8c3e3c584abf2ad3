import { describe, expect, it, vi } from 'vitest'
import { ApiError } from './api-error'
import type { RequestContext } from './build-request'
import { createApiClient } from './client'

const context: RequestContext = {
  token: 'token-1',
  language: 'en',
  userOid: null,
  loginType: 'email',
  guestDeviceId: null,
  gaClientId: null,
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

describe('createApiClient', () => {
  it('returns the parsed body of a successful call', async () => {
    const fetch = vi.fn(async () => json(200, { available: true }))
    const client = createApiClient({ getContext: () => context, fetch })
    await expect(client.get('/api/account/nickname/check', { nickname: 'ab' })).resolves.toEqual({
      available: true,
    })
    expect(fetch).toHaveBeenCalledOnce()
  })

  it('turns an error body into an ApiError with its code and request id', async () => {
    const fetch = vi.fn(async () =>
      json(409, {
        error: 'Ouch, somebody already took this nickname.',
        code: 'NICKNAME_TAKEN',
        requestId: 'r1',
      }),
    )
    const client = createApiClient({ getContext: () => context, fetch })
    const failure = await client.post('/api/account/register', {}).catch((error: unknown) => error)
    expect(ApiError.isInstance(failure)).toBe(true)
    expect(failure).toMatchObject({ status: 409, code: 'NICKNAME_TAKEN', requestId: 'r1' })
  })

  it('reports a network failure as NETWORK_ERROR', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('fetch failed')
    })
    const client = createApiClient({ getContext: () => context, fetch })
    await expect(client.get('/api/x')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' })
  })

  it('ends the session only when a signed-in call is refused as unauthenticated', async () => {
    const onSessionExpired = vi.fn()
    const answers = [
      json(401, { error: 'Authentication failed', code: 'AUTHENTICATION_FAILED' }),
      json(401, { error: 'Incorrect credentials.', code: 'INCORRECT_CREDENTIALS' }),
    ]
    const fetch = vi.fn(async () => answers.shift()!)
    const client = createApiClient({ getContext: () => context, fetch, onSessionExpired })
    await client.get('/api/account/getuser').catch(() => undefined)
    await client.post('/api/account/login', {}).catch(() => undefined)
    expect(onSessionExpired).toHaveBeenCalledTimes(1)
  })

  it('falls back to the generic server error for a non-JSON 500', async () => {
    const fetch = vi.fn(async () => new Response('<html>oops</html>', { status: 502 }))
    const client = createApiClient({ getContext: () => context, fetch })
    await expect(client.get('/api/x')).rejects.toMatchObject({
      code: 'SERVER_ERROR',
      message: 'Server error, please contact the administrator',
    })
  })

  it('uploads a file as the raw body: the caller headers, the query alone, its answer', async () => {
    const fetch = vi.fn()
    const sendFile = vi.fn(async () => ({ status: 201, body: { url: '/api/asset/1' } }))
    const progress: number[] = []
    const client = createApiClient({
      getContext: () => ({ ...context, guestDeviceId: 'device-1' }),
      fetch,
      sendFile,
    })
    const file = new Blob(['png'], { type: 'image/png' })
    await expect(
      client.upload('/api/story-chat/asset', file, {
        query: { purpose: 'image', skipped: undefined },
        onProgress: (percent) => progress.push(percent),
      }),
    ).resolves.toEqual({ url: '/api/asset/1' })
    expect(fetch).not.toHaveBeenCalled()
    expect(sendFile).toHaveBeenCalledOnce()
    const [url, sent, headers] = sendFile.mock.calls[0] as unknown as [string, Blob, object]
    expect(url).toBe('/api/story-chat/asset?purpose=image')
    expect(sent).toBe(file)
    expect(headers).toEqual({
      accept: 'application/json',
      'content-type': 'image/png',
      'platform-type': 'web',
      authorization: 'Bearer token-1',
      'guest-device-id': 'device-1',
    })
    // The last step is told once the server has answered.
    expect(progress).toEqual([100])
  })

  it('turns an upload refusal into an ApiError, and ends the session as other calls do', async () => {
    const onSessionExpired = vi.fn()
    const answers = [
      { status: 413, body: { error: 'The image is too large.', code: 'PAYLOAD_TOO_LARGE' } },
      { status: 401, body: { error: 'Authentication failed', code: 'AUTHENTICATION_FAILED' } },
    ]
    const client = createApiClient({
      getContext: () => context,
      onSessionExpired,
      sendFile: vi.fn(async () => answers.shift()!),
    })
    const file = new Blob(['x'])
    await expect(client.upload('/api/x', file)).rejects.toMatchObject({
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The image is too large.',
    })
    expect(onSessionExpired).not.toHaveBeenCalled()
    await client.upload('/api/x', file).catch(() => undefined)
    expect(onSessionExpired).toHaveBeenCalledTimes(1)
  })

  it('reports an upload that cannot reach the server as NETWORK_ERROR, and keeps a cancel', async () => {
    const failures = [
      new TypeError('The file could not be sent.'),
      new DOMException('', 'AbortError'),
    ]
    const client = createApiClient({
      getContext: () => context,
      sendFile: vi.fn(async () => Promise.reject(failures.shift())),
    })
    const file = new Blob(['x'])
    await expect(client.upload('/api/x', file)).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
    })
    await expect(client.upload('/api/x', file)).rejects.toMatchObject({ name: 'AbortError' })
  })
})
