import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { solidPng } from '../../platform/assets/testing'
import { grantRoles, type SignedIn, seedAdmin, signUp } from '../support/accounts'
import { startTestServer, type TestServer } from '../support/test-server'

const md5 = (bytes: Uint8Array) => createHash('md5').update(bytes).digest('hex')

let server: TestServer
let admin: SignedIn
let creator: SignedIn
let other: SignedIn
let plain: SignedIn

beforeAll(async () => {
  server = await startTestServer()
  admin = await seedAdmin(server)
  creator = await signUp(server)
  other = await signUp(server)
  plain = await signUp(server)
  await grantRoles(server, admin.token, creator.oid, ['creator'])
  await grantRoles(server, admin.token, other.oid, ['creator'])
})
afterAll(async () => {
  await server?.close()
})

async function putPart(url: string, bytes: Uint8Array, headers: Record<string, string> = {}) {
  const response = await fetch(new URL(url, server.url), {
    method: 'PUT',
    body: new Uint8Array(bytes),
    headers,
  })
  return {
    status: response.status,
    etag: response.headers.get('etag'),
    text: await response.text(),
  }
}

async function openUpload(token: string, query: Record<string, string | number>) {
  const response = await server.api('/upload/url', { token, query })
  expect(response.status, response.text).toBe(200)
  return response.json as { uploadUrls: string[]; cdnUrls: string[]; uploadId: string }
}

/** A content the creator saved: the catalog answers who may set its thumbnail. */
async function savedContent(token: string): Promise<string> {
  const saved = await server.api('/content/save', { token, body: { metaData: { title: 'Thumb' } } })
  expect(saved.status, saved.text).toBe(200)
  return saved.json.contentOid
}

/** Uploads `parts` in the order given and joins them. */
async function upload(token: string, query: Record<string, string | number>, parts: Uint8Array[]) {
  const opened = await openUpload(token, { numParts: parts.length, ...query })
  for (const [index, bytes] of parts.entries()) {
    const put = await putPart(opened.uploadUrls[index] as string, bytes)
    expect(put.status, put.text).toBe(200)
  }
  const done = await server.api('/upload/multipart/done', { token, body: { key: query.key } })
  return { opened, done }
}

