/**
 * The browser's upload client (web/upload) against the real server: three parts at a
 * time with per-part progress, a connection dropped mid-upload and the upload resumed by
 * asking which parts the server holds, and a part whose returned tag differs refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApiClient } from '../../web/api/client'
import { createTypedApi } from '../../web/api/typed-api'
import { createUploadClient, type PartProgress, UploadError } from '../../web/upload'
import { grantRoles, type SignedIn, seedAdmin, signUp } from '../support/accounts'
import { startTestServer, type TestServer } from '../support/test-server'

let server: TestServer
let creator: SignedIn
const PART = 64 * 1024

beforeAll(async () => {
  server = await startTestServer()
  const admin = await seedAdmin(server)
  creator = await signUp(server)
  await grantRoles(server, admin.token, creator.oid, ['creator'])
})
afterAll(async () => {
  await server?.close()
})

/** fetch for the tests: relative addresses against the server, PUTs watched. */
function watchedFetch(onPut?: (url: URL) => void | Promise<void>) {
  let inFlight = 0
  const seen = { puts: [] as number[], maxInFlight: 0 }
  const fetcher: typeof fetch = async (input, init) => {
    const url = new URL(String(input), server.url)
    if (init?.method !== 'PUT') return fetch(url, init)
    seen.puts.push(Number(url.searchParams.get('partNumber')))
    inFlight += 1
    seen.maxInFlight = Math.max(seen.maxInFlight, inFlight)
    try {
      await onPut?.(url)
      return await fetch(url, init)
    } finally {
      inFlight -= 1
    }
  }
  return { fetcher, seen }
}

function clientWith(fetcher: typeof fetch) {
  const api = createApiClient({
    getContext: () => ({
      token: creator.token,
      language: 'en',
      userOid: creator.oid,
      loginType: null,
      guestDeviceId: null,
      gaClientId: null,
    }),
    fetch: fetcher,
  })
  return createUploadClient({
    api: createTypedApi(api),
    baseUrl: server.url,
    fetch: fetcher,
    partBytes: PART,
  })
}

function fileOf(parts: number, tail = 100): Blob {
  const bytes = new Uint8Array(PART * (parts - 1) + tail)
  for (let index = 0; index < bytes.length; index++)
    bytes[index] = (index * 31 + (index >> 12)) & 0xff
  return new Blob([bytes])
}

async function storedBytes(key: string): Promise<Uint8Array> {
  const signed = await server.api('/upload/privateasset', { token: creator.token, query: { key } })
  return new Uint8Array(await (await fetch(new URL(signed.json.url, server.url))).arrayBuffer())
}

describe('the upload client', () => {
  it('sends every part, at most three at a time, telling each part’s progress', async () => {
    const { fetcher, seen } = watchedFetch()
    const file = fileOf(7)
    const events: PartProgress[] = []
    const result = await clientWith(fetcher).upload(
      file,
      { key: 'client/a.mp4', filetype: 'mp4', access: 'private', context: 'content' },
      { onPart: (progress) => events.push(progress) },
    )
    expect(result.size).toBe(file.size)
    expect(seen.puts.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(seen.maxInFlight).toBeLessThanOrEqual(3)
    for (let part = 1; part <= 7; part++) {
      const states = events.filter((event) => event.partNumber === part).map((event) => event.state)
      expect(states).toEqual(['uploading', 'done'])
    }
    expect(
      events.filter((event) => event.state === 'done').reduce((sum, e) => sum + e.loaded, 0),
    ).toBe(file.size)
    expect(await storedBytes('client/a.mp4')).toEqual(new Uint8Array(await file.arrayBuffer()))
  })

  it('resumes after a dropped connection, sending only the parts the server lacks', async () => {
    const file = fileOf(9)
    const dropping = watchedFetch((url) => {
      if (url.searchParams.get('partNumber') === '5') throw new TypeError('fetch failed')
    })
    const failed = await clientWith(dropping.fetcher)
      .upload(file, { key: 'client/b.mp4', filetype: 'mp4', access: 'private', context: 'content' })
      .then(
        () => null,
        (error: unknown) => error,
      )
    expect(failed).toBeInstanceOf(UploadError)
    expect((failed as UploadError).message).toBe("File didn't upload, check connection")
    expect((failed as UploadError).retryable).toBe(true)

    const held = await server.api('/upload/multipart/parts', {
      token: creator.token,
      query: { key: 'client/b.mp4' },
    })
    const heldNumbers: number[] = held.json.parts.map(
      (part: { partNumber: number }) => part.partNumber,
    )
    expect(heldNumbers).not.toContain(5)
    const resumed = watchedFetch()
    const result = await clientWith(resumed.fetcher).resume(file, 'client/b.mp4')
    expect(resumed.seen.puts.sort((a, b) => a - b)).toEqual(
      [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((part) => !heldNumbers.includes(part)),
    )
    expect(result.size).toBe(file.size)
    expect(await storedBytes('client/b.mp4')).toEqual(new Uint8Array(await file.arrayBuffer()))
  })

  it('refuses a part whose returned tag is not its hash, with the spec’s text', async () => {
    const base = watchedFetch().fetcher
    const lying: typeof fetch = async (input, init) => {
      const response = await base(input, init)
      if (init?.method !== 'PUT') return response
      return new Response(null, {
        status: 200,
        headers: { ETag: '"00000000000000000000000000000000"' },
      })
    }
    const failed = await clientWith(lying)
      .upload(fileOf(2), {
        key: 'client/c.mp4',
        filetype: 'mp4',
        access: 'private',
        context: 'content',
      })
      .catch((error: unknown) => error)
    expect((failed as UploadError).message).toBe('Integrity error')
  })
})
