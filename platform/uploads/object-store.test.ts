/**
 * The object-store port's contract, run against both adapters: the embedded store on a
 * temporary folder and the S3 adapter against a local S3-wire server (s3rver).
 */
import { createHash } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEmbeddedStore } from './embedded-store'
import type { ObjectStore } from './object-store'
import { createS3Store } from './s3-store'
import { createSigner } from './signer'
import { startS3Wire } from './testing'

const md5 = (bytes: Uint8Array) => createHash('md5').update(bytes).digest('hex')

async function text(body: Readable) {
  const chunks: Buffer[] = []
  for await (const chunk of body) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

const adapters: [
  string,
  () => Promise<{ store: ObjectStore; base: string; close(): Promise<void> }>,
][] = [
  [
    'embedded',
    async () => {
      const root = mkdtempSync(join(tmpdir(), 'taleloom-objects-'))
      const store = createEmbeddedStore({
        root,
        signer: createSigner('s'.repeat(32)),
        clock: { now: () => new Date() },
      })
      return { store, base: '', close: async () => rmSync(root, { recursive: true, force: true }) }
    },
  ],
  [
    's3',
    async () => {
      const wire = await startS3Wire()
      return { store: createS3Store(wire.settings), base: '', close: wire.close }
    },
  ],
]

describe.each(adapters)('object store: %s', (_name, open) => {
  let store: ObjectStore
  let close: () => Promise<void>
  beforeAll(async () => {
    ;({ store, close } = await open())
  })
  afterAll(async () => {
    await close?.()
  })

  it('puts, heads, reads with a range, lists by prefix, copies and deletes', async () => {
    const bytes = Buffer.from('0123456789abcdef')
    const put = await store.put('public/u1/a/one.png', Readable.from([bytes]), bytes.length)
    expect(put).toEqual({ size: 16, etag: md5(bytes) })
    expect(await store.head('public/u1/a/one.png')).toEqual({ size: 16, etag: md5(bytes) })
    const ranged = await store.get('public/u1/a/one.png', { start: 10, end: 13 })
    expect(ranged?.range).toEqual({ start: 10, end: 13 })
    expect(ranged?.size).toBe(16)
    expect((await text(ranged?.body as Readable)).toString()).toBe('abcd')
    await store.put('public/u1/b.png', Readable.from([Buffer.from('x')]), 1)
    await store.put('public/u2/c.png', Readable.from([Buffer.from('y')]), 1)
    expect((await store.list('public/u1/')).map((item) => item.key).sort()).toEqual([
      'public/u1/a/one.png',
      'public/u1/b.png',
    ])
    await store.copy('public/u1/b.png', 'private/u1/b.png')
    expect((await text((await store.get('private/u1/b.png'))?.body as Readable)).toString()).toBe(
      'x',
    )
    await store.delete('public/u1/b.png')
    expect(await store.head('public/u1/b.png')).toBeNull()
    expect(await store.get('public/u1/nothing')).toBeNull()
  })

  it('joins a multipart upload sent through its presigned part addresses, in part order', async () => {
    const key = 'private/u1/video.mp4'
    const uploadId = await store.createMultipart(key, 'video/mp4')
    const parts = [Buffer.alloc(5 * 1024 * 1024, 7), Buffer.from('the end')]
    const etags: string[] = []
    // Sent last part first: the order of arrival does not matter.
    for (const index of [1, 0]) {
      const url = await store.presignPart(key, uploadId, index + 1, 600)
      const target = url.startsWith('/') ? `http://unused${url}` : url
      if (url.startsWith('/')) {
        // The embedded store's address is served by the HTTP route; here the port's own call.
        const stored = await (
          store as unknown as {
            receivePart: (...args: unknown[]) => Promise<{ etag: string }>
          }
        ).receivePart(key, uploadId, index + 1, Readable.from([parts[index]]), {
          maxBytes: 1 << 30,
        })
        etags[index] = stored.etag
      } else {
        const response = await fetch(target, {
          method: 'PUT',
          body: new Uint8Array(parts[index] as Buffer),
        })
        expect(response.status).toBe(200)
        etags[index] = (response.headers.get('etag') as string).replace(/"/g, '')
      }
      expect(etags[index]).toBe(md5(parts[index] as Buffer))
    }
    const head = await store.completeMultipart(key, uploadId, [
      { partNumber: 1, etag: etags[0] as string },
      { partNumber: 2, etag: etags[1] as string },
    ])
    expect(head.size).toBe(parts[0]!.length + parts[1]!.length)
    const expected = `${md5(Buffer.concat(etags.map((etag) => Buffer.from(etag, 'hex'))))}-2`
    // S3's own rule; s3rver answers a plain MD5 for a joined object.
    if (store.kind === 'embedded') expect(head.etag).toBe(expected)
    else expect(head.etag).toMatch(/^[0-9a-f]{32}(-2)?$/)
    const tail = await store.get(key, { start: 5 * 1024 * 1024 - 2 })
    expect([...(await text(tail?.body as Readable))]).toEqual([7, 7, ...Buffer.from('the end')])
  })

  it('signs a read address that serves the object', async () => {
    await store.put('private/u9/doc.mp3', Readable.from([Buffer.from('audio')]), 5)
    const url = await store.presignGet('private/u9/doc.mp3', 60)
    if (url.startsWith('/')) {
      expect(url).toMatch(
        /^\/api\/upload\/object\?key=private%2Fu9%2Fdoc\.mp3&expires=\d+&signature=/,
      )
    } else {
      expect(await (await fetch(url)).text()).toBe('audio')
    }
  })
})
