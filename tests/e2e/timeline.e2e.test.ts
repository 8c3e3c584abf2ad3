/**
 * The RealPlay timeline editor in Chromium against `npm start`: a creator's video, picture and
 * music uploads dragged from the asset list onto the video, image and audio tracks, a clip
 * trimmed by its edge, undone with the keyboard and redone from the toolbar, autosaved, and
 * rendered by the server's encoder with its progress shown until it is done (the picture over
 * the video in the rendered frames); given a cover in the edit form and published from the
 * contents list, it plays for a viewer at `/realplay/{contentOid}` from the rendered HLS.
 * Captured in English and Korean at 1280×800 and 390×844.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { studioEn } from '../../web/i18n/resources/studio/en'
import { studioKo } from '../../web/i18n/resources/studio/ko'
import { closeContexts, seedSession, signedIn, workerBrowser } from './support/browser'
import { registerAccount, resizeTo } from './support/people'
import { sharedProduct } from './support/products'
import { screenshot } from './support/screenshots'
import { ADMIN_EMAIL, ADMIN_PASSWORD, type RunningProduct } from './support/server'

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const

let product: RunningProduct
let browser: Browser
let login: { token: string; user: { oid: string } }
let contentOid: string
let cover: string
/** The video upload, to compare the rendered frame with. */
let harbour: string

/** The picture on the image track: a square of one colour, fitted in the middle of the frame. */
const STICKER_RGB = [224, 60, 49] as const

/**
 * One pixel of a video at `seconds` (a file, or the render's HLS playlist), read by ffmpeg
 * with the frame scaled to 64×36 (`x`, `y` in that grid).
 */
function pixelAt(input: string, seconds: number, x: number, y: number): number[] {
  // biome-ignore format: ffmpeg arguments read best in pairs
  const frame = execFileSync('ffmpeg', [
    '-loglevel', 'error', '-ss', String(seconds), '-i', input,
    '-frames:v', '1', '-vf', 'scale=64:36:flags=area', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-',
  ])
  const at = (y * 64 + x) * 3
  return [frame[at]!, frame[at + 1]!, frame[at + 2]!]
}

const near = (pixel: number[], colour: readonly number[], within: number) =>
  pixel.every((value, index) => Math.abs(value - colour[index]!) <= within)

async function api<Result>(
  method: 'GET' | 'POST',
  path: string,
  body?: Record<string, unknown>,
): Promise<Result> {
  const response = await fetch(`${product.url}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${login.token}` },
    ...(body ? { body: JSON.stringify(body) } : {}),
  })
  const answer = (await response.json()) as Result
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(answer)}`)
  return answer
}

/** One file through the asset service in one part, labelled with the content. */
async function upload(key: string, filetype: string, bytes: Buffer) {
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
  const put = await fetch(new URL(url, product.url), { method: 'PUT', body: new Uint8Array(bytes) })
  expect(put.ok).toBe(true)
  await api('POST', '/upload/multipart/url/done', { key, url, ETag: put.headers.get('etag') ?? '' })
  await api('POST', '/upload/multipart/done', { key })
}

const clipWidth = (page: Page, index: number) =>
  page
    .getByTestId('timeline-clip')
    .nth(index)
    .evaluate((element) => (element as HTMLElement).getBoundingClientRect().width)

/** The playhead put at one second on the ruler; the preview then shows that frame. */
async function showSecondOne(page: Page) {
  const preview = page.getByTestId('timeline-preview')
  // Every upload's address asked for, and at least the video loaded.
  // (The cover given on publishing is one more of the creator's pictures later on.)
  await expect
    .poll(async () => Number(await preview.getAttribute('data-addresses')), { timeout: 15_000 })
    .toBeGreaterThanOrEqual(2)
  const ruler = await page.getByTestId('timeline-ruler').boundingBox()
  if (!ruler) throw new Error('no ruler')
  await page.mouse.click(ruler.x + 80, ruler.y + ruler.height / 2)
  await expect
    .poll(
      () =>
        page.getByTestId('timeline-preview').evaluate((canvas) => {
          const element = canvas as HTMLCanvasElement
          const pixel = element
            .getContext('2d')
            ?.getImageData(element.width / 2, element.height / 2, 1, 1).data
          if (!pixel) return 0
          const sum = pixel[0]! + pixel[1]! + pixel[2]!
          if (sum === 0) console.log(`preview ready: ${element.dataset.ready}`)
          return sum
        }),
      { timeout: 15_000 },
    )
    .toBeGreaterThan(0)
}

beforeAll(async () => {
  product = sharedProduct()
  browser = await workerBrowser()
  login = await (
    await fetch(`${product.url}/api/account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    })
  ).json()
  const draft = await api<{ contentOid: string }>('POST', '/content/save', {
    metaData: { title: 'Harbour Lights' },
  })
  contentOid = draft.contentOid
  const folder = mkdtempSync(join(tmpdir(), 'taleloom-timeline-e2e-'))
  const ffmpeg = (...args: string[]) => execFileSync('ffmpeg', ['-loglevel', 'error', ...args])
  cover = join(folder, 'cover.png')
  ffmpeg('-f', 'lavfi', '-i', 'gradients=s=640x360', '-frames:v', '1', cover)
  const sticker = join(folder, 'sticker.png')
  const [red, green, blue] = STICKER_RGB.map((value) => value.toString(16).padStart(2, '0'))
  ffmpeg(
    '-f',
    'lavfi',
    '-i',
    `color=c=0x${red}${green}${blue}:s=360x360`,
    '-frames:v',
    '1',
    sticker,
  )
  harbour = join(folder, 'harbour.mp4')
  // biome-ignore format: ffmpeg arguments read best in pairs
  ffmpeg(
    '-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=30:duration=3',
    '-f', 'lavfi', '-i', 'sine=frequency=220:duration=3',
    '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest',
    harbour,
  )
  ffmpeg(
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440:duration=3',
    '-q:a',
    '9',
    join(folder, 'bells.mp3'),
  )
  await upload(`content/${contentOid}/harbour.mp4`, 'mp4', readFileSync(harbour))
  await upload(`content/${contentOid}/bells.mp3`, 'mp3', readFileSync(join(folder, 'bells.mp3')))
  await upload(`content/${contentOid}/sticker.png`, 'png', readFileSync(sticker))
})