describe('multipart uploads to the embedded store', () => {
  it('joins parts sent out of order and one sent twice, once, into the bytes in part order', async () => {
    const parts = [Buffer.alloc(70_000, 1), Buffer.alloc(50_000, 2), Buffer.from('tail')]
    const opened = await openUpload(creator.token, {
      key: 'drama/ep1.mp3',
      filetype: 'mp3',
      numParts: 3,
      access: 'private',
      context: 'content',
    })
    expect(opened.uploadUrls).toHaveLength(3)
    expect(opened.cdnUrls).toEqual([])
    // Out of order, and part 2 first with wrong bytes, then again with the right ones.
    expect((await putPart(opened.uploadUrls[2] as string, parts[2] as Buffer)).etag).toBe(
      `"${md5(parts[2] as Buffer)}"`,
    )
    await putPart(opened.uploadUrls[1] as string, Buffer.from('wrong bytes'))
    await putPart(opened.uploadUrls[1] as string, parts[1] as Buffer)
    await putPart(opened.uploadUrls[0] as string, parts[0] as Buffer)

    const resume = await server.api('/upload/multipart/parts', {
      token: creator.token,
      query: { key: 'drama/ep1.mp3' },
    })
    expect(resume.json.parts.map((part: { partNumber: number }) => part.partNumber)).toEqual([
      1, 2, 3,
    ])

    const report = (index: number, etag: string) =>
      server.api('/upload/multipart/url/done', {
        token: creator.token,
        body: { key: 'drama/ep1.mp3', url: opened.uploadUrls[index], ETag: etag },
      })
    const mismatch = await report(1, md5(Buffer.from('wrong bytes')))
    expect(mismatch.status).toBe(400)
    expect(mismatch.json.error).toBe('Integrity error')
    expect((await report(1, md5(parts[1] as Buffer))).status).toBe(200)

    const [first, second] = await Promise.all([
      server.api('/upload/multipart/done', {
        token: creator.token,
        body: { key: 'drama/ep1.mp3' },
      }),
      server.api('/upload/multipart/done', {
        token: creator.token,
        body: { key: 'drama/ep1.mp3' },
      }),
    ])
    const statuses = [first.status, second.status].sort()
    expect(statuses[0]).toBe(200)
    expect([200, 409]).toContain(statuses[1])
    const again = await server.api('/upload/multipart/done', {
      token: creator.token,
      body: { key: 'drama/ep1.mp3' },
    })
    expect(again.status).toBe(200)
    const whole = Buffer.concat(parts)
    expect(again.json.size).toBe(whole.length)
    const etags = parts.map((part) => md5(part))
    expect(again.json.etag).toBe(
      `${md5(Buffer.concat(etags.map((etag) => Buffer.from(etag, 'hex'))))}-3`,
    )

    const signed = await server.api('/upload/privateasset', {
      token: creator.token,
      query: { key: 'drama/ep1.mp3' },
    })
    expect(signed.status).toBe(200)
    const read = await fetch(new URL(signed.json.url, server.url))
    expect(Buffer.from(await read.arrayBuffer()).equals(whole)).toBe(true)
    const ranged = await fetch(new URL(signed.json.url, server.url), {
      headers: { range: 'bytes=69998-70001' },
    })
    expect(ranged.status).toBe(206)
    expect(ranged.headers.get('content-range')).toBe(`bytes 69998-70001/${whole.length}`)
    expect([...new Uint8Array(await ranged.arrayBuffer())]).toEqual([1, 1, 2, 2])

    expect(
      (
        await server.api('/upload/uploaddone', {
          token: creator.token,
          body: { key: 'drama/ep1.mp3' },
        })
      ).status,
    ).toBe(200)
    const exists = await server.api('/upload/exists', {
      token: creator.token,
      query: { key: 'drama/ep1.mp3' },
    })
    expect(exists.json).toMatchObject({ exists: true, size: whole.length })
  })

  it('refuses a join with a part missing, with the spec text, and joins once it arrives', async () => {
    const opened = await openUpload(creator.token, {
      key: 'drama/ep2.mp3',
      filetype: 'mp3',
      numParts: 2,
      context: 'content',
    })
    await putPart(opened.uploadUrls[0] as string, Buffer.from('first'))
    const early = await server.api('/upload/multipart/done', {
      token: creator.token,
      body: { key: 'drama/ep2.mp3' },
    })
    expect(early.status).toBe(400)
    expect(early.json.error).toBe("File didn't upload, check connection")
    expect(early.json.details.missing).toEqual([2])
    const notDone = await server.api('/upload/uploaddone', {
      token: creator.token,
      body: { key: 'drama/ep2.mp3' },
    })
    expect(notDone.json.error).toBe("File didn't upload, check connection")
    await putPart(opened.uploadUrls[1] as string, Buffer.from('second'))
    const done = await server.api('/upload/multipart/done', {
      token: creator.token,
      body: { key: 'drama/ep2.mp3' },
    })
    expect(done.json.size).toBe(11)
  })

  it('refuses a forged or expired part address and a Content-MD5 that differs', async () => {
    const opened = await openUpload(creator.token, {
      key: 'drama/ep3.mp4',
      filetype: 'mp4',
      context: 'content',
    })
    const url = new URL(opened.uploadUrls[0] as string, server.url)
    const forged = new URL(url)
    forged.searchParams.set('partNumber', '2')
    expect((await putPart(forged.toString(), Buffer.from('x'))).status).toBe(403)
    const stale = new URL(url)
    stale.searchParams.set('expires', '1')
    expect((await putPart(stale.toString(), Buffer.from('x'))).status).toBe(403)
    const bad = await putPart(url.toString(), Buffer.from('abc'), {
      'content-md5': createHash('md5').update('abd').digest('base64'),
    })
    expect(bad.status).toBe(400)
    expect(JSON.parse(bad.text).error).toBe('Integrity error')
    const parts = await server.api('/upload/multipart/parts', {
      token: creator.token,
      query: { key: 'drama/ep3.mp4' },
    })
    expect(parts.json.parts).toEqual([])
  })
})

