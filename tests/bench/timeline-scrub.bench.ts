/**
 * Timeline editor scrubbing: opens the RealPlay editor in headless Chromium on a 200-clip
 * timeline (100 video cuts and 100 pictures, stored through the timeline API) and drags the
 * playhead along the ruler, one mouse move a frame, reading every requestAnimationFrame
 * interval meanwhile. Frames per second = 1000 ÷ the median interval (and ÷ the p95, the
 * slow frames a user feels). The floor, same run: the same page and drag on an empty
 * timeline. Goal: ≥ 55 fps on the 200-clip timeline.
 *
 *   npx tsx tests/bench/timeline-scrub.bench.ts
 *
 * Builds the front end if needed and starts the server as `npm start` does.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { Page } from 'playwright-core'
import type { TimelineAsset, TimelineView } from '../../platform/encoding/timelines/contract'
import { ensureWebBuild } from '../../server/cli/web-build'
import { launchBrowser, seedSession, signedIn } from '../e2e/support/browser'
import { startChildServer } from './support/child-server'
import { NEXT_FRAME, percentile } from './support/chromium-trace'

const CLIPS = 200
const DRAG_STEPS = 240
const root = resolve(import.meta.dirname, '..', '..')

/** Every rAF interval until `__benchStop()`, read with performance.now() in the callback. */
const FRAME_RECORDER = `(() => {
  const frames = []
  let last = performance.now()
  let running = true
  const tick = () => {
    const now = performance.now()
    frames.push(now - last)
    last = now
    if (running) requestAnimationFrame(tick)
  }
  requestAnimationFrame(() => { last = performance.now(); requestAnimationFrame(tick) })
  window.__benchFrames = frames
  window.__benchStop = () => { running = false }
})()`

