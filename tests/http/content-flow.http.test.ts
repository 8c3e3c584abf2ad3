/**
 * The content platform end to end over HTTP: a creator uploads an mp3 and an mp4 (made by
 * ffmpeg's lavfi) through /api/upload, saves and publishes them, the encoding worker runs
 * the jobs the uploads queued, the contents are published and found by Korean and English
 * search, a reader buys one and plays its HLS through the signed media route, and
 * recommendations pair the two after likes and plays.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { detectFfmpeg } from '../../platform/encoding'
import { grantRoles, type SignedIn, seedAdmin, signUp } from '../support/accounts'
import { skipWithout } from '../support/environment'
import { startTestServer, type TestServer } from '../support/test-server'

const ffmpeg = await detectFfmpeg()
if (!ffmpeg.available) console.warn(`[content flow] skipped: ${ffmpeg.reason}`)

const THUMB = `/api/story-chat/asset/${'c'.repeat(64)}`
const HOUR_MS = 60 * 60_000

describe.skipIf(skipWithout('ffmpeg', ffmpeg.available ? null : 'ffmpeg is missing'))(
  'content platform end to end',
  () => {
    let server: TestServer
    let creator: SignedIn
    let reader: SignedIn
    let stranger: SignedIn
    let folder: string
    // The server's clock, moved by the test to pass a playback address's expiry.
    let now = Date.now()
    const clock = { now: () => new Date(now) }
    const contents = { audio: '', video: '' }
    let videoView: { mediaUrls?: { renditions: { kind: string; address: string }[] } }

    const api = (...args: Parameters<TestServer['api']>) => server.api(...args)

    beforeAll(async () => {
      folder = mkdtempSync(join(tmpdir(), 'taleloom-content-flow-'))
      const lavfi = (args: string[]) =>
        execFileSync('ffmpeg', ['-nostdin', '-hide_banner', '-loglevel', 'error', '-y', ...args])
      lavfi(['-f', 'lavfi', '-i', 'sine=frequency=440:duration=1', join(folder, 'tone.mp3')])
      // biome-ignore format: ffmpeg arguments read best in pairs
      lavfi([
      '-f', 'lavfi', '-i', 'testsrc=size=640x360:rate=24:duration=2',
      '-f', 'lavfi', '-i', 'sine=frequency=220:duration=2',
      '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest',
      join(folder, 'clip.mp4'),
    ])
      server = await startTestServer({ clock })
      // The test drives the worker one job at a time.
      await server.context.encoding.worker.stop()
      const admin = await seedAdmin(server)
      creator = await signUp(server)
      reader = await signUp(server)
      stranger = await signUp(server)
      await grantRoles(server, admin.token, creator.oid, ['creator'])
      await server.context.wallet.service.purchaseCoins({
        key: `fund-${reader.oid}`,
        userOid: reader.oid,
        coins: 50,
      })
    }, 120_000)
    afterAll(async () => {
      await server?.close()
      if (folder) rmSync(folder, { recursive: true, force: true })
    })

    async function upload(contentOid: string, key: string, filetype: 'mp3' | 'mp4') {
      const bytes = readFileSync(join(folder, key))
      const opened = await api('/upload/url', {
        token: creator.token,
        query: { key, filetype, numParts: 1, access: 'private', context: 'content', contentOid },
      })
      expect(opened.status, opened.text).toBe(200)
      const put = await fetch(new URL(opened.json.uploadUrls[0], server.url), {
        method: 'PUT',
        body: new Uint8Array(bytes),
      })
      expect(put.status, await put.text()).toBe(200)
      const joined = await api('/upload/multipart/done', { token: creator.token, body: { key } })
      expect(joined.status, joined.text).toBe(200)
      const done = await api('/upload/uploaddone', { token: creator.token, body: { key } })
      expect(done.status, done.text).toBe(200)
    }

    async function draft(metaData: Record<string, unknown>) {
      const issued = await api('/content/issueid', { token: creator.token, body: {} })
      const contentOid = issued.json.contentOid as string
      const saved = await api('/content/save', {
        token: creator.token,
        body: { contentOid, metaData: { thumbnail: THUMB, ...metaData } },
      })
      expect(saved.status, saved.text).toBe(200)
      return contentOid
    }

    const read = (contentOid: string, token?: string) =>
      api('/content', { ...(token ? { token } : {}), query: { contentOid } })

    it('encodes uploads handed over and publishes the contents once encoded', async () => {
      contents.audio = await draft({
        title: 'Lighthouse keeper night tales',
        multiLangTitle: { ko: '등대지기의 밤 이야기' },
        media: 'audio',
        category: 'audio-drama',
        hashtags: ['lighthouse'],
      })
      contents.video = await draft({
        title: 'Seoul night walk',
        multiLangTitle: { ko: '서울의 밤 산책' },
        media: 'video',
        category: 'audio-drama',
        price: 10,
        hashtags: ['lighthouse'],
      })
      await upload(contents.audio, 'tone.mp3', 'mp3')
      await upload(contents.video, 'clip.mp4', 'mp4')
      for (const contentOid of [contents.audio, contents.video]) {
        expect((await read(contentOid, creator.token)).json.content.status).toBe('encoding')
        const published = await api('/content', {
          token: creator.token,
          body: {
            contentOid,
            metaData: {
              mediaAssets: {
                sources: [
                  `/api/upload/store/private/${creator.oid}/${contentOid === contents.audio ? 'tone.mp3' : 'clip.mp4'}`,
                ],
              },
            },
          },
        })
        expect(published.status, published.text).toBe(200)
        // Publishing while encoding keeps it hidden until the encoder is done.
        expect((await read(contentOid)).status).toBe(404)
      }

      // The queue is drained whole: a product shared with earlier files may hold their jobs
      // too, and each of this file's jobs must run exactly once.
      const mine = new Set([contents.audio, contents.video])
      const outcomes: string[] = []
      for (let step = 0; step < 50; step += 1) {
        const run = await server.context.encoding.worker.runOnce()
        if (!run.ran) break
        if (mine.has(run.job.content_oid)) outcomes.push(`${run.job.kind}:${run.outcome}`)
      }
      expect(outcomes.sort()).toEqual(['audio:done', 'video:done'])
      expect((await server.context.encoding.worker.runOnce()).ran).toBe(false)

      const audio = await read(contents.audio)
      expect(audio.json.content).toMatchObject({ status: 'published', canView: true })
      expect(audio.json.content.mediaUrls.renditions.map((r: { kind: string }) => r.kind)).toEqual([
        'aac',
        'opus',
      ])
      const video = await read(contents.video)
      expect(video.json.content).toMatchObject({ status: 'published', canView: false })
      expect(video.json.content.mediaUrls).toBeUndefined()
    }, 180_000)

    it('finds both by Korean and English search', async () => {
      const search = async (keywords: string) => {
        const response = await api('/content/search', { query: { keywords } })
        expect(response.status, response.text).toBe(200)
        return response.json.contents.map((hit: { contentOid: string }) => hit.contentOid)
      }
      expect(await search('서울')).toEqual([contents.video])
      expect(await search('등대지기')).toEqual([contents.audio])
      expect(await search('lighthouse keeper')).toEqual([contents.audio])
      expect(await search('Seoul walk')).toEqual([contents.video])
    })

    it('gives a buyer signed playback addresses that play the HLS through relative paths', async () => {
      expect((await read(contents.video, stranger.token)).json.content.mediaUrls).toBeUndefined()
      const bought = await api('/account/purchase', {
        token: reader.token,
        body: { contentOid: contents.video, creatorOid: creator.oid, coins: 10, mode: 'coins' },
      })
      expect(bought.status, bought.text).toBe(200)
      const view = await read(contents.video, reader.token)
      expect(view.json.content.canView).toBe(true)
      videoView = view.json.content
      const hls = view.json.content.mediaUrls.renditions.find(
        (r: { kind: string }) => r.kind === 'hls',
      )
      expect(hls.address).toMatch(
        new RegExp(`^/api/content/media/${contents.video}/\\d+/[\\w-]+/encoded/${contents.video}/`),
      )
      expect(view.json.content.mediaUrls.poster).toMatch(/^\/api\/content\/media\/.+\/poster\.jpg$/)
      expect(view.json.content.mediaUrls.sources[0]).toMatch(
        /^\/api\/content\/media\/.+\/clip\.mp4$/,
      )

      const master = await fetch(new URL(hls.address, server.url))
      expect(master.status).toBe(200)
      expect(master.headers.get('content-type')).toBe('application/vnd.apple.mpegurl')
      const masterText = await master.text()
      expect(masterText.startsWith('#EXTM3U')).toBe(true)
      const renditionPath = masterText.split('\n').find((line) => line && !line.startsWith('#'))
      expect(renditionPath).not.toContain('/')
      const renditionUrl = new URL(renditionPath as string, new URL(hls.address, server.url))
      const rendition = await fetch(renditionUrl)
      expect(rendition.status).toBe(200)
      const segmentPath = (await rendition.text())
        .split('\n')
        .find((line) => line && !line.startsWith('#'))
      const segmentUrl = new URL(segmentPath as string, renditionUrl)
      const segment = await fetch(segmentUrl, { headers: { range: 'bytes=0-187' } })
      expect(segment.status).toBe(206)
      expect(segment.headers.get('content-type')).toBe('video/mp2t')
      expect(segment.headers.get('content-range')).toMatch(/^bytes 0-187\/\d+$/)
      const bytes = new Uint8Array(await segment.arrayBuffer())
      expect(bytes.length).toBe(188)
      // An MPEG-TS packet starts with its sync byte.
      expect(bytes[0]).toBe(0x47)
      const poster = await fetch(new URL(view.json.content.mediaUrls.poster, server.url))
      expect(poster.headers.get('content-type')).toBe('image/jpeg')
      expect(new Uint8Array(await poster.arrayBuffer()).subarray(0, 2)).toEqual(
        new Uint8Array([0xff, 0xd8]),
      )
    })

    it('refuses a forged or expired signature and a key of another content', async () => {
      const hls = (videoView.mediaUrls?.renditions ?? []).find((r) => r.kind === 'hls')
      const address = hls?.address as string
      const [, , , , contentOid, expires, signature, ...key] = address.split('/')
      const forged = `/api/content/media/${contentOid}/${expires}/${signature?.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}/${key.join('/')}`
      expect((await fetch(new URL(forged, server.url))).status).toBe(403)
      const later = `/api/content/media/${contentOid}/${Number(expires) + 60}/${signature}/${key.join('/')}`
      expect((await fetch(new URL(later, server.url))).status).toBe(403)
      // The audio content's files under the video's signed prefix: not this content's media.
      const audio = await read(contents.audio, reader.token)
      const audioKey = (audio.json.content.mediaUrls.renditions[0].address as string)
        .split('/')
        .slice(7)
        .join('/')
      expect(audioKey).toMatch(new RegExp(`^encoded/${contents.audio}/`))
      const foreign = `/api/content/media/${contentOid}/${expires}/${signature}/${audioKey}`
      expect((await fetch(new URL(foreign, server.url))).status).toBe(404)
      const outside = `/api/content/media/${contentOid}/${expires}/${signature}/private/${reader.oid}/x.mp3`
      expect((await fetch(new URL(outside, server.url))).status).toBe(404)
      expect((await fetch(new URL(address, server.url))).status).toBe(200)
      now += 5 * HOUR_MS
      expect((await fetch(new URL(address, server.url))).status).toBe(403)
    })

    it('recommends the other content after likes and plays', async () => {
      for (const user of [reader, stranger]) {
        for (const contentOid of [contents.audio, contents.video]) {
          const liked = await api('/content/like', {
            token: user.token,
            body: { contentOid, likeOrUndoLike: 'like' },
          })
          expect(liked.status, liked.text).toBe(200)
        }
        const played = await api('/content/history/play-count', {
          token: user.token,
          body: { contentOid: contents.audio },
        })
        expect(played.status, played.text).toBe(200)
      }
      const answer = await api('/content/recommendation', {
        query: { contentOid: contents.audio },
      })
      expect(answer.status, answer.text).toBe(200)
      expect(answer.json.contents[0]).toMatchObject({
        contentOid: contents.video,
        reason: 'similar',
      })
    })
  },
)