describe('rules: types, sizes, images and who may upload', () => {
  it('answers 400 for other file types and 403 for content media from non-creators', async () => {
    const wrong = await server.api('/upload/url', {
      token: creator.token,
      query: { key: 'a.exe', filetype: 'exe', context: 'content' },
    })
    expect(wrong.status).toBe(400)
    const gifAsContent = await server.api('/upload/url', {
      token: creator.token,
      query: { key: 'a.gif', filetype: 'gif', context: 'content' },
    })
    expect(gifAsContent.status).toBe(400)
    const notCreator = await server.api('/upload/url', {
      token: plain.token,
      query: { key: 'a.mp3', filetype: 'mp3', context: 'content' },
    })
    expect(notCreator.status).toBe(403)
    const anonymous = await server.api('/upload/url', {
      query: { key: 'a.mp3', filetype: 'mp3', context: 'content' },
    })
    expect(anonymous.status).toBe(401)
    const badKey = await server.api('/upload/url', {
      token: creator.token,
      query: { key: '../escape.mp3', filetype: 'mp3', context: 'content' },
    })
    expect(badKey.status).toBe(400)
  })

  it('keeps a profile image under 300 KB', async () => {
    const big = Buffer.concat([solidPng(8, 8, [1, 2, 3]), Buffer.alloc(300 * 1024)])
    const opened = await openUpload(plain.token, {
      key: 'me.png',
      filetype: 'png',
      context: 'profile',
      access: 'public',
    })
    const put = await putPart(opened.uploadUrls[0] as string, big)
    expect(put.status).toBe(413)
    const ok = await upload(
      plain.token,
      { key: 'me.png', filetype: 'png', context: 'profile', access: 'public' },
      [solidPng(64, 64, [1, 2, 3])],
    )
    expect(ok.done.status, ok.done.text).toBe(200)
  })

  it('judges images by their bytes: type, width 8192 and thumbnails 2000×2000', async () => {
    const html = await upload(
      plain.token,
      { key: 'x.png', filetype: 'png', context: 'image', access: 'public' },
      [Buffer.from('<html><script>alert(1)</script></html>')],
    )
    expect(html.done.status).toBe(400)
    expect(html.done.json.error).toBe('image type invalid')
    const wide = await upload(
      plain.token,
      { key: 'wide.png', filetype: 'png', context: 'image', access: 'public' },
      [solidPng(8193, 1, [0, 0, 0])],
    )
    expect(wide.done.json.error).toBe('image size limit')
    const contentOid = await savedContent(creator.token)
    const tall = await upload(
      creator.token,
      { key: 'thumb.png', filetype: 'png', context: 'thumbnail', access: 'public', contentOid },
      [solidPng(10, 2001, [0, 0, 0])],
    )
    expect(tall.done.json.error).toBe('image size limit')
    const status = await server.api('/upload/assetstatus/contentoid', {
      token: creator.token,
      query: { contentOid, collectionName: 'contents' },
    })
    expect(status.json.status).toBe('error')
  })
})

describe('public reads', () => {
  let contentOid = ''
  it('serves a thumbnail (language suffix falls back), cache headers, 304, purge and the date key', async () => {
    contentOid = await savedContent(creator.token)
    const png = solidPng(32, 32, [9, 9, 9])
    const before = await server.api('/upload/assetstatus/contentoid', {
      token: creator.token,
      query: { contentOid, collectionName: 'contents' },
    })
    expect(before.json.status).toBe('click to upload')
    const { opened, done } = await upload(
      creator.token,
      {
        key: `thumbs/${contentOid}.png`,
        filetype: 'png',
        context: 'thumbnail',
        access: 'public',
        contentOid,
      },
      [png],
    )
    expect(done.status, done.text).toBe(200)
    expect(opened.cdnUrls).toEqual([`/api/upload/thumbnail/${contentOid}`])
    const after = await server.api('/upload/assetstatus/contentoid', {
      token: creator.token,
      query: { contentOid, collectionName: 'contents' },
    })
    expect(after.json.status).toBe('ready')

    const read = await fetch(`${server.url}/api/upload/thumbnail/${contentOid}_ko?d=2026112601`)
    expect(read.status).toBe(200)
    expect(read.headers.get('content-type')).toBe('image/png')
    expect(read.headers.get('x-content-type-options')).toBe('nosniff')
    expect(read.headers.get('cache-control')).toBe('public, max-age=1200')
    expect(Buffer.from(await read.arrayBuffer()).equals(png)).toBe(true)
    const etag = read.headers.get('etag') as string
    const cached = await fetch(`${server.url}/api/upload/thumbnail/${contentOid}`, {
      headers: { 'if-none-match': etag },
    })
    expect(cached.status).toBe(304)
    expect(
      (await fetch(`${server.url}/api/upload/thumbnail/${contentOid}?d=2026133301`)).status,
    ).toBe(400)

    // Another creator cannot take this content's thumbnail.
    const taken = await server.api('/upload/url', {
      token: other.token,
      query: { key: 't.png', filetype: 'png', context: 'thumbnail', access: 'public', contentOid },
    })
    expect(taken.status).toBe(403)

    const purge = await server.api('/upload/purgePublicCDN', {
      token: creator.token,
      body: { cacheKeys: [`thumbs/${contentOid}.png`] },
    })
    expect(purge.json.purged[0].url).toBe(`/api/upload/thumbnail/${contentOid}?v=1`)
    const fresh = await fetch(`${server.url}/api/upload/thumbnail/${contentOid}`, {
      headers: { 'if-none-match': etag },
    })
    expect(fresh.status).toBe(200)
    expect(fresh.headers.get('etag')).not.toBe(etag)
  })

  it('serves pics by their public id, previews by region, and nothing private', async () => {
    const png = solidPng(16, 16, [1, 1, 1])
    const pic = await upload(
      plain.token,
      { key: 'pic.png', filetype: 'png', context: 'image', access: 'public' },
      [png],
    )
    const url = pic.opened.cdnUrls[0] as string
    expect(url).toMatch(/^\/api\/upload\/pics\/[0-9a-f]{32}$/)
    expect((await fetch(new URL(url, server.url))).status).toBe(200)
    const mp3 = Buffer.from('ID3 not really audio')
    const preview = await upload(
      creator.token,
      { key: 'prev.mp3', filetype: 'mp3', context: 'preview', access: 'public', region: 'kr' },
      [mp3],
    )
    const previewUrl = preview.opened.cdnUrls[0] as string
    expect(previewUrl).toMatch(/^\/api\/upload\/preview\/kr\/[0-9a-f]{32}$/)
    const audio = await fetch(new URL(previewUrl, server.url))
    expect(audio.headers.get('content-type')).toBe('audio/mpeg')
    expect((await fetch(new URL(previewUrl.replace('/kr/', '/jp/'), server.url))).status).toBe(404)
    // Moved to private: the public address answers 404.
    const moved = await server.api('/upload/redivision', {
      token: plain.token,
      body: { changeArray: [{ key: 'pic.png', access: 'private' }] },
    })
    expect(moved.status, moved.text).toBe(200)
    const gone = await fetch(new URL(url, server.url))
    expect(gone.status).toBe(404)
    expect((await gone.json()).error).toBe('IMAGE_NOT_FOUND')
  })
})

