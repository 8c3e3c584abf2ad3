import { describe, expect, it, vi } from 'vitest'
import type { RequestContext } from './build-request'
import { createApiClient } from './client'
import { createTypedApi, fillPath } from './typed-api'

const context: RequestContext = {
  token: null,
  language: 'en',
  userOid: null,
  loginType: null,
  guestDeviceId: null,
  gaClientId: null,
}

function recordingApi() {
  const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
    Response.json({ ok: true }),
  )
  const api = createTypedApi(createApiClient({ getContext: () => context, fetch }))
  const sent = () => {
    const [url, init] = fetch.mock.calls[0] ?? []
    return { url, method: init?.method, body: init?.body ? JSON.parse(String(init.body)) : null }
  }
  return { api, sent }
}

describe('createTypedApi', () => {
  it('sends a GET input as the query under /api', async () => {
    const { api, sent } = recordingApi()
    await api.get('/content/fanlist', { creatorOid: 'c1', type: 'fan', count: 100 })
    expect(sent()).toMatchObject({ method: 'GET', body: null })
    expect(sent().url).toBe(
      '/api/content/fanlist?creatorOid=c1&type=fan&count=100&lang=en&platformType=web',
    )
  })

  it('sends a POST input as the JSON body', async () => {
    const { api, sent } = recordingApi()
    await api.post('/account/login', { email: 'a@b.c', password: 'secret1' })
    expect(sent()).toMatchObject({
      url: '/api/account/login',
      method: 'POST',
      body: { email: 'a@b.c', password: 'secret1', lang: 'en' },
    })
  })

  it('fills path parameters from the input and leaves them out of the rest', async () => {
    const { api, sent } = recordingApi()
    await api.post('/payouts/:creatorOid/edit', {
      creatorOid: 'c 1',
      currency: 'KRW',
      country: 'KR',
      holderName: 'H',
      bankName: 'B',
      accountNumber: '1234',
    })
    expect(sent().url).toBe('/api/payouts/c%201/edit')
    expect(sent().body).not.toHaveProperty('creatorOid')
  })

  it('calls a route without input', async () => {
    const { api, sent } = recordingApi()
    await api.post('/account/logout')
    expect(sent()).toMatchObject({ url: '/api/account/logout', method: 'POST' })
  })

  it('uploads a file route: the input as the query, the file as the body', async () => {
    const fetch = vi.fn()
    const sendFile = vi.fn(async () => ({ status: 201, body: { emoticon: { name: 'wave' } } }))
    const api = createTypedApi(createApiClient({ getContext: () => context, fetch, sendFile }))
    const file = new Blob(['gif'], { type: 'image/gif' })
    const answer = await api.upload('/emoticon/upload', { creatorOid: 'c1', name: 'wave' }, file)
    expect(answer.emoticon.name).toBe('wave')
    expect(sendFile).toHaveBeenCalledOnce()
    expect(sendFile.mock.calls[0]?.slice(0, 2)).toEqual([
      '/api/emoticon/upload?creatorOid=c1&name=wave',
      file,
    ])
    expect(fetch).not.toHaveBeenCalled()
  })

  it('refuses a path parameter left empty', () => {
    expect(() => fillPath('/revenue/settlements/:oid', { oid: '' })).toThrow(/needs its "oid"/)
  })
})
