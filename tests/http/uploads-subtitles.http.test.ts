/**
 * SRT subtitles through the upload service: a content's creator uploads an .srt in one
 * language, `uploaddone` queues its conversion, the encoder writes WebVTT and the catalog
 * lists it. Other users, files that are not SRT and files over 2 MB are refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { grantRoles, type SignedIn, seedAdmin, signUp } from '../support/accounts'
import { startTestServer, type TestServer } from '../support/test-server'

const SRT =
  '\uFEFF1\r\n00:00:01,000 --> 00:00:02,500\r\n안녕하세요\r\n\r\n2\r\n0:0:3,5 --> 0:0:4,0\r\n<font color="red">둘</font>\r\n'
const THUMB = `/api/story-chat/asset/${'c'.repeat(64)}`

let server: TestServer
let creator: SignedIn
let other: SignedIn
let plain: SignedIn
let contentOid: string

beforeAll(async () => {
  // It runs the encoding queue by hand, job by job: a queue of its own.
  server = await startTestServer({ private: true })
  // The test runs the encoder's jobs itself.
  await server.context.encoding.worker.stop()
  const admin = await seedAdmin(server)
  creator = await signUp(server)
  other = await signUp(server)
  plain = await signUp(server)
  await grantRoles(server, admin.token, creator.oid, ['creator'])
  await grantRoles(server, admin.token, other.oid, ['creator'])
  const issued = await server.api('/content/issueid', { token: creator.token, body: {} })
  contentOid = issued.json.contentOid
  const saved = await server.api('/content/save', {
    token: creator.token,
    body: { contentOid, metaData: { title: 'Subtitled', thumbnail: THUMB } },
  })
  expect(saved.status, saved.text).toBe(200)
}, 60_000)
afterAll(async () => {
  await server?.close()
})

const open = (token: string, key: string, query: Record<string, string | number> = {}) =>
  server.api('/upload/url', {
    token,
    query: {
      key,
      filetype: 'srt',
      numParts: 1,
      access: 'private',
      context: 'subtitle',
      contentOid,
      lang: 'ko',
      ...query,
    },
  })

async function uploadSrt(token: string, key: string, bytes: Uint8Array, lang = 'ko') {
  const opened = await open(token, key, { lang })
  expect(opened.status, opened.text).toBe(200)
  const put = await fetch(new URL(opened.json.uploadUrls[0], server.url), {
    method: 'PUT',
    body: new Uint8Array(bytes),
  })
  // The embedded store refuses a part over the context's limit as it arrives.
  if (put.status !== 200) return { status: put.status, json: await put.json(), text: '' }
  return server.api('/upload/multipart/done', { token, body: { key } })
}

describe('subtitle uploads', () => {
  it('converts an uploaded SRT to WebVTT and lists it on the content', async () => {
    const joined = await uploadSrt(creator.token, 'subs/ko.srt', new TextEncoder().encode(SRT))
    expect(joined.status, joined.text).toBe(200)
    expect(joined.json.context).toBe('subtitle')
    const done = await server.api('/upload/uploaddone', {
      token: creator.token,
      body: { key: 'subs/ko.srt' },
    })
    expect(done.status, done.text).toBe(200)
    const status = await server.api('/content/encoding-status', {
      token: creator.token,
      query: { contentOid },
    })
    expect(status.json.jobs.map((job: { kind: string }) => job.kind)).toEqual(['subtitle'])
    const run = await server.context.encoding.worker.runOnce()
    expect(run.ran).toBe(true)
    const listed = await server.api('/content/subtitle', {
      token: creator.token,
      query: { contentOid, lang: 'ko' },
    })
    expect(listed.status, listed.text).toBe(200)
    expect(typeof listed.json.url).toBe('string')
    const vtt = await fetch(new URL(listed.json.url, server.url), {
      headers: { authorization: `Bearer ${creator.token}` },
    })
    expect(vtt.status).toBe(200)
    expect(await vtt.text()).toBe(
      'WEBVTT\n\n1\n00:00:01.000 --> 00:00:02.500\n안녕하세요\n\n2\n00:00:03.500 --> 00:00:04.000\n둘\n',
    )
  })

  it('converts a 2 MB file of form-feed lines around one cue, read off the server thread', async () => {
    // Blank to trim() yet no block separator: once quadratic, it held the server for hours.
    const cue = '1\n00:00:05,000 --> 00:00:06,000\nStill here\n'
    const hostile = `${'\f\n'.repeat(524_000)}${cue}${'\f\n'.repeat(524_000)}`
    expect(hostile.length).toBeLessThanOrEqual(2 * 1024 * 1024)
    const joined = await uploadSrt(
      creator.token,
      'subs/hostile.srt',
      new TextEncoder().encode(hostile),
      'es',
    )
    expect(joined.status, joined.text).toBe(200)
    const done = await server.api('/upload/uploaddone', {
      token: creator.token,
      body: { key: 'subs/hostile.srt' },
    })
    expect(done.status, done.text).toBe(200)
    expect(await server.context.encoding.worker.runOnce()).toMatchObject({ outcome: 'done' })
    const listed = await server.api('/content/subtitle', {
      token: creator.token,
      query: { contentOid, lang: 'es' },
    })
    expect(listed.status, listed.text).toBe(200)
    const vtt = await fetch(new URL(listed.json.url, server.url), {
      headers: { authorization: `Bearer ${creator.token}` },
    })
    expect(await vtt.text()).toBe('WEBVTT\n\n1\n00:00:05.000 --> 00:00:06.000\nStill here\n')
  })

  it('needs the language and the content, and only its creator may add them', async () => {
    const noLang = await server.api('/upload/url', {
      token: creator.token,
      query: { key: 's/x.srt', filetype: 'srt', context: 'subtitle', contentOid },
    })
    expect(noLang.status).toBe(400)
    expect((await open(other.token, 's/x.srt')).json.code).toBe('NOT_CONTENT_CREATOR')
    expect((await open(plain.token, 's/x.srt')).status).toBe(403)
    // An srt is not a content, thumbnail or picture file.
    const asMedia = await open(creator.token, 's/x.srt', { context: 'content' })
    expect(asMedia.status).toBe(400)
    expect(asMedia.json.code).toBe('FILE_TYPE_NOT_ALLOWED')
  })

  it('refuses a file that is not SRT text and one over 2 MB, and queues nothing', async () => {
    const binary = await uploadSrt(creator.token, 'subs/bad.srt', new Uint8Array([0xff, 0xfe, 0]))
    expect(binary.status).toBe(400)
    expect(binary.json.code).toBe('SUBTITLE_INVALID')
    const noCues = await uploadSrt(
      creator.token,
      'subs/plain.srt',
      new TextEncoder().encode('just some words\n'),
    )
    expect(noCues.json.code).toBe('SUBTITLE_INVALID')
    const big = new Uint8Array(2 * 1024 * 1024 + 1).fill(0x41)
    const tooBig = await uploadSrt(creator.token, 'subs/big.srt', big)
    expect(tooBig.status).toBe(413)
    expect(tooBig.json.code).toBe('SUBTITLE_TOO_LARGE')
    for (const key of ['subs/bad.srt', 'subs/plain.srt', 'subs/big.srt']) {
      const exists = await server.api('/upload/exists', { token: creator.token, query: { key } })
      expect(exists.json.exists).toBe(false)
    }
    const status = await server.api('/content/encoding-status', {
      token: creator.token,
      query: { contentOid },
    })
    expect(status.json.jobs).toHaveLength(2)
  })
})