describe('a user touches only their own keys', () => {
  it('answers another user as if the key did not exist, and changes nothing', async () => {
    await upload(creator.token, { key: 'mine/a/b', filetype: 'mp3', context: 'content' }, [
      Buffer.from('mine'),
    ])
    for (const [path, init] of [
      ['/upload/multipart/done', { body: { key: 'mine/a/b' } }],
      ['/upload/uploaddone', { body: { key: 'mine/a/b' } }],
      ['/upload/privateasset', { query: { key: 'mine/a/b' } }],
      ['/upload/multipart/parts', { query: { key: 'mine/a/b' } }],
      ['/upload/redivision', { body: { changeArray: [{ key: 'mine/a/b', access: 'public' }] } }],
      [
        '/upload/changeassetname',
        { body: { newName: 'stolen', prefix0: 'mine', prefix1: 'a', hash: 'b' } },
      ],
    ] as const) {
      const response = await server.api(path, { token: other.token, ...init })
      expect(response.status, path).toBe(404)
    }
    const exists = await server.api('/upload/exists', {
      token: other.token,
      query: { key: 'mine/a/b' },
    })
    expect(exists.json.exists).toBe(false)
    const deleted = await server.api('/upload/fileList', {
      method: 'DELETE',
      token: other.token,
      body: { fileList: ['mine/a/b'] },
    })
    expect(deleted.json).toEqual({ deleted: [], missing: ['mine/a/b'] })
    const purge = await server.api('/upload/purgePrivateCDN', {
      token: other.token,
      body: { cacheKeys: ['mine/a/b'] },
    })
    expect(purge.json.purged).toEqual([])
    const stillMine = await server.api('/upload/exists', {
      token: creator.token,
      query: { key: 'mine/a/b' },
    })
    expect(stillMine.json.exists).toBe(true)

    const renamed = await server.api('/upload/changeassetname', {
      token: creator.token,
      body: { newName: 'Episode one', prefix0: 'mine', prefix1: 'a', hash: 'b' },
    })
    expect(renamed.json.name).toBe('Episode one')
    const mineDeleted = await server.api('/upload/fileList', {
      method: 'DELETE',
      token: creator.token,
      body: { fileList: ['mine/a/b'], access: 'private' },
    })
    expect(mineDeleted.json.deleted).toEqual(['mine/a/b'])
    expect(
      (await server.api('/upload/exists', { token: creator.token, query: { key: 'mine/a/b' } }))
        .json.exists,
    ).toBe(false)
  })

  it('lets only admins read the raw files of a content', async () => {
    const contentOid = 'c'.repeat(24)
    await upload(
      creator.token,
      { key: 'raw.mp4', filetype: 'mp4', context: 'content', contentOid },
      [Buffer.from('video')],
    )
    expect(
      (await server.api('/upload/adminraw', { token: creator.token, query: { contentOid } }))
        .status,
    ).toBe(403)
    const raw = await server.api('/upload/adminraw', { token: admin.token, query: { contentOid } })
    expect(raw.json.assets).toHaveLength(1)
    expect(raw.json.assets[0].ownerOid).toBe(creator.oid)
    const bytes = await fetch(new URL(raw.json.assets[0].raw, server.url))
    expect(await bytes.text()).toBe('video')
  })
})