async function main() {
  await ensureWebBuild(root, (line) => console.log(line), process.env.TALELOOM_WEB_DIR)
  const server = await startChildServer({ TALELOOM_SKIP_WEB_BUILD: '0' })
  const browser = await launchBrowser()
  try {
    const call = async <Result>(
      method: string,
      path: string,
      token: string | null,
      body?: object,
    ): Promise<Result> => {
      const response = await fetch(`${server.url}/api${path}`, {
        method,
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      })
      if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
      return (await response.json()) as Result
    }
    const login = await call<{ token: string; user: { oid: string } }>(
      'POST',
      '/account/login',
      null,
      { email: 'admin@taleloom.local', password: 'bench-admin-1' },
    )
    const api = <Result>(method: string, path: string, body?: object) =>
      call<Result>(method, path, login.token, body)

    const upload = async (contentOid: string, key: string, filetype: string, bytes: Buffer) => {
      const query = new URLSearchParams({
        key,
        filetype,
        numParts: '1',
        access: 'private',
        context: 'content',
        contentOid,
      })
      const { uploadUrls } = await api<{ uploadUrls: string[] }>('GET', `/upload/url?${query}`)
      const url = uploadUrls[0] as string
      const put = await fetch(new URL(url, server.url), {
        method: 'PUT',
        body: new Uint8Array(bytes),
      })
      await api('POST', '/upload/multipart/url/done', { key, url, ETag: put.headers.get('etag') })
      await api('POST', '/upload/multipart/done', { key })
    }

    const folder = mkdtempSync(join(tmpdir(), 'taleloom-scrub-bench-'))
    // biome-ignore format: ffmpeg arguments read best in pairs
    execFileSync('ffmpeg', [
      '-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=30:duration=3',
      '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', join(folder, 'cut.mp4'),
    ])
    // biome-ignore format: ffmpeg arguments read best in pairs
    execFileSync('ffmpeg', [
      '-loglevel', 'error', '-f', 'lavfi', '-i', 'gradients=s=640x360', '-frames:v', '1',
      join(folder, 'still.png'),
    ])

    const full = await api<{ contentOid: string }>('POST', '/content/save', {
      metaData: { title: 'Scrub bench' },
    })
    const empty = await api<{ contentOid: string }>('POST', '/content/save', {
      metaData: { title: 'Scrub bench floor' },
    })
    const oid = full.contentOid
    await upload(oid, `content/${oid}/cut.mp4`, 'mp4', readFileSync(join(folder, 'cut.mp4')))
    await upload(oid, `content/${oid}/still.png`, 'png', readFileSync(join(folder, 'still.png')))
    const { assets } = await api<{ assets: TimelineAsset[] }>(
      'GET',
      `/content/timeline/assets?contentOid=${oid}`,
    )
    const video = assets.find((asset) => asset.kind === 'video')
    const picture = assets.find((asset) => asset.kind === 'image')
    if (!video || !picture) throw new Error(`uploads not listed: ${JSON.stringify(assets)}`)
    const view = await api<TimelineView>('GET', `/content/timeline?contentOid=${oid}`)
    const half = CLIPS / 2
    const timeline = {
      ...view.timeline,
      tracks: view.timeline.tracks.map((track) => ({
        ...track,
        clips:
          track.kind === 'audio'
            ? []
            : Array.from({ length: half }, (_, index) => ({
                id: `bench-${track.kind}-clip-${index}`,
                assetKey: track.kind === 'video' ? video.assetKey : picture.assetKey,
                startMs: index * 1000,
                inMs: track.kind === 'video' ? (index % 2) * 1000 : 0,
                outMs: track.kind === 'video' ? (index % 2) * 1000 + 1000 : 1000,
                fadeInMs: 0,
                fadeOutMs: 0,
                volume: 1,
              })),
      })),
    }
    await api('PUT', '/content/timeline', { contentOid: oid, baseVersion: 0, timeline })

    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    await seedSession(context, { language: 'en', ...signedIn(login) })
    const page = await context.newPage()

    const measure = async (contentOid: string, clips: number) => {
      await page.goto(`${server.url}/studio2/simpleuploader/landscape?contentOid=${contentOid}`)
      await page.getByTestId('timeline-ruler').waitFor({ timeout: 60_000 })
      const shown = await page.getByTestId('timeline-clip').count()
      if (shown !== clips) throw new Error(`${shown} clips shown, ${clips} expected`)
      return scrub(page)
    }
    // A warm-up pass (code compiled, caches filled), then the measured ones, alternating.
    await measure(empty.contentOid, 0)
    const runs = { floor: [] as number[][], full: [] as number[][] }
    for (let round = 0; round < 3; round++) {
      runs.floor.push(await measure(empty.contentOid, 0))
      runs.full.push(await measure(oid, CLIPS))
    }
    const summary = (frames: number[]) => ({
      frames: frames.length,
      fpsMedian: Number((1000 / percentile(frames, 50)).toFixed(1)),
      // Frames drawn per second of dragging: long frames weigh in by their length.
      fpsMean: Number(((1000 * frames.length) / frames.reduce((a, b) => a + b, 0)).toFixed(1)),
      fpsP95: Number((1000 / percentile(frames, 95)).toFixed(1)),
      intervalP50Ms: Number(percentile(frames, 50).toFixed(2)),
      intervalP95Ms: Number(percentile(frames, 95).toFixed(2)),
      intervalMaxMs: Number(Math.max(...frames).toFixed(1)),
    })
    console.log(
      JSON.stringify(
        {
          bench: 'timeline-scrub',
          clips: CLIPS,
          dragSteps: DRAG_STEPS,
          full: summary(runs.full.flat()),
          floor: summary(runs.floor.flat()),
          goal: '≥ 55 fps (median) on the 200-clip timeline',
        },
        null,
        2,
      ),
    )
  } finally {
    await browser.close()
    await server.stop()
  }
}

/** Drags the playhead across the ruler, one mouse move a frame; the rAF intervals meanwhile. */
async function scrub(page: Page): Promise<number[]> {
  const ruler = await page.getByTestId('timeline-ruler').boundingBox()
  if (!ruler) throw new Error('no ruler')
  const y = ruler.y + ruler.height / 2
  const from = ruler.x + 10
  const span = Math.min(ruler.width, 1100) - 20
  await page.evaluate(NEXT_FRAME)
  await page.evaluate(FRAME_RECORDER)
  await page.mouse.move(from, y)
  await page.mouse.down()
  for (let step = 1; step <= DRAG_STEPS; step++) {
    // Back and forth, so every pass crosses many clips' edges.
    const phase = (step % 120) / 120
    await page.mouse.move(from + span * (phase < 0.5 ? phase * 2 : 2 - phase * 2), y)
    await page.evaluate(NEXT_FRAME)
  }
  await page.mouse.up()
  const moved = (await page.getByTestId('timeline-ruler').getAttribute('aria-valuenow')) ?? '0'
  if (Number(moved) <= 0) throw new Error('the playhead did not move')
  return (await page.evaluate('(window.__benchStop(), window.__benchFrames.slice(1))')) as number[]
}

await main()
