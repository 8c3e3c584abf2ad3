/**
 * Whose file an encoding reads. `POST /content/encoding` names its source by store key, and
 * keys are predictable (`private/<creatorOid>/<key>`): a second creator once encoded the
 * first one's private paid upload into its own content and got its renditions and poster.
 * A source must be an upload of the content's creator (an admin may also use their own),
 * for video, audio and subtitles alike; anything else is refused and nothing is queued.
 *
 * Creates its own accounts and contents; needs no special env. Jobs are read back through
 * the owner's encoding-status, never by counting rows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { grantRoles, type SignedIn, seedAdmin, signUp } from '../support/accounts'
import { startTestServer, type TestServer } from '../support/test-server'

const SRT = '1\n00:00:01,000 --> 00:00:02,000\nPaid words\n'

let server: TestServer
let admin: SignedIn
let victim: SignedIn
let attacker: SignedIn
let victimContent: string
let attackerContent: string

async function newContent(creator: SignedIn, title: string) {
  const issued = await server.api('/content/issueid', { token: creator.token, body: {} })
  expect(issued.status, issued.text).toBe(200)
  const saved = await server.api('/content/save', {
    token: creator.token,
    body: { contentOid: issued.json.contentOid, metaData: { title } },
  })
  expect(saved.status, saved.text).toBe(200)
  return issued.json.contentOid as string
}

/** Uploads one private file through the real multipart routes; answers its store key. */
async function upload(
  user: SignedIn,
  target: { key: string; filetype: string; context: string; contentOid: string; lang?: string },
  bytes: Uint8Array,
) {
  const opened = await server.api('/upload/url', {
    token: user.token,
    query: { ...target, numParts: 1, access: 'private' },
  })
  expect(opened.status, opened.text).toBe(200)
  const put = await fetch(new URL(opened.json.uploadUrls[0], server.url), {
    method: 'PUT',
    body: new Uint8Array(bytes),
  })
  expect(put.status).toBe(200)
  const joined = await server.api('/upload/multipart/done', {
    token: user.token,
    body: { key: target.key },
  })
  expect(joined.status, joined.text).toBe(200)
  return `private/${user.oid}/${target.key}`
}

const request = (user: SignedIn, body: Record<string, unknown>) =>
  server.api('/content/encoding', { token: user.token, body })

const jobsOf = async (user: SignedIn, contentOid: string) => {
  const status = await server.api('/content/encoding-status', {
    token: user.token,
    query: { contentOid },
  })
  expect(status.status, status.text).toBe(200)
  return status.json.jobs as { kind: string; language: string | null }[]
}

let paidVideo: string
let paidSubtitle: string

beforeAll(async () => {
  server = await startTestServer()
  admin = await seedAdmin(server)
  victim = await signUp(server)
  attacker = await signUp(server)
  await grantRoles(server, admin.token, victim.oid, ['creator'])
  await grantRoles(server, admin.token, attacker.oid, ['creator'])
  victimContent = await newContent(victim, 'Paid drama')
  attackerContent = await newContent(attacker, 'Borrowed drama')
  // The victim's private paid files, uploaded but never handed to the encoder by them.
  paidVideo = await upload(
    victim,
    {
      key: `content/${victimContent}/1.mp4`,
      filetype: 'mp4',
      context: 'content',
      contentOid: victimContent,
    },
    new TextEncoder().encode('not really a video; the request is what is judged'),
  )
  paidSubtitle = await upload(
    victim,
    {
      key: `content/${victimContent}/ko.srt`,
      filetype: 'srt',
      context: 'subtitle',
      contentOid: victimContent,
      lang: 'ko',
    },
    new TextEncoder().encode(SRT),
  )
}, 60_000)
afterAll(async () => {
  await server?.close()
})

describe('encoding sources', () => {
  it("refuses another creator's upload as a video, audio or subtitle source, and queues nothing", async () => {
    for (const body of [
      { kind: 'video', sourceKey: paidVideo },
      { kind: 'audio', sourceKey: paidVideo },
      { kind: 'subtitle', sourceKey: paidSubtitle, language: 'ko' },
    ]) {
      const stolen = await request(attacker, { contentOid: attackerContent, ...body })
      expect(stolen.status, `${body.kind}: ${stolen.text}`).toBe(404)
      expect(stolen.json).toMatchObject({
        error: 'Encoding request failed',
        code: 'ENCODING_SOURCE_NOT_FOUND',
      })
      // The answer is the one a key nobody uploaded gets: the file's existence is not told.
      const madeUp = await request(attacker, {
        contentOid: attackerContent,
        ...body,
        sourceKey: `private/${victim.oid}/content/${victimContent}/9.mp4`,
      })
      expect(madeUp.status).toBe(404)
      const { requestId: _one, ...answer } = stolen.json
      const { requestId: _two, ...madeUpAnswer } = madeUp.json
      expect(madeUpAnswer).toEqual(answer)
    }
    expect(await jobsOf(attacker, attackerContent)).toEqual([])
  })

  it("refuses an admin who names a creator's file for another creator's content", async () => {
    const crossed = await request(admin, {
      contentOid: attackerContent,
      kind: 'subtitle',
      sourceKey: paidSubtitle,
      language: 'ko',
    })
    expect(crossed.status, crossed.text).toBe(404)
    expect(crossed.json.code).toBe('ENCODING_SOURCE_NOT_FOUND')
    expect(await jobsOf(attacker, attackerContent)).toEqual([])
  })

  it("queues the creator's own uploads, for them and for an admin, each kind from its file type", async () => {
    const video = await request(victim, {
      contentOid: victimContent,
      kind: 'video',
      sourceKey: paidVideo,
    })
    expect(video.status, video.text).toBe(200)
    const subtitle = await request(admin, {
      contentOid: victimContent,
      kind: 'subtitle',
      sourceKey: paidSubtitle,
      language: 'ko',
    })
    expect(subtitle.status, subtitle.text).toBe(200)
    expect((await jobsOf(victim, victimContent)).map((job) => [job.kind, job.language])).toEqual([
      ['video', null],
      ['subtitle', 'ko'],
    ])
    // A file is encoded only as what it was uploaded as.
    const wrongKind = await request(victim, {
      contentOid: victimContent,
      kind: 'subtitle',
      sourceKey: paidVideo,
      language: 'en',
    })
    expect(wrongKind.status, wrongKind.text).toBe(400)
    expect(wrongKind.json).toMatchObject({
      error: 'Encoding request failed',
      code: 'ENCODING_REQUEST_FAILED',
      details: { reason: 'A subtitle is encoded from an .srt upload, not an .mp4' },
    })
  })
})
