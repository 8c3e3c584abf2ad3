/**
 * `npm start`'s demo audio and video (server/cli/demo-media.ts): with ffmpeg, the demo
 * creator's audio drama and video go through the upload service and its signed part
 * address, the encoder encodes them and they play; without ffmpeg the log says so and
 * nothing is added; a second start adds nothing more.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_CREATOR_EMAIL } from '../../platform/accounts/seed'
import { detectFfmpeg } from '../../platform/encoding'
import { seedDemoMedia } from '../../server/cli/demo-media'
import { skipWithout } from '../support/environment'
import { startTestServer, type TestServer } from '../support/test-server'

const ffmpeg = await detectFfmpeg()
if (!ffmpeg.available) console.warn(`[demo media] encoding part skipped: ${ffmpeg.reason}`)

let server: TestServer
const lines: string[] = []
const say = (line: string) => lines.push(line)
/** The running server, as `app.fetch` is in `npm start`. */
const fetchApp = (request: Request) => {
  const url = new URL(request.url)
  return fetch(new URL(`${url.pathname}${url.search}`, server.url), {
    method: request.method,
    body: request.body,
    duplex: 'half',
  } as RequestInit)
}

beforeAll(async () => {
  // The demo seed and its encodings are a fresh product's.
  server = await startTestServer({ private: true })
  await server.context.encoding.worker.stop()
  await server.context.accounts.service.seed({ adminEmail: 'admin@taleloom.local' })
}, 60_000)
afterAll(async () => {
  await server?.close()
})

const demoContents = async () => {
  const creator = await server.context.accounts.service.sessionUserByEmail(DEMO_CREATOR_EMAIL)
  if (!creator) throw new Error('no demo creator')
  return (await server.context.content.service.catalog.creatorContentOids(creator, creator.oid))
    .contentOids
}

describe('demo audio and video', () => {
  it('says ffmpeg is missing and adds nothing without it', async () => {
    await seedDemoMedia(server.context, fetchApp, say, {
      ffmpeg: { ffmpeg: '/nonexistent/ffmpeg', ffprobe: '/nonexistent/ffprobe' },
    })
    expect(lines).toEqual([expect.stringContaining('skipped, ffmpeg is not installed')])
    expect(await demoContents()).toEqual([])
  })

  it.skipIf(skipWithout('ffmpeg', ffmpeg.available ? null : 'ffmpeg is missing'))(
    'uploads, encodes and publishes one audio and one video that play',
    async () => {
      lines.length = 0
      await seedDemoMedia(server.context, fetchApp, say)
      expect(lines).toHaveLength(2)
      expect(lines[0]).toMatch(/^Demo audio published: .*\/play\/[0-9a-f]{24}/)
      expect(lines[1]).toMatch(/^Demo video published: .*\/realplay\/[0-9a-f]{24}/)
      const oids = await demoContents()
      expect(oids).toHaveLength(2)
      const kinds: string[] = []
      for (let step = 0; step < 2; step += 1) {
        const run = await server.context.encoding.worker.runOnce()
        expect(run.ran).toBe(true)
        if (run.ran) kinds.push(`${run.job.kind}:${run.outcome}`)
      }
      expect(kinds.sort()).toEqual(['audio:done', 'video:done'])
      const views = await Promise.all(
        oids.map(
          async (contentOid) => (await server.api('/content', { query: { contentOid } })).json,
        ),
      )
      const renditions = views
        .map((view) =>
          view.content.mediaUrls.renditions.map((r: { kind: string }) => r.kind).join(','),
        )
        .sort()
      expect(renditions).toEqual(['aac,opus', 'hls'])
      for (const view of views) {
        expect(view.content).toMatchObject({ status: 'published', canView: true })
        expect(view.content.thumbnail).toMatch(/^\/api\/upload\/thumbnail\//)
        // The first rendition answers through its signed address.
        const first = view.content.mediaUrls.renditions[0].address
        expect((await fetch(new URL(first, server.url))).status).toBe(200)
      }
      // Found by Korean search.
      const search = await server.api('/content/search', { query: { keywords: '항구' } })
      expect(search.status, search.text).toBe(200)
      const audioOid = views.find((view) => view.content.media === 'audio')?.content.contentOid
      expect(search.json.contents.map((hit: { contentOid: string }) => hit.contentOid)).toEqual([
        audioOid,
      ])

      lines.length = 0
      await seedDemoMedia(server.context, fetchApp, say)
      expect(lines).toEqual([])
      expect(await demoContents()).toHaveLength(2)
    },
    120_000,
  )
})
