/**
 * The upload service on the S3-compatible store, against a local S3-wire server: parts go
 * from the client straight to the bucket through presigned addresses, are reported, joined
 * once, and read back through the public and private addresses.
 */
import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { solidPng } from '../../platform/assets/testing'
import { startS3Wire } from '../../platform/uploads/testing'
import { grantRoles, type SignedIn, seedAdmin, signUp } from '../support/accounts'
import { startTestServer, type TestServer } from '../support/test-server'

const md5 = (bytes: Uint8Array) => createHash('md5').update(bytes).digest('hex')

let wire: Awaited<ReturnType<typeof startS3Wire>>
let server: TestServer
let creator: SignedIn

beforeAll(async () => {
  wire = await startS3Wire()
  server = await startTestServer({ env: wire.env })
  const admin = await seedAdmin(server)
  creator = await signUp(server)
  await grantRoles(server, admin.token, creator.oid, ['creator'])
})
afterAll(async () => {
  await server?.close()
  await wire?.close()
})

describe('uploads on an S3-compatible store', () => {
  it('uploads parts to presigned S3 addresses, joins them once and serves them', async () => {
    expect(server.context.config.uploads.s3?.bucket).toBe('taleloom-test')
    const parts = [Buffer.alloc(5 * 1024 * 1024, 3), Buffer.from('and the rest')]
    const opened = await server.api('/upload/url', {
      token: creator.token,
      query: {
        key: 'ep/1.mp4',
        filetype: 'mp4',
        numParts: 2,
        context: 'content',
        access: 'private',
      },
    })
    expect(opened.status, opened.text).toBe(200)
    for (const url of opened.json.uploadUrls)
      expect(url.startsWith(wire.settings.endpoint)).toBe(true)
    for (const index of [1, 0]) {
      const response = await fetch(opened.json.uploadUrls[index], {
        method: 'PUT',
        body: new Uint8Array(parts[index] as Buffer),
      })
      expect(response.status).toBe(200)
      const etag = (response.headers.get('etag') as string).replace(/"/g, '')
      // The client's integrity check: its hash against the returned entity tag.
      expect(etag).toBe(md5(parts[index] as Buffer))
      const reported = await server.api('/upload/multipart/url/done', {
        token: creator.token,
        body: { key: 'ep/1.mp4', url: opened.json.uploadUrls[index], ETag: etag },
      })
      expect(reported.status, reported.text).toBe(200)
    }
    const bogus = await server.api('/upload/multipart/url/done', {
      token: creator.token,
      body: { key: 'ep/1.mp4', url: opened.json.uploadUrls[0], ETag: 'not-a-hash' },
    })
    expect(bogus.json.error).toBe('Integrity error')
    const done = await server.api('/upload/multipart/done', {
      token: creator.token,
      body: { key: 'ep/1.mp4' },
    })
    expect(done.status, done.text).toBe(200)
    expect(done.json.size).toBe(parts[0]!.length + parts[1]!.length)
    const again = await server.api('/upload/multipart/done', {
      token: creator.token,
      body: { key: 'ep/1.mp4' },
    })
    expect(again.json.etag).toBe(done.json.etag)

    const signed = await server.api('/upload/privateasset', {
      token: creator.token,
      query: { key: 'ep/1.mp4' },
    })
    const tail = await fetch(signed.json.url, { headers: { range: 'bytes=5242878-5242882' } })
    expect(Buffer.from(await tail.arrayBuffer()).toString('latin1')).toBe('\x03\x03and')
  })

  it('serves a public picture from the bucket through the public read', async () => {
    const png = solidPng(12, 12, [5, 6, 7])
    const opened = await server.api('/upload/url', {
      token: creator.token,
      query: { key: 'pic.png', filetype: 'png', context: 'image', access: 'public' },
    })
    const put = await fetch(opened.json.uploadUrls[0], { method: 'PUT', body: new Uint8Array(png) })
    await server.api('/upload/multipart/url/done', {
      token: creator.token,
      body: { key: 'pic.png', url: opened.json.uploadUrls[0], ETag: put.headers.get('etag') },
    })
    const done = await server.api('/upload/multipart/done', {
      token: creator.token,
      body: { key: 'pic.png' },
    })
    expect(done.status, done.text).toBe(200)
    const read = await fetch(new URL(`${opened.json.cdnUrls[0]}?d=2026112602`, server.url))
    expect(read.status).toBe(200)
    expect(read.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await read.arrayBuffer()).equals(png)).toBe(true)
  })

  it("refuses a join whose parts were never reported, with the spec's text", async () => {
    const opened = await server.api('/upload/url', {
      token: creator.token,
      query: { key: 'lost.mp3', filetype: 'mp3', context: 'content' },
    })
    await fetch(opened.json.uploadUrls[0], { method: 'PUT', body: new Uint8Array([1, 2, 3]) })
    const done = await server.api('/upload/multipart/done', {
      token: creator.token,
      body: { key: 'lost.mp3' },
    })
    expect(done.status).toBe(400)
    expect(done.json.error).toBe("File didn't upload, check connection")
  })
})
