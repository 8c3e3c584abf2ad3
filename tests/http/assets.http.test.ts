import { afterAll, beforeAll, expect, it } from 'vitest'
import { jpegHeader, solidPng } from '../../platform/assets/testing'
import { grantRoles, type SignedIn, seedAdmin, signUp } from '../support/accounts'
import { describeOnEngine } from '../support/http-engine'
import { startTestServer, type TestServer } from '../support/test-server'

const FAST_ARGON2 = { TALELOOM_ARGON2_MEMORY_KIB: '1024', TALELOOM_ARGON2_ITERATIONS: '1' }

describeOnEngine('story-chat asset upload', (engine) => {
  let server: TestServer
  let creator: SignedIn
  let reader: SignedIn

  beforeAll(async () => {
    server = await startTestServer({ engine, env: FAST_ARGON2 })
    const admin = await seedAdmin(server)
    creator = await signUp(server)
    reader = await signUp(server)
    await grantRoles(server, admin.token, creator.oid, ['creator'])
  })
  afterAll(() => server.close())

  const upload = async (
    purpose: string,
    body: Uint8Array,
    token: string | null,
    contentType = 'application/octet-stream',
  ) => {
    const response = await fetch(`${server.url}/api/story-chat/asset?purpose=${purpose}`, {
      method: 'POST',
      headers: {
        'content-type': contentType,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: new Uint8Array(body),
    })
    return { status: response.status, json: await response.json() }
  }

  it('stores a PNG by its SHA-256 and serves it immutable with an ETag', async () => {
    const png = solidPng(40, 30, [200, 30, 30])
    const stored = await upload('thumbnail', png, creator.token, 'image/png')
    expect(stored.status).toBe(201)
    expect(stored.json).toMatchObject({
      contentType: 'image/png',
      width: 40,
      height: 30,
      byteSize: png.length,
    })
    expect(stored.json.url).toBe(`/api/story-chat/asset/${stored.json.sha256}`)

    const served = await fetch(`${server.url}${stored.json.url}`)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(served.headers.get('etag')).toBe(`"${stored.json.sha256}"`)
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true)

    const revalidated = await fetch(`${server.url}${stored.json.url}`, {
      headers: { 'if-none-match': `"${stored.json.sha256}"` },
    })
    expect(revalidated.status).toBe(304)
  })

  it('keeps the same bytes once, whoever uploads them again', async () => {
    const png = solidPng(8, 8, [1, 2, 3])
    const first = await upload('image', png, creator.token)
    const second = await upload('image', png, creator.token)
    expect(second.status).toBe(201)
    expect(second.json.sha256).toBe(first.json.sha256)
    const rows = await server.context.database.db
      .withTables<{ story_assets: { sha256: string } }>()
      .selectFrom('story_assets')
      .select('sha256')
      .where('sha256', '=', first.json.sha256)
      .execute()
    expect(rows).toHaveLength(1)
  })

  it('judges the type by magic bytes, not by the Content-Type sent', async () => {
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;')
    const answer = await upload('image', gif, creator.token, 'image/png')
    expect(answer.status).toBe(415)
    expect(answer.json).toMatchObject({
      code: 'IMAGE_TYPE_UNSUPPORTED',
      error: 'Only jpg, jpeg and png images can be uploaded.',
    })
    const corrupt = await upload('image', solidPng(4, 4, [0, 0, 0]).subarray(0, 20), creator.token)
    expect(corrupt.status).toBe(400)
    expect(corrupt.json.code).toBe('IMAGE_CORRUPT')
    const empty = await upload('image', new Uint8Array(), creator.token)
    expect(empty.json.code).toBe('IMAGE_EMPTY')
  })

  it('holds thumbnails to 2000×2000 and images to 8192 px wide', async () => {
    const wide = await upload('thumbnail', jpegHeader(2001, 100), creator.token)
    expect(wide.status).toBe(400)
    expect(wide.json).toMatchObject({ code: 'IMAGE_TOO_WIDE', details: { maxWidth: 2000 } })
    const tall = await upload('thumbnail', jpegHeader(100, 2001), creator.token)
    expect(tall.json).toMatchObject({ code: 'IMAGE_TOO_TALL', details: { maxHeight: 2000 } })
    const edge = await upload('thumbnail', jpegHeader(2000, 2000), creator.token)
    expect(edge.status).toBe(201)

    const tooWide = await upload('image', jpegHeader(8193, 10), creator.token)
    expect(tooWide.json).toMatchObject({ code: 'IMAGE_TOO_WIDE', details: { maxWidth: 8192 } })
    const tallImage = await upload('image', jpegHeader(8192, 20000), creator.token)
    expect(tallImage.status).toBe(201)
    expect(tallImage.json.contentType).toBe('image/jpeg')
  })

  it('answers a wrong purpose, a multipart body, and an oversized body precisely', async () => {
    const png = solidPng(2, 2, [9, 9, 9])
    const purpose = await upload('avatar', png, creator.token)
    expect(purpose.status).toBe(400)
    const multipart = await upload('image', png, creator.token, 'multipart/form-data; boundary=x')
    expect(multipart.json.code).toBe('IMAGE_BODY_EXPECTED')
    const huge = await upload('image', new Uint8Array(16 * 1024 * 1024 + 1), creator.token)
    expect(huge.status).toBe(413)
  })

  it('needs a signed-in story-chat writer', async () => {
    const png = solidPng(2, 2, [5, 5, 5])
    const anonymous = await upload('image', png, null)
    expect(anonymous.status).toBe(401)
    const notWriter = await upload('image', png, reader.token)
    expect(notWriter.status).toBe(403)
  })

  it('answers 404 for an unknown or malformed hash', async () => {
    const unknown = await fetch(`${server.url}/api/story-chat/asset/${'0'.repeat(64)}`)
    expect(unknown.status).toBe(404)
    expect((await unknown.json()).code).toBe('ASSET_NOT_FOUND')
    const malformed = await fetch(`${server.url}/api/story-chat/asset/not-a-hash`)
    expect(malformed.status).toBe(404)
  })
})
