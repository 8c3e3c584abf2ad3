import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { type AddressInfo, createServer as createTcpServer, type Socket } from 'node:net'
import { gzipSync } from 'node:zlib'
import { createGoogleGenerativeAI } from '@ai-sdk/google'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { streamGeneration } from '../generate'
import { createHttpFetch } from './http-fetch'
import { createProviderFetch } from './provider-fetch'
import { type ByteSource, eventMerger } from './sse-merge'
import { geminiTextEvents } from './text-events'

type Handler = (request: IncomingMessage, body: string, response: ServerResponse) => void

let server: Server
let base = ''
let handler: Handler = (_request, _body, response) => response.end()
const sockets = new Set<Socket>()

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => {
      body += chunk
    })
    request.on('end', () => handler(request, body, response))
  })
  server.on('connection', (socket) => sockets.add(socket))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

const geminiEvent = (text: string) =>
  `data: ${JSON.stringify({ candidates: [{ content: { parts: [{ text }], role: 'model' }, index: 0 }] })}\r\n\r\n`

async function readAll(body: ReadableStream<Uint8Array> | null): Promise<string> {
  if (!body) return ''
  const reader = body.getReader()
  const decoder = new TextDecoder()
  let text = ''
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return text + decoder.decode()
    text += decoder.decode(value, { stream: true })
  }
}