afterAll(async () => {
  await closeContexts(browser)
})

describe('the timeline editor', () => {
  it('builds, trims, undoes, saves and renders a three-track timeline', {
    timeout: 300_000,
  }, async () => {
    const context = await browser.newContext({ locale: 'en-US', viewport: VIEWPORTS[0] })
    await seedSession(context, { language: 'en', ...signedIn(login) })
    const page = await context.newPage()
    page.setDefaultTimeout(30_000)
    page.on('pageerror', (error) => console.log(`[page] ${error.message}`))
    page.on('console', (message) => {
      if (message.type() === 'error') console.log(`[console] ${message.text()}`)
    })
    await page.goto(`${product.url}/studio2/simpleuploader/landscape?contentOid=${contentOid}`)
    await page.getByRole('heading', { name: studioEn.timeline.title }).waitFor()
    const video = page.locator('[data-testid=timeline-asset][data-kind=video]', {
      hasText: 'harbour',
    })
    const music = page.locator('[data-testid=timeline-asset][data-kind=audio]', {
      hasText: 'bells',
    })
    const picture = page.locator('[data-testid=timeline-asset][data-kind=image]', {
      hasText: 'sticker',
    })
    await video
      .first()
      .dragTo(page.getByTestId('timeline-lane-video'), { targetPosition: { x: 10, y: 10 } })
    await music
      .first()
      .dragTo(page.getByTestId('timeline-lane-audio'), { targetPosition: { x: 40, y: 10 } })
    // The picture over the video from the start (dropped within snapping reach of 0).
    await picture
      .first()
      .dragTo(page.getByTestId('timeline-lane-image'), { targetPosition: { x: 4, y: 10 } })
    await expect.poll(() => page.getByTestId('timeline-clip').count()).toBe(3)
    await expect
      .poll(() => page.getByTestId('timeline-lane-image').getByTestId('timeline-clip').count())
      .toBe(1)

    // Trim the video clip's end by a second (80 px at the default zoom).
    const before = await clipWidth(page, 0)
    const handle = await page.getByTestId('trim-end').first().boundingBox()
    if (!handle) throw new Error('no trim handle')
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2)
    await page.mouse.down()
    await page.mouse.move(handle.x + handle.width / 2 - 40, handle.y + handle.height / 2, {
      steps: 4,
    })
    await page.mouse.move(handle.x + handle.width / 2 - 80, handle.y + handle.height / 2, {
      steps: 4,
    })
    await page.mouse.up()
    const trimmed = await clipWidth(page, 0)
    expect(trimmed).toBeLessThan(before - 60)

    await page.keyboard.press('Control+z')
    await expect.poll(() => clipWidth(page, 0)).toBeCloseTo(before, 0)
    await page.locator('[data-action=redo]').click()
    await expect.poll(() => clipWidth(page, 0)).toBeCloseTo(trimmed, 0)

    // Saved on its own a moment after the last edit (the text says why if it was not).
    await expect
      .poll(() => page.locator('.timeline-status-row').textContent(), { timeout: 20_000 })
      .toContain(studioEn.timeline.saved)
    const saved = await api<{
      version: number
      timeline: {
        tracks: { kind: string; clips: { assetKey: string; startMs: number; outMs: number }[] }[]
      }
    }>('GET', `/content/timeline?contentOid=${contentOid}`)
    expect(saved.version).toBeGreaterThan(0)
    expect(saved.timeline.tracks.map((track) => [track.kind, track.clips.length])).toEqual([
      ['video', 1],
      ['image', 1],
      ['audio', 1],
    ])
    const [videoTrack, imageTrack] = saved.timeline.tracks
    expect(videoTrack?.clips[0]?.outMs).toBe(2000)
    expect(imageTrack?.clips[0]).toMatchObject({ startMs: 0, outMs: 3000 })
    expect(imageTrack?.clips[0]?.assetKey).toMatch(/sticker\.png$/)

    await showSecondOne(page)
    for (const viewport of VIEWPORTS) {
      await resizeTo(page, viewport)
      await screenshot(page, `timeline-editor-en-${viewport.name}`)
    }
    await resizeTo(page, VIEWPORTS[0])
    await page.getByTestId('timeline-render-button').click()
    await page.getByText(studioEn.timeline.rendered).waitFor({ timeout: 120_000 })

    // Published as a creator does: a cover in the edit form, then Publish in its list.
    await page.goto(
      `${product.url}/studio2/simpleuploader/inprogress/edit?contentOid=${contentOid}`,
    )
    await page
      .getByLabel(studioEn.uploadForm.thumbnail)
      .setInputFiles(cover)
      .catch(async (error: unknown) => {
        console.log(`[edit form] ${(await page.locator('main').textContent())?.slice(0, 600)}`)
        throw error
      })
    await page.getByRole('button', { name: studioEn.uploadForm.saveChanges }).click()
    await page.getByText(studioEn.uploadForm.savedChanges).waitFor()
    await page.goto(`${product.url}/studio2/contents`)
    await page
      .getByRole('tab', { name: new RegExp(`^${studioEn.studioContents.inprogress}`) })
      .click()
    const row = page.locator(`[data-content="${contentOid}"]`)
    await row.getByRole('button', { name: studioEn.studioContents.publishNow, exact: true }).click()
    await page
      .getByText(studioEn.studioContents.publishedNow.replace('{{title}}', 'Harbour Lights'))
      .waitFor()
    for (const viewport of VIEWPORTS) {
      await resizeTo(page, viewport)
      await screenshot(page, `studio-contents-en-${viewport.name}`)
    }
    await context.close()

    // A viewer plays the rendered video: hls.js on the render's playlist, time advancing.
    const viewer = await registerAccount(product, `realplay${Date.now() % 100_000}`)
    const watching = await browser.newContext({ locale: 'en-US', viewport: VIEWPORTS[0] })
    await seedSession(watching, { language: 'en', ...signedIn(viewer) })
    const vpage = await watching.newPage()
    const playlists: string[] = []
    vpage.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('.m3u8')) playlists.push(request.url())
    })
    await vpage.goto(`${product.url}/realplay/${contentOid}`)
    await vpage.getByRole('heading', { name: 'Harbour Lights' }).waitFor()
    const player = vpage.locator('video')
    await player.waitFor({ state: 'attached' })
    await player.evaluate((element: HTMLVideoElement) => {
      element.muted = true
      return element.play()
    })
    await expect
      .poll(() => player.evaluate((element: HTMLVideoElement) => element.currentTime), {
        timeout: 20_000,
      })
      .toBeGreaterThan(0.5)
    expect(await player.evaluate((element: HTMLVideoElement) => element.currentSrc)).toMatch(
      /^blob:/,
    )
    expect(playlists.some((url) => url.includes(contentOid))).toBe(true)
    await watching.close()

    // The render has the picture track: at 1.5 s the square covers the middle of the frame,
    // and the video still shows beside it (a picture is fitted, transparent around it).
    const playlist = playlists.find((url) => url.includes(contentOid)) as string
    const middle = pixelAt(playlist, 1.5, 32, 18)
    expect(near(middle, STICKER_RGB, 24), `middle ${middle}`).toBe(true)
    expect(near(pixelAt(harbour, 1.5, 32, 18), STICKER_RGB, 24)).toBe(false)
    const beside = pixelAt(playlist, 1.5, 3, 18)
    const source = pixelAt(harbour, 1.5, 3, 18)
    expect(near(beside, source, 40), `beside ${beside}, source ${source}`).toBe(true)

    // The same editor in Korean, reloaded from the saved timeline.
    const korean = await browser.newContext({ locale: 'ko-KR', viewport: VIEWPORTS[0] })
    await seedSession(korean, { language: 'ko', ...signedIn(login) })
    const kpage = await korean.newPage()
    await kpage.goto(`${product.url}/ko/studio2/simpleuploader/landscape?contentOid=${contentOid}`)
    await kpage.getByRole('heading', { name: studioKo.timeline.title }).waitFor()
    await expect.poll(() => kpage.getByTestId('timeline-clip').count()).toBe(3)
    await showSecondOne(kpage)
    for (const viewport of VIEWPORTS) {
      await resizeTo(kpage, viewport)
      const overflow = await kpage.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow, viewport.name).toBeLessThanOrEqual(0)
      await screenshot(kpage, `timeline-editor-ko-${viewport.name}`)
    }
    // The contents lists in Korean, on the published list where the video now is.
    await kpage.goto(`${product.url}/ko/studio2/contents`)
    await kpage
      .getByRole('tab', { name: new RegExp(`^${studioKo.studioContents.replays}`) })
      .waitFor()
    for (const viewport of VIEWPORTS) {
      await resizeTo(kpage, viewport)
      await screenshot(kpage, `studio-contents-ko-${viewport.name}`)
    }
    await korean.close()
  })
})