describe('a fetch on node:http', () => {
  it('sends the method, headers and body, and answers status, headers and body', async () => {
    let seen: { method?: string; headers?: IncomingMessage['headers']; body?: string } = {}
    handler = (request, body, response) => {
      seen = { method: request.method ?? '', headers: request.headers, body }
      response.writeHead(201, 'Made', { 'content-type': 'application/json', 'x-trace': 'a1' })
      response.end('{"ok":true}')
    }
    const response = await createHttpFetch()(`${base}/v1/things?x=1`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Api-Key': 'k' },
      body: '{"prompt":"héllo"}',
    })
    expect(seen.method).toBe('POST')
    expect(seen.body).toBe('{"prompt":"héllo"}')
    expect(seen.headers?.['x-api-key']).toBe('k')
    expect(seen.headers?.['content-length']).toBe(String(Buffer.byteLength('{"prompt":"héllo"}')))
    // A stream is read as it comes: nothing asks the provider to compress it.
    expect(seen.headers?.['accept-encoding']).toBe('identity')
    expect(response.status).toBe(201)
    expect(response.statusText).toBe('Made')
    expect(response.ok).toBe(true)
    expect(response.headers.get('x-trace')).toBe('a1')
    expect(await response.json()).toEqual({ ok: true })
  })

  it('decompresses a compressed answer and drops its content-encoding', async () => {
    handler = (_request, _body, response) => {
      response.writeHead(400, { 'content-type': 'application/json', 'content-encoding': 'gzip' })
      response.end(gzipSync('{"error":{"message":"bad"}}'))
    }
    const response = await createHttpFetch()(`${base}/`, { method: 'POST', body: '{}' })
    expect(response.status).toBe(400)
    expect(response.headers.get('content-encoding')).toBeNull()
    expect(await response.text()).toBe('{"error":{"message":"bad"}}')
  })

  it('answers a 204 with no body', async () => {
    handler = (_request, _body, response) => {
      response.writeHead(204)
      response.end()
    }
    const response = await createHttpFetch()(`${base}/`)
    expect(response.status).toBe(204)
    expect(response.body).toBeNull()
  })

  it('keeps the connection for the next request', async () => {
    handler = (_request, _body, response) => response.end('ok')
    const fetch = createHttpFetch()
    sockets.clear()
    for (let index = 0; index < 3; index += 1)
      expect(await (await fetch(`${base}/`)).text()).toBe('ok')
    expect(sockets.size).toBe(1)
  })

  it('rejects a refused connection as fetch does, so the SDK retries it', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const { port } = closed.address() as AddressInfo
    await new Promise((resolve) => closed.close(resolve))
    const failure = await createHttpFetch()(`http://127.0.0.1:${port}/`).catch((error) => error)
    expect(failure).toBeInstanceOf(TypeError)
    expect(failure.message).toBe('fetch failed')
    expect(failure.cause).toMatchObject({ code: 'ECONNREFUSED' })
    // Through a provider: a network failure is retried, then reported.
    const model = createGoogleGenerativeAI({
      apiKey: 'k',
      baseURL: `http://127.0.0.1:${port}/v1beta`,
      fetch: createHttpFetch(),
    })('gemini-2.5-flash')
    const parts = []
    for await (const part of streamGeneration({
      model,
      messages: [{ role: 'user', content: 'Hi' }],
      maxRetries: 0,
    }))
      parts.push(part)
    expect(parts).toEqual([
      expect.objectContaining({ type: 'error', code: 'PROVIDER_ERROR', partialText: '' }),
    ])
    expect(parts[0]?.type === 'error' && parts[0].message).toContain('Cannot connect to API')
  })

  it('rejects with the signal’s reason when aborted before the answer', async () => {
    handler = () => {
      // Never answers.
    }
    const controller = new AbortController()
    const pending = createHttpFetch()(`${base}/`, { signal: controller.signal })
    setTimeout(() => controller.abort(new Error('player left')), 20)
    await expect(pending).rejects.toThrow('player left')
    const aborted = AbortSignal.abort()
    await expect(createHttpFetch()(`${base}/`, { signal: aborted })).rejects.toBe(aborted.reason)
  })

  it('errors the body when the connection is cut mid-stream, after what arrived', async () => {
    handler = (_request, _body, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' })
      response.write(geminiEvent('a'), () => setTimeout(() => response.socket?.destroy(), 20))
    }
    const fetch = createHttpFetch({
      eventStream: (source) => eventMerger(geminiTextEvents, () => 0, source),
    })
    const response = await fetch(`${base}/`, { method: 'POST', body: '{}' })
    const reader = response.body!.getReader()
    const first = await reader.read()
    expect(new TextDecoder().decode(first.value)).toBe(geminiEvent('a'))
    const failure = await reader.read().catch((error) => error)
    expect(failure).toBeInstanceOf(TypeError)
    expect(failure.message).toBe('terminated')
  })

  it('errors the body with the signal’s reason when aborted mid-stream', async () => {
    handler = (_request, _body, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' })
      response.write(geminiEvent('a'))
    }
    const controller = new AbortController()
    const fetch = createHttpFetch({
      eventStream: (source) => eventMerger(geminiTextEvents, () => 0, source),
    })
    const response = await fetch(`${base}/`, { signal: controller.signal })
    const reader = response.body!.getReader()
    await reader.read()
    controller.abort(new Error('stopped'))
    await expect(reader.read()).rejects.toThrow('stopped')
  })

  it('merges an event stream’s text events as they arrive and pauses while its reader is full', async () => {
    let release!: () => void
    const released = new Promise<void>((resolve) => {
      release = resolve
    })
    handler = async (_request, _body, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' })
      response.write(geminiEvent('first '))
      await released
      // Arrive together: one merged event.
      response.write(geminiEvent('b') + geminiEvent('c') + geminiEvent('d'))
      response.end()
    }
    const calls: string[] = []
    const fetch = createHttpFetch({
      eventStream: (source) =>
        eventMerger(geminiTextEvents, () => 0, {
          pause: () => {
            calls.push('pause')
            source.pause()
          },
          resume: () => {
            calls.push('resume')
            source.resume()
          },
          cancel: (reason) => source.cancel(reason),
        } satisfies ByteSource),
    })
    const response = await fetch(`${base}/`, { method: 'POST', body: '{}' })
    // Nobody reads yet: the first event fills the reader's queue and the socket waits.
    await expect.poll(() => calls).toEqual(['pause'])
    release()
    const text = await readAll(response.body)
    expect(calls).toContain('resume')
    const events = text.split('\r\n\r\n').filter(Boolean)
    expect(events).toHaveLength(2)
    expect(JSON.parse(events[1]!.slice(6)).candidates[0].content.parts[0].text).toBe('bcd')
  })

  it('rejects an answer fetch could not represent instead of throwing into the parser', async () => {
    const odd = createTcpServer((socket) => {
      socket.once('data', () => socket.end('HTTP/1.1 600 Odd\r\ncontent-length: 0\r\n\r\n'))
    })
    await new Promise<void>((resolve) => odd.listen(0, '127.0.0.1', resolve))
    try {
      const { port } = odd.address() as AddressInfo
      const failure = await createHttpFetch()(`http://127.0.0.1:${port}/`).catch((error) => error)
      expect(failure).toBeInstanceOf(TypeError)
      expect(failure.message).toBe('fetch failed')
      expect(failure.cause).toBeInstanceOf(RangeError)
    } finally {
      await new Promise((resolve) => odd.close(resolve))
    }
  })

  it('hands a Request object to the fallback fetch', async () => {
    const asked: unknown[] = []
    const fetch = createHttpFetch({
      fallback: async (input) => {
        asked.push(input)
        return new Response('from fallback')
      },
    })
    const request = new Request(`${base}/`)
    expect(await (await fetch(request)).text()).toBe('from fallback')
    expect(asked).toEqual([request])
  })
})

describe("the providers' fetch", () => {
  it("is this one: a provider's request never reaches the global fetch (docs/PERFORMANCE.md)", async () => {
    handler = (_request, _body, response) => {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end('{"ok":true}')
    }
    const globalFetch = vi.spyOn(globalThis, 'fetch')
    try {
      const fetch = createProviderFetch({ holdMaxMs: 0 })(geminiTextEvents)
      const response = await fetch(`${base}/v1/models`, { method: 'POST', body: '{}' })
      expect(await response.json()).toEqual({ ok: true })
      expect(globalFetch).not.toHaveBeenCalled()
    } finally {
      globalFetch.mockRestore()
    }
  })
})
